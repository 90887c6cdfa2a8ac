import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResetAudience } from "../../common/accounts/password-reset.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { MailTemplate } from "../mail/templates.ts";
import type { PasswordResetRepository, ResetRecipient } from "./password-reset-repository.ts";
import type { createPasswordResetService as CreateService } from "./password-reset.ts";
import { hashToken } from "./tokens.ts";
import { refusal } from "../../tests/support/rejection.ts";

// 05:30 UTC on 1 March is still 28 February, 23:30, in Mexico City.
const NOW = new Date("2026-03-01T05:30:00Z");
const ana: ResetRecipient = {
  audience: "account",
  id: "u1",
  email: "ana@example.com",
  name: "Ana",
};
const admin: ResetRecipient = {
  audience: "admin",
  id: "7",
  email: "admin@example.com",
  name: "root",
};

// The process's own zone must not leak into a mail: run these as if the server were in Tokyo,
// before the module builds its formatter.
const originalZone = process.env.TZ;
let createPasswordResetService: typeof CreateService;
beforeAll(async () => {
  process.env.TZ = "Asia/Tokyo";
  ({ createPasswordResetService } = await import("./password-reset.ts"));
});
afterAll(() => {
  process.env.TZ = originalZone;
});

/** Reset links in memory: one live link per person, limited per window like the SQL one. */
function setup(options: { allowed?: boolean } = {}) {
  const sent: { to: string; template: MailTemplate }[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const links = new Map<string, { recipient: ResetRecipient; expiresAt: Date }>();
  const limits: { max: number; since: Date; at: Date }[] = [];
  const people = [ana, admin];
  const background: Promise<void>[] = [];
  let failMail = false;
  const repository = {
    async findRecipient(audience: ResetAudience, email: string) {
      return people.find((p) => p.audience === audience && p.email === email) ?? null;
    },
    async replaceTokenWithinLimit(
      recipient: ResetRecipient,
      token: { tokenHash: string; expiresAt: Date },
      limit: { max: number; since: Date; at: Date },
    ) {
      limits.push(limit);
      if (options.allowed === false) return false;
      links.set(token.tokenHash, { recipient, expiresAt: token.expiresAt });
      return true;
    },
    async liveSubject(tokenHash: string, at: Date) {
      const link = links.get(tokenHash);
      return link && link.expiresAt > at ? link.recipient : null;
    },
    async consume(tokenHash: string, _passwordHash: string, at: Date) {
      const link = links.get(tokenHash);
      links.delete(tokenHash);
      return link && link.expiresAt > at ? link.recipient : null;
    },
  };
  const mail = {
    async send(to: string, template: MailTemplate) {
      if (failMail) throw new Error("SMTP caído");
      sent.push({ to, template });
    },
  };
  const logger = {
    info: () => undefined,
    warn: (_: unknown, message: string) => warnings.push(message),
    error: (_: unknown, message: string) => errors.push(message),
  };
  const service = createPasswordResetService({
    repository: repository as unknown as PasswordResetRepository,
    mail: mail as unknown as MailService,
    hashPassword: async (password) => `hash:${password}`,
    logger: logger as unknown as Logger,
    brandName: "MédicosVerificados",
    siteUrl: "https://medicos.example.mx",
    now: () => NOW,
    inBackground: (task) => background.push(task),
  });
  const settled = () => Promise.all(background);
  const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get("token")!);
  return {
    service,
    sent,
    warnings,
    errors,
    links,
    limits,
    settled,
    tokenOf,
    failMail: () => (failMail = true),
  };
}

describe("asking for a reset link", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const { service, sent, settled, limits } = setup();
    const known = service.request({ audience: "account", email: "ana@example.com" });
    const unknown = service.request({ audience: "account", email: "nadie@example.com" });
    expect(known).toEqual(unknown);
    expect(known.message).toContain("el enlace vence en 60 minutos");
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("ana@example.com");
    expect(sent[0]!.template).toMatchObject({
      kind: "password-reset",
      brandName: "MédicosVerificados",
      name: "Ana",
      minutes: 60,
    });
    const url = (sent[0]!.template as { url: string }).url;
    expect(url).toMatch(/^https:\/\/medicos\.example\.mx\/restablecer-contrasena\?token=.+/);
    // Three links an hour per person, counted from an hour before now.
    expect(limits).toEqual([{ max: 3, since: new Date(NOW.getTime() - 3_600_000), at: NOW }]);
  });

  it("mails nothing past the per-person limit, and says so in the log", async () => {
    const { service, sent, settled, warnings } = setup({ allowed: false });
    service.request({ audience: "account", email: "ana@example.com" });
    await settled();
    expect(sent).toHaveLength(0);
    expect(warnings).toEqual(["límite de enlaces de restablecimiento alcanzado"]);
  });

  it("logs a mail failure instead of telling the asker", async () => {
    const { service, settled, errors, failMail } = setup();
    failMail();
    expect(service.request({ audience: "account", email: "ana@example.com" }).message).toEqual(
      expect.any(String),
    );
    await settled();
    expect(errors).toEqual(["no se pudo enviar el enlace para restablecer la contraseña"]);
  });
});

describe("using a reset link", () => {
  async function mailedToken(audience: ResetAudience, email: string) {
    const memory = setup();
    memory.service.request({ audience, email });
    await memory.settled();
    const token = memory.tokenOf((memory.sent[0]!.template as { url: string }).url);
    memory.sent.length = 0;
    return { ...memory, token };
  }

  it("sets the password once, then tells the owner when, in Mexico City's time", async () => {
    const { service, sent, settled, token, links } = await mailedToken(
      "account",
      "ana@example.com",
    );
    expect(await service.liveAudience(token)).toBe("account");
    const answer = await service.reset({
      token,
      password: "otra-clave-segura",
      confirmPassword: "otra-clave-segura",
    });
    expect(answer).toMatchObject({ success: true, audience: "account" });
    expect(answer.message).toContain("cerramos todas tus sesiones");
    expect(links.size).toBe(0);
    await settled();
    expect(sent).toEqual([
      {
        to: "ana@example.com",
        template: {
          kind: "password-changed",
          brandName: "MédicosVerificados",
          name: "Ana",
          when: "28 de febrero de 2026 a las 11:30 p.m.",
          url: "https://medicos.example.mx/recuperar-contrasena",
        },
      },
    ]);
    expect(
      await refusal(() =>
        service.reset({
          token,
          password: "otra-clave-segura",
          confirmPassword: "otra-clave-segura",
        }),
      ),
    ).toEqual({
      status: 400,
      message: expect.stringContaining("inválido"),
    });
    expect(await service.liveAudience(token)).toBeNull();
  });

  it("asks administrators for 12 characters at least, and sends them to their own page", async () => {
    const { service, sent, settled, token } = await mailedToken("admin", "admin@example.com");
    expect(
      await refusal(() =>
        service.reset({ token, password: "a".repeat(11), confirmPassword: "a".repeat(11) }),
      ),
    ).toEqual({
      status: 400,
      message: "La contraseña del administrador debe tener al menos 12 caracteres.",
    });
    expect(
      (await service.reset({ token, password: "a".repeat(12), confirmPassword: "a".repeat(12) }))
        .audience,
    ).toBe("admin");
    await settled();
    expect((sent[0]!.template as { url: string }).url).toBe(
      "https://medicos.example.mx/recuperar-contrasena?cuenta=admin",
    );
  });

  it("refuses a link that never existed or has expired", async () => {
    const { service, token, links } = await mailedToken("account", "ana@example.com");
    expect(
      (
        await refusal(() =>
          service.reset({
            token: "x".repeat(40),
            password: "clave-segura",
            confirmPassword: "clave-segura",
          }),
        )
      ).status,
    ).toBe(400);
    const link = links.get(hashToken(token))!;
    // Valid for 60 minutes: expired exactly then.
    expect(link.expiresAt).toEqual(new Date(NOW.getTime() + 60 * 60_000));
    link.expiresAt = NOW;
    expect(await service.liveAudience(token)).toBeNull();
    expect(
      (
        await refusal(() =>
          service.reset({ token, password: "clave-segura", confirmPassword: "clave-segura" }),
        )
      ).status,
    ).toBe(400);
  });

  it("refuses a link spent between the check and the change", async () => {
    const { service, token, links, sent, settled } = await mailedToken(
      "account",
      "ana@example.com",
    );
    const link = links.get(hashToken(token))!;
    const realDelete = links.delete.bind(links);
    // Another request spends it while this one hashes the password.
    links.delete = (key) => {
      link.expiresAt = NOW;
      return realDelete(key);
    };
    expect(
      (
        await refusal(() =>
          service.reset({ token, password: "clave-segura", confirmPassword: "clave-segura" }),
        )
      ).status,
    ).toBe(400);
    await settled();
    expect(sent).toHaveLength(0);
  });

  it("logs a failed notice without failing the reset", async () => {
    const { service, token, settled, errors, failMail } = await mailedToken(
      "account",
      "ana@example.com",
    );
    failMail();
    expect(
      (await service.reset({ token, password: "clave-segura", confirmPassword: "clave-segura" }))
        .success,
    ).toBe(true);
    await settled();
    expect(errors).toEqual(["no se pudo enviar el aviso de contraseña cambiada"]);
  });
});
