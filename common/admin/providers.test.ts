import { describe, expect, it } from "vitest";
import {
  adminProviderUpdateSchema,
  DEFAULT_FILTERS,
  hasActiveFilters,
  providerListParams,
  sourceBadgeLabel,
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
