import { and, count, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_MESSAGES } from "../../common/doctors/claims.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { startFakeTwilio, twilioEnv, type FakeTwilio } from "../../tests/fakes/twilio.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { claimCodes, claimRequests, emailOutbox } from "../db/schema/index.ts";
import { CLAIM_LIMITS } from "./claim-service.ts";

/**
 * The claim flow's limits under simultaneous requests: every one is decided under a lock, so
 * a burst gets exactly what the same requests one after the other would (claim-repository.ts).
 */
const PASSWORD = "contraseña-del-medico";
let counter = 0;
const uniqueEmail = () => `concurrente.${++counter}.${Date.now()}@example.com`;
let phoneCounter = 0;

describe.each<DatabaseKind>(["pglite", "postgres"])(
  "claim limits under concurrency on %s",
  (kind) => {
    let database: DatabaseHandle;
    let twilio: FakeTwilio;
    /** Codes go to the SMS outbox (no provider configured). */
    let app: ReturnType<typeof createTestApp>["app"];
    /** Codes go to the local Twilio fake, which can answer slowly. */
    let twilioApp: ReturnType<typeof createTestApp>["app"];

    async function listing() {
      const local = String(2_000_000 + ++phoneCounter).slice(-7);
      const phone = `55 8${local.slice(0, 3)} ${local.slice(3)}`;
      const row = await insertProvider(database.db, { name: "Dra. Sofía Treviño Luna", phone });
      return { id: row.id, phone, e164: `+52${phone.replace(/\D/g, "")}` };
    }
    const claim = (
      target: { id: number; phone: string },
      options: { address?: string; email?: string; via?: typeof app } = {},
    ) =>
      request(options.via ?? app)
        .post("/api/providers/claim")
        .set("X-Forwarded-For", options.address ?? nextClientAddress())
        .send({
          providerId: target.id,
          firstName: "Sofía",
          lastName: "Treviño",
          email: options.email ?? uniqueEmail(),
          phone: target.phone,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
    const resend = (started: { claimId: number; claimToken: string }) =>
      request(app)
        .post(`/api/providers/claim/${started.claimId}/resend`)
        .set("X-Forwarded-For", nextClientAddress())
        .send({ claimToken: started.claimToken });
    const smsTo = async (e164: string) =>
      (
        await database.db
          .select({ n: count() })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, e164), eq(emailOutbox.template, "sms")))
      )[0]!.n;
    const requestsFor = async (providerId: number) =>
      (
        await database.db
          .select({ n: count() })
          .from(claimRequests)
          .where(eq(claimRequests.providerId, providerId))
      )[0]!.n;
    const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
    const times = (n: number) => Array.from({ length: n }, (_, i) => i);
    /** Moves a listing's codes (and the requests' last change) back in time, as if sent earlier. */
    async function age(providerId: number, codesBy: string, requestsBy?: string) {
      await database.db
        .update(claimCodes)
        .set({ sentAt: sql`${claimCodes.sentAt} - ${codesBy}::interval` })
        .where(eq(claimCodes.providerId, providerId));
      await database.db
        .update(claimRequests)
        .set({
          updatedAt: sql`${claimRequests.updatedAt} - ${codesBy}::interval`,
          ...(requestsBy
            ? { createdAt: sql`${claimRequests.createdAt} - ${requestsBy}::interval` }
            : {}),
        })
        .where(eq(claimRequests.providerId, providerId));
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      twilio = await startFakeTwilio();
      ({ app } = createTestApp(database));
      ({ app: twilioApp } = createTestApp(database, twilioEnv(twilio)));
    });
    afterAll(async () => {
      await twilio.close();
      await database.close();
    });

    it("opens at most five requests for 12 simultaneous claims of one listing from one address", async () => {
      const target = await listing();
      const address = nextClientAddress();
      const answers = await Promise.all(times(12).map(() => claim(target, { address })));
      expect(statuses(answers).filter((status) => status === 202)).toHaveLength(
        CLAIM_LIMITS.claimsPerListingPerDay,
      );
      for (const refused of answers.filter((answer) => answer.status !== 202)) {
        expect(refused.status).toBe(429);
        expect(refused.body.error).toBe(CLAIM_MESSAGES.tooManyForListing);
      }
      expect(await requestsFor(target.id)).toBe(CLAIM_LIMITS.claimsPerListingPerDay);
      expect(await smsTo(target.e164)).toBe(CLAIM_LIMITS.claimsPerListingPerDay);
    });

    it("opens at most three requests for one email, claiming 12 listings at once", async () => {
      const email = uniqueEmail();
      const targets = await Promise.all(times(12).map(() => listing()));
      const answers = await Promise.all(targets.map((target) => claim(target, { email })));
      expect(statuses(answers).filter((status) => status === 202)).toHaveLength(
        CLAIM_LIMITS.claimsPerEmailPerDay,
      );
      const opened = await database.db
        .select({ n: count() })
        .from(claimRequests)
        .where(eq(claimRequests.email, email));
      expect(opened[0]!.n).toBe(CLAIM_LIMITS.claimsPerEmailPerDay);
    });

    it("sends at most three codes for one request, however many resends arrive at once", async () => {
      const target = await listing();
      const started = await claim(target);
      expect(started.status).toBe(202);
      for (let round = 0; round < 3; round++) {
        await age(target.id, "2 minutes");
        const answers = await Promise.all(times(12).map(() => resend(started.body)));
        // One resend a minute: each burst sends one code at most, and none after the third.
        expect(statuses(answers).filter((status) => status === 200).length).toBeLessThanOrEqual(1);
      }
      expect(await smsTo(target.e164)).toBe(CLAIM_LIMITS.codesPerClaim);
      const [row] = await database.db
        .select({ codesSent: claimRequests.codesSent })
        .from(claimRequests)
        .where(eq(claimRequests.id, started.body.claimId));
      expect(row!.codesSent).toBe(CLAIM_LIMITS.codesPerClaim);
    });

    it("keeps the limits with a slow SMS provider: 15 claims at once, five requests and five texts", async () => {
      const target = await listing();
      twilio.fail(...times(15).map(() => ({ delayMs: 400 })));
      const answers = await Promise.all(times(15).map(() => claim(target, { via: twilioApp })));
      expect(statuses(answers).filter((status) => status === 202)).toHaveLength(
        CLAIM_LIMITS.claimsPerListingPerDay,
      );
      expect(await requestsFor(target.id)).toBe(CLAIM_LIMITS.claimsPerListingPerDay);
      expect(twilio.messagesTo(target.e164)).toHaveLength(CLAIM_LIMITS.claimsPerListingPerDay);
      twilio.reset();
      twilio.reset();
    });

    it("counts a listing's codes by when they were sent, not by when their request opened", async () => {
      const target = await listing();
      const first = [];
      for (let i = 0; i < 3; i++) first.push((await claim(target)).body);
      // Opened yesterday; their codes went out two minutes ago.
      await age(target.id, "2 minutes", "25 hours");
      const resends = await Promise.all(first.map((started) => resend(started)));
      expect(statuses(resends)).toEqual([200, 200, 200]);
      await age(target.id, "2 minutes");
      const more = await Promise.all([
        ...first.map((started) => resend(started)),
        ...times(5).map(() => claim(target)),
      ]);
      for (const refused of more) {
        expect(refused.status).toBe(429);
        expect(refused.body.error).toBe(CLAIM_MESSAGES.tooManyCodes);
      }
      expect(await smsTo(target.e164)).toBe(CLAIM_LIMITS.codesPerListingPerDay);
      // A refused claim opened nothing: the three of yesterday are all there is.
      expect(await requestsFor(target.id)).toBe(3);
    });
  },
);
