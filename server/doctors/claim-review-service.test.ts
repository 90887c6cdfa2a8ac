import { describe, expect, it } from "vitest";
import { adminClaimQuerySchema, CLAIMS_PAGE_SIZE } from "../../common/doctors/claims.ts";
import type { Logger } from "../logger.ts";
import type { ClaimRepository, ClaimRow } from "./claim-repository.ts";
import { createClaimReviewService } from "./claim-review-service.ts";
import { refusal } from "../../tests/support/rejection.ts";

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

/** One request waiting for a decision, and the world it decides on, in memory. */
function decisions(channel: "evidence" | "registration", status = "pending_review") {
  const claim = {
    id: 3,
    providerId: 7,
    status,
    channel,
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "Ruiz",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    decidedAt: new Date("2026-01-02T00:00:00Z"),
    adminNote: null,
    enteredPhone: "5512345678",
    enteredLicense: "123",
    registryResult: { status: "found" },
    evidence: [
      { key: "k1", label: "cedula", contentType: "image/jpeg", size: 10 },
      { key: "k2", label: "identificacion", contentType: "application/pdf", size: 20 },
    ],
  } as unknown as ClaimRow;
  const sent: { to: string; template: unknown }[] = [];
  const audits: unknown[] = [];
  const finished: unknown[][] = [];
  const registrations: unknown[] = [];
  const logs: string[] = [];
  const state = { setStatusAnswer: true, decided: true, mailDown: false, published: 0 };
  const repository = {
    async find(id: number) {
      return id === 3 ? claim : undefined;
    },
    async findPublicListing() {
      return { name: "Dra. Ana Ruiz" };
    },
    async findListingName() {
      return "Dra. Ana Ruiz";
    },
    async setStatus(id: number, from: string[], to: string, extra: unknown) {
      audits.push({ setStatus: { id, from, to, extra } });
      return state.setStatusAnswer;
    },
    async audit(entry: { action: string; actorId: string; details: unknown }) {
      audits.push({ action: entry.action, actorId: entry.actorId, details: entry.details });
    },
    async decideRegistration(input: unknown) {
      registrations.push(input);
      return state.decided;
    },
  } as unknown as ClaimRepository;
  const service = createClaimReviewService({
    repository,
    claims: { finish: async (...args: unknown[]) => void finished.push(args) } as never,
    evidence: {
      read: async (key: string) =>
        key === "k1" ? { bytes: Buffer.from("x"), contentType: "image/jpeg" } : null,
    } as never,
    mail: {
      send: async (to: string, template: unknown) => {
        if (state.mailDown) throw new Error("SMTP caído");
        sent.push({ to, template });
      },
    } as never,
    logger: { error: (_: unknown, message: string) => logs.push(message) } as unknown as Logger,
    brandName: "Directorio",
    siteUrl: "http://sitio.test",
    onListingPublished: () => {
      state.published += 1;
    },
    now: () => new Date("2026-03-01T00:00:00Z"),
  });
  return { service, sent, audits, finished, registrations, logs, state };
}

describe("deciding a claim with documents", () => {
  it("approves through the same take as a code, and tells the claimant where to sign in", async () => {
    const { service, finished, sent } = decisions("evidence");
    expect(await service.approve(3, { id: 5 }, "")).toEqual({
      success: true,
      message: "Solicitud aprobada: el perfil ahora pertenece a la cuenta del solicitante.",
    });
    expect(finished).toEqual([
      [
        expect.objectContaining({ id: 3 }),
        { actorType: "admin", actorId: "5", details: { verifiedBy: "evidence" } },
        { adminId: 5, note: null },
      ],
    ]);
    expect(sent).toEqual([
      {
        to: "ana@example.com",
        template: {
          kind: "claim-decided",
          brandName: "Directorio",
          firstName: "Ana",
          listingName: "Dra. Ana Ruiz",
          approved: true,
          notes: null,
          url: "http://sitio.test/login",
        },
      },
    ]);
  });

  it("rejects with the note, records it, and points the claimant back to the claim page", async () => {
    const { service, audits, sent } = decisions("evidence");
    expect((await service.reject(3, { id: 5 }, "Documentos ilegibles")).message).toBe(
      "Solicitud rechazada.",
    );
    expect(audits).toEqual([
      {
        setStatus: {
          id: 3,
          from: ["pending_review"],
          to: "rejected",
          extra: {
            adminNote: "Documentos ilegibles",
            decidedByAdminId: 5,
            decidedAt: expect.any(Date),
          },
        },
      },
      { action: "claim.rejected", actorId: "5", details: { note: "Documentos ilegibles" } },
    ]);
    expect(sent[0]!.template).toMatchObject({
      approved: false,
      notes: "Documentos ilegibles",
      url: "http://sitio.test/reclamar-perfil/7",
    });
  });

  it("refuses a request that is not waiting, is gone, or changed meanwhile", async () => {
    const notWaiting = { status: 409, message: "Esta solicitud ya no está pendiente de revisión." };
    expect(
      await refusal(() => decisions("evidence", "approved").service.approve(3, { id: 5 }, "")),
    ).toMatchObject(notWaiting);
    expect(
      await refusal(() => decisions("evidence").service.reject(4, { id: 5 }, "x")),
    ).toMatchObject({
      status: 404,
      message: "No se encontró la solicitud.",
    });
    const changed = decisions("evidence");
    changed.state.setStatusAnswer = false;
    expect(await refusal(() => changed.service.reject(3, { id: 5 }, "nota larga"))).toMatchObject(
      notWaiting,
    );
    expect(changed.sent).toEqual([]);
  });

  it("logs a failed notice instead of failing the decision", async () => {
    const { service, state, logs } = decisions("evidence");
    state.mailDown = true;
    expect((await service.approve(3, { id: 5 }, "Bien")).success).toBe(true);
    expect(logs).toEqual(["no se pudo avisar al solicitante de la decisión"]);
  });
});

describe("deciding a doctor's registration", () => {
  it("publishes the listing on approval and sends the doctor to the dashboard", async () => {
    const { service, registrations, sent, state } = decisions("registration");
    expect((await service.approve(3, { id: 5 }, "Cédula válida")).success).toBe(true);
    expect(registrations).toEqual([
      {
        claim: expect.objectContaining({ id: 3 }),
        approved: true,
        adminId: 5,
        note: "Cédula válida",
        at: new Date("2026-03-01T00:00:00Z"),
      },
    ]);
    expect(state.published).toBe(1);
    expect(sent[0]).toEqual({
      to: "ana@example.com",
      template: {
        kind: "license-review-decided",
        brandName: "Directorio",
        firstName: "Ana",
        listingName: "Dra. Ana Ruiz",
        approved: true,
        notes: "Cédula válida",
        url: "http://sitio.test/dashboard",
      },
    });
  });

  it("rejects without publishing, and refuses a registration decided meanwhile", async () => {
    const { service, state, sent, logs } = decisions("registration");
    await service.reject(3, { id: 5 }, "Cédula de otra persona");
    expect(state.published).toBe(0);
    expect(sent[0]!.template).toMatchObject({ approved: false, url: "http://sitio.test/ayuda" });
    state.decided = false;
    expect((await refusal(() => service.approve(3, { id: 5 }, ""))).status).toBe(409);
    state.decided = true;
    state.mailDown = true;
    await service.approve(3, { id: 5 }, "");
    expect(logs).toEqual(["no se pudo avisar al médico de la decisión"]);
  });
});

describe("the documents of a request", () => {
  it("gives one document to the administrator, and 404 for a missing one", async () => {
    const { service } = decisions("evidence");
    expect(await service.evidenceFile(3, 0)).toMatchObject({
      label: "cedula",
      contentType: "image/jpeg",
    });
    for (const [id, index] of [
      [3, 1],
      [3, 2],
      [4, 0],
    ] as const)
      expect(await refusal(() => service.evidenceFile(id, index))).toMatchObject({
        status: 404,
        message: "No se encontró el documento.",
      });
  });
});

describe("a row of 'Solicitudes'", () => {
  it("shows the claimant's entries beside the listing's, and no registry answer yet", async () => {
    const { page } = serviceWith(1);
    const [row] = (await page()).claims;
    expect(row).toMatchObject({
      id: 1,
      kind: "claim",
      status: "pending_review",
      channel: "evidence",
      createdAt: "2026-01-01T00:01:00.000Z",
      decidedAt: null,
      adminNote: null,
      claimant: {
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana.1@example.com",
        enteredPhone: "5512345678",
        enteredLicense: null,
      },
      listing: { id: 7, name: "Dra. Ana Ruiz", city: "Guadalajara", claimed: false },
      registry: null,
      evidence: [],
    });
    expect(row!.listing.profilePath).toContain("dra-ana-ruiz");
  });
});
