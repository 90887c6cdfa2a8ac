import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryRateLimits } from "../../tests/factories/memory-rate-limits.ts";
import type { MailService } from "../mail/service.ts";
import type { MailTemplate } from "../mail/templates.ts";
import { withRecipientLimit } from "./mail.ts";
import {
  accountKey,
  createRateLimiter,
  evidenceUploadRule,
  LIMIT_RULES,
  RateLimited,
  type LimitName,
} from "./service.ts";

const START = new Date("2026-03-01T12:00:00Z");
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

function limiter(random = () => 0.5) {
  const memory = memoryRateLimits();
  return { ...memory, limits: createRateLimiter({ repository: memory.repository, random }) };
}

async function refusalOf(call: () => Promise<unknown>): Promise<RateLimited> {
  try {
    await call();
  } catch (error) {
    if (error instanceof RateLimited) return error;
    throw error;
  }
  throw new Error("no error was thrown");
}

describe("consume", () => {
  it.each(
    Object.entries(LIMIT_RULES).filter(([, rule]) => rule.max < 1000) as [
      LimitName,
      { max: number; windowMs: number; message: string },
    ][],
  )("%s allows its maximum in the window and refuses one more, in Spanish", async (name, rule) => {
    const { limits } = limiter();
    for (let i = 1; i <= rule.max; i++) expect((await limits.consume(name, "k")).hits).toBe(i);
    const refused = await refusalOf(() => limits.consume(name, "k"));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(rule.message);
    expect(refused.retryAfterSeconds).toBe(rule.windowMs / 1000);
    expect(refused.details).toEqual({ retryAfter: rule.windowMs / 1000 });
    // Another key, and the same key once the window ran out, start again.
    expect((await limits.consume(name, "otra")).hits).toBe(1);
    vi.setSystemTime(START.getTime() + rule.windowMs);
    expect((await limits.consume(name, "k")).hits).toBe(1);
  });

  it("keeps rules apart, and says how long to wait, at least a second", async () => {
    const { limits } = limiter();
    for (let i = 0; i < 10; i++) await limits.consume("review", "u1");
    expect((await limits.consume("reviewReport", "u1")).hits).toBe(1);
    vi.setSystemTime(START.getTime() + 60 * 60_000 - 1_500);
    expect((await refusalOf(() => limits.consume("review", "u1"))).retryAfterSeconds).toBe(2);
    vi.setSystemTime(START.getTime() + 60 * 60_000 - 1);
    expect((await refusalOf(() => limits.consume("review", "u1"))).retryAfterSeconds).toBe(1);
  });

  it("purges finished windows now and then (1 call in 500), never waiting for it", async () => {
    let { limits, purges } = limiter(() => 0.0019);
    await limits.consume("message", "u1");
    await limits.fail("loginAccount", "a@b.mx");
    expect(purges()).toBe(2);
    ({ limits, purges } = limiter(() => 0.002));
    await limits.consume("message", "u1");
    expect(purges()).toBe(0);
  });

  it("never blocks an administrator account, whatever the failures", () => {
    expect(LIMIT_RULES.adminLoginAccount.max).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("the other counters", () => {
  it("check refuses without counting once the window is full, at N and not before", async () => {
    const { limits } = limiter();
    await limits.check("loginAccount", "k");
    for (let i = 0; i < 9; i++) await limits.consume("loginAccount", "k");
    await limits.check("loginAccount", "k");
    expect(await limits.hits("loginAccount", "k")).toBe(9);
    await limits.consume("loginAccount", "k");
    const refused = await refusalOf(() => limits.check("loginAccount", "k"));
    expect(refused.message).toBe(LIMIT_RULES.loginAccount.message);
    expect(await limits.hits("loginAccount", "k")).toBe(10);
  });

  it("fail counts and answers the count; giveBack returns one; reset forgets", async () => {
    const { limits } = limiter();
    expect(await limits.hits("adminLoginAccount", "root")).toBe(0);
    expect(await limits.fail("adminLoginAccount", "root")).toBe(1);
    expect(await limits.fail("adminLoginAccount", "root")).toBe(2);
    await limits.giveBack("adminLoginAccount", "root");
    expect(await limits.hits("adminLoginAccount", "root")).toBe(1);
    await limits.reset("adminLoginAccount", "root");
    expect(await limits.hits("adminLoginAccount", "root")).toBe(0);
  });

  it("consumeAmount allows the maximum in bytes and refuses one byte more", async () => {
    const rule = evidenceUploadRule(1);
    expect(rule).toMatchObject({
      name: "evidencia-direccion",
      windowMs: 86_400_000,
      max: 1_048_576,
    });
    expect(evidenceUploadRule(0.5).max).toBe(524_288);
    expect(evidenceUploadRule(0.0000005).max).toBe(0);
    const { limits } = limiter();
    expect((await limits.consumeAmount(rule, "ip", 1_048_000)).hits).toBe(1_048_000);
    expect((await limits.consumeAmount(rule, "ip", 576)).hits).toBe(1_048_576);
    const refused = await refusalOf(() => limits.consumeAmount(rule, "ip", 1));
    expect(refused.message).toMatch(/^Se enviaron demasiados documentos/);
    expect(refused.retryAfterSeconds).toBe(86_400);
  });

  it("keys an account by its email as stored", () => {
    expect(accountKey("  Ana@Example.MX ")).toBe("ana@example.mx");
  });
});

describe("the mail recipient limit", () => {
  function mailer() {
    const sent: string[] = [];
    const mail = {
      async send(to: string, template: MailTemplate) {
        sent.push(`${template.kind}:${to}`);
      },
    } as unknown as MailService;
    const { limits } = limiter();
    return { sent, limited: withRecipientLimit(mail, limits), limits };
  }
  const reset: MailTemplate = {
    kind: "password-reset",
    brandName: "MV",
    name: "Ana",
    url: "https://x.mx",
    minutes: 60,
  };

  it.each(["verify-email", "set-password", "password-reset", "claim-code", "account-exists"])(
    "counts %s: five an hour per address, the sixth refused",
    async (kind) => {
      const { sent, limited } = mailer();
      const template = { ...reset, kind } as MailTemplate;
      for (let i = 0; i < 5; i++) await limited.send(i % 2 ? "ANA@x.mx" : " ana@x.mx", template);
      const refused = await refusalOf(() => limited.send("ana@x.mx", template));
      expect(refused.message).toBe(LIMIT_RULES.mailRecipient.message);
      expect(sent).toHaveLength(5);
    },
  );

  it("does not count notices about a person's own account or conversations", async () => {
    const { sent, limited, limits } = mailer();
    const notice: MailTemplate = {
      kind: "new-message",
      brandName: "MV",
      recipientName: "Ana",
      senderName: "Luis",
      url: "https://x.mx",
    };
    for (let i = 0; i < 7; i++) await limited.send("ana@x.mx", notice);
    expect(sent).toHaveLength(7);
    expect(await limits.hits("mailRecipient", "ana@x.mx")).toBe(0);
  });
});
