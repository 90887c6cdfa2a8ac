import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import { CONNECTION_LIMITS } from "../rate-limits/connection-limits.ts";
import type { LimitName } from "../rate-limits/service.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";

/** Where express-rate-limit keeps its counters: set by createApp from the services. */
type StoreFactory = (name: string) => Store;

/**
 * A per-address limiter that answers like every other API error: 429 with a Spanish `error`
 * and the standard RateLimit headers. Its counters live in the database (the app's
 * `rateLimitStore`), so they hold across restarts and every process; the store is taken from
 * the app on the first request, since routers are built before any request.
 */
export function limiter(options: {
  windowMinutes: number;
  max: number;
  message: string;
  key?: (req: Request) => string;
  /**
   * Counted in memory and written in batches (server/rate-limits/batched-store.ts): for
   * budgets on every request of a busy route, never for limits that guard accounts.
   */
  batched?: boolean;
}): RequestHandler {
  // Limiters with the same rule share a counter; different rules never do.
  const name = createHash("sha256")
    .update(`${options.windowMinutes}|${options.max}|${options.message}|${options.key ? "k" : ""}`)
    .digest("hex")
    .slice(0, 12);
  let instance: RequestHandler | undefined;
  return (req, res, next) => {
    const storeFor = (
      options.batched ? req.app.locals.batchedRateLimitStore : req.app.locals.rateLimitStore
    ) as StoreFactory | undefined;
    instance ??= rateLimit({
      windowMs: options.windowMinutes * 60_000,
      limit: options.max,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // Built once, on the first request (the store comes from the app), then reused: the
      // check against per-request instances does not apply.
      validate: { creationStack: false },
      ...(storeFor ? { store: storeFor(name) } : {}),
      keyGenerator: (request) => {
        const ip = ipKeyGenerator(request.ip ?? "desconocida");
        return options.key ? `${ip}:${options.key(request)}` : ip;
      },
      handler: (_request, response) => {
        response.status(429).json({ error: options.message });
      },
    });
    return instance(req, res, next);
  };
}

/**
 * A limit on what a signed-in person does (reviews, messages, posts, favourites, profile
 * saves), keyed on their user id: a cookie header a client can vary at will counts for nothing.
 * Anonymous requests pass; the route answers them 401.
 */
export function perUserLimit(services: Services, rule: LimitName): RequestHandler {
  return async (req, _res, next) => {
    try {
      const user = await viewerOf(services, req);
      if (user) await services.rateLimits.limiter.consume(rule, user.id);
      next();
    } catch (error) {
      next(error);
    }
  };
}

const bodyEmail = (req: Request) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? "")
    .toLowerCase()
    .slice(0, 254);

const L = CONNECTION_LIMITS;

/** The per-connection middlewares of the API and the pages' form posts (numbers in CONNECTION_LIMITS). */
export const RATE_LIMITS = {
  login: () => limiter({ ...L.loginPage, key: bodyEmail }),
  register: () => limiter(L.register),
  resend: () => limiter(L.resend),
  setPassword: () => limiter(L.setPassword),
  passwordResetRequest: () => limiter(L.passwordResetRequest),
  googleStart: () => limiter(L.googleStart),
  license: () => limiter(L.license),
  voiceTranscribe: () => limiter(L.voiceTranscribe),
  voiceIntent: () => limiter(L.voiceIntent),
  assistant: () => limiter(L.assistant),
  profileEvents: () => limiter(L.profileEvents),
  adminLogin: () => limiter(L.adminLogin),
  claimVerifyPhone: () => limiter(L.claimVerifyPhone),
  claim: () => limiter(L.claim),
  claimCode: () => limiter(L.claimCode),
};
