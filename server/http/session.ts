import type { Request, Response } from "express";
import type { SessionUser } from "../accounts/service.ts";
import type { Services } from "../services.ts";

/**
 * The HTTP layer's view of a session: the request facts the accounts service needs, and the
 * cookies it answers with. Only what the auth library needs: never the browser's Origin
 * (checked by sameOriginMutations).
 */
export function authHeaders(req: Request): Headers {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  if (req.headers["user-agent"]) headers.set("user-agent", req.headers["user-agent"]);
  if (req.ip) headers.set("x-forwarded-for", req.ip);
  return headers;
}

export function sendCookies(res: Response, cookies: string[]) {
  for (const cookie of cookies) res.append("Set-Cookie", cookie);
}

const viewers = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in account of a request, looked up once however many middlewares, handlers and
 * page loaders ask (a per-user limit in front of a route reads it too). No cookie, no query.
 */
export function viewerOf(services: Pick<Services, "accounts">, req: Request) {
  let viewer = viewers.get(req);
  if (!viewer) {
    viewer = req.headers.cookie
      ? services.accounts.currentUser(authHeaders(req))
      : Promise.resolve(null);
    viewers.set(req, viewer);
  }
  return viewer;
}
