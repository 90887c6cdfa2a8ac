import { randomUUID } from "node:crypto";
import express, { type Express, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { toPublicConfig, type Config } from "./config.ts";
import { viewerOf } from "./http/session.ts";
import { adminLoginPageLimiter } from "./http/admin.ts";
import { apiRouter } from "./http/api.ts";
import { streamedCompression } from "./http/compression.ts";
import { errorMiddleware } from "./http/errors.ts";
import { healthRouter } from "./http/health.ts";
import { createHtmlCache } from "./http/html-cache.ts";
import { pageHandler } from "./http/pages.ts";
import { photoFilesRouter } from "./http/photos.ts";
import { refuseMalformedTarget } from "./http/request-target.ts";
import { privatePagesNotStored } from "./http/private-pages.ts";
import { RATE_LIMITS } from "./http/rate-limits.ts";
import { renderBudget } from "./http/render-budget.ts";
import { contentSecurityPolicy, sameOriginMutations, securityHeaders } from "./http/security.ts";
import { missingFilesNotRendered, staticFilesRouter } from "./http/static-files.ts";
import { CHANGE_TOPICS } from "./lib/change-bus.ts";
import "./load-context.ts";
import { requestLogSerializers, type Logger } from "./logger.ts";
import type { Services } from "./services.ts";

export interface AppOptions {
  config: Config;
  services: Services;
  logger: Logger;
  /** The React Router server build; omitted in API-only tests. */
  ssr?: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    /** Folder with the client build (hashed assets under assets/). */
    clientDir?: string;
    /** Vite's dev middleware, which serves sources and hot reload. */
    devMiddleware?: RequestHandler;
  };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the whole HTTP application without listening, so tests can drive it with supertest. */
export function createApp({ config, services, logger, ssr }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First of all: nothing below (the request log included) should meet an unbuildable address.
  app.use(refuseMalformedTarget);

  app.use(
    pinoHttp({
      logger,
      serializers: requestLogSerializers,
      // Lines written through req.log carry just the id ("reqId"), so every line can be traced.
      quietReqLogger: true,
      // Reuse a well-formed id from a proxy so a request can be followed across services.
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id =
          typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming)
            ? incoming
            : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true,
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  const dev = Boolean(ssr?.devMiddleware);
  app.use(securityHeaders(config, { dev }));
  // The client build is compressed at build time: its files are sent as they are.
  if (ssr?.clientDir) app.use(staticFilesRouter(ssr.clientDir));
  // Pages compress themselves once (server/http/pages.ts); this is for the API's answers and
  // client navigations' data.
  app.use(streamedCompression());

  app.use(healthRouter(services));
  app.use(photoFilesRouter(services));
  // Forms posted to pages (React Router actions) change state too: same checks as the API.
  app.use(sameOriginMutations);
  app.post("/login", RATE_LIMITS.login());
  // Client-side submissions post to the page's .data twin: the same limits apply there.
  app.post(
    ["/recuperar-contrasena", "/recuperar-contrasena.data"],
    RATE_LIMITS.passwordResetRequest(),
  );
  app.post(["/restablecer-contrasena", "/restablecer-contrasena.data"], RATE_LIMITS.setPassword());
  app.post(["/admin/login", "/admin/login.data"], adminLoginPageLimiter());
  // Every limiter middleware counts in the database (server/http/rate-limits.ts).
  app.locals.rateLimitStore = services.rateLimits.store;
  app.locals.batchedRateLimitStore = services.rateLimits.batchedStore;
  app.use("/api", apiRouter(services, config));

  if (ssr) {
    if (ssr.devMiddleware) app.use(ssr.devMiddleware);
    const publicConfig = toPublicConfig(config);
    // Anonymous pages, kept until something they show changes (in this process or another).
    const htmlCache =
      dev || config.htmlCacheBytes === 0
        ? undefined
        : createHtmlCache({ maxBytes: config.htmlCacheBytes, ttlMs: 60_000 });
    if (htmlCache) services.changes.subscribe(CHANGE_TOPICS, () => htmlCache.clear());
    app.use(missingFilesNotRendered);
    // Pages only: static files above stay cacheable for everyone.
    app.use(privatePagesNotStored);
    app.all(
      "*splat",
      pageHandler({
        build: ssr.build,
        mode: config.env === "production" ? "production" : "development",
        csp: contentSecurityPolicy(config, { dev }),
        cache: htmlCache,
        // Development renders every request from one address: no budget there.
        renderBudget: dev ? undefined : renderBudget(services, config.pageRendersPerMinute),
        getLoadContext: (req): AppLoadContext => ({
          services,
          publicConfig,
          requestId: String(req.id),
          clientIp: req.ip ?? "desconocida",
          viewer: () => viewerOf(services, req),
        }),
      }),
    );
  }

  app.use(errorMiddleware);
  return app;
}
