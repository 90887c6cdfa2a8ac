import { z } from "zod";
import { returnUrlQuery, safeReturnUrl } from "../../common/accounts/schemas.ts";
import type { GoogleSignInFailure } from "../accounts/google.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";
import { authHeaders, sendCookies } from "./session.ts";

const TAGS = ["Cuentas"];

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

/** A redirect, as Express sends it. */
const redirect = (description: string) => ({
  description,
  content: { "text/plain": { schema: z.string().meta({ description: "Texto de Express." }) } },
  headers: {
    Location: { description: "Adónde sigue el navegador.", schema: { type: "string" as const } },
  },
});

/**
 * Browser navigations, not JSON calls: `GET /api/auth/google` sends the person to Google,
 * `GET /api/auth/google/callback` brings them back signed in, or to /login with the reason.
 * Neither refuses its query: a return path that is not one is ignored, and Google's answer is
 * the sign-in service's to judge.
 */
export const googleRoutes = [
  defineRoute({
    method: "get",
    path: "/auth/google",
    summary: "Entrar con Google (navegación del navegador)",
    tags: TAGS,
    access: "public",
    // Each start stores a pending attempt: bound the rows one connection can create.
    rateLimit: { perConnection: "googleStart" },
    unparsed: { query: returnUrlQuery },
    responses: {
      302: redirect("A Google, o a /login?error=google-unavailable si no está configurado."),
    },
    handler: async ({ services, req, res }) => {
      const asked = typeof req.query.returnUrl === "string" ? req.query.returnUrl : null;
      const started = await services.googleSignIn.start(asked);
      if (!started) return res.redirect(302, loginPageFor("unavailable", safeReturnUrl(asked)));
      sendCookies(res, started.setCookies);
      res.redirect(302, started.url);
    },
  }),
  defineRoute({
    method: "get",
    path: "/auth/google/callback",
    summary: "Vuelta de Google",
    tags: TAGS,
    access: "public",
    unparsed: {
      query: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
    },
    responses: {
      302: redirect(
        "A la página pedida con `login=success&method=google`, o a /login con el motivo.",
      ),
    },
    handler: async ({ services, req, res }) => {
      const result = await services.googleSignIn.finish({
        query: req.query,
        headers: authHeaders(req),
      });
      sendCookies(res, result.setCookies);
      res.redirect(
        302,
        result.ok ? welcomeBackTo(result.returnUrl) : loginPageFor(result.reason, result.returnUrl),
      );
    },
  }),
];

export const googleSignInRouter = (services: Services) => routerOf(googleRoutes, services);
