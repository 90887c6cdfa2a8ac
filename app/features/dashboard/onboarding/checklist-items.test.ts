import { describe, expect, it } from "vitest";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { FIELD_IDS, licenseStepOf, onboardingChecklist } from "./checklist-items.ts";

function listing(overrides: Partial<OwnProvider> = {}): OwnProvider {
  return {
    id: 3,
    name: "Dra. Laura Gómez",
    slug: "laura-gomez",
    profilePath: "/laura-gomez/pediatria/puebla",
    specialty: "Pediatría",
    city: "Puebla",
    bio: "",
    phone: "",
    whatsapp: "",
    email: "",
    location: "",
    schedule: "",
    experience: 0,
    price: 0,
    availableToday: false,
    onlineBooking: false,
    telemedicine: false,
    licenseNumber: null,
    licenseVerified: false,
    licenseIssue: null,
    avatar: null,
    approvalStatus: "pending",
    emailVerified: true,
    servicesWithPricing: [],
    locations: [],
    socialLinks: {},
    insuranceNetworks: [],
    pendingReview: null,
    ...overrides,
  };
}

describe("onboarding checklist", () => {
  it("a new listing has every step pending at 0 %, each with the control that fixes it", () => {
    const { percent, items } = onboardingChecklist(listing());
    expect(percent).toBe(0);
    expect(
      items.map((item) => [item.key, item.done, item.action?.tab, item.action?.target]),
    ).toEqual([
      ["photo", false, "perfil", FIELD_IDS.photo],
      ["bio", false, "perfil", FIELD_IDS.bio],
      ["services", false, "servicios", FIELD_IDS.services],
      ["offices", false, "ubicaciones", FIELD_IDS.offices],
      ["schedule", false, "perfil", FIELD_IDS.schedule],
      ["insurers", false, "perfil", FIELD_IDS.insurers],
      ["license", false, "perfil", FIELD_IDS.license],
    ]);
    expect(items.find((item) => item.key === "license")?.label).toBe("Cédula sin verificar");
  });

  it("a done item has no action and the percentage adds its weight", () => {
    const { percent, items } = onboardingChecklist(
      listing({ bio: "Atiendo a niños.", schedule: "Lun - Vie: 9 a 14 h" }),
    );
    expect(percent).toBe(30);
    const bio = items.find((item) => item.key === "bio")!;
    expect(bio.done).toBe(true);
    expect(bio.action).toBeNull();
  });

  it("a complete, verified listing is 100 % with nothing left to do", () => {
    const { percent, items } = onboardingChecklist(
      listing({
        avatar: "/fotos/3/avatar.webp",
        bio: "Atiendo a niños.",
        schedule: "Lun - Vie",
        servicesWithPricing: [{ name: "Consulta", price: 700 }],
        locations: [{ name: "Consultorio", address: "Av. Reforma 1" }],
        insuranceNetworks: ["AXA Seguros"],
        licenseNumber: "1234567",
        licenseVerified: true,
      }),
    );
    expect(percent).toBe(100);
    expect(items.every((item) => item.done && item.action === null)).toBe(true);
    expect(items.at(-1)?.label).toBe("Cédula verificada");
  });
});

describe("the license's next step", () => {
  it.each([
    [{ licenseVerified: true, licenseNumber: "1234567" }, "verified"],
    [{ licenseNumber: null }, "missing"],
    [{ licenseNumber: "  " }, "missing"],
    [{ licenseNumber: "1234567" }, "review"],
    [{ licenseNumber: "1234567", licenseIssue: "conflict" as const }, "conflict"],
    [{ licenseNumber: "1234567", licenseIssue: "name_mismatch" as const }, "name_mismatch"],
    [
      {
        licenseNumber: null,
        pendingReview: {
          fields: ["licenseNumber" as const],
          values: { licenseNumber: "7654321" },
          requestedAt: "2025-01-01T00:00:00.000Z",
          message: "pendiente",
        },
      },
      "review",
    ],
  ])("%o is %s", (overrides, expected) => {
    expect(licenseStepOf(listing(overrides))).toBe(expected);
  });

  it("an unverified cédula says what to do and links the field; review says what happens next", () => {
    const missing = onboardingChecklist(listing()).items.at(-1)!;
    expect(missing.detail).toContain("Escribe tu número de cédula profesional en Perfil");
    expect(missing.action).toEqual({
      label: "Escribir mi cédula",
      tab: "perfil",
      target: FIELD_IDS.license,
    });
    const review = onboardingChecklist(listing({ licenseNumber: "1234567" })).items.at(-1)!;
    expect(review.label).toBe("Cédula en revisión");
    expect(review.detail).toContain("cuando revise tu perfil, antes de publicarlo");
    const published = onboardingChecklist(
      listing({ licenseNumber: "1234567", approvalStatus: "approved" }),
    ).items.at(-1)!;
    expect(published.detail).toContain("en su próxima revisión");
    const conflict = onboardingChecklist(
      listing({ licenseNumber: "1234567", licenseIssue: "conflict" }),
    ).items.at(-1)!;
    expect(conflict.help).toBe(true);
    expect(conflict.detail).toContain("ya aparece en otro perfil");
  });
});
