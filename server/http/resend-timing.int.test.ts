import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../tests/fakes/smtp.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createSmtpTransport } from "../integrations/mail.ts";

const SMTP_DELAY_MS = 150;
const SAMPLES = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Resend-verification must not tell an unverified account from an unknown address by its
 * timing (red team, minor): with a mail server that takes 150 ms, the account's answer came
 * 150 ms later. Each sample uses its own account and client address, so neither the per-address
 * limit nor the per-recipient mail limit evens the two out.
 */
describe("resend-verification's timing", () => {
  let database: DatabaseHandle;
  let smtp: FakeSmtp;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(
      database,
      {},
      undefined,
      createSmtpTransport(smtp.url, "Pruebas <no-responder@example.com>"),
    ));
    for (let i = 0; i < SAMPLES; i += 1) {
      await request(app)
        .post("/api/auth/register")
        .set("X-Forwarded-For", nextClientAddress())
        .send({
          email: `sin-verificar-${i}@example.com`,
          password: "secreta1",
          firstName: "Ana",
          lastName: "Prueba",
        })
        .expect(201);
    }
    smtp.setDelay(SMTP_DELAY_MS);
  });
  afterAll(async () => {
    await services.accounts.settled();
    await database.close();
    await smtp.close();
  });

  async function timedResend(email: string): Promise<number> {
    const started = performance.now();
    await request(app)
      .post("/api/auth/resend-verification")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email })
      .expect(200);
    return performance.now() - started;
  }

  it("answers an unverified account as soon as an unknown address, and still sends the link", async () => {
    const account: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      account.push(await timedResend(`sin-verificar-${i}@example.com`));
      unknown.push(await timedResend(`nadie-${i}@example.com`));
    }
    // Within noise: far less than the mail server's delay that used to separate them.
    expect(Math.abs(median(account) - median(unknown))).toBeLessThan(SMTP_DELAY_MS / 3);
    await services.accounts.settled();
    const resent = smtp.messages.filter((m) => m.to[0]?.startsWith("sin-verificar-"));
    expect(resent).toHaveLength(2 * SAMPLES);
    expect(smtp.messages.filter((m) => m.to[0]?.startsWith("nadie-"))).toHaveLength(0);
  });
});
