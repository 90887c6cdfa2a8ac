import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { landingAfterLogin } from "../../common/accounts/landing.ts";
import { safeReturnUrl } from "../../common/accounts/schemas.ts";
import {
  GoogleOAuthError,
  type GoogleOAuthClient,
  type GoogleProfile,
} from "../integrations/google-oauth.ts";
import type { Logger } from "../logger.ts";
import type { Auth } from "./auth.ts";
import type { AccountsRepository } from "./repository.ts";
import { hashToken } from "./tokens.ts";

export const GOOGLE_PROVIDER_ID = "google";
const STATE_TTL_SECONDS = 10 * 60;
const STATE_COOKIE = "mv.google_state";
/** Sent to both /api/auth/google (set) and /api/auth/google/callback (read), nowhere else. */
const STATE_COOKIE_PATH = "/api/auth/google";

/** Why a Google sign-in did not end in a session; the login page words each one. */
export type GoogleSignInFailure = "unavailable" | "denied" | "unverified" | "failed";

export type GoogleSignInResult =
  | { ok: true; returnUrl: string; isNewUser: boolean; setCookies: string[] }
  | { ok: false; reason: GoogleSignInFailure; returnUrl: string; setCookies: string[] };

const pendingSignIn = z.object({ codeVerifier: z.string().min(43), returnUrl: z.string() });
type PendingSignIn = z.infer<typeof pendingSignIn>;

function parsePending(value: string | null): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = pendingSignIn.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Google's names, or the local part of the email when Google has none (the column is required). */
function namesOf(profile: GoogleProfile): { firstName: string; lastName: string } {
  if (profile.givenName) return { firstName: profile.givenName, lastName: profile.familyName };
  const [first = "", ...rest] = profile.name.split(/\s+/).filter(Boolean);
  if (first) return { firstName: first, lastName: rest.join(" ") };
  return { firstName: profile.email.split("@")[0]!, lastName: "" };
}

/**
 * Sign-in with Google: OAuth 2.0 authorization code with PKCE (S256) and a state bound to
 * the browser by an httpOnly cookie. The pending attempt (PKCE verifier, return path) waits
 * server-side under the hash of its state, for ten minutes and one use.
 */
export function createGoogleSignIn(deps: {
  auth: Auth;
  repository: AccountsRepository;
  /** null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not configured. */
  client: GoogleOAuthClient | null;
  siteUrl: string;
  secureCookies: boolean;
  logger: Logger;
  now?: () => Date;
}) {
  const { auth, repository, client, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const redirectUri = `${deps.siteUrl}/api/auth/google/callback`;
  // Same rule as better-auth's own cookies: a __Secure- name whenever the cookie is Secure.
  const cookieName = deps.secureCookies ? `__Secure-${STATE_COOKIE}` : STATE_COOKIE;
  const cookie = (value: string, maxAge: number) =>
    `${cookieName}=${value}; Path=${STATE_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
      deps.secureCookies ? "; Secure" : ""
    }`;
  const clearStateCookie = cookie("", 0);

  /** An attempt that was found is over: its cookie goes. A forged callback leaves it alone. */
  function failure(
    reason: GoogleSignInFailure,
    returnUrl = "/",
    attemptFound = true,
  ): GoogleSignInResult {
    return { ok: false, reason, returnUrl, setCookies: attemptFound ? [clearStateCookie] : [] };
  }

  /** The Google identity's user: already linked, linked now to the same email, or new. */
  async function userFor(
    profile: GoogleProfile,
  ): Promise<{ id: string; isNew: boolean; isProvider: boolean; userType: string }> {
    const linked = await repository.findUserByProviderAccount(GOOGLE_PROVIDER_ID, profile.sub);
    if (linked) return { ...linked, isNew: false };
    const existing = await repository.findUserByEmail(profile.email);
    if (existing) {
      await repository.linkProviderAccount({
        userId: existing.id,
        providerId: GOOGLE_PROVIDER_ID,
        accountId: profile.sub,
        emailProven: true,
        // Whoever set a password on an unverified account never proved the address was
        // theirs; Google just proved it belongs to this person, so that password goes.
        dropPassword: !existing.emailVerified,
      });
      logger.info({ userId: existing.id }, "cuenta de Google vinculada a una cuenta existente");
      return { ...existing, isNew: false };
    }
    const created = await repository.createUserWithProviderAccount({
      ...namesOf(profile),
      email: profile.email,
      emailVerified: true,
      providerId: GOOGLE_PROVIDER_ID,
      accountId: profile.sub,
    });
    return { ...created, isNew: true };
  }

  async function completeSignIn(
    code: string,
    pending: PendingSignIn,
    headers: Headers,
  ): Promise<GoogleSignInResult> {
    const { accessToken } = await client!.exchangeCode({
      code,
      codeVerifier: pending.codeVerifier,
      redirectUri,
    });
    const profile = await client!.fetchProfile(accessToken);
    // An unverified address could be anyone's: it must not open or join an account.
    if (!profile.emailVerified) return failure("unverified", safeReturnUrl(pending.returnUrl));
    const user = await userFor(profile);
    const started = await auth.api.startSessionForUser({
      body: { userId: user.id },
      headers,
      returnHeaders: true,
    });
    return {
      ok: true,
      returnUrl: landingAfterLogin(pending.returnUrl, user),
      isNewUser: user.isNew,
      setCookies: [clearStateCookie, ...(started.headers?.getSetCookie() ?? [])],
    };
  }

  return {
    enabled: client !== null,

    /** Starts an attempt: where to send the browser, and the cookie that ties it to this browser. */
    async start(
      returnUrl: string | null | undefined,
    ): Promise<{ url: string; setCookies: string[] } | null> {
      if (!client) return null;
      const state = randomBytes(32).toString("base64url");
      // RFC 7636: 43 to 128 characters; 64 random bytes give 86.
      const codeVerifier = randomBytes(64).toString("base64url");
      const at = now();
      await repository.deleteExpiredVerifications(at);
      await repository.saveOAuthState(
        hashToken(state),
        // As asked, checked where it is used: a doctor who asked for no page (or for another
        // site) lands on the dashboard, one who asked for the home page on the home page.
        JSON.stringify({ codeVerifier, returnUrl: (returnUrl ?? "").slice(0, 2048) }),
        new Date(at.getTime() + STATE_TTL_SECONDS * 1000),
      );
      const url = await client.authorizationUrl({ state, codeVerifier, redirectUri });
      return { url, setCookies: [cookie(state, STATE_TTL_SECONDS)] };
    },

    /** Google sent the browser back: check the state, trade the code, find the person, sign in. */
    async finish(input: {
      query: { code?: unknown; state?: unknown; error?: unknown };
      headers: Headers;
    }): Promise<GoogleSignInResult> {
      if (!client) return failure("unavailable", "/", false);
      const state = typeof input.query.state === "string" ? input.query.state : "";
      const browserState = cookieValue(input.headers.get("cookie"), cookieName) ?? "";
      // Only the browser that started the attempt may finish it (no login CSRF).
      const pending =
        state && browserState && sameText(state, browserState)
          ? parsePending(await repository.consumeOAuthState(hashToken(state), now()))
          : null;
      const returnUrl = safeReturnUrl(pending?.returnUrl);

      if (input.query.error !== undefined) {
        if (input.query.error !== "access_denied")
          logger.warn({ error: String(input.query.error) }, "Google rechazó el inicio de sesión");
        return failure(
          input.query.error === "access_denied" ? "denied" : "failed",
          returnUrl,
          pending !== null,
        );
      }
      if (!pending) {
        logger.warn(
          { hasState: Boolean(state), hasCookie: Boolean(browserState) },
          "inicio de sesión con Google sin un state válido",
        );
        return failure("failed", "/", false);
      }
      if (typeof input.query.code !== "string" || !input.query.code)
        return failure("failed", returnUrl);
      try {
        return await completeSignIn(input.query.code, pending, input.headers);
      } catch (error) {
        // Google saying no (or not answering) is routine; anything else is our bug.
        logger[error instanceof GoogleOAuthError ? "warn" : "error"](
          { err: error },
          "no se pudo completar el inicio de sesión con Google",
        );
        return failure("failed", returnUrl);
      }
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
