import { describe, expect, it } from "vitest";
import { adminClaimQuerySchema, CLAIMS_PAGE_SIZE } from "../../common/doctors/claims.ts";
import type { Logger } from "../logger.ts";
import type { ClaimRepository, ClaimRow } from "./claim-repository.ts";
import { createClaimReviewService } from "./claim-review-service.ts";

type ListQuery = Parameters<ClaimRepository["listForReview"]>[0];

/** A repository holding `count` pending requests, newest first, that answers pages of them. */
function serviceWith(count: number) {
  const asked: ListQuery[] = [];
  const rows = Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      claim: {
        id,
        providerId: 7,
        status: "pending_review",
        channel: "evidence",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)),
        decidedAt: null,
        adminNote: null,
        firstName: "Ana",
        lastName: "Ruiz",
        email: `ana.${id}@example.com`,
        enteredPhone: "5512345678",
        enteredLicense: null,
        registryResult: null,
        evidence: [],
      } as unknown as ClaimRow,
      listing: {
        id: 7,
        name: "Dra. Ana Ruiz",
        slug: "dra-ana-ruiz",
        specialty: "Cardiología",
        specialtySlug: "cardiologia",
        citySlug: "guadalajara",
        city: "Guadalajara",
        phone: null,
        email: null,
        licenseNumber: null,
        licenseVerified: false,
        licenseValidationData: null,
        userId: null,
      },
    };
  });
  const repository = {
    async listForReview(query: ListQuery) {
      asked.push(query);
      return {
        rows: rows.slice(query.offset, query.offset + query.limit),
        totalCount: rows.length,
      };
    },
  } as unknown as ClaimRepository;
  const service = createClaimReviewService({
    repository,
    claims: { finish: async () => undefined } as never,
    evidence: {} as never,
    mail: {} as never,
    logger: {} as Logger,
    brandName: "Directorio",
    siteUrl: "http://sitio.test",
    onListingPublished: () => {},
  });
  const page = (input: Record<string, string> = {}) =>
    service.list(adminClaimQuerySchema.parse(input));
  return { page, asked };
}

describe("the 'Solicitudes' list, a page at a time", () => {
  it(`keeps ${CLAIMS_PAGE_SIZE} requests on one page, with their count`, async () => {
    const { page, asked } = serviceWith(CLAIMS_PAGE_SIZE);
    const first = await page();
    expect(first.claims).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(first).toMatchObject({ totalCount: CLAIMS_PAGE_SIZE, page: 1 });
    expect(asked[0]).toMatchObject({
      status: "pending_review",
      sortOrder: "desc",
      limit: CLAIMS_PAGE_SIZE,
      offset: 0,
    });
    expect((await page({ page: "2" })).claims).toEqual([]);
  });

  it(`puts request ${CLAIMS_PAGE_SIZE + 1} on a second page instead of dropping it`, async () => {
    const { page, asked } = serviceWith(CLAIMS_PAGE_SIZE + 1);
    const first = await page();
    expect(first.claims).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(first.totalCount).toBe(CLAIMS_PAGE_SIZE + 1);
    const second = await page({ page: "2" });
    expect(asked[1]).toMatchObject({ offset: CLAIMS_PAGE_SIZE, limit: CLAIMS_PAGE_SIZE });
    expect(second.claims.map((claim) => claim.id)).toEqual([1]);
    expect(second).toMatchObject({ page: 2, pageSize: CLAIMS_PAGE_SIZE });
  });

  it("passes the filters on, and refuses ones it does not know in Spanish", async () => {
    const { page, asked } = serviceWith(3);
    await page({ status: "all", providerId: "7", search: " ana ", sortOrder: "asc" });
    expect(asked[0]).toMatchObject({
      status: "all",
      providerId: 7,
      search: "ana",
      sortOrder: "asc",
    });
    for (const bad of [{ status: "x" }, { page: "0" }, { providerId: "-1" }, { sortOrder: "up" }])
      expect(adminClaimQuerySchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "El filtro de solicitudes no es válido.",
      );
  });
});
