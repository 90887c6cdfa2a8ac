import path from "node:path";
import {
  matchRoutes,
  unstable_setDevServerHooks,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import type { Answer, ResultCard } from "./judge.ts";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

interface RouteTree {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteTree[];
}

const MAX_REDIRECTS = 5;
/** What emergency guidance names: the national emergency number and the crisis line. */
const GUIDANCE = /\b911\b|800\s?911\s?2000|l[ií]nea de la vida/i;

/**
 * Reads results pages the way the browser gets them: the route table of the app (compiled
 * by Vite from the working tree, so changes to app/ count without a production build) is
 * matched against the URL and the page's own loader runs with the server's services.
 * Redirects are followed, as a browser would.
 */
export async function createPageReader(options: {
  projectRoot: string;
  context: AppLoadContext;
}): Promise<{
  read: (url: string, queryText: string) => Promise<Answer>;
  close: () => Promise<void>;
}> {
  const vite = await import("vite");
  const server = await vite.createServer({
    root: options.projectRoot,
    configFile: path.join(options.projectRoot, "vite.config.ts"),
    appType: "custom",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const routes = Object.values(build.routes).filter(
    (route): route is BuildRoute => route !== undefined,
  );
  const tree = toTree(routes, undefined) as RouteObject[];

  async function runLoader(
    url: URL,
  ): Promise<{ status: number; data?: unknown; location?: string }> {
    const matches = matchRoutes(tree, url.pathname) ?? [];
    const leaf = matches.at(-1);
    const route = leaf ? build.routes[leaf.route.id!] : undefined;
    if (!leaf || !route?.module.loader) return { status: 404 };
    try {
      const value: unknown = await route.module.loader({
        request: new Request(url),
        params: leaf.params,
        context: options.context,
      } as never);
      return unwrap(value, 200);
    } catch (thrown) {
      if (thrown instanceof Response || isDataWithInit(thrown)) return unwrap(thrown, 500);
      return { status: 500, data: thrown instanceof Error ? thrown.message : String(thrown) };
    }
  }

  async function read(href: string, queryText: string): Promise<Answer> {
    let url = new URL(href, "http://localhost");
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const result = await runLoader(url);
      if (result.location) {
        url = new URL(result.location, url);
        continue;
      }
      if (result.status >= 500) {
        return { kind: "failed", status: result.status, message: String(result.data ?? "") };
      }
      if (result.status >= 400) {
        return { kind: "refused", status: result.status, message: `${url.pathname}${url.search}` };
      }
      return {
        kind: "list",
        providers: findProviders(result.data) ?? [],
        guidance: mentionsGuidance(result.data, queryText),
      };
    }
    return { kind: "failed", status: 508, message: `more than ${MAX_REDIRECTS} redirects` };
  }

  return {
    read,
    close: async () => {
      await server.close();
      // React Router's Vite plugin hands its dev server to every request handler of the
      // process (a global it sets when the server starts, never unset). Left behind, a page
      // rendered afterwards in development mode asks the closed server for its styles and
      // fails with a 500: an integration file after this one in the same worker did.
      unstable_setDevServerHooks(undefined as never);
    },
  };
}

function toTree(routes: BuildRoute[], parentId: string | undefined): RouteTree[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = toTree(routes, route.id);
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

async function unwrap(
  value: unknown,
  fallbackStatus: number,
): Promise<{ status: number; data?: unknown; location?: string }> {
  if (value instanceof Response) {
    const location = value.headers.get("Location");
    if (value.status >= 300 && value.status < 400 && location) {
      return { status: value.status, location };
    }
    const text = await value.text();
    return { status: value.status, data: parseJson(text) };
  }
  if (isDataWithInit(value)) {
    const status = value.init?.status ?? fallbackStatus;
    const location = new Headers(value.init?.headers).get("Location");
    return location && status >= 300 && status < 400
      ? { status, location }
      : { status, data: value.data };
  }
  return { status: 200, data: value };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isCardList(value: unknown): value is ResultCard[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => typeof item === "object" && item !== null && "id" in item && "profilePath" in item,
    )
  );
}

/** The listings a results page shows: the first `providers` array of cards in its data. */
export function findProviders(data: unknown): ResultCard[] | undefined {
  const queue: unknown[] = [data];
  while (queue.length > 0) {
    const value = queue.shift();
    if (typeof value !== "object" || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === "providers" && isCardList(child)) return child;
      if (typeof child === "object" && child !== null) queue.push(child);
    }
  }
  return undefined;
}

/**
 * Whether the page's data, apart from the listings themselves and the person's own words,
 * names 911 or the Línea de la Vida: the shape of the guidance is the page's business.
 */
export function mentionsGuidance(data: unknown, queryText: string): boolean {
  const text = JSON.stringify(data ?? null, (key, value: unknown) =>
    (key === "providers" && isCardList(value)) || value === queryText ? undefined : value,
  );
  return GUIDANCE.test(text);
}
