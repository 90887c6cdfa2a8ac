import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PORTRAITS_PER_SEX, portraitPath, portraitSvg } from "./portraits.ts";
import { specialistFor } from "./people.ts";

const PUBLIC = path.join(import.meta.dirname, "../../../public");

describe("demo portraits", () => {
  it("never draw a beard or a moustache on a woman", () => {
    for (let v = 0; v < PORTRAITS_PER_SEX; v++) {
      expect(portraitSvg("female", v)).not.toMatch(/barba|bigote/);
    }
    const men = Array.from({ length: PORTRAITS_PER_SEX }, (_, v) => portraitSvg("male", v));
    expect(men.some((svg) => svg.includes('class="barba"'))).toBe(true);
  });

  it("are the files the site serves (run scripts/demo-portraits.ts after a change)", () => {
    for (const sex of ["female", "male"] as const) {
      for (let v = 0; v < PORTRAITS_PER_SEX; v++) {
        const file = readFileSync(path.join(PUBLIC, portraitPath(sex, v)), "utf8");
        expect(file).toBe(`${portraitSvg(sex, v)}\n`);
      }
    }
  });

  it("are all different within each gender", () => {
    for (const sex of ["female", "male"] as const) {
      const drawings = Array.from({ length: PORTRAITS_PER_SEX }, (_, v) => portraitSvg(sex, v));
      expect(new Set(drawings).size).toBe(PORTRAITS_PER_SEX);
    }
  });
});

describe("the specialist's name in the doctor's gender", () => {
  it.each([
    ["Dermatólogo", "Dermatóloga"],
    ["Médico General", "Médica General"],
    ["Cirujano Plástico", "Cirujana Plástica"],
    ["Médico Rehabilitador", "Médica Rehabilitadora"],
    ["Pediatra", "Pediatra"],
    ["Dentista", "Dentista"],
  ])("%s → %s", (masculine, feminine) => {
    expect(specialistFor(masculine, "female")).toBe(feminine);
    expect(specialistFor(masculine, "male")).toBe(masculine);
  });
});
