import { describe, expect, it } from "vitest";
import { compareHolder, holderOfStoredData } from "./service.ts";

describe("the registry's holder against the name a listing gives", () => {
  it("reads the holder from stored validation data of any shape", () => {
    expect(holderOfStoredData({ name: " ANA LÓPEZ ", degree: "MÉDICO CIRUJANO" })).toEqual({
      name: "ANA LÓPEZ",
    });
    expect(holderOfStoredData({ name: "", fullData: { nombre: "ANA" } })).toEqual({
      name: null,
      fullData: { nombre: "ANA" },
    });
    expect(holderOfStoredData("{roto")).toEqual({ name: null });
    expect(holderOfStoredData(null)).toEqual({ name: null });
    expect(holderOfStoredData({ name: 42, fullData: "x" })).toEqual({ name: null });
  });

  it("uses the SEP's name parts when the record has them", () => {
    const sep = {
      name: "MARÍA FERNANDA LÓPEZ GARCÍA",
      fullData: { nombre: "MARÍA FERNANDA", primerApellido: "LÓPEZ", segundoApellido: "GARCÍA" },
    };
    // One full given name and both surnames are enough with the parts...
    expect(compareHolder(sep, { firstName: "Fernanda", lastName: "López García" }).matches).toBe(
      true,
    );
    // ...and a missing surname is not.
    const verdict = compareHolder(sep, { firstName: "María Fernanda", lastName: "López" });
    expect(verdict).toMatchObject({ matches: false, registryName: "MARÍA FERNANDA LÓPEZ GARCÍA" });
    expect(verdict.reasons.join(" ")).toContain("GARCÍA");
  });

  it("compares a listing's single name, title and word order aside", () => {
    const holder = { name: "ANA SOFÍA RAMÍREZ LUNA" };
    expect(
      compareHolder(holder, { firstName: "Dra. Ramírez Luna Ana Sofía", lastName: "" }),
    ).toMatchObject({
      matches: true,
      reasons: [],
    });
    expect(
      compareHolder(holder, { firstName: "Dra. Ana Sofía Ramírez", lastName: "" }).matches,
    ).toBe(false);
  });

  it("never matches when the registry gives no name", () => {
    const verdict = compareHolder({ name: null }, { firstName: "Ana", lastName: "López" });
    expect(verdict).toMatchObject({ matches: false, registryName: null });
    expect(verdict.reasons[0]).toBe("El registro no trae un nombre con qué comparar.");
  });
});
