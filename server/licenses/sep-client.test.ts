import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_CEDULAS,
  FAKE_SEP_CREDENTIALS,
  SEP_BY_DETALLE_PATH,
  SEP_TOKEN_PATH,
  startFakeSepRegistry,
  type FakeSepRegistry,
  type RecordedSepRequest,
} from "../../tests/fakes/sep-registry.ts";
import type { LicenseFound, LicenseLookup } from "./registry.ts";
import { createSepRegistry, decodeBody, type SepRegistryOptions } from "./sep-client.ts";

const SLOW_MS = 1_500;

/** A pino logger that keeps every serialized line, so a test sees exactly what would be logged. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "trace" }, sink), lines };
}

const bearerOf = (request: RecordedSepRequest) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];

/** The `exp` claim (seconds) of a token the fake issued. */
function expOf(token: string): number {
  const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
  return (payload as { exp: number }).exp;
}

const summary = (requests: RecordedSepRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

const TOKEN_CALL = `GET ${SEP_TOKEN_PATH}`;
const LOOKUP_CALL = `POST ${SEP_BY_DETALLE_PATH}`;

describe("SEP registry adapter against the fake portal API", () => {
  let fake: FakeSepRegistry;
  const registry = (overrides: Partial<SepRegistryOptions> = {}) =>
    createSepRegistry({ url: fake.url, ...FAKE_SEP_CREDENTIALS, timeoutMs: 1_000, ...overrides });
  const found = async (lookup: Promise<LicenseLookup>) => {
    const result = await lookup;
    expect(result.status).toBe("found");
    return result as LicenseFound;
  };
  const unavailable = (licenseNumber: string, reason: string) => ({
    status: "unavailable",
    source: "sep",
    licenseNumber,
    reason,
  });

  beforeAll(async () => {
    fake = await startFakeSepRegistry({ slowMs: SLOW_MS });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  describe("the exact requests", () => {
    it("asks for a token with the client credentials, then posts the cédula as JSON", async () => {
      await found(registry().lookup(FAKE_CEDULAS.valid));
      expect(summary(fake.requests)).toEqual([TOKEN_CALL, LOOKUP_CALL]);
      const [tokenCall, lookupCall] = fake.requests as [RecordedSepRequest, RecordedSepRequest];

      expect(tokenCall.headers).toMatchObject({
        "x-client-id": FAKE_SEP_CREDENTIALS.clientId,
        "x-api-key": FAKE_SEP_CREDENTIALS.apiKey,
        accept: "application/json",
        origin: fake.url,
        referer: `${fake.url}/`,
      });
      expect(tokenCall.headers.authorization).toBeUndefined();
      expect(tokenCall.body).toBe("");

      expect(lookupCall.headers).toMatchObject({
        "content-type": "application/json",
        accept: "application/json",
        origin: fake.url,
        referer: `${fake.url}/`,
      });
      expect(bearerOf(lookupCall)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // The credentials go to the token call only.
      expect(lookupCall.headers["x-api-key"]).toBeUndefined();
      expect(lookupCall.headers["x-client-id"]).toBeUndefined();
      expect(lookupCall.body).toBe(`{"numCedula":"${FAKE_CEDULAS.valid}"}`);
    });

    it("resolves the paths under a base given with a trailing slash or a sub-path", async () => {
      await registry({ url: `${fake.url}/` }).lookup(FAKE_CEDULAS.unknown);
      expect(summary(fake.requests)).toEqual([TOKEN_CALL, LOOKUP_CALL]);
      fake.reset();
      // A reverse proxy in front of the portal: everything stays under its path.
      expect(await registry({ url: `${fake.url}/proxy/sep` }).lookup("1111111")).toEqual(
        unavailable("1111111", "http-error"),
      );
      expect(fake.requests.map((request) => request.path)).toEqual([`/proxy/sep${SEP_TOKEN_PATH}`]);
    });
  });

  describe("answers", () => {
    it("finds a valid cédula with the holder's name, degree and name parts", async () => {
      const result = await found(registry().lookup(FAKE_CEDULAS.valid));
      expect(result).toMatchObject({
        source: "sep",
        licenseNumber: FAKE_CEDULAS.valid,
        name: "MARÍA FERNANDA LÓPEZ GARCÍA",
        expeditionDate: "1991-08-14",
        degree: {
          licenseNumber: FAKE_CEDULAS.valid,
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD NACIONAL AUTÓNOMA DE MÉXICO",
          registrationYear: 1991, // sent as the string "1991"
        },
      });
      expect(result.degrees).toHaveLength(1);
      expect(result.fullData).toMatchObject({
        cedula: FAKE_CEDULAS.valid,
        nombre: "MARÍA FERNANDA",
        primerApellido: "LÓPEZ",
        segundoApellido: "GARCÍA",
        profesion: "MÉDICO CIRUJANO",
        genero: "MUJER",
      });
    });

    it("says not found when the registry answers an empty array", async () => {
      expect(await registry().lookup(FAKE_CEDULAS.unknown)).toEqual({
        status: "not-found",
        source: "sep",
        licenseNumber: FAKE_CEDULAS.unknown,
      });
    });

    it("keeps every degree of the same person, the asked-for cédula first", async () => {
      const result = await found(registry().lookup(FAKE_CEDULAS.twoDegrees));
      expect(result.name).toBe("ANA LUCÍA HERNÁNDEZ RUIZ");
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
          registrationYear: 2010,
        },
      ]);
    });

    it("reads ISO-8859-1 answers, declared or not", async () => {
      const declared = await found(registry().lookup(FAKE_CEDULAS.latin1));
      expect(declared.name).toBe("JOSÉ ÁNGEL NÚÑEZ PEÑA");
      expect(declared.fullData).toMatchObject({ primerApellido: "NÚÑEZ", segundoApellido: "PEÑA" });
      const undeclared = await found(registry().lookup(FAKE_CEDULAS.latin1Undeclared));
      expect(undeclared.name).toBe("SOFÍA MUÑOZ IBÁÑEZ");
      expect(undeclared.degree.institution).toBe("BENEMÉRITA UNIVERSIDAD AUTÓNOMA DE PUEBLA");
    });

    it("does not retry an answer it cannot read", async () => {
      expect(await registry().lookup(FAKE_CEDULAS.htmlPage)).toEqual(
        unavailable(FAKE_CEDULAS.htmlPage, "bad-body"),
      );
      expect(fake.lookupsOf(FAKE_CEDULAS.htmlPage)).toHaveLength(1);
    });

    it("answers repeated lookups from its cache, found or not", async () => {
      const sep = registry();
      await sep.lookup(FAKE_CEDULAS.valid);
      await sep.lookup(FAKE_CEDULAS.unknown);
      const before = fake.requests.length;
      await found(sep.lookup(FAKE_CEDULAS.valid));
      expect((await sep.lookup(FAKE_CEDULAS.unknown)).status).toBe("not-found");
      expect(fake.requests).toHaveLength(before);
    });
  });

  describe("the token", () => {
    it("is fetched once and reused, also by lookups that start together", async () => {
      const sep = registry();
      await Promise.all(["1000001", "1000002", "1000003", "1000004"].map((n) => sep.lookup(n)));
      await sep.lookup(FAKE_CEDULAS.valid);
      expect(fake.requestsTo("token")).toHaveLength(1);
      expect(fake.requestsTo("byDetalle")).toHaveLength(5);
      expect(new Set(fake.requestsTo("byDetalle").map(bearerOf)).size).toBe(1);
    });

    it("is renewed a minute before its exp", async () => {
      let clock = Date.now();
      const sep = registry({ now: () => clock });
      await sep.lookup("1000001");
      const exp = expOf(bearerOf(fake.requestsTo("byDetalle")[0]!)!);

      clock = exp * 1000 - 61_000;
      await sep.lookup("1000002");
      expect(fake.requestsTo("token")).toHaveLength(1);

      clock = exp * 1000 - 59_000;
      await sep.lookup("1000003");
      expect(fake.requestsTo("token")).toHaveLength(2);
      const [first, , third] = fake.requestsTo("byDetalle").map(bearerOf);
      expect(third).not.toBe(first);
    });

    it("is assumed to last an hour when it carries no exp", async () => {
      const noExp = await startFakeSepRegistry({ tokenLifetimeSeconds: null });
      try {
        let clock = Date.now();
        const sep = registry({ url: noExp.url, now: () => clock });
        const start = clock;
        await sep.lookup("1000001");
        clock = start + 58 * 60_000;
        await sep.lookup("1000002");
        expect(noExp.requestsTo("token")).toHaveLength(1);
        clock = start + 59 * 60_000 + 1_000;
        await sep.lookup("1000003");
        expect(noExp.requestsTo("token")).toHaveLength(2);
      } finally {
        await noExp.close();
      }
    });

    it("is renewed once when the registry says it expired, and the lookup repeated", async () => {
      const sep = registry();
      await sep.lookup(FAKE_CEDULAS.unknown);
      fake.expireTokens();
      await found(sep.lookup(FAKE_CEDULAS.valid));
      expect(summary(fake.requests)).toEqual([
        TOKEN_CALL,
        LOOKUP_CALL,
        LOOKUP_CALL, // refused: 401
        TOKEN_CALL,
        LOOKUP_CALL,
      ]);
      const bearers = fake.requestsTo("byDetalle").map(bearerOf);
      expect(bearers[2]).not.toBe(bearers[1]);
      expect(bearers[1]).toBe(bearers[0]);
    });

    it("gives up when even a fresh token is refused", async () => {
      const { logger, lines } = capturedLogger();
      fake.scriptNext("byDetalle", 401, 401);
      expect(await registry({ logger }).lookup(FAKE_CEDULAS.valid)).toEqual(
        unavailable(FAKE_CEDULAS.valid, "credentials"),
      );
      expect(summary(fake.requests)).toEqual([TOKEN_CALL, LOOKUP_CALL, TOKEN_CALL, LOOKUP_CALL]);
      expect(lines.map((line) => JSON.parse(line).level)).toEqual([50]);
    });
  });

  describe("failures", () => {
    it("reports refused client credentials at once, as an error, without retrying", async () => {
      const { logger, lines } = capturedLogger();
      const sep = registry({ apiKey: "clave-equivocada", logger });
      expect(await sep.lookup(FAKE_CEDULAS.valid)).toEqual(
        unavailable(FAKE_CEDULAS.valid, "credentials"),
      );
      expect(summary(fake.requests)).toEqual([TOKEN_CALL]);
      const [line] = lines.map((text) => JSON.parse(text));
      expect(line).toMatchObject({
        level: 50,
        reason: "credentials",
        httpStatus: 401,
        msg: "la SEP rechazó las credenciales del cliente (revisa SEP_CLIENT_ID y SEP_API_KEY)",
      });
      // Not cached: once an operator fixes the credentials, the next lookup asks again.
      await sep.lookup(FAKE_CEDULAS.valid);
      expect(fake.requestsTo("token")).toHaveLength(2);
    });

    it("stops at a 429 from the lookup, without asking again", async () => {
      expect(await registry().lookup(FAKE_CEDULAS.rateLimited)).toEqual(
        unavailable(FAKE_CEDULAS.rateLimited, "rate-limited"),
      );
      expect(fake.lookupsOf(FAKE_CEDULAS.rateLimited)).toHaveLength(1);
    });

    it("stops at a 429 from the token endpoint", async () => {
      fake.scriptNext("token", 429);
      expect(await registry().lookup(FAKE_CEDULAS.valid)).toEqual(
        unavailable(FAKE_CEDULAS.valid, "rate-limited"),
      );
      expect(summary(fake.requests)).toEqual([TOKEN_CALL]);
    });

    it("retries once after a 500 and uses the second answer", async () => {
      const result = await found(registry().lookup(FAKE_CEDULAS.flaky));
      expect(result.name).toBe("JORGE RAMÍREZ SOTO");
      expect(fake.lookupsOf(FAKE_CEDULAS.flaky)).toHaveLength(2);
      expect(fake.requestsTo("token")).toHaveLength(1);
    });

    it("retries once after a 503 from the token endpoint", async () => {
      fake.scriptNext("token", 503);
      await found(registry().lookup(FAKE_CEDULAS.valid));
      expect(summary(fake.requests)).toEqual([TOKEN_CALL, TOKEN_CALL, LOOKUP_CALL]);
    });

    it("reports a registry that keeps failing, and does not cache the outage", async () => {
      const sep = registry();
      const outage = unavailable(FAKE_CEDULAS.broken, "http-error");
      expect(await sep.lookup(FAKE_CEDULAS.broken)).toEqual(outage);
      expect(fake.lookupsOf(FAKE_CEDULAS.broken)).toHaveLength(2);
      expect(await sep.lookup(FAKE_CEDULAS.broken)).toEqual(outage);
      expect(fake.lookupsOf(FAKE_CEDULAS.broken)).toHaveLength(4);
    });

    it("gives up after one retry when the lookup is slower than the timeout", async () => {
      const started = Date.now();
      expect(await registry({ timeoutMs: 200 }).lookup(FAKE_CEDULAS.slow)).toEqual(
        unavailable(FAKE_CEDULAS.slow, "timeout"),
      );
      expect(Date.now() - started).toBeLessThan(SLOW_MS);
      expect(fake.lookupsOf(FAKE_CEDULAS.slow)).toHaveLength(2);
    });

    it("gives up after one retry when the token endpoint is slower than the timeout", async () => {
      fake.scriptNext("token", "slow", "slow");
      const started = Date.now();
      expect(await registry({ timeoutMs: 200 }).lookup(FAKE_CEDULAS.valid)).toEqual(
        unavailable(FAKE_CEDULAS.valid, "timeout"),
      );
      expect(Date.now() - started).toBeLessThan(SLOW_MS);
      expect(summary(fake.requests)).toEqual([TOKEN_CALL, TOKEN_CALL]);
    });

    it("says so when nothing listens at the configured base", async () => {
      const closed = await startFakeSepRegistry();
      await closed.close();
      expect(await registry({ url: closed.url }).lookup(FAKE_CEDULAS.valid)).toEqual(
        unavailable(FAKE_CEDULAS.valid, "network"),
      );
    });
  });

  it("never writes the client credentials or a token to the log", async () => {
    const { logger, lines } = capturedLogger();
    await registry({ apiKey: "clave-equivocada", logger }).lookup(FAKE_CEDULAS.valid);
    const sep = registry({ logger, timeoutMs: 200 });
    await sep.lookup(FAKE_CEDULAS.unknown);
    fake.expireTokens();
    for (const cedula of [
      FAKE_CEDULAS.valid,
      FAKE_CEDULAS.rateLimited,
      FAKE_CEDULAS.broken,
      FAKE_CEDULAS.slow,
      FAKE_CEDULAS.htmlPage,
    ]) {
      await sep.lookup(cedula);
    }
    expect(lines.length).toBeGreaterThanOrEqual(5);
    const tokens = fake.requestsTo("byDetalle").map(bearerOf);
    const secrets = [
      FAKE_SEP_CREDENTIALS.clientId,
      FAKE_SEP_CREDENTIALS.apiKey,
      "clave-equivocada",
    ];
    for (const line of lines) {
      for (const secret of [...secrets, ...tokens]) expect(line).not.toContain(secret);
    }
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
