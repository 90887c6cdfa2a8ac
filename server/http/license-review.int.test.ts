import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_MESSAGES, REGISTRY_SILENT } from "../../common/doctors/claims.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../common/doctors/license-review.ts";
import {
  FAKE_CEDULAS,
  startFakeSepRegistry,
  type FakeSepRegistry,
} from "../../tests/fakes/sep-registry.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, claimRequests, providers } from "../db/schema/index.ts";
import type { MailTransport, OutgoingMail } from "../integrations/mail.ts";

const PASSWORD = "mi-contraseña-segura";
let counter = 0;

/** What /doctor-signup sends: the doctor chose a password, so the answer signs them in. */
function signup(licenseNumber: string) {
  const n = ++counter;
  return {
    firstName: "Mariana",
    lastName: `Olvera Paz ${String.fromCharCode(64 + n)}`,
    email: `mariana.${n}.${Date.now()}@example.com`,
    phone: "55 2468 1357",
    specialty: "pediatria",
    consultationLocation: "presencial",
    city: "Monterrey",
    licenseNumber,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeTerms: true,
    // What the client claims is never believed.
    licenseVerified: true,
  };
}

/**
 * A doctor whose cédula the registry does not confirm (unknown, or the registry down) still
 * registers: the listing waits unpublished until an administrator approves their documents.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])(
  "registration with an unconfirmed cédula on %s",
  (kind) => {
    let database: DatabaseHandle;
    let fake: FakeSepRegistry;
    let app: ReturnType<typeof createTestApp>["app"];
    let services: ReturnType<typeof createTestApp>["services"];
    let evidenceDir: string;
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: "smtp", send: async (mail) => void sent.push(mail) };

    const listingOf = async (email: string) =>
      (await database.db.select().from(providers).where(eq(providers.email, email)))[0]!;
    const reviewOf = async (providerId: number) =>
      (
        await database.db
          .select()
          .from(claimRequests)
          .where(
            and(
              eq(claimRequests.providerId, providerId),
              eq(claimRequests.channel, "registration"),
            ),
          )
      )[0]!;

    async function register(licenseNumber: string) {
      const body = signup(licenseNumber);
      const res = await request(app)
        .post("/api/providers/register")
        .set("X-Forwarded-For", nextClientAddress())
        .send(body)
        .expect(201);
      const cookie = (res.headers["set-cookie"] as unknown as string[])
        .map((c) => c.split(";")[0])
        .join("; ");
      return { body, res, cookie };
    }
    const upload = (cookie: string) =>
      request(app)
        .post("/api/providers/me/license-review/evidence")
        .set("Cookie", cookie)
        .set("X-Forwarded-For", nextClientAddress());

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      fake = await startFakeSepRegistry();
      evidenceDir = mkdtempSync(path.join(tmpdir(), "evidencia-registro-"));
      ({ app, services } = createTestApp(
        database,
        { ...fake.env, SEP_REGISTRY_TIMEOUT_MS: "300", EVIDENCE_DIR: evidenceDir },
        undefined,
        transport,
      ));
    });
    afterAll(async () => {
      await fake.close();
      await database.close();
      rmSync(evidenceDir, { recursive: true, force: true });
    });

    it("registers with an unknown cédula, takes the documents, and publishes verified once approved", async () => {
      const { body, res, cookie } = await register(FAKE_CEDULAS.unknown);
      expect(res.body.message).toContain(LICENSE_REVIEW_MESSAGES.registrationNote);
      expect(res.body.redirect).toBe("/dashboard/cedula");
      const listing = await listingOf(body.email);
      expect(listing).toMatchObject({ approvalStatus: "pending", licenseVerified: false });
      expect(await reviewOf(listing.id)).toMatchObject({
        status: "awaiting_evidence",
        enteredLicense: FAKE_CEDULAS.unknown,
      });
      // Unpublished: the public does not see it.
      await request(app).get(`/api/providers/${listing.id}`).expect(404);

      const state = await request(app)
        .get("/api/providers/me/license-review")
        .set("Cookie", cookie)
        .expect(200);
      expect(state.body).toEqual({
        status: "awaiting_evidence",
        message: LICENSE_REVIEW_MESSAGES.awaitingEvidence,
        adminNote: null,
      });

      const oneFile = await upload(cookie).attach("cedula", minimalPng(), "cedula.png");
      expect(oneFile.status).toBe(400);
      expect(oneFile.body.error).toBe(CLAIM_MESSAGES.evidenceMissing);
      const script = await upload(cookie)
        .attach("cedula", Buffer.from("<script>alert(1)</script>"), "cedula.pdf")
        .attach("identificacion", minimalPdf(), "ine.pdf");
      expect(script.status).toBe(400);
      expect(script.body.error).toBe("El archivo debe ser PDF, JPEG o PNG.");
      await request(app)
        .post("/api/providers/me/license-review/evidence")
        .attach("cedula", minimalPng(), "cedula.png")
        .attach("identificacion", minimalPdf(), "ine.pdf")
        .expect(401);

      const sentDocs = await upload(cookie)
        .attach("cedula", minimalPng(), "cedula.png")
        .attach("identificacion", minimalPdf(), "ine.pdf")
        .expect(200);
      expect(sentDocs.body.status).toBe("pending_review");
      await upload(cookie)
        .attach("cedula", minimalPng(), "cedula.png")
        .attach("identificacion", minimalPdf(), "ine.pdf")
        .expect(409);

      const admin = await adminSession(app, services, `admin.registros.${kind}`);
      const list = await request(app)
        .get("/api/admin/claims")
        .set("Cookie", admin.cookie)
        .expect(200);
      const review = await reviewOf(listing.id);
      const item = list.body.claims.find((claim: { id: number }) => claim.id === review.id);
      expect(item).toMatchObject({
        kind: "registration",
        status: "pending_review",
        claimant: { email: body.email, enteredLicense: FAKE_CEDULAS.unknown },
        listing: { id: listing.id, licenseVerified: false },
        registry: { status: "not-found" },
        evidence: [
          { index: 0, label: "cedula", contentType: "image/png" },
          { index: 1, label: "identificacion", contentType: "application/pdf" },
        ],
      });

      const note = "Cédula revisada <b>en persona</b> & confirmada.";
      const approved = await request(app)
        .post(`/api/admin/claims/${review.id}/approve`)
        .set("Cookie", admin.cookie)
        .send({ note })
        .expect(200);
      expect(approved.body).toEqual({
        success: true,
        message: LICENSE_REVIEW_MESSAGES.approvedByAdmin,
      });
      expect(await listingOf(body.email)).toMatchObject({
        approvalStatus: "approved",
        licenseVerified: true,
        userId: listing.userId,
      });
      const profile = await request(app).get(`/api/providers/${listing.id}`).expect(200);
      expect(profile.body.licenseVerified).toBe(true);

      const mail = sent.filter((m) => m.to === body.email).at(-1)!;
      expect(mail.subject).toBe("Tu cédula fue aprobada y tu perfil ya está publicado");
      expect(mail.html).toContain(
        "Cédula revisada &lt;b&gt;en persona&lt;/b&gt; &amp; confirmada.",
      );
      expect(mail.html).not.toContain("<b>en persona</b>");

      const audit = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(listing.id)));
      expect(audit.map((a) => a.action)).toContain("provider.license_approved");
      // Decided once: a second decision is refused.
      await request(app)
        .post(`/api/admin/claims/${review.id}/reject`)
        .set("Cookie", admin.cookie)
        .send({ note: "Una segunda decisión no debe contar." })
        .expect(409);
    });

    it("registers while the registry is down; a rejection keeps the listing out and tells the doctor", async () => {
      const { body, cookie } = await register(FAKE_CEDULAS.broken);
      const listing = await listingOf(body.email);
      expect(listing).toMatchObject({ approvalStatus: "pending", licenseVerified: false });
      expect((await reviewOf(listing.id)).registryResult).toMatchObject({
        message: REGISTRY_SILENT,
      });

      await upload(cookie)
        .attach("cedula", minimalPdf(), "cedula.pdf")
        .attach("identificacion", minimalPng(), "ine.png")
        .expect(200);
      const admin = await adminSession(app, services, `admin.rechazos.${kind}`);
      const review = await reviewOf(listing.id);
      expect(review.registryResult).toMatchObject({
        status: "unavailable",
        message: REGISTRY_SILENT,
      });
      await request(app)
        .post(`/api/admin/claims/${review.id}/reject`)
        .set("Cookie", admin.cookie)
        .send({ note: "La identificación no es legible: <escríbenos>." })
        .expect(200, { success: true, message: LICENSE_REVIEW_MESSAGES.rejectedByAdmin });
      expect(await listingOf(body.email)).toMatchObject({
        approvalStatus: "rejected",
        licenseVerified: false,
      });
      const mail = sent.filter((m) => m.to === body.email).at(-1)!;
      expect(mail.subject).toBe("No pudimos aprobar tu cédula");
      expect(mail.html).toContain("&lt;escríbenos&gt;");
      const state = await request(app)
        .get("/api/providers/me/license-review")
        .set("Cookie", cookie)
        .expect(200);
      expect(state.body).toEqual({
        status: "rejected",
        message: LICENSE_REVIEW_MESSAGES.rejected,
        adminNote: "La identificación no es legible: <escríbenos>.",
      });
    });
  },
);
