import { describe, expect, it } from "vitest";
import type { LoadResult } from "./http-load.ts";
import type { MixedLoadResult } from "./mixed-load.ts";
import { cpuMarkdown, newSearches, pagesChecks, pagesMarkdown, type PagesBench } from "./pages.ts";
import { meets } from "./targets.ts";

const load = (name: string, requestsPerSecond: number): LoadResult => ({
  name,
  path: "/",
  p50: 10,
  p95: 20,
  p99: 30,
  max: 40,
  requestsPerSecond,
  total: requestsPerSecond * 10,
  errors: 0,
  non2xx: 0,
});

const mixed = (p99: number) =>
  ({
    durationSeconds: 30,
    warmupSeconds: 10,
    p50: 40,
    p95: 90,
    p99,
    requestsPerSecond: 900,
    statusClasses: { "5xx": 0 },
    errors: 0,
    latencyByKind: [],
  }) as unknown as MixedLoadResult;

function bench(uncached: number, mixedP99: number): PagesBench {
  return {
    connections: 50,
    durationSeconds: 10,
    cached: [{ ...load("HTML en caché /cardiologia/guadalajara", 4500), kind: "/cardiologia/guadalajara" }],
    uncachedResults: load("HTML sin caché, brotli", uncached),
    uncachedResultsIdentity: load("HTML sin caché, sin comprimir", uncached + 50),
    api: load("API", 3000),
    mixed: mixed(mixedP99),
    mixedIdentity: mixed(120),
    bytes: [],
  };
}

describe("pagesChecks", () => {
  it("judges the browser-like rows: uncached pages, the mixed load's p99 and the API ratios", () => {
    const checks = pagesChecks(bench(228, 177.4));
    const missed = checks.filter((check) => !meets(check)).map((check) => check.what);
    expect(missed).toEqual([
      "HTML sin caché, brotli, páginas/s con 50 conexiones",
      "Carga mixta con 50 conexiones y brotli, p99",
      "Misma búsqueda, req/s de la API entre req/s del HTML renderizado cada vez",
    ]);
    expect(pagesChecks(bench(262, 140)).filter((check) => !meets(check))).toHaveLength(1);
  });

  it("lists this section's missed targets under its tables", () => {
    const text = pagesMarkdown(bench(228, 177.4), [], { profilePath: "/p", articlePath: "/a" }).join("\n");
    expect(text).toContain("5 comprobadas, 3 no alcanzadas:");
    expect(text).toContain("- **HTML sin caché, brotli, páginas/s con 50 conexiones**: 228 req/s frente a ≥ 250 req/s");
  });
});

describe("newSearches", () => {
  it("gives the API and the pages as many searches, none of them shared", () => {
    const { api, html } = newSearches();
    // More than ten seconds of either at 50 connections on this machine (API about 400 a second).
    expect(api.length).toBeGreaterThan(5_000);
    expect(Math.abs(api.length - html.length)).toBeLessThanOrEqual(1);
    expect(new Set(api).size).toBe(api.length);
    expect(new Set(html).size).toBe(html.length);
    // The same search in both forms: a page's search never reaches the API's list.
    const asApi = (page: string) => {
      const url = new URL(page, "http://x");
      const [, specialty, city] = url.pathname.split("/");
      const query = url.search.slice(1);
      return `/api/providers?specialty=${specialty}&city=${city}${query ? `&${query}` : ""}`;
    };
    const apiSet = new Set(api);
    expect(html.filter((page) => apiSet.has(asApi(page)))).toEqual([]);
    expect(apiSet.has(asApi(html[0]!))).toBe(false);
  });

  it("judges the API against the pages on new searches when the run has them", () => {
    const run = {
      ...bench(262, 140),
      newSearches: { api: load("API", 400), html: load("HTML", 125), searches: 1000 },
    };
    const missed = pagesChecks(run).filter((check) => !meets(check)).map((check) => check.what);
    expect(missed).toContain("Búsquedas nuevas, req/s de la API entre páginas/s del HTML");
    const text = pagesMarkdown(run, [], { profilePath: "/p", articlePath: "/a" }).join("\n");
    expect(text).toContain("API frente a HTML con búsquedas nuevas: 3.20× (meta ≤ 3×: ✖)");
  });
});

describe("cpuMarkdown", () => {
  it("says nothing for a run without CPU figures (older reports)", () => {
    expect(cpuMarkdown(bench(250, 140))).toEqual([]);
  });

  it("gives each row's server CPU per request and the same-search ratios by CPU", () => {
    const run = bench(250, 140);
    run.cached[0]!.serverCpuMs = 0.21;
    run.uncachedResults.serverCpuMs = 7.9;
    run.uncachedResults.mainThreadCpuMs = 6.25;
    run.uncachedResultsIdentity.serverCpuMs = 6.4;
    run.api.serverCpuMs = 0.62;
    run.newSearches = {
      api: { ...load("API, búsquedas nuevas", 269), serverCpuMs: 3.1 },
      html: { ...load("HTML de resultados, búsquedas nuevas", 110), serverCpuMs: 10.5 },
      searches: 14_080,
    };
    const text = cpuMarkdown(run).join("\n");
    expect(text).toContain("| HTML en caché /cardiologia/guadalajara | 0.21 |");
    expect(text).toContain("| HTML sin caché, brotli | 7.9 | 6.3 | 160 |");
    expect(text).toContain("| API, búsquedas nuevas | 3.1 |");
    expect(text).toContain(
      "HTML entre API: 0.3× con la página en caché, 12.7× renderizada cada vez; búsquedas nuevas: 3.4×.",
    );
    expect(pagesMarkdown(run, [], { profilePath: "/p", articlePath: "/a" }).join("\n")).toContain(text);
  });
});
