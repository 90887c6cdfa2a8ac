import { renameSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The Node server as one JavaScript file per entry, built with the production build: the
 * container and every test that starts a server process run `node <bundle>`, with no TypeScript
 * loader. Under tsx a server process spent about 14 s of CPU to be ready (a loader thread that
 * transforms and resolves each of its modules); from the bundle about 9 s.
 *
 * Packages stay outside (node_modules is installed beside it), but for those whose entry is a
 * JSON file, which Node imports only with an import attribute.
 */
export const SERVER_BUNDLES = {
  /** The production server: what `node --import tsx server/index.ts` starts. */
  server: {
    source: "server/index.ts",
    outfile: "build/node/server.mjs",
    contents: `import { main } from "./server/index.ts";\nawait main(false);\n`,
  },
  /** The browser tests' server: its database holds the fixtures first. */
  fixtureServer: {
    source: "tests/support/fixture-server.ts",
    outfile: "build/node/fixture-server.mjs",
    contents: `import "./tests/support/fixture-server.ts";\n`,
  },
} as const;

export type ServerEntry = (typeof SERVER_BUNDLES)[keyof typeof SERVER_BUNDLES]["source"];

/** The bundle that runs a server entry, as a path from the project's root. */
export function serverBundleFor(source: ServerEntry): string {
  const bundle = Object.values(SERVER_BUNDLES).find((entry) => entry.source === source);
  if (!bundle) throw new Error(`No hay paquete del servidor para ${source}`);
  return bundle.outfile;
}

/**
 * Each module keeps its own location: `import.meta.url`, `dirname` and `filename` are written
 * into it as the source file's (the migrations folder, the worker threads' files and the
 * project's root are found from them), rather than the bundle's.
 */
const keepModuleLocations: Plugin = {
  name: "keep-module-locations",
  setup(bundler) {
    const require = createRequire(import.meta.url);
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:")) return { external: true };
      try {
        const resolved = require.resolve(args.path, { paths: [args.resolveDir] });
        if (resolved.endsWith(".json")) return { path: resolved };
      } catch {
        // Left to Node at run time, as an outside package.
      }
      return { external: true };
    });
    bundler.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path))
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/**
 * Bundles one entry, given as module text resolved from `resolveDir`, into `outfile`: written
 * aside and renamed, so that a process starting meanwhile never reads half a file.
 */
export async function bundleEntry(options: {
  contents: string;
  resolveDir: string;
  outfile: string;
}): Promise<void> {
  const { build } = await import("esbuild");
  const partial = `${options.outfile}.${process.pid}.tmp`;
  try {
    await build({
      stdin: { contents: options.contents, resolveDir: options.resolveDir, loader: "ts" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: partial,
      plugins: [keepModuleLocations],
      logLevel: "warning",
    });
    renameSync(partial, options.outfile);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Builds every server bundle. */
export async function bundleServers(): Promise<void> {
  for (const entry of Object.values(SERVER_BUNDLES))
    await bundleEntry({
      contents: entry.contents,
      resolveDir: projectRoot,
      outfile: path.join(projectRoot, entry.outfile),
    });
}
