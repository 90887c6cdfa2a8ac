import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { ZodOpenApiResponsesObject } from "zod-openapi";
import { badRequest, notFound } from "../../common/errors.ts";
import type { SessionUser } from "../accounts/service.ts";
import { ACCESS_ROLES, type AccessRole } from "../access/rules.ts";
import {
  operation,
  type ApiOperation,
  type ErrorStatus,
  type HttpMethod,
} from "../openapi/shared.ts";
import type { LimitName } from "../rate-limits/service.ts";
import type { Services } from "../services.ts";
import { zodErrorMessage } from "../validation-messages.ts";
import { requireAdmin, type AdminLocals } from "./admin-auth.ts";
import { perUserLimit, RATE_LIMITS } from "./rate-limits.ts";
import { viewerOf } from "./session.ts";

/*
 * One API route, declared once: its method and path, what the description says of it, who it
 * is for, its rate limit, the zod schemas of its request and answers, and its handler. The
 * registrar below mounts declarations on an Express router (parsing the request with the
 * schemas) and `routeOperation` turns the same declaration into its OpenAPI operation, so the
 * route and its description cannot drift apart.
 */

/** A limit in front of the handler: a per-user rule (LIMIT_RULES) or a per-connection one. */
export type RouteRateLimit =
  | { perUser: LimitName }
  | { perConnection: keyof typeof RATE_LIMITS }
  /** A limit the area builds from its configuration (the search's per-minute budget). */
  | { configured: string };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the parsed request, the services and the raw request and response. */
export interface RouteContext<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  services: Services;
  req: Request;
  res: Response;
  /** The signed-in account, looked up once (null without a session). */
  viewer: () => Promise<SessionUser | null>;
  /** The administrator of an `admin` route (set by its guard). */
  admin: AdminLocals;
}

export interface RouteDeclaration<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
> {
  method: HttpMethod;
  /** As Express mounts it under /api: `/favourites/:providerId`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  access: AccessRole;
  rateLimit?: RouteRateLimit;
  /** Path parameters: an object with one key per `:name` of the path. */
  params?: P;
  /**
   * A path that does not parse answers 404 with this message instead of the schema's 400:
   * an admin id that cannot be one names nothing, as a well-formed unknown one.
   */
  paramsNotFound?: string;
  query?: Q;
  /** A JSON body. */
  body?: B;
  /**
   * How a refused path, query or body is worded where its schemas leave the wording to zod:
   * parse options whose `error` words each field's issues (the claims' and the registration's
   * field messages), and fields the 400 carries besides `error` (the registration's `success`).
   */
  refusal?: { issues?: z.core.ParseContext<z.core.$ZodIssue>; details?: Record<string, unknown> };
  /**
   * A JSON body read with its own size limit instead of the API's (a voice recording): the
   * registrar parses it after the guard and the rate limit, so the area's router is mounted
   * before the API's JSON parser.
   */
  jsonLimit?: string;
  /** A multipart body, described only: the handler reads the upload itself. */
  multipart?: z.ZodType;
  /**
   * A query or JSON body its service reads itself, with answers the registrar's 400 would not
   * give (the cédula lookup's `isValid: false`), a path parameter no schema refuses (the
   * calendar feed's secret) or a header the handler reads: described, never parsed here.
   */
  unparsed?: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType; header?: z.ZodObject };
  responses: ZodOpenApiResponsesObject;
  /** Error statuses besides the ones the declaration implies (400, 401, 403, 413, 429). */
  errors?: ErrorStatus[];
  /**
   * What the answer is sent with when the handler returns a value; by default the one 2xx
   * status of `responses`. A handler that returns nothing has answered itself.
   */
  status?: number;
  handler: (context: RouteContext<P, Q, B>) => unknown;
}

/** A declaration, typed so the handler sees what its schemas parse to. */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(declaration: RouteDeclaration<P, Q, B>): RouteDeclaration {
  return declaration as unknown as RouteDeclaration;
}

/** `/providers/:id/events` → `/api/providers/{id}/events`, as the description names it. */
export function documentPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, "{$1}")}`;
}

function successStatus(route: RouteDeclaration): number | undefined {
  if (route.status) return route.status;
  const successes = Object.keys(route.responses).filter((status) => /^2\d\d$/.test(status));
  return successes.length === 1 ? Number(successes[0]) : undefined;
}

function parse(route: RouteDeclaration, schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value, route.refusal?.issues);
  if (!result.success) throw badRequest(zodErrorMessage(result.error), route.refusal?.details);
  return result.data;
}

function parseParams(route: RouteDeclaration, value: unknown): unknown {
  if (!route.paramsNotFound) return parse(route, route.params!, value);
  const result = route.params!.safeParse(value);
  if (!result.success) throw notFound(route.paramsNotFound);
  return result.data;
}

/** Limits an area builds from its configuration, by the name its declarations use. */
export type ConfiguredLimits = Record<string, RequestHandler>;

function limitOf(
  services: Services,
  limit: RouteRateLimit,
  configured: ConfiguredLimits,
): RequestHandler {
  if ("perUser" in limit) return perUserLimit(services, limit.perUser);
  if ("perConnection" in limit) return RATE_LIMITS[limit.perConnection]();
  const handler = configured[limit.configured];
  if (!handler) throw new Error(`Límite sin configurar: ${limit.configured}`);
  return handler;
}

/** Mounts declarations on a router, in their order (a literal path before a `:param` one). */
export function mountRoutes(
  router: Router,
  routes: readonly RouteDeclaration[],
  services: Services,
  configured: ConfiguredLimits = {},
): Router {
  for (const route of routes) {
    const middlewares: RequestHandler[] = [];
    if (route.access === "admin") middlewares.push(requireAdmin(services));
    if (route.rateLimit) middlewares.push(limitOf(services, route.rateLimit, configured));
    if (route.jsonLimit) middlewares.push(express.json({ limit: route.jsonLimit }));
    const status = successStatus(route);
    const handler: RequestHandler = async (req, res) => {
      const params = route.params ? parseParams(route, req.params) : undefined;
      const query = route.query ? parse(route, route.query, req.query) : undefined;
      const body = route.body ? parse(route, route.body, req.body ?? {}) : undefined;
      const result = await route.handler({
        params,
        query,
        body,
        services,
        req,
        res,
        viewer: () => viewerOf(services, req),
        admin: res.locals.admin as AdminLocals,
      } as RouteContext<Schema, Schema, Schema>);
      if (res.headersSent) return;
      if (status === undefined) throw new Error(`${route.method} ${route.path} no respondió`);
      if (result === undefined) res.status(status).end();
      else res.status(status).json(result);
    };
    router[route.method](route.path, ...middlewares, handler);
  }
  return router;
}

/** A router with just these routes. */
export function routerOf(
  routes: readonly RouteDeclaration[],
  services: Services,
  configured: ConfiguredLimits = {},
): Router {
  return mountRoutes(Router(), routes, services, configured);
}

/**
 * The OpenAPI operation of a declaration: its security from the access role, and the error
 * answers the declaration implies (a parsed request can be refused with 400, or 404 for a path
 * read as not found, a session route with 401, a limited one with 429) besides the ones the
 * shared layers add.
 */
export function routeOperation(route: RouteDeclaration): ApiOperation {
  const errors = new Set<ErrorStatus>(route.errors ?? []);
  if (route.query || (route.params && !route.paramsNotFound)) errors.add(400);
  if (route.params && route.paramsNotFound) errors.add(404);
  if (route.access === "account" || route.access === "admin") errors.add(401);
  if (route.rateLimit) errors.add(429);
  const auth = ACCESS_ROLES[route.access];
  const path = (route.params as z.ZodObject | undefined) ?? route.unparsed?.params;
  const query = (route.query as z.ZodObject | undefined) ?? route.unparsed?.query;
  const header = route.unparsed?.header;
  const body = route.body ?? route.unparsed?.body;
  const requestParams = {
    ...(path ? { path } : {}),
    ...(query ? { query } : {}),
    ...(header ? { header } : {}),
  };
  return operation(route.method, documentPath(route.path), {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(auth ? { auth } : {}),
    ...(path || query || header ? { params: requestParams } : {}),
    ...(body ? { body } : {}),
    ...(route.multipart ? { multipart: route.multipart } : {}),
    responses: route.responses,
    errors: [...errors],
  });
}
