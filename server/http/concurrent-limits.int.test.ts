import { and, count, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import {
  RESET_MAILS_PER_RECIPIENT,
  createPasswordResetService,
} from "../accounts/password-reset.ts";
import { createPasswordResetRepository } from "../accounts/password-reset-repository.ts";
import { hashPassword } from "../accounts/password.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";
import { outboxOnlyTransport } from "../integrations/mail.ts";
import { createLogger } from "../logger.ts";
import { createMailRepository } from "../mail/repository.ts";
import { createMailService } from "../mail/service.ts";
import { LIMIT_RULES } from "../rate-limits/service.ts";

/**
 * Limits that were read first and written after a slow step (a password verification, a
 * mail), sent as simultaneous requests: each must hold exactly as it does one at a time.
 * The claim flow's own are in server/doctors/claim-limits.int.test.ts.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("limits under concurrency on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const times = (n: number) => Array.from({ length: n }, (_, i) => i);
  const tally = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>(
      (seen, { status }) => ({ ...seen, [status]: (seen[status] ?? 0) + 1 }),
      {},
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database);
  });
  afterAll(() => database.close());

  it("lets at most ten of 15 simultaneous wrong passwords for one account be tried", async () => {
    const { email } = await signedInAgent(app.app, database);
    const answers = await Promise.all(
      times(15).map(() =>
        request(app.app)
          .post("/api/auth/login")
          .set("X-Forwarded-For", nextClientAddress())
          .send({ email, password: "equivocada" }),
      ),
    );
    expect(tally(answers)).toEqual({
      401: LIMIT_RULES.loginAccount.max,
      429: 15 - LIMIT_RULES.loginAccount.max,
    });
  });

  it("lets one address try at most ten administrator passwords at once", async () => {
    await app.services.adminAccounts.createAdmin(`jefe.${kind}`, "clave-del-administrador");
    const address = nextClientAddress();
    const answers = await Promise.all(
      times(15).map((i) =>
        request(app.app)
          .post("/api/admin/login")
          .set("X-Forwarded-For", address)
          .send({ username: `jefe.${kind}`, password: `intento-${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({
      401: LIMIT_RULES.adminLoginAddress.max,
      429: 15 - LIMIT_RULES.adminLoginAddress.max,
    });
  });

  it(`mails one person at most ${RESET_MAILS_PER_RECIPIENT.max} reset links for ten simultaneous requests`, async () => {
    const { email } = await signedInAgent(app.app, database);
    const logger = createLogger({ logLevel: "silent", env: "test" });
    const pending: Promise<void>[] = [];
    const service = createPasswordResetService({
      repository: createPasswordResetRepository(database.db),
      mail: createMailService({
        repository: createMailRepository(database.db),
        transport: outboxOnlyTransport,
        logger,
      }),
      hashPassword,
      logger,
      brandName: "MédicosVerificados",
      siteUrl: "https://medicos.example.mx",
      inBackground: (task) => pending.push(task),
    });
    for (let i = 0; i < 10; i++) service.request({ email, audience: "account" });
    await Promise.all(pending);
    const [sent] = await database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "password-reset")));
    expect(sent!.n).toBe(RESET_MAILS_PER_RECIPIENT.max);
  });
});
