import type { RequestHandler, Response } from "express";
import { pagePathOf } from "../../common/accounts/schemas.ts";
import { SESSION_COOKIE_PREFIX } from "../accounts/auth.ts";
import { ADMIN_SESSION_COOKIE } from "../admin/session-cookie.ts";

export const PRIVATE_NO_STORE = "private, no-store";

/** Pages that exist only for a session, or carry a secret link in their address. */
const PRIVATE_PAGES = [
  /^\/dashboard(\/|$)/,
  /^\/mensajes(\/|$)/,
  /^\/bienvenido$/,
  /^\/cerrar-sesion$/,
  /^\/admin(\/|$)/,
  /^\/reclamar-perfil(\/|$)/,
  /^\/cita(\/|$)/,
  /^\/(verify-email|crear-contrasena|restablecer-contrasena)$/,
];

const SESSION_COOKIES = new Set([
  `${SESSION_COOKIE_PREFIX}.session_token`,
  `__Secure-${SESSION_COOKIE_PREFIX}.session_token`,
  ADMIN_SESSION_COOKIE,
]);

function carriesSession(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "")
    .split(";")
    .some((part) => SESSION_COOKIES.has(part.slice(0, part.indexOf("=")).trim()));
}

/**
 * Whether an answer may hold someone's data: every page rendered for a session (the header
 * shows the person's name), and the private areas and secret-link pages whoever asks. Their
 * `.data` twins (client navigations) count as the page.
 */
export function isPrivateRequest(url: string, cookieHeader: string | undefined): boolean {
  if (carriesSession(cookieHeader)) return true;
  // Prefixed, not resolved: '//Dashboard' resolved against a base would be a host, not a path.
  const parsed = new URL(url.startsWith("/") ? `http://pagina.invalid${url}` : url);
  const path = comparablePath(pagePathOf(parsed).split("?")[0]!);
  return PRIVATE_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The path as the router matches it: routing ignores case ('/Restablecer-Contrasena' is the
 * reset page), percent-encoded letters ('/restablecer%2Dcontrasena'), repeated slashes and a
 * trailing slash, so the private-page rule must ignore them too or a secret link spelt another
 * way is cached and served to the next visitor.
 */
export function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router answers 400 or 404 for it; compare it as it came.
  }
  const collapsed = decoded.toLowerCase().replace(/\/+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/**
 * `Cache-Control: private, no-store` on those answers, set as the headers leave so that no
 * route (a loader's redirect, an error page, a future public-cache header) can override it.
 */
export const privatePagesNotStored: RequestHandler = (req, res, next) => {
  if (!isPrivateRequest(req.originalUrl, req.headers.cookie)) {
    next();
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    this.setHeader("Cache-Control", PRIVATE_NO_STORE);
    this.removeHeader("ETag");
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
};
