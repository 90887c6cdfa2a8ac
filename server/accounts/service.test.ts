import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { memoryRateLimits } from "../../tests/factories/memory-rate-limits.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { MailTemplate } from "../mail/templates.ts";
import { createRateLimiter, RateLimited } from "../rate-limits/service.ts";
import type { Auth } from "./auth.ts";
import type { AccountsRepository } from "./repository.ts";
import { ACCOUNT_ERRORS, createAccountsService } from "./service.ts";
import { hashToken } from "./tokens.ts";
import { refusal } from "../../tests/support/rejection.ts";

const NOW = new Date("2026-03-01T18:00:00Z");

interface StoredUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  isProvider: boolean;
  userType: string;
  initialQuery?: string;
  healthDataConsentAt?: Date;
}

/** Accounts, better-auth's answers and the rate-limit table in memory. */
function setup() {
  const users: StoredUser[] = [];
  const verifications = new Map<string, { userId: string; expiresAt: Date }>();
  const sent: { to: string; template: MailTemplate }[] = [];
  const deletedSessions: string[] = [];
  const logs: string[] = [];
  const state = { authDown: false, signUpAnswers422: false, mailDown: false };
  const headersWith = (cookie: string) => {
    const headers = new Headers();
    headers.append("set-cookie", cookie);
    return headers;
  };

  const auth = {
    // Its session cookie is "sesion" and unsigned here: the service's own check
    // (sessions.ts, tested on real cookies in sessions.int.test.ts) hands it to getSession.
    $context: Promise.resolve({
      authCookies: {
        sessionToken: { name: "sesion" },
        dontRememberToken: { name: "no_recordar" },
      },
      secret: "secreto-de-pruebas-con-longitud-suficiente-123",
      sessionConfig: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    }),
    api: {
      async signUpEmail({ body }: { body: Omit<StoredUser, "id"> & { name: string } }) {
        if (state.signUpAnswers422)
          throw Object.assign(new Error("User already exists"), { status: 422 });
        if (users.some((user) => user.email === body.email)) return { user: { id: "inventado" } };
        const user: StoredUser = {
          id: `u${users.length + 1}`,
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          emailVerified: false,
          isProvider: false,
          userType: "patient",
          ...(body.initialQuery ? { initialQuery: body.initialQuery } : {}),
          ...(body.healthDataConsentAt ? { healthDataConsentAt: body.healthDataConsentAt } : {}),
        };
        users.push(user);
        return { user: { id: user.id } };
      },
      async signInEmail({ body }: { body: { email: string; password: string } }) {
        if (state.authDown) throw Object.assign(new Error("caído"), { status: 500 });
        const user = users.find((u) => u.email === body.email && u.password === body.password);
        if (!user) throw Object.assign(new Error("Invalid"), { statusCode: 401 });
        return {
          headers: headersWith(`sesion=${user.id}; Path=/`),
          response: { user: { id: user.id, email: user.email }, token: `token-${user.id}` },
        };
      },
      async signOut({ headers }: { headers: Headers }) {
        if (!headers.get("cookie")) throw new APIError("BAD_REQUEST");
        if (headers.get("cookie") === "roto") throw new Error("roto");
        return { headers: headersWith("sesion=; Max-Age=0") };
      },
      // As better-auth does: the session's user read from the database, null once it is gone.
      async getSession({ headers }: { headers: Headers }) {
        const id = headers.get("cookie")?.replace("sesion=", "");
        const user = users.find((u) => u.id === id);
        return user ? { user } : null;
      },
      async startSessionForUser({ body }: { body: { userId: string } }) {
        return { headers: headersWith(`sesion=${body.userId}; Path=/`) };
      },
    },
  };

  const repository = {
    async findUserById(id: string) {
      return users.find((user) => user.id === id);
    },
    async findUserByEmail(email: string) {
      return users.find((user) => user.email === email);
    },
    async replaceEmailVerification(userId: string, hash: string, expiresAt: Date) {
      verifications.set(hash, { userId, expiresAt });
    },
    async consumeEmailVerification(hash: string, at: Date) {
      const found = verifications.get(hash);
      verifications.delete(hash);
      if (!found || found.expiresAt <= at) return null;
      users.find((user) => user.id === found.userId)!.emailVerified = true;
      return found.userId;
    },
    async deleteSessionsByToken(tokens: string[]) {
      deletedSessions.push(...tokens);
    },
  };

  const memory = memoryRateLimits();
  const limits = createRateLimiter({ repository: memory.repository, random: () => 1 });
  const service = createAccountsService({
    auth: auth as unknown as Auth,
    limits,
    repository: repository as unknown as AccountsRepository,
    mail: {
      async send(to: string, template: MailTemplate) {
        if (state.mailDown) throw new Error("SMTP caído");
        sent.push({ to, template });
      },
    } as unknown as MailService,
    logger: {
      info: () => undefined,
      warn: (_: unknown, message: string) => logs.push(message),
      error: (_: unknown, message: string) => logs.push(message),
    } as unknown as Logger,
    brandName: "MédicosVerificados",
    siteUrl: "https://medicos.example.mx",
    now: () => NOW,
  });
  const tokenOf = (template: MailTemplate) =>
    new URL((template as { url: string }).url).searchParams.get("token")!;
  return {
    service,
    users,
    verifications,
    sent,
    deletedSessions,
    logs,
    state,
    limits,
    tokenOf,
    auth,
  };
}

const ACCOUNT = {
  email: "ana@example.com",
  password: "clave-segura-123",
  firstName: "Ana",
  lastName: "López",
};

describe("signing up", () => {
  it("creates the account and mails a link valid for 24 hours", async () => {
    const { service, sent, verifications, users, tokenOf } = setup();
    expect(await service.register(ACCOUNT)).toMatchObject({
      id: "u1",
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "López",
      emailVerified: false,
      isProvider: false,
      userType: "patient",
    });
    expect(sent[0]).toMatchObject({
      to: "ana@example.com",
      template: { kind: "verify-email", brandName: "MédicosVerificados", firstName: "Ana" },
    });
    const url = (sent[0]!.template as { url: string }).url;
    expect(url.startsWith("https://medicos.example.mx/verify-email?token=")).toBe(true);
    const stored = verifications.get(hashToken(tokenOf(sent[0]!.template)))!;
    expect(stored.expiresAt).toEqual(new Date(NOW.getTime() + 24 * 3600_000));
    expect(await service.verifyEmail(tokenOf(sent[0]!.template))).toEqual({ success: true });
    expect(users[0]!.emailVerified).toBe(true);
    expect(await refusal(() => service.verifyEmail(tokenOf(sent[0]!.template)))).toMatchObject({
      status: 400,
      message: ACCOUNT_ERRORS.invalidToken,
    });
  });

  it("answers an address with an account like a new one, and tells its owner", async () => {
    const { service, sent, users } = setup();
    await service.register(ACCOUNT);
    sent.length = 0;
    expect(await service.register({ ...ACCOUNT, firstName: "Otra" })).toEqual({
      email: "ana@example.com",
      firstName: "Otra",
    });
    expect(users).toHaveLength(1);
    expect(sent).toEqual([
      {
        to: "ana@example.com",
        template: {
          kind: "account-exists",
          brandName: "MédicosVerificados",
          firstName: "Ana",
          loginUrl: "https://medicos.example.mx/login",
          resetUrl: "https://medicos.example.mx/recuperar-contrasena",
        },
      },
    ]);
  });

  it("treats better-auth's 422 the same way, and a failed notice only in the log", async () => {
    const { service, state, logs } = setup();
    state.signUpAnswers422 = true;
    state.mailDown = true;
    expect(await service.register(ACCOUNT)).toEqual({ email: "ana@example.com", firstName: "Ana" });
    expect(logs).toEqual(["no se pudo avisar al titular de una cuenta existente"]);
  });

  it("keeps the account when the verification mail fails", async () => {
    const { service, state, logs, users } = setup();
    state.mailDown = true;
    expect((await service.register(ACCOUNT)).email).toBe("ana@example.com");
    expect(users).toHaveLength(1);
    expect(logs).toEqual(["no se pudo enviar el correo de verificación"]);
  });

  it("allows ten sign-ups an hour from one address and refuses the eleventh", async () => {
    const { service, users } = setup();
    for (let i = 0; i < 10; i++)
      await service.register({ ...ACCOUNT, email: `p${i}@example.com` }, { ip: "10.0.0.1" });
    await expect(
      service.register({ ...ACCOUNT, email: "p10@example.com" }, { ip: "10.0.0.1" }),
    ).rejects.toBeInstanceOf(RateLimited);
    expect(users).toHaveLength(10);
    await service.register({ ...ACCOUNT, email: "p10@example.com" }, { ip: "10.0.0.2" });
    await service.register({ ...ACCOUNT, email: "p11@example.com" });
    expect(users).toHaveLength(12);
  });

  it("keeps a patient's symptom description only with consent, with its moment", async () => {
    const { service, users } = setup();
    await service.registerPatient({
      ...ACCOUNT,
      initialQuery: "dolor de cabeza",
      healthDataConsent: true,
    } as never);
    await service.registerPatient({
      ...ACCOUNT,
      email: "b@example.com",
      initialQuery: "tos",
      healthDataConsent: false,
    } as never);
    expect(users[0]).toMatchObject({ initialQuery: "dolor de cabeza", healthDataConsentAt: NOW });
    expect(users[1]!.initialQuery).toBeUndefined();
    expect(users[1]!.healthDataConsentAt).toBeUndefined();
  });
});

describe("signing in", () => {
  async function registered(verified = true) {
    const memory = setup();
    await memory.service.register(ACCOUNT);
    memory.users[0]!.emailVerified = verified;
    return memory;
  }

  it("opens a session for the right password, whatever the email's case and spaces", async () => {
    const { service, limits } = await registered();
    await refusal(() =>
      service.login({ email: "ana@example.com", password: "mala" }, new Headers(), {
        ip: "1.1.1.1",
      }),
    );
    expect(await limits.hits("loginAccount", "ana@example.com")).toBe(1);
    const result = await service.login(
      { email: "  ANA@example.com ", password: ACCOUNT.password },
      new Headers(),
      { ip: "1.1.1.1" },
    );
    expect(result.value).toMatchObject({ id: "u1", email: "ana@example.com" });
    expect(result.setCookies).toEqual(["sesion=u1; Path=/"]);
    // A right password forgets the account's failures and gives back the address's place.
    expect(await limits.hits("loginAccount", "ana@example.com")).toBe(0);
    expect(await limits.hits("loginAddress", "1.1.1.1")).toBe(1);
  });

  it("answers wrong passwords and unknown emails alike, and blocks the 11th try in a window", async () => {
    const { service } = await registered();
    const unknown = await refusal(() =>
      service.login({ email: "nadie@example.com", password: "x" }, new Headers()),
    );
    expect(unknown).toMatchObject({ status: 401, message: ACCOUNT_ERRORS.badCredentials });
    for (let i = 0; i < 10; i++) {
      expect(
        await refusal(() =>
          service.login({ email: ACCOUNT.email, password: "mala" }, new Headers()),
        ),
      ).toMatchObject({ status: 401, message: "Email o contraseña incorrectos." });
    }
    await expect(
      service.login({ email: ACCOUNT.email, password: ACCOUNT.password }, new Headers()),
    ).rejects.toBeInstanceOf(RateLimited);
  });

  it("does not count an attempt the server failed", async () => {
    const { service, state, limits } = await registered();
    state.authDown = true;
    await expect(
      service.login({ email: ACCOUNT.email, password: "x" }, new Headers(), { ip: "1.1.1.1" }),
    ).rejects.toThrow("caído");
    expect(await limits.hits("loginAccount", "ana@example.com")).toBe(0);
    expect(await limits.hits("loginAddress", "1.1.1.1")).toBe(0);
  });

  it("refuses an unverified account after the right password, ending the session it got", async () => {
    const { service, deletedSessions } = await registered(false);
    expect(
      await refusal(() =>
        service.login({ email: ACCOUNT.email, password: ACCOUNT.password }, new Headers()),
      ),
    ).toEqual({
      status: 403,
      message: ACCOUNT_ERRORS.needsVerification,
      details: { needsVerification: true },
    });
    expect(deletedSessions).toEqual(["token-u1"]);
  });
});

describe("sessions and links", () => {
  it("reads the current user, and nobody without a session or a stored account", async () => {
    const { service, users } = setup();
    await service.register(ACCOUNT);
    const headers = new Headers({ cookie: "sesion=u1" });
    expect((await service.currentUser(headers))?.id).toBe("u1");
    expect(await service.currentUser(new Headers())).toBeNull();
    users.length = 0;
    expect(await service.currentUser(headers)).toBeNull();
  });

  it("signs out, also when there was no session", async () => {
    const { service } = setup();
    expect(await service.logout(new Headers({ cookie: "sesion=u1" }))).toEqual({
      value: { success: true },
      setCookies: ["sesion=; Max-Age=0"],
    });
    expect(await service.logout(new Headers())).toEqual({
      value: { success: true },
      setCookies: [],
    });
    await expect(service.logout(new Headers({ cookie: "roto" }))).rejects.toThrow("roto");
  });

  it("starts a session for an account created elsewhere", async () => {
    const { service } = setup();
    expect(await service.startSession("u9", new Headers())).toEqual(["sesion=u9; Path=/"]);
  });

  it("mails a new link only to an unverified account, after the same answer", async () => {
    const { service, sent, users } = setup();
    await service.register(ACCOUNT);
    await service.register({ ...ACCOUNT, email: "b@example.com" });
    users[1]!.emailVerified = true;
    sent.length = 0;
    const answers = [
      await service.resendVerification("ana@example.com"),
      await service.resendVerification("b@example.com"),
      await service.resendVerification("nadie@example.com"),
    ];
    expect(new Set(answers.map((a) => a.message))).toEqual(new Set([ACCOUNT_ERRORS.resendDone]));
    expect(sent).toHaveLength(0);
    await service.settled();
    expect(sent.map((mail) => mail.to)).toEqual(["ana@example.com"]);
  });

  it("logs a failed resend instead of telling the asker", async () => {
    const { service, state, logs } = setup();
    await service.register(ACCOUNT);
    state.mailDown = true;
    await service.resendVerification("ana@example.com");
    await service.settled();
    expect(logs).toEqual(["no se pudo enviar el correo de verificación"]);
  });
});

describe("better-auth's refusals", () => {
  it.each([{ status: 400 }, { status: 403 }, { statusCode: 401 }])(
    "answers %o as wrong credentials, counted",
    async (answer) => {
      const { service, auth, limits } = setup();
      auth.api.signInEmail = async () => {
        throw Object.assign(new Error("no"), answer);
      };
      expect(
        await refusal(() => service.login({ email: "a@b.mx", password: "x" }, new Headers())),
      ).toMatchObject({ status: 401, message: ACCOUNT_ERRORS.badCredentials });
      expect(await limits.hits("loginAccount", "a@b.mx")).toBe(1);
      // Without a client address, no address counter is touched.
      expect(await limits.hits("loginAddress", "undefined")).toBe(0);
    },
  );

  it("rethrows a sign-up failure that is not an existing address", async () => {
    const { service, auth, sent } = setup();
    auth.api.signUpEmail = async () => {
      throw Object.assign(new Error("base de datos caída"), { status: 500 });
    };
    await expect(service.register(ACCOUNT)).rejects.toThrow("base de datos caída");
    auth.api.signUpEmail = async () => {
      throw new Error("User already exists. Use another email.");
    };
    expect(await service.register(ACCOUNT)).toEqual({ email: ACCOUNT.email, firstName: "Ana" });
    expect(sent.map((mail) => mail.template.kind)).toEqual(["account-exists"]);
  });
});
