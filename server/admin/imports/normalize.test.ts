import { describe, expect, it } from "vitest";
import { createDuplicateFilter } from "./duplicates.ts";
import {
  nameLocationKeyOf,
  normalizeRecord,
  urlKeyOf,
  wholeNumberOf,
  type ImportContext,
} from "./normalize.ts";

const context: ImportContext = {
  dataSource: "csv_import",
  dataSourceName: "Prueba",
  importRunId: 7,
  required: ["name", "specialty", "city", "state"],
};

describe("normalizeRecord", () => {
  it("repairs text, matches the catalogues and keeps the listing pending", () => {
    const outcome = normalizeRecord(
      {
        label: 2,
        name: "  Dra.  MarÃ­a   LÃ³pez ",
        specialty: "CARDIOLOGIA",
        city: "ciudad de mexico",
        state: "CDMX",
        location: "Av. Reforma 1",
        price: "$1,500.00 MXN",
        experience: "12 años",
      },
      context,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.draft.row).toMatchObject({
      name: "Dra. María López",
      specialty: "Cardiología",
      specialtySlug: "cardiologia",
      city: "Ciudad de México",
      citySlug: "ciudad-de-mexico",
      state: "CDMX",
      price: 1500,
      experience: 12,
      approvalStatus: "pending",
      importRunId: 7,
      locations: [{ name: "Consultorio", address: "Av. Reforma 1" }],
    });
  });

  it("keeps unknown specialties and cities, with their own slugs", () => {
    const outcome = normalizeRecord(
      {
        label: 3,
        name: "Dr. X",
        specialty: "Medicina del Sueño",
        city: "Tequila",
        state: "Jalisco",
      },
      context,
    );
    expect(outcome.ok && outcome.draft.row).toMatchObject({
      specialty: "Medicina del Sueño",
      specialtySlug: "medicina-del-sueno",
      city: "Tequila",
      citySlug: "tequila",
    });
  });

  it("names the first missing required value", () => {
    expect(
      normalizeRecord({ label: 4, name: "Dr. X", specialty: " ", city: "León" }, context),
    ).toEqual({ ok: false, missing: "specialty" });
  });

  it("reads numbers leniently and never computes formulas", () => {
    expect(wholeNumberOf("=1+1", 100)).toBeNull();
    expect(wholeNumberOf("1 200", 10_000)).toBe(1200);
    expect(wholeNumberOf("99", 80)).toBeNull();
    expect(wholeNumberOf(undefined, 80)).toBeNull();
  });
});

describe("duplicate keys", () => {
  it("compares URLs without scheme, www, case or trailing slash", () => {
    expect(urlKeyOf(" HTTPS://www.Fuente.example/Perfil/1/ ")).toBe("fuente.example/perfil/1");
    expect(urlKeyOf("")).toBeNull();
  });

  it("compares name plus address without case, accents or extra spaces", () => {
    expect(nameLocationKeyOf("Dr.  Óscar Núñez", "Calle  Madero 10")).toBe(
      nameLocationKeyOf("DR. OSCAR NUNEZ", "calle madero 10"),
    );
    expect(nameLocationKeyOf("Dr. X", null)).toBeNull();
  });

  it("flags the directory's listings first, then repeats within the import", () => {
    const judge = createDuplicateFilter({
      urls: new Set(["a.example/1"]),
      nameLocations: new Set(),
      externalIds: new Set(["rec1"]),
    });
    const draft = (
      label: number,
      keys: Partial<Record<"url" | "nameLocation" | "externalId", string>>,
    ) => ({
      label,
      row: {} as never,
      keys: { url: null, nameLocation: null, externalId: null, ...keys },
    });
    expect(judge(draft(2, { url: "a.example/1" }))).toEqual({
      kind: "in-directory",
      reason: "url",
    });
    expect(judge(draft(3, { externalId: "rec1" }))).toEqual({
      kind: "in-directory",
      reason: "external-id",
    });
    expect(judge(draft(4, { url: "b.example/2", nameLocation: "x|y" }))).toEqual({ kind: "new" });
    expect(judge(draft(5, { nameLocation: "x|y" }))).toEqual({ kind: "in-file", firstLabel: 4 });
    expect(judge(draft(6, {}))).toEqual({ kind: "new" });
  });
});
