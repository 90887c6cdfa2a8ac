import { createRequire } from "node:module";
import path from "node:path";
import type { RequestHandler } from "express";
import { z } from "zod";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const OPENAPI_JSON_PATH = "/api/openapi.json";
const API_DOCS_PATH = "/api/docs";
const TAGS = ["Documentación de la API"];

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
);
const { version: swaggerUiVersion } = createRequire(import.meta.url)(
  "swagger-ui-dist/package.json",
) as { version: string };

/*
 * The reference page is Swagger UI from node_modules (no CDN): a static page, the viewer's
 * own script and stylesheet, and a start script that is a file too, so the site's CSP
 * (scripts from 'self' or with the page's nonce) needs nothing added. The online validator
 * badge is switched off: it would load an image from another origin.
 */
const START_SCRIPT = `"use strict";
window.addEventListener("DOMContentLoaded", function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_JSON_PATH)},
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const asset = (file: string) => `${API_DOCS_PATH}/${file}?v=${swaggerUiVersion}`;

const PAGE = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · Directorio de médicos verificados</title>
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset("swagger-ui.css")}">
<script src="${asset("swagger-ui-bundle.js")}" defer></script>
<script src="${asset("iniciar.js")}" defer></script>
</head>
<body>
<main id="swagger-ui"><noscript><p>La referencia necesita JavaScript. La descripción está en <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>.</p></noscript></main>
</body>
</html>
`;

const VIEWER_FILES: Record<string, string> = {
  "/swagger-ui.css": path.join(swaggerUiDir, "swagger-ui.css"),
  "/swagger-ui-bundle.js": path.join(swaggerUiDir, "swagger-ui-bundle.js"),
};

/** The viewer's files, and nothing else of its package; cached, since the URL names the version. */
const viewerFiles: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  res.set("Cache-Control", "public, max-age=86400");
  if (req.path === "/iniciar.js") {
    res.type("text/javascript").send(START_SCRIPT);
    return;
  }
  const file = VIEWER_FILES[req.path];
  if (!file) return next();
  res.sendFile(file);
};

/**
 * `GET /api/openapi.json` (OpenAPI 3.1, built from the zod schemas) and `GET /api/docs`. The
 * document lists these two routes too, so it is imported when asked for, not while the routes
 * are being declared.
 */
export const apiDocsRoutes = [
  defineRoute({
    method: "get",
    path: OPENAPI_JSON_PATH.replace(/^\/api/, ""),
    summary: "Esta descripción, en OpenAPI 3.1",
    tags: TAGS,
    access: "public",
    responses: {
      200: {
        description: "El documento OpenAPI.",
        content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      },
    },
    handler: async ({ res }) => {
      const { openApiDocument } = await import("../openapi/document.ts");
      res.set("Cache-Control", "public, max-age=300");
      return openApiDocument();
    },
  }),
  defineRoute({
    method: "get",
    path: API_DOCS_PATH.replace(/^\/api/, ""),
    summary: "Referencia legible de la API",
    tags: TAGS,
    access: "public",
    responses: {
      200: { description: "Página HTML.", content: { "text/html": { schema: z.string() } } },
    },
    handler: ({ res }) => {
      res.set("Cache-Control", "public, max-age=300").type("html").send(PAGE);
    },
  }),
];

/** The two routes, then the viewer's files under /api/docs. */
export function apiDocsRouter(services: Services) {
  const router = routerOf(apiDocsRoutes, services);
  router.use(API_DOCS_PATH.replace(/^\/api/, ""), viewerFiles);
  return router;
}
