import { Router } from "express";
import { safeReturnUrl } from "../../common/accounts/schemas.ts";
import type { GoogleSignInFailure } from "../accounts/google.ts";
import type { Services } from "../services.ts";
import { authHeaders, sendCookies } from "./session.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** The login page reads `error` and explains it in Spanish (app/routes/login.tsx). */
const LOGIN_ERROR: Record<GoogleSignInFailure, string> = {
  unavailable: "google-unavailable",
  denied: "google-denied",
  unverified: "google-unverified",
  failed: "google",
};

function loginPageFor(reason: GoogleSignInFailure, returnUrl: string): string {
  const params = new URLSearchParams({ error: LOGIN_ERROR[reason] });
  if (returnUrl !== "/") params.set("returnUrl", returnUrl);
  return `/login?${params}`;
}

/** The return path with the spec's welcome parameters (`login=success&method=google`). */
function welcomeBackTo(returnUrl: string): string {
  const url = new URL(safeReturnUrl(returnUrl), "http://same-site.invalid");
  url.searchParams.set("login", "success");
  url.searchParams.set("method", "google");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Browser navigations, not JSON calls: `GET /api/auth/google` sends the person to Google,
 * `GET /api/auth/google/callback` brings them back signed in, or to /login with the reason.
 */
export function googleSignInRouter(services: Services): Router {
  const router = Router();
  const { googleSignIn } = services;
  // Each start stores a pending attempt: bound the rows one connection can create.
  const starts = RATE_LIMITS.googleStart();

  router.get("/auth/google", starts, async (req, res) => {
    const asked = typeof req.query.returnUrl === "string" ? req.query.returnUrl : null;
    const started = await googleSignIn.start(asked);
    if (!started) return res.redirect(302, loginPageFor("unavailable", safeReturnUrl(asked)));
    sendCookies(res, started.setCookies);
    res.redirect(302, started.url);
  });

  router.get("/auth/google/callback", async (req, res) => {
    const result = await googleSignIn.finish({ query: req.query, headers: authHeaders(req) });
    sendCookies(res, result.setCookies);
    res.redirect(
      302,
      result.ok ? welcomeBackTo(result.returnUrl) : loginPageFor(result.reason, result.returnUrl),
    );
  });

  return router;
}
