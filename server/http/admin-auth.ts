import type { Request, RequestHandler, Response } from "express";
import { ADMIN_UNAUTHORIZED } from "../admin/accounts-service.ts";
import {
  adminSessionCookie,
  clearedAdminSessionCookie,
  readAdminToken as readToken,
} from "../admin/session-cookie.ts";
import type { Services } from "../services.ts";
import { sendCookies } from "./session.ts";

export { ADMIN_SESSION_COOKIE } from "../admin/session-cookie.ts";

export interface AdminLocals {
  id: number;
  username: string;
}

export function readAdminToken(req: Request): string | undefined {
  return readToken(req.headers.cookie);
}

/** Whether the admin cookie must carry Secure: production behind HTTPS, or an HTTPS request. */
export function adminCookieSecure(req: Request, services: Services): boolean {
  return services.adminAccounts.secureCookies || req.secure;
}

export function setAdminCookie(res: Response, token: string, expiresAt: Date, secure: boolean) {
  sendCookies(res, [adminSessionCookie(token, expiresAt, secure)]);
}

export function clearAdminCookie(res: Response, secure: boolean) {
  sendCookies(res, [clearedAdminSessionCookie(secure)]);
}

/**
 * Every /api/admin/* route but login: 401 `{ error: "No autorizado" }` without a live
 * administrator session; otherwise `res.locals.admin = { id, username }`.
 */
export function requireAdmin(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = readAdminToken(req);
      const admin = await services.adminAccounts.authenticate(token);
      if (!admin) {
        res.status(401).json({ error: ADMIN_UNAUTHORIZED });
        return;
      }
      if (admin.renewedUntil && token) {
        setAdminCookie(res, token, admin.renewedUntil, adminCookieSecure(req, services));
      }
      res.locals.admin = { id: admin.id, username: admin.username } satisfies AdminLocals;
      next();
    } catch (error) {
      next(error);
    }
  };
}
