import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_CEDULAS,
  startFakeSepRegistry,
  type FakeSepRegistry,
} from "../../tests/fakes/sep-registry.ts";
import type { LicenceFound } from "./registry.ts";
import { createSepRegistry, decodeBody, type SepRegistryMode } from "./sep-client.ts";

const SLOW_MS = 1_500;

describe("SEP registry adapter against the fake registry", () => {
  let fake: FakeSepRegistry;
  const registry = (mode: SepRegistryMode = "legacy", timeoutMs = 1_000) =>
    createSepRegistry({ url: mode === "api" ? fake.apiUrl : fake.legacyUrl, mode, timeoutMs });
  const found = async (lookup: Promise<unknown>) => {
    const result = (await lookup) as LicenceFound;
    expect(result.status).toBe("found");
    return result;
  };

  beforeAll(async () => {
    fake = await startFakeSepRegistry({ slowMs: SLOW_MS });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  describe.each(["legacy", "api"] as const)("%s wire format", (mode) => {
    it("finds a valid cédula with the holder's name and degree", async () => {
      const result = await found(registry(mode).lookup(FAKE_CEDULAS.valid));
      expect(result).toMatchObject({
        source: "sep",
        licenseNumber: FAKE_CEDULAS.valid,
        name: "MARÍA FERNANDA LÓPEZ GARCÍA",
        degree: {
          licenseNumber: FAKE_CEDULAS.valid,
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD NACIONAL AUTÓNOMA DE MÉXICO",
          registrationYear: 1991,
        },
      });
      expect(result.degrees).toHaveLength(1);
      expect(result.fullData).toMatchObject({ titulo: "MÉDICO CIRUJANO", anioreg: 1991 });
    });

    it("says not found for an unknown cédula", async () => {
      expect(await registry(mode).lookup(FAKE_CEDULAS.unknown)).toEqual({
        status: "not-found",
        source: "sep",
        licenseNumber: FAKE_CEDULAS.unknown,
      });
    });

    it("keeps every degree of the same person, the asked-for cédula first", async () => {
      const result = await found(registry(mode).lookup(FAKE_CEDULAS.twoDegrees));
      expect(result.name).toBe("ANA LUCÍA HERNÁNDEZ RUIZ");
      expect(result.degree.degree).toBe("MÉDICO CIRUJANO");
      expect(result.degrees).toEqual([
        {
          licenseNumber: FAKE_CEDULAS.twoDegrees,
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD DE GUADALAJARA",
          registrationYear: 2005,
        },
        {
          licenseNumber: FAKE_CEDULAS.especialidadOf,
          degree: "ESPECIALIDAD EN PEDIATRÍA",
          institution: "INSTITUTO MEXICANO DEL SEGURO SOCIAL",
          registrationYear: 2010, // sent as the string "2010"
        },
      ]);
    });

    it("gives up after one retry when the registry is slower than the timeout", async () => {
      const started = Date.now();
      expect(await registry(mode, 200).lookup(FAKE_CEDULAS.slow)).toEqual({
        status: "unavailable",
        source: "sep",
        licenseNumber: FAKE_CEDULAS.slow,
        reason: "timeout",
      });
      expect(Date.now() - started).toBeLessThan(SLOW_MS);
      expect(fake.lookupsOf(FAKE_CEDULAS.slow)).toHaveLength(2);
    });

    it("retries once after a 500 and uses the second answer", async () => {
      const result = await found(registry(mode).lookup(FAKE_CEDULAS.flaky));
      expect(result.name).toBe("JORGE RAMÍREZ SOTO");
      expect(fake.lookupsOf(FAKE_CEDULAS.flaky)).toHaveLength(2);
    });

    it("reports a registry that keeps failing, and does not cache the outage", async () => {
      const sep = registry(mode);
      const outage = {
        status: "unavailable",
        source: "sep",
        licenseNumber: FAKE_CEDULAS.broken,
        reason: "http-error",
      };
      expect(await sep.lookup(FAKE_CEDULAS.broken)).toEqual(outage);
      expect(fake.lookupsOf(FAKE_CEDULAS.broken)).toHaveLength(2);
      expect(await sep.lookup(FAKE_CEDULAS.broken)).toEqual(outage);
      expect(fake.lookupsOf(FAKE_CEDULAS.broken)).toHaveLength(4);
    });

    it("reads ISO-8859-1 answers, declared or not", async () => {
      const declared = await found(registry(mode).lookup(FAKE_CEDULAS.latin1));
      expect(declared.name).toBe("JOSÉ ÁNGEL NÚÑEZ PEÑA");
      expect(declared.degree.institution).toBe("UNIVERSIDAD AUTÓNOMA DE GUADALAJARA");
      const undeclared = await found(registry(mode).lookup(FAKE_CEDULAS.latin1Undeclared));
      expect(undeclared.name).toBe("SOFÍA MUÑOZ IBÁÑEZ");
      expect(undeclared.degree.institution).toBe("BENEMÉRITA UNIVERSIDAD AUTÓNOMA DE PUEBLA");
    });

    it("does not retry an answer it cannot read", async () => {
      expect(await registry(mode).lookup(FAKE_CEDULAS.htmlPage)).toMatchObject({
        status: "unavailable",
        reason: "bad-body",
      });
      expect(fake.lookupsOf(FAKE_CEDULAS.htmlPage)).toHaveLength(1);
    });

    it("answers repeated lookups from its cache, found or not", async () => {
      const sep = registry(mode);
      await sep.lookup(FAKE_CEDULAS.valid);
      await sep.lookup(FAKE_CEDULAS.unknown);
      const before = fake.requests.length;
      await found(sep.lookup(FAKE_CEDULAS.valid));
      expect((await sep.lookup(FAKE_CEDULAS.unknown)).status).toBe("not-found");
      expect(fake.requests).toHaveLength(before);
    });
  });

  it("legacy: posts the registry's form with the cédula in the json field", async () => {
    await registry("legacy").lookup(FAKE_CEDULAS.valid);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/cedula/buscaCedulaJson.action",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(request!.body.startsWith("json=")).toBe(true);
    expect(JSON.parse(new URLSearchParams(request!.body).get("json")!)).toEqual({
      maxResult: "1000",
      nombre: "",
      paterno: "",
      materno: "",
      idCedula: FAKE_CEDULAS.valid,
    });
  });

  it("api: asks for a token once, sends it as a bearer and renews it when refused", async () => {
    const sep = registry("api");
    await sep.lookup(FAKE_CEDULAS.valid);
    await sep.lookup(FAKE_CEDULAS.unknown);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/token",
      "GET /api/byDetalle",
      "GET /api/byDetalle",
    ]);
    expect(fake.requests[1]!.authorization).toBe("Bearer token-de-prueba-1");

    fake.revokeTokens();
    await found(sep.lookup(FAKE_CEDULAS.twoDegrees));
    expect(
      fake.requests.slice(3).map((r) => `${r.method} ${r.path} ${r.authorization ?? ""}`),
    ).toEqual([
      "GET /api/byDetalle Bearer token-de-prueba-1",
      "POST /api/token ",
      "GET /api/byDetalle Bearer token-de-prueba-2",
    ]);
  });
});

describe("decodeBody", () => {
  const latin1 = Buffer.from('{"n":"MÉDICO"}', "latin1");
  it("reads UTF-8 by default and Latin-1 when declared or when the bytes are not UTF-8", () => {
    expect(decodeBody(Buffer.from('{"n":"MÉDICO"}', "utf8"), "application/json")).toBe(
      '{"n":"MÉDICO"}',
    );
    expect(decodeBody(latin1, "application/json; charset=ISO-8859-1")).toBe('{"n":"MÉDICO"}');
    expect(decodeBody(latin1, 'text/plain; charset="latin1"')).toBe('{"n":"MÉDICO"}');
    expect(decodeBody(latin1, null)).toBe('{"n":"MÉDICO"}');
  });
});
