import { APIError } from "better-auth/api";
import type {
  LoginInput,
  PatientSignupInput,
  RegisterInput,
} from "../../common/accounts/schemas.ts";
import { AppError, badRequest } from "../../common/errors.ts";
import { accountKey, type RateLimiter } from "../rate-limits/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { Auth } from "./auth.ts";
import type { AccountsRepository } from "./repository.ts";
import { createSessionReader, toSessionUser, type SessionUser } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_ERRORS = {
  badCredentials: "Email o contraseña incorrectos.",
  needsVerification:
    "Debes verificar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada o solicita un nuevo enlace.",
  emailTaken: "Ya existe una cuenta con este correo electrónico.",
  invalidToken:
    "El enlace de verificación es inválido o ha expirado. Por favor solicita un nuevo enlace de verificación.",
  resendDone:
    "Si existe una cuenta sin verificar con ese correo, te enviamos un nuevo enlace de verificación.",
} as const;

/** What the browser and the API see of an account (spec: User, Session). */
export type { SessionUser };

export interface AuthResult<T> {
  value: T;
  /** Set-Cookie headers the HTTP layer must send (session start or end). */
  setCookies: string[];
}

function cookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

function statusOf(error: unknown): number | undefined {
  const candidate = error as { statusCode?: number; status?: number | string };
  if (typeof candidate?.statusCode === "number") return candidate.statusCode;
  return typeof candidate?.status === "number" ? candidate.status : undefined;
}

export function createAccountsService(deps: {
  auth: Auth;
  limits: Pick<RateLimiter, "consume" | "giveBack" | "reset">;
  repository: AccountsRepository;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  now?: () => Date;
}) {
  const { auth, repository, mail, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const readSession = createSessionReader({ auth, repository });

  const pending = new Set<Promise<void>>();
  /** Runs `work` after the current answer is sent; a failure is logged, never thrown. */
  function afterAnswer(work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        // A mail outage must not tell this address apart from an unknown one.
        logger.error({ err: error }, "no se pudo enviar el correo de verificación");
      })
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function sendVerification(user: {
    id: string;
    email: string;
    firstName: string;
  }): Promise<void> {
    const { token, hash } = newToken();
    await repository.replaceEmailVerification(
      user.id,
      hash,
      new Date(now().getTime() + VERIFICATION_TTL_MS),
    );
    const url = `${deps.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mail.send(user.email, {
      kind: "verify-email",
      brandName: deps.brandName,
      firstName: user.firstName,
      url,
    });
  }

  async function createAccount(
    input: RegisterInput & { initialQuery?: string; healthDataConsentAt?: Date },
  ): Promise<{ email: string; firstName: string }> {
    try {
      const result = await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`.trim(),
          firstName: input.firstName,
          lastName: input.lastName,
          ...(input.initialQuery && input.healthDataConsentAt
            ? { initialQuery: input.initialQuery, healthDataConsentAt: input.healthDataConsentAt }
            : {}),
        },
      });
      // better-auth's answer leaves out our own columns: read the stored row.
      const stored = await repository.findUserById(String(result.user.id));
      if (!stored) {
        // An address that already has an account: with autoSignIn off, better-auth (since
        // 1.4) answers a made-up user instead of its 422, and writes nothing.
        await tellOwnerOfExistingAccount(input.email);
        return { email: input.email, firstName: input.firstName };
      }
      const user = toSessionUser(stored as unknown as Record<string, unknown>);
      try {
        await sendVerification(user);
      } catch (error) {
        // The account exists; the person can ask for another link from the login page.
        logger.error({ err: error }, "no se pudo enviar el correo de verificación");
      }
      return user;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (statusOf(error) === 422 || /exist/i.test(String((error as Error)?.message))) {
        await tellOwnerOfExistingAccount(input.email);
        return { email: input.email, firstName: input.firstName };
      }
      throw error;
    }
  }

  /**
   * Signing up with an address that already has an account answers exactly like a new one
   * ("revisa tu correo"): the address's owner, not the person typing, learns that it exists.
   */
  async function tellOwnerOfExistingAccount(email: string) {
    const owner = await repository.findUserByEmail(email);
    try {
      await mail.send(email, {
        kind: "account-exists",
        brandName: deps.brandName,
        firstName: owner?.firstName ?? "",
        loginUrl: `${deps.siteUrl}/login`,
        resetUrl: `${deps.siteUrl}/recuperar-contrasena`,
      });
    } catch (error) {
      logger.warn({ err: error }, "no se pudo avisar al titular de una cuenta existente");
    }
  }

  /** New accounts per client address, whichever form or route creates them. */
  async function countRegistration(meta: { ip?: string }) {
    if (meta.ip) await deps.limits.consume("registerAddress", meta.ip);
  }

  return {
    async register(input: RegisterInput, meta: { ip?: string } = {}) {
      await countRegistration(meta);
      return createAccount(input);
    },

    /** An account created outside createAccount (a claimed listing) gets the same email. */
    sendVerificationEmail: (user: { id: string; email: string; firstName: string }) =>
      sendVerification(user),

    /**
     * Opens a better-auth session for an account created outside a password login (a doctor
     * who registered with their own password); the same signed cookie as login.
     */
    async startSession(userId: string, headers: Headers): Promise<string[]> {
      const started = await auth.api.startSessionForUser({
        body: { userId },
        headers,
        returnHeaders: true,
      });
      return cookiesOf(started.headers);
    },

    /**
     * The symptom description is health data: it is kept only with the person's express
     * consent, and the moment of that consent with it.
     */
    async registerPatient(
      { initialQuery, healthDataConsent, ...account }: PatientSignupInput,
      meta: { ip?: string } = {},
    ) {
      await countRegistration(meta);
      return createAccount(
        healthDataConsent && initialQuery
          ? { ...account, initialQuery, healthDataConsentAt: now() }
          : account,
      );
    },

    /**
     * Starts a session. Wrong credentials and unknown emails give the same answer; an
     * unverified account learns so only after giving the right password.
     */
    async login(
      input: LoginInput,
      headers: Headers,
      meta: { ip?: string } = {},
    ): Promise<AuthResult<SessionUser>> {
      // Keyed on what is attacked: the account (as stored: trimmed, lower case) and the
      // address guessing. Each attempt takes its place in both windows BEFORE the password
      // costs an argon2 verification (one atomic count each), so simultaneous guesses cannot
      // all pass a count read before any of them failed; a right password gives them back.
      const account = accountKey(input.email);
      await deps.limits.consume("loginAccount", account);
      if (meta.ip) await deps.limits.consume("loginAddress", meta.ip);
      const giveBackAddress = async () => {
        if (meta.ip) await deps.limits.giveBack("loginAddress", meta.ip);
      };
      let signedIn;
      try {
        signedIn = await auth.api.signInEmail({
          body: { email: account, password: input.password },
          headers,
          returnHeaders: true,
        });
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 400 || status === 403)
          throw new AppError("unauthorized", ACCOUNT_ERRORS.badCredentials);
        // Not a wrong password (the server failed): the attempt counts for nothing.
        await deps.limits.giveBack("loginAccount", account);
        await giveBackAddress();
        throw error;
      }
      await deps.limits.reset("loginAccount", account);
      await giveBackAddress();
      const stored = await repository.findUserById(String(signedIn.response.user.id));
      const user = toSessionUser((stored ?? signedIn.response.user) as Record<string, unknown>);
      if (!user.emailVerified) {
        // Not a session yet: end the one better-auth just opened.
        await repository.deleteSessionsByToken([signedIn.response.token]);
        throw new AppError("forbidden", ACCOUNT_ERRORS.needsVerification, {
          needsVerification: true,
        });
      }
      return { value: user, setCookies: cookiesOf(signedIn.headers) };
    },

    async logout(headers: Headers): Promise<AuthResult<{ success: true }>> {
      try {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        return { value: { success: true }, setCookies: cookiesOf(result.headers) };
      } catch (error) {
        // No (valid) session cookie: there is nothing to end, which is what was asked.
        if (error instanceof APIError && error.statusCode === 400) {
          return { value: { success: true }, setCookies: [] };
        }
        throw error;
      }
    },

    /**
     * The session's account as stored now (no cookie cache): the common case in one statement
     * (server/accounts/sessions.ts, ADR 020); every other case is better-auth's getSession,
     * which reads the session's row, then its user's, and refreshes, deletes or refuses.
     */
    async currentUser(headers: Headers): Promise<SessionUser | null> {
      const cookie = headers.get("cookie");
      const known = cookie ? await readSession(cookie) : null;
      if (known !== undefined) return known;
      const session = await auth.api.getSession({ headers });
      return session ? toSessionUser(session.user as unknown as Record<string, unknown>) : null;
    },

    async verifyEmail(token: string): Promise<{ success: true }> {
      const userId = await repository.consumeEmailVerification(hashToken(token), now());
      if (!userId) throw badRequest(ACCOUNT_ERRORS.invalidToken);
      return { success: true };
    },

    /**
     * Same answer whatever the email, and at the same moment: the endpoint must not reveal who
     * has an account. The new link is written and mailed after the answer, since that work
     * (a token row, the outbox, perhaps SMTP) made an unverified account's answer measurably
     * later than an unknown address's.
     */
    async resendVerification(email: string): Promise<{ message: string }> {
      const user = await repository.findUserByEmail(email);
      if (user && !user.emailVerified) {
        const { id, firstName } = user;
        afterAnswer(() => sendVerification({ id, email: user.email, firstName }));
      }
      return { message: ACCOUNT_ERRORS.resendDone };
    },

    /** Resolves once the work started after an answer has finished (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
