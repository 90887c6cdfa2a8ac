import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LICENSE_MESSAGES } from "../../common/licenses/schemas.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  FAKE_CEDULAS,
  FAKE_SEP_CREDENTIALS,
  startFakeSepRegistry,
  type FakeSepRegistry,
} from "../../tests/fakes/sep-registry.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { adminUsers } from "../db/schema/index.ts";
import { AppError } from "../../common/errors.ts";
import { createLicenseRegistry, type LicenseFound } from "./registry.ts";
import { createLicensesRepository } from "./repository.ts";
import { createLicensesService, toLicenseValidationData } from "./service.ts";

/** A verified demo listing, with the validation data the seed writes (server/db/seed/generate.ts). */
async function insertDemoDoctor(database: DatabaseHandle, licenseNumber: string) {
  return insertProvider(database.db, {
    name: "Dra. Carmen Elena Vázquez Ortiz",
    licenseNumber,
    licenseVerified: true,
    licenseValidatedAt: new Date("2025-01-10T12:00:00Z"),
    licenseValidationData: {
      name: "CARMEN ELENA VÁZQUEZ ORTIZ",
      degree: "MÉDICO CIRUJANO",
      institution: "UNIVERSIDAD DE GUADALAJARA",
      registrationYear: 2008,
      source: "offline",
      fullData: { titulo: "MÉDICO CIRUJANO", desins: "UNIVERSIDAD DE GUADALAJARA", anioreg: 2008 },
    },
  });
}

async function insertAdmin(database: DatabaseHandle, username: string) {
  const [admin] = await database.db
    .insert(adminUsers)
    .values({ username, passwordHash: "no-se-usa" })
    .returning();
  return admin!;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("licenses service on %s", (kind) => {
  let database: DatabaseHandle;
  let fake: FakeSepRegistry;
  const repository = () => createLicensesRepository(database.db);
  const service = (sepUrl?: string) =>
    createLicensesService({
      repository: repository(),
      registry: createLicenseRegistry({
        sep: sepUrl
          ? { url: sepUrl, ...FAKE_SEP_CREDENTIALS, timeoutMs: 300 }
          : { url: undefined, timeoutMs: 300 },
        repository: repository(),
      }),
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    fake = await startFakeSepRegistry();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => fake.reset());

  describe("offline (no SEP_REGISTRY_URL)", () => {
    it("accepts a cédula the demo data verified, and says it was the offline registry", async () => {
      const doctor = await insertDemoDoctor(database, "76543210");
      const result = await service().validateLicense(" 7654 3210 ", { providerId: doctor.id });
      expect(result).toMatchObject({
        licenseNumber: "76543210",
        status: "valid",
        isValid: true,
        source: "offline",
        message: LICENSE_MESSAGES.valid,
        licenseData: {
          name: "CARMEN ELENA VÁZQUEZ ORTIZ",
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD DE GUADALAJARA",
          registrationYear: 2008,
          source: "offline",
        },
        data: {
          nombre: "CARMEN ELENA VÁZQUEZ ORTIZ",
          titulo: "MÉDICO CIRUJANO",
          institucion: "UNIVERSIDAD DE GUADALAJARA",
          anioregistro: 2008,
        },
      });
      const [recorded] = await repository().history("76543210");
      expect(recorded).toMatchObject({ source: "offline", isValid: true, providerId: doctor.id });
      expect(recorded!.data).toMatchObject({ name: "CARMEN ELENA VÁZQUEZ ORTIZ", anioreg: 2008 });
    });

    it("does not accept a listing's cédula that was never verified", async () => {
      await insertProvider(database.db, { name: "Dr. Sin Verificar", licenseNumber: "8765432" });
      const result = await service().validateLicense("8765432");
      expect(result).toMatchObject({
        status: "not-found",
        isValid: false,
        source: "offline",
        message: LICENSE_MESSAGES.notFoundOffline,
        licenseData: null,
        data: null,
      });
      expect(await repository().history("8765432")).toMatchObject([
        { source: "offline", isValid: false, data: null },
      ]);
    });

    it("accepts a cédula once an administrator confirmed it", async () => {
      const admin = await insertAdmin(database, `admin-${kind}-1`);
      expect((await service().validateLicense("3141592")).isValid).toBe(false);

      const confirmed = await service().confirmLicense({
        licenseNumber: "3141592",
        adminId: admin.id,
        data: {
          name: "  Luis   Alberto Torres Medina ",
          degree: "Médico Cirujano",
          institution: "Universidad Veracruzana",
          registrationYear: 2019,
          expeditionDate: "2019-08-14",
        },
      });
      expect(confirmed).toMatchObject({ isValid: true, source: "admin" });

      const result = await service().validateLicense("3141592");
      expect(result).toMatchObject({
        isValid: true,
        source: "admin",
        licenseData: {
          name: "LUIS ALBERTO TORRES MEDINA",
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD VERACRUZANA",
          registrationYear: 2019,
          expeditionDate: "2019-08-14",
          source: "admin",
        },
      });
      const history = await repository().history("3141592");
      expect(history.map((row) => [row.source, row.isValid])).toEqual([
        ["admin", true],
        ["admin", true],
        ["offline", false],
      ]);
      expect(history[1]!.confirmedByAdminId).toBe(admin.id);
    });

    it("refuses malformed numbers with a Spanish 400", async () => {
      const rejection = (input: unknown) =>
        service()
          .validateLicense(input)
          .then(
            () => null,
            (error: unknown) => error,
          );
      for (const [input, message] of [
        [undefined, LICENSE_MESSAGES.required],
        ["", LICENSE_MESSAGES.required],
        ["12a4567", LICENSE_MESSAGES.digitsOnly],
        ["12345", LICENSE_MESSAGES.tooShort],
        ["12345678901", LICENSE_MESSAGES.tooLong],
      ] as const) {
        const error = await rejection(input);
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ status: 400, message, details: { isValid: false } });
      }
    });
  });

  describe("with the SEP registry", () => {
    it("answers from the SEP and records the lookup with its source", async () => {
      const result = await service(fake.url).validateLicense(FAKE_CEDULAS.twoDegrees);
      expect(result).toMatchObject({ isValid: true, source: "sep", status: "valid" });
      expect(result.licenseData!.degrees).toHaveLength(2);
      const [recorded] = await repository().history(FAKE_CEDULAS.twoDegrees);
      expect(recorded).toMatchObject({ source: "sep", isValid: true });
    });

    it("says the SEP does not know an unknown cédula", async () => {
      const result = await service(fake.url).validateLicense(FAKE_CEDULAS.unknown);
      expect(result).toMatchObject({
        isValid: false,
        source: "sep",
        status: "not-found",
        message: LICENSE_MESSAGES.notFound,
      });
    });

    it("falls back on the directory's own records when the SEP fails or does not know it", async () => {
      const admin = await insertAdmin(database, `admin-${kind}-2`);
      await service().confirmLicense({
        licenseNumber: FAKE_CEDULAS.broken,
        adminId: admin.id,
        data: { name: "Rosa Díaz", degree: "Médico Cirujano", institution: "UANL" },
      });
      expect(await service(fake.url).validateLicense(FAKE_CEDULAS.broken)).toMatchObject({
        isValid: true,
        source: "admin",
      });
      await insertDemoDoctor(database, FAKE_CEDULAS.unknown);
      expect(await service(fake.url).validateLicense(FAKE_CEDULAS.unknown)).toMatchObject({
        isValid: true,
        source: "offline",
      });
    });

    it("reports an outage with no offline answer, and does not record it", async () => {
      const result = await service(fake.url).validateLicense(FAKE_CEDULAS.slow);
      expect(result).toMatchObject({
        status: "unavailable",
        isValid: false,
        message: LICENSE_MESSAGES.unavailable,
        licenseData: null,
      });
      expect(await repository().history(FAKE_CEDULAS.slow)).toEqual([]);
    });
  });
});

describe("toLicenseValidationData", () => {
  it("keeps both year spellings, the registry's record and the other degrees", () => {
    const degree = {
      licenseNumber: "7654321",
      degree: "MÉDICO CIRUJANO",
      institution: "UNIVERSIDAD DE GUADALAJARA",
      registrationYear: 2005,
    };
    const other = { ...degree, licenseNumber: "10293847", degree: "ESPECIALIDAD EN PEDIATRÍA" };
    const found: LicenseFound = {
      status: "found",
      source: "sep",
      licenseNumber: "7654321",
      name: "ANA LUCÍA HERNÁNDEZ RUIZ",
      degree,
      degrees: [degree, other],
      fullData: { idCedula: "7654321", paterno: "HERNÁNDEZ", titulo: "MÉDICO CIRUJANO" },
    };
    expect(toLicenseValidationData(found)).toEqual({
      name: "ANA LUCÍA HERNÁNDEZ RUIZ",
      degree: "MÉDICO CIRUJANO",
      institution: "UNIVERSIDAD DE GUADALAJARA",
      registrationYear: 2005,
      anioreg: 2005,
      source: "sep",
      fullData: {
        idCedula: "7654321",
        paterno: "HERNÁNDEZ",
        titulo: "MÉDICO CIRUJANO",
        desins: "UNIVERSIDAD DE GUADALAJARA",
        anioreg: 2005,
        degrees: [degree, other],
      },
    });
  });
});
