import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The HTTP layer's session code lives in one module (session.ts): these checks read the
 * sources as text, so a helper written again somewhere or an import cycle fails here first.
 */
const SERVER = path.resolve(import.meta.dirname, "..");
const HTTP = path.join(SERVER, "http");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// `import type` statements are left out: they vanish at build time and load nothing, so a
// cycle through them orders no module's start-up.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)(?:[^;]*?from\s+)?"(\.{1,2}\/[^"]+)"/g;

/** Relative imports of a file that load it at run time, resolved to absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]!));
}

/** The import graph of some files, edges to files outside them left out. */
function graphOf(files: string[]): Map<string, string[]> {
  const inSet = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((f) => inSet.has(f))]));
}

/** The cycles a depth-first walk closes, each as the files around it. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        cycles.push(
          [...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SERVER, f)),
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const rel = (file: string) => path.relative(SERVER, file);

describe("the HTTP session module", () => {
  const httpFiles = sourcesUnder(HTTP);

  it("finds a cycle when there is one (the checker itself can fail)", () => {
    // accounts.ts mounts google.ts's router: google.ts importing accounts.ts back is the
    // cycle the session module ended.
    const accounts = path.join(HTTP, "accounts.ts");
    const google = path.join(HTTP, "google.ts");
    const graph = graphOf([accounts, google]);
    expect(graph.get(accounts)).toContain(google);
    graph.set(google, [accounts]);
    expect(cyclesIn(graph)).toEqual([["http/accounts.ts", "http/google.ts", "http/accounts.ts"]]);
  });

  it("leaves no import cycle among the HTTP routers (accounts.ts and google.ts included)", () => {
    expect(cyclesIn(graphOf(httpFiles))).toEqual([]);
    expect(importsOf(path.join(HTTP, "google.ts"))).not.toContain(path.join(HTTP, "accounts.ts"));
  });

  it("sends cookies and reads the current user only through session.ts", () => {
    const offenders = sourcesUnder(SERVER)
      .filter((file) => !file.endsWith(path.join("http", "session.ts")))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return (
          /\.append\(\s*["']Set-Cookie["']/i.test(text) ||
          /function\s+sendCookies\b/.test(text) ||
          // The accounts service defines currentUser; only session.ts may call it.
          (/\.currentUser\(/.test(text) && !file.startsWith(path.join(SERVER, "accounts")))
        );
      })
      .map(rel);
    expect(offenders).toEqual([]);
  });
});
