import { and, eq, like } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetRequest,
} from "../../common/accounts/password-reset.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { tokenIn } from "../../tests/support/mail-outbox.ts";
import { createAdminAccountsRepository } from "../admin/accounts-repository.ts";
import { createAdminAccountsService } from "../admin/accounts-service.ts";
import { createRateLimitRepository } from "../rate-limits/repository.ts";
import { createRateLimiter } from "../rate-limits/service.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  accounts,
  adminSessions,
  auditLog,
  emailOutbox,
  sessions,
  users,
  verifications,
} from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createMailRepository } from "../mail/repository.ts";
import { createMailService } from "../mail/service.ts";
import { outboxOnlyTransport } from "../integrations/mail.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createPasswordResetService, RESET_MAILS_PER_RECIPIENT } from "./password-reset.ts";
import { createPasswordResetRepository } from "./password-reset-repository.ts";
import { PASSWORD_PROVIDER } from "./repository.ts";
import { hashToken } from "./tokens.ts";

const SITE = "https://medicos.example.mx";
const START = new Date("2026-03-02T18:00:00Z");
const MINUTE = 60_000;

describe("password reset (service and repository on a real database)", () => {
  let database: DatabaseHandle;
  let clock: Date;
  let pending: Promise<void>[];
  const logger = createLogger({ logLevel: "silent", env: "test" });

  const service = () =>
    createPasswordResetService({
      repository: createPasswordResetRepository(database.db),
      mail: createMailService({
        repository: createMailRepository(database.db),
        transport: outboxOnlyTransport,
        logger,
      }),
      hashPassword,
      logger,
      brandName: "MédicosVerificados",
      siteUrl: SITE,
      now: () => clock,
      inBackground: (task) => pending.push(task),
    });

  /** Asks for a link and waits for the work done after the answer. */
  async function ask(input: PasswordResetRequest) {
    const answer = service().request(input);
    await Promise.all(pending.splice(0));
    return answer;
  }

  async function mailsTo(email: string) {
    return database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(emailOutbox.id);
  }

  async function linkTokenFor(email: string): Promise<string> {
    const mails = (await mailsTo(email)).filter((m) => m.template === "password-reset");
    return tokenIn(mails.at(-1)!.text, "/restablecer-contrasena");
  }

  async function newAccount(options: { verified?: boolean; google?: boolean } = {}) {
    const id = randomUUID();
    const email = `persona.${id.slice(0, 8)}@example.com`;
    await database.db.insert(users).values({
      id,
      email,
      name: "Lucía Prueba",
      firstName: "Lucía",
      lastName: "Prueba",
      emailVerified: options.verified ?? true,
    });
    await database.db.insert(accounts).values({
      id: randomUUID(),
      userId: id,
      ...(options.google
        ? { providerId: "google", accountId: `google-${id}` }
        : {
            providerId: PASSWORD_PROVIDER,
            accountId: id,
            password: await hashPassword("contraseña-vieja"),
          }),
    });
    for (const device of ["teléfono", "laptop"])
      await database.db.insert(sessions).values({
        id: randomUUID(),
        token: `${device}-${id}`,
        userId: id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    return { id, email };
  }

  const storedPassword = async (userId: string) => {
    const [row] = await database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER)));
    return row?.password ?? null;
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    clock = new Date(START);
    pending = [];
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const known = await newAccount();
    const unknown = await ask({ email: "nadie.aqui@example.com", audience: "account" });
    const found = await ask({ email: known.email, audience: "account" });
    expect(unknown).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(found).toEqual(unknown);
    expect(await mailsTo("nadie.aqui@example.com")).toHaveLength(0);
    expect(await mailsTo(known.email)).toHaveLength(1);
  });

  it("answers before looking anything up or sending the mail", async () => {
    const known = await newAccount();
    const answer = service().request({ email: known.email, audience: "account" });
    expect(answer.message).toBe(PASSWORD_RESET_MESSAGES.requested);
    expect(pending).toHaveLength(1);
    expect(await mailsTo(known.email)).toHaveLength(0);
    await Promise.all(pending.splice(0));
    expect(await mailsTo(known.email)).toHaveLength(1);
  });

  it("mails a link whose token is stored only as its hash, valid for 60 minutes", async () => {
    const person = await newAccount();
    await ask({ email: person.email, audience: "account" });
    const [mail] = await mailsTo(person.email);
    expect(mail!.subject).toBe("Restablece tu contraseña de MédicosVerificados");
    expect(mail!.text).toContain(`${SITE}/restablecer-contrasena?token=`);
    expect(mail!.text).toContain("vence en 60 minutos");
    const token = await linkTokenFor(person.email);
    const [row] = await database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `password-reset:account:${person.id}`));
    expect(row!.value).toBe(hashToken(token));
    expect(row!.value).not.toContain(token);
    expect(row!.expiresAt.getTime() - START.getTime()).toBe(60 * MINUTE);

    clock = new Date(START.getTime() + 59 * MINUTE);
    expect(await service().liveAudience(token)).toBe("account");
    clock = new Date(START.getTime() + 61 * MINUTE);
    expect(await service().liveAudience(token)).toBeNull();
    await expect(
      service().reset({ token, password: "nueva-clave-1", confirmPassword: "nueva-clave-1" }),
    ).rejects.toMatchObject({ status: 400, message: PASSWORD_RESET_MESSAGES.tokenInvalid });
    expect(await verifyPassword((await storedPassword(person.id))!, "contraseña-vieja")).toBe(true);
  });

  it("sets the new password once, ends every session, proves the email and sends a notice", async () => {
    const person = await newAccount({ verified: false });
    await ask({ email: person.email, audience: "account" });
    const token = await linkTokenFor(person.email);

    const done = await service().reset({
      token,
      password: "nueva-clave-segura",
      confirmPassword: "nueva-clave-segura",
    });
    await Promise.all(pending.splice(0));
    expect(done).toEqual({
      success: true,
      message: PASSWORD_RESET_MESSAGES.done,
      audience: "account",
    });
    const stored = (await storedPassword(person.id))!;
    expect(await verifyPassword(stored, "nueva-clave-segura")).toBe(true);
    expect(await verifyPassword(stored, "contraseña-vieja")).toBe(false);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, person.id)),
    ).toHaveLength(0);
    const [user] = await database.db.select().from(users).where(eq(users.id, person.id));
    expect(user!.emailVerified).toBe(true);
    const notice = (await mailsTo(person.email)).at(-1)!;
    expect(notice.template).toBe("password-changed");
    expect(notice.subject).toBe("Tu contraseña de MédicosVerificados fue cambiada");
    expect(notice.text).toContain("2 de marzo de 2026");
    expect(notice.text).toContain(`${SITE}/recuperar-contrasena`);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(audit.map((row) => row.action)).toContain("account.password_reset");

    // Single use: the same link cannot set another password.
    await expect(
      service().reset({ token, password: "otra-clave-mas", confirmPassword: "otra-clave-mas" }),
    ).rejects.toMatchObject({ status: 400, message: PASSWORD_RESET_MESSAGES.tokenInvalid });
    expect(await verifyPassword((await storedPassword(person.id))!, "nueva-clave-segura")).toBe(
      true,
    );
  });

  it("gives a password to an account that only signed in with Google", async () => {
    const person = await newAccount({ google: true });
    await ask({ email: person.email, audience: "account" });
    await service().reset({
      token: await linkTokenFor(person.email),
      password: "clave-para-google",
      confirmPassword: "clave-para-google",
    });
    expect(await verifyPassword((await storedPassword(person.id))!, "clave-para-google")).toBe(
      true,
    );
  });

  it("keeps one live link per person: a new request replaces the last", async () => {
    const person = await newAccount();
    await ask({ email: person.email, audience: "account" });
    const first = await linkTokenFor(person.email);
    await ask({ email: person.email, audience: "account" });
    const second = await linkTokenFor(person.email);
    expect(second).not.toBe(first);
    expect(await service().liveAudience(first)).toBeNull();
    expect(await service().liveAudience(second)).toBe("account");
  });

  it(`mails one address at most ${RESET_MAILS_PER_RECIPIENT.max} links an hour`, async () => {
    const person = await newAccount();
    for (let i = 0; i < RESET_MAILS_PER_RECIPIENT.max + 2; i++)
      expect(await ask({ email: person.email, audience: "account" })).toEqual({
        message: PASSWORD_RESET_MESSAGES.requested,
      });
    expect(await mailsTo(person.email)).toHaveLength(RESET_MAILS_PER_RECIPIENT.max);
  });

  it("logs a mail failure instead of telling the person", async () => {
    const person = await newAccount();
    const failing = createPasswordResetService({
      repository: createPasswordResetRepository(database.db),
      mail: {
        send: async () => {
          throw new Error("SMTP caído");
        },
      },
      hashPassword,
      logger,
      brandName: "MédicosVerificados",
      siteUrl: SITE,
      inBackground: (task) => pending.push(task),
    });
    expect(failing.request({ email: person.email, audience: "account" })).toEqual({
      message: PASSWORD_RESET_MESSAGES.requested,
    });
    await expect(Promise.all(pending.splice(0))).resolves.toBeDefined();
  });

  describe("administrators", () => {
    const admins = () =>
      createAdminAccountsService({
        repository: createAdminAccountsRepository(database.db),
        limits: createRateLimiter({ repository: createRateLimitRepository(database.db) }),
        secureCookies: false,
      });

    it("reset by email with the administrators' 12-character rule and lose every session", async () => {
      const { id } = await admins().createAdmin("ana.admin", "clave-admin-original", {
        email: "Ana.Admin@Example.com",
      });
      await admins().login("ana.admin", "clave-admin-original");
      await ask({ email: "ana.admin@example.com", audience: "admin" });
      const token = await linkTokenFor("ana.admin@example.com");
      expect(await service().liveAudience(token)).toBe("admin");

      await expect(
        service().reset({ token, password: "corta-8c", confirmPassword: "corta-8c" }),
      ).rejects.toMatchObject({ status: 400, message: PASSWORD_RESET_MESSAGES.adminPasswordMin });
      expect(await service().liveAudience(token)).toBe("admin");

      const done = await service().reset({
        token,
        password: "clave-admin-nueva-2026",
        confirmPassword: "clave-admin-nueva-2026",
      });
      await Promise.all(pending.splice(0));
      expect(done.audience).toBe("admin");
      await expect(admins().login("ana.admin", "clave-admin-original")).rejects.toMatchObject({
        status: 401,
      });
      await expect(admins().login("ana.admin", "clave-admin-nueva-2026")).resolves.toBeDefined();
      // The login just above opened the only live session; the earlier one is gone.
      expect(
        await database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, id)),
      ).toHaveLength(1);
      const notice = (await mailsTo("ana.admin@example.com")).at(-1)!;
      expect(notice.template).toBe("password-changed");
      expect(notice.text).toContain(`${SITE}/recuperar-contrasena?cuenta=admin`);
    });

    it("never mail an administrator without an email, nor cross from accounts", async () => {
      await admins().createAdmin("sin.correo", "clave-admin-sin-correo");
      const person = await newAccount();
      await ask({ email: person.email, audience: "admin" });
      expect(await mailsTo(person.email)).toHaveLength(0);
      const rows = await database.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, "password-reset:admin:%"));
      expect(rows.every((row) => !row.identifier.endsWith(":undefined"))).toBe(true);
    });

    it("refuse an email another administrator already uses", async () => {
      await admins().createAdmin("primero", "clave-admin-primero", { email: "equipo@example.com" });
      await expect(
        admins().createAdmin("segundo", "clave-admin-segundo", { email: "equipo@example.com" }),
      ).rejects.toMatchObject({ status: 409 });
      await expect(
        admins().createAdmin("tercero", "clave-admin-tercero", { email: "no es correo" }),
      ).rejects.toMatchObject({ status: 400 });
    });
  });
});
