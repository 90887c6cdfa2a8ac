import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { toPublicConfig, type Config } from "./config.ts";
import type { SessionUser } from "./accounts/service.ts";
import { authHeaders } from "./http/session.ts";
import { adminLoginPageLimiter } from "./http/admin.ts";
import { apiRouter } from "./http/api.ts";
import { errorMiddleware } from "./http/errors.ts";
import { healthRouter } from "./http/health.ts";
import { photoFilesRouter } from "./http/photos.ts";
import { privatePagesNotStored } from "./http/private-pages.ts";
import { RATE_LIMITS } from "./http/rate-limits.ts";
import { cspNonce, getCspNonce, sameOriginMutations, securityHeaders } from "./http/security.ts";
import "./load-context.ts";
import type { Logger } from "./logger.ts";
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

  app.use(
    pinoHttp({
      logger,
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
  app.use(cspNonce);
  app.use(securityHeaders(config, { dev: Boolean(ssr?.devMiddleware) }));
  app.use(compression());

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
  app.use("/api", apiRouter(services, config));

  if (ssr) {
    if (ssr.devMiddleware) app.use(ssr.devMiddleware);
    if (ssr.clientDir) {
      app.use(
        "/assets",
        express.static(path.join(ssr.clientDir, "assets"), {
          immutable: true,
          maxAge: "1y",
          fallthrough: false,
          index: false,
        }),
      );
      app.use(express.static(ssr.clientDir, { maxAge: "1h", index: false }));
    }
    const publicConfig = toPublicConfig(config);
    // Pages only: static files above stay cacheable for everyone.
    app.use(privatePagesNotStored);
    app.all(
      "*splat",
      createRequestHandler({
        build: ssr.build,
        mode: config.env === "production" ? "production" : "development",
        getLoadContext: (req, res): AppLoadContext => {
          let viewer: Promise<SessionUser | null> | undefined;
          return {
            services,
            publicConfig,
            cspNonce: getCspNonce(res),
            requestId: String(req.id),
            clientIp: req.ip ?? "desconocida",
            viewer: () =>
              (viewer ??= req.headers.cookie
                ? services.accounts.currentUser(authHeaders(req))
                : Promise.resolve(null)),
          };
        },
      }),
    );
  }

  app.use(errorMiddleware);
  return app;
}
