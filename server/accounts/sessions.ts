import type { Auth } from "./auth.ts";
import type { AccountsRepository } from "./repository.ts";
import { cookieValue, verifiedToken } from "./session-cookie.ts";

/** What the browser and the API see of an account (spec: User, Session). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  isProvider: boolean;
  userType: "patient" | "doctor";
}

export function toSessionUser(user: Record<string, unknown>): SessionUser {
  return {
    id: String(user.id),
    firstName: String(user.firstName ?? ""),
    lastName: String(user.lastName ?? ""),
    email: String(user.email),
    emailVerified: Boolean(user.emailVerified),
    isProvider: Boolean(user.isProvider),
    userType: user.userType === "doctor" ? "doctor" : "patient",
  };
}

/**
 * better-auth's session check for the common case, without its framework (ADR 020): the
 * signed cookie checked with its own secret and cookie names, then one statement for the
 * session and its account. It answers the account only when better-auth would answer the same
 * account and do nothing else: a live session, not yet due for its daily refresh, without the
 * "don't remember me" cookie. No session cookie at all: null, as better-auth answers.
 * Every other case (a signature that does not match, no such session, expired, due for
 * refresh) answers `undefined`, and the caller asks better-auth, which deletes, refreshes or
 * refuses as it always did.
 */
export function createSessionReader(deps: {
  auth: Pick<Auth, "$context">;
  repository: Pick<AccountsRepository, "sessionUserByToken">;
}) {
  return async function read(cookieHeader: string): Promise<SessionUser | null | undefined> {
    const context = await deps.auth.$context;
    const cookies = context.authCookies;
    const value = cookieValue(cookieHeader, cookies.sessionToken.name);
    if (value === undefined) return null;
    if (cookieValue(cookieHeader, cookies.dontRememberToken.name) !== undefined) return undefined;
    const token = verifiedToken(value, context.secret);
    if (token === undefined) return undefined;
    const row = await deps.repository.sessionUserByToken(token);
    if (!row) return undefined;
    // better-auth's own clock and rules (its getSession): expired, or a day old and refreshed.
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt < now) return undefined;
    const { expiresIn, updateAge } = context.sessionConfig;
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    return toSessionUser(row.user);
  };
}
