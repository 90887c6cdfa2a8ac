import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  adminProviderQuerySchema,
  adminProviderUpdateSchema,
  DEFAULT_FILTERS,
  hasActiveFilters,
  providerListParams,
  sourceBadgeLabel,
  validateLicenseSchema,
} from "./providers.ts";

const sort = { sortBy: "createdAt", sortOrder: "desc" } as const;

describe("the admin provider list call", () => {
  it("leaves every filter out at its 'all' value, and pages by 50", () => {
    const params = providerListParams({ ...DEFAULT_FILTERS }, sort, 1);
    expect(Object.fromEntries(params)).toEqual({
      sortBy: "createdAt",
      sortOrder: "desc",
      limit: "50",
      offset: "0",
    });
    expect(hasActiveFilters({ ...DEFAULT_FILTERS })).toBe(false);
  });

  it("sends the filters that are set, trimmed, with the page's offset", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      approvalStatus: "pending",
      search: "  garcía ",
      insuranceNetwork: "gnp",
      email: "   ",
    };
    const params = providerListParams(filters, { sortBy: "name", sortOrder: "asc" }, 3);
    expect(Object.fromEntries(params)).toEqual({
      approvalStatus: "pending",
      search: "garcía",
      insuranceNetwork: "gnp",
      sortBy: "name",
      sortOrder: "asc",
      limit: "50",
      offset: "100",
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe("source badges", () => {
  it("says 'Doctoralia' and 'Aseguradora' for the spec's two sources", () => {
    expect(sourceBadgeLabel("google-sheets")).toBe("Doctoralia");
    expect(sourceBadgeLabel("google_sheets")).toBe("Doctoralia");
    expect(sourceBadgeLabel("insurance_directory")).toBe("Aseguradora");
    expect(sourceBadgeLabel("csv_import")).toBe("Importación CSV");
    expect(sourceBadgeLabel("algo_nuevo")).toBe("algo_nuevo");
  });
});

describe("the admin edit payload", () => {
  it("turns empty texts into nulls and refuses unknown fields", () => {
    expect(adminProviderUpdateSchema.parse({ email: "", phone: " ", bio: "Hola" })).toEqual({
      email: null,
      phone: null,
      bio: "Hola",
    });
    expect(adminProviderUpdateSchema.safeParse({ slug: "x" }).success).toBe(false);
    expect(
      adminProviderUpdateSchema.safeParse({ socialLinks: { website: "javascript:alert(1)" } }).error
        ?.issues[0]?.message,
    ).toBe("Usa una dirección completa que empiece con http:// o https://");
  });
});

describe("license issues and the override of a refused validation", () => {
  it("sends the license-issue filter like the others", () => {
    const params = providerListParams({ ...DEFAULT_FILTERS, licenseIssue: "conflicto" }, sort, 1);
    expect(params.get("licenseIssue")).toBe("conflicto");
    expect(providerListParams({ ...DEFAULT_FILTERS }, sort, 1).has("licenseIssue")).toBe(false);
    expect(adminProviderQuerySchema.safeParse({ licenseIssue: "otro" }).success).toBe(false);
  });

  it("needs a note of 10 characters or more to override, and nothing without override", () => {
    expect(validateLicenseSchema.parse({ licenseNumber: " 1234567 " })).toEqual({
      licenseNumber: "1234567",
    });
    const short = validateLicenseSchema.safeParse({
      licenseNumber: "1234567",
      override: true,
      note: "  corta    ",
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({
      message: ADMIN_MESSAGES.overrideNoteRequired,
      path: ["note"],
    });
    expect(
      validateLicenseSchema.safeParse({ licenseNumber: "1234567", override: true }).success,
    ).toBe(false);
    expect(
      validateLicenseSchema.parse({
        licenseNumber: "1234567",
        override: true,
        note: "Revisé el título original.",
      }),
    ).toMatchObject({ override: true, note: "Revisé el título original." });
  });
});
