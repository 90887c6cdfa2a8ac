import { describe, expect, it } from "vitest";
import {
  COMPLETENESS_ITEMS,
  COMPLETENESS_WEIGHTS,
  completenessChecks,
  profileCompleteness,
  type CompletenessFields,
} from "./completeness.ts";

const complete: CompletenessFields = {
  avatar: "/fotos/1/avatar.webp",
  bio: "Atiendo a niños y adolescentes.",
  servicesWithPricing: [{ name: "Consulta", price: 600 }],
  locations: [{ name: "Consultorio", address: "Av. Juárez 10" }],
  schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
  insuranceNetworks: ["GNP"],
  licenseVerified: true,
};

describe("profile completeness", () => {
  it("weights add up to 100, one per checklist item", () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(COMPLETENESS_ITEMS).toEqual([
      "photo",
      "bio",
      "services",
      "offices",
      "schedule",
      "insurers",
      "license",
    ]);
  });

  it("a complete listing is 100 and an empty one 0", () => {
    expect(profileCompleteness(complete)).toBe(100);
    expect(profileCompleteness({})).toBe(0);
    expect(
      profileCompleteness({
        avatar: null,
        bio: null,
        servicesWithPricing: null,
        locations: null,
        schedule: null,
        insuranceNetworks: null,
        licenseVerified: null,
      }),
    ).toBe(0);
  });

  it.each([
    ["photo", { avatar: "" }],
    ["bio", { bio: "   " }],
    ["services", { servicesWithPricing: [] }],
    ["offices", { locations: { name: "no es una lista" } }],
    ["schedule", { schedule: " " }],
    ["insurers", { insuranceNetworks: "GNP" }],
    ["license", { licenseVerified: false }],
  ] as const)("without %s the listing loses exactly its weight", (item, missing) => {
    const fields = { ...complete, ...missing };
    expect(completenessChecks(fields)[item]).toBe(false);
    expect(profileCompleteness(fields)).toBe(100 - COMPLETENESS_WEIGHTS[item]);
  });

  it("reads texts and lists as the SQL twin does", () => {
    // btrim() trims spaces only; any entry makes a list count, whatever it holds.
    expect(completenessChecks({ bio: "\n" }).bio).toBe(true);
    expect(completenessChecks({ servicesWithPricing: [null] }).services).toBe(true);
    expect(profileCompleteness({ avatar: "a.webp", bio: "Hola" })).toBe(40);
    expect(profileCompleteness({ schedule: "Lun", licenseVerified: true })).toBe(20);
  });
});
