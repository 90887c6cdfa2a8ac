import { randomBytes } from "node:crypto";
import {
  ADMIN_PASSWORD_MIN,
  PASSWORD_RESET_MESSAGES,
} from "../../common/accounts/password-reset.ts";
import { accountEmail } from "../../common/accounts/schemas.ts";
import { hashPassword, verifyPassword } from "../accounts/password.ts";
import { hashToken, newToken } from "../accounts/tokens.ts";
import { AppError, badRequest, conflict, unauthorized } from "../../common/errors.ts";
import type { RateLimiter } from "../rate-limits/service.ts";
import type { AdminAccountsRepository } from "./accounts-repository.ts";
import { adminSessionCookie, clearedAdminSessionCookie, readAdminToken } from "./session-cookie.ts";

export const ADMIN_SESSION_HOURS = 8;
const SESSION_MS = ADMIN_SESSION_HOURS * 3_600_000;
export const ADMIN_UNAUTHORIZED = "No autorizado";
export const ADMIN_INVALID_CREDENTIALS = "Credenciales inválidas";
const USERNAME = /^[a-zA-Z0-9._-]{3,40}$/;

function parseAdminEmail(value: string): string {
  const parsed = accountEmail.safeParse(value);
  if (!parsed.success) throw badRequest("El correo electrónico del administrador no es válido.");
  return parsed.data;
}

export interface AdminIdentity {
  id: number;
  username: string;
}

/** A password an administrator can type: 20 characters from an alphabet without look-alikes. */
export function generateAdminPassword(length = 20): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(length * 2);
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte >= 256 - (256 % alphabet.length)) continue;
    out += alphabet[byte % alphabet.length];
    if (out.length === length) break;
  }
  return out.length === length ? out : generateAdminPassword(length);
}

/**
 * Wrong passwords for one administrator slow every later attempt down (never a block: an
 * outsider who knows the username could otherwise lock the only administrator out); wrong
 * passwords from one address block that address for the rule's window.
 */
export function adminLoginDelayMs(failures: number): number {
  if (failures < 5) return 0;
  return Math.min(100 * 2 ** (failures - 5), 3_000);
}

export function createAdminAccountsService(deps: {
  repository: AdminAccountsRepository;
  limits: Pick<RateLimiter, "consume" | "fail" | "giveBack" | "reset">;
  /** Waits before a verification; tests pass a recorder instead of real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Production behind HTTPS: the admin cookie carries Secure. */
  secureCookies: boolean;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  // Unknown usernames still pay for one argon2 verification, so timing does not tell them apart.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

  /** The administrator behind a cookie value, or null; a session in its second half is renewed. */
  async function authenticate(
    token: string | undefined,
  ): Promise<(AdminIdentity & { renewedUntil?: Date }) | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const session = await repository.findLiveSession(tokenHash, now());
    if (!session) return null;
    const admin: AdminIdentity & { renewedUntil?: Date } = {
      id: session.id,
      username: session.username,
    };
    if (session.expiresAt.getTime() - now().getTime() < SESSION_MS / 2) {
      admin.renewedUntil = new Date(now().getTime() + SESSION_MS);
      await repository.extendSession(tokenHash, admin.renewedUntil);
    }
    return admin;
  }

  return {
    secureCookies: deps.secureCookies,

    async login(
      username: string,
      password: string,
      meta: { ip?: string } = {},
    ): Promise<{ token: string; admin: AdminIdentity; expiresAt: Date }> {
      const account = username.trim().toLowerCase();
      // Each attempt is counted BEFORE the password is verified (one atomic count each), so
      // simultaneous guesses neither pass an address count read before any failed nor share
      // the account's delay; a right password gives them back.
      if (meta.ip) await deps.limits.consume("adminLoginAddress", meta.ip);
      const earlier = (await deps.limits.fail("adminLoginAccount", account)) - 1;
      const delay = adminLoginDelayMs(earlier);
      if (delay > 0) await sleep(delay);
      const user = await repository.findByUsername(username.trim());
      const ok = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
      if (!user || !ok) throw unauthorized(ADMIN_INVALID_CREDENTIALS);
      await deps.limits.reset("adminLoginAccount", account);
      if (meta.ip) await deps.limits.giveBack("adminLoginAddress", meta.ip);
      const { token, hash } = newToken();
      const expiresAt = new Date(now().getTime() + SESSION_MS);
      await repository.insertSession({ tokenHash: hash, adminUserId: user.id, expiresAt });
      const admin = { id: user.id, username: user.username };
      return { token, admin, expiresAt };
    },

    authenticate,

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await repository.deleteSession(hashToken(token));
    },

    /** For page loaders and actions, which see headers rather than Express requests. */
    fromCookieHeader(cookieHeader: string | null | undefined) {
      return authenticate(readAdminToken(cookieHeader));
    },
    tokenFromCookieHeader: readAdminToken,
    sessionCookie: (token: string, expiresAt: Date) =>
      adminSessionCookie(token, expiresAt, deps.secureCookies),
    clearedCookie: () => clearedAdminSessionCookie(deps.secureCookies),

    /**
     * `npm run admin:create`: a new administrator, or a new password for an existing one. An
     * email lets the administrator reset the password from /admin/login later.
     */
    async createAdmin(
      username: string,
      password: string,
      options: { resetIfExists?: boolean; email?: string } = {},
    ): Promise<{ id: number; created: boolean }> {
      const name = username.trim();
      if (!USERNAME.test(name)) {
        throw badRequest(
          "El nombre de usuario debe tener de 3 a 40 letras, números, puntos, guiones o guiones bajos.",
        );
      }
      if (password.length < ADMIN_PASSWORD_MIN) {
        throw badRequest(PASSWORD_RESET_MESSAGES.adminPasswordMin);
      }
      const email = options.email === undefined ? undefined : parseAdminEmail(options.email);
      if (email && (await repository.emailTakenByOther(email, name)))
        throw conflict("Otro administrador ya usa ese correo electrónico.");
      const passwordHash = await hashPassword(password);
      const inserted = await repository.insertAdmin(name, passwordHash, email);
      if (inserted) return { id: inserted.id, created: true };
      const existing = await repository.findByUsername(name);
      if (!existing) throw new AppError("internal", "No se pudo crear el administrador.");
      if (!options.resetIfExists) throw conflict("Ya existe un administrador con ese nombre.");
      await repository.updatePassword(existing.id, passwordHash, email);
      await repository.deleteSessionsOf(existing.id);
      return { id: existing.id, created: false };
    },

    /**
     * The first start: with no administrator at all, creates one and returns its password so
     * the caller prints it once. Null when an administrator already exists.
     */
    async ensureInitialAdmin(options: {
      username?: string;
      password?: string;
    }): Promise<{ username: string; password: string } | null> {
      if ((await repository.countAdmins()) > 0) return null;
      const username = options.username ?? "admin";
      const password = options.password ?? generateAdminPassword();
      const result = await repository.insertAdmin(username, await hashPassword(password));
      return result ? { username, password } : null;
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
