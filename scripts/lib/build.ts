import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { childProcessEnvironment } from "../../server/config.ts";
import { precompressClientBuild } from "./precompress.ts";
import { SERVER_BUNDLES } from "./server-bundle.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
const STAMP = path.join(projectRoot, "build/.source-hash");
const SERVER_STAMP = path.join(projectRoot, "build/node/.source-hash");
/**
 * What the server's bundles are made from: their modules (no page code: the pages come from the
 * SSR build) and the bundler's own rules in scripts/lib/server-bundle.ts.
 */
const SERVER_INPUTS = ["server", "common", "tests/support", "scripts/lib", "package-lock.json"];
const INPUTS = [
  "app",
  "common",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function* filesUnder(entry: string): Generator<string> {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    yield* filesUnder(path.join(entry, name));
  }
}

/** A hash of everything the client and SSR bundles (or, given, other outputs) are made from. */
export function sourceHash(inputs: readonly string[] = INPUTS): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      hash.update(file);
      hash.update(readFileSync(path.join(projectRoot, file)));
    }
  }
  return hash.digest("hex");
}

/**
 * The build's environment: always NODE_ENV=production. Asked for from inside Vitest (an
 * integration file that needs the build), the inherited NODE_ENV=test built a "production"
 * bundle with `import.meta.env.DEV` on (the stylesheet linked, not inlined), stamped current.
 */
export const productionBuildEnvironment = () => childProcessEnvironment({ NODE_ENV: "production" });

/**
 * Runs the production build (then the brotli and gzip copies of the client files) only when
 * the sources changed since the last one.
 */
export function ensureProductionBuild(log: (message: string) => void = console.log): void {
  const current = sourceHash();
  const serverBuild = path.join(projectRoot, "build/server/index.js");
  if (!(existsSync(serverBuild) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === current)) {
    log("Compilando la aplicación para producción…");
    execFileSync(path.join(projectRoot, "node_modules/.bin/react-router"), ["build"], {
      cwd: projectRoot,
      stdio: "inherit",
      env: productionBuildEnvironment(),
    });
    precompressClientBuild(path.join(projectRoot, "build/client"));
    writeFileSync(STAMP, current);
  }
  ensureServerBundles();
}

/** The server's bundles (scripts/lib/server-bundle.ts), built again when their sources change. */
function ensureServerBundles(): void {
  const current = sourceHash(SERVER_INPUTS);
  const bundles = Object.values(SERVER_BUNDLES).map((entry) =>
    path.join(projectRoot, entry.outfile),
  );
  if (
    bundles.every((bundle) => existsSync(bundle)) &&
    existsSync(SERVER_STAMP) &&
    readFileSync(SERVER_STAMP, "utf8") === current
  )
    return;
  mkdirSync(path.dirname(SERVER_STAMP), { recursive: true });
  execFileSync(process.execPath, ["--import", "tsx", "scripts/bundle-server.ts"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: productionBuildEnvironment(),
  });
  writeFileSync(SERVER_STAMP, current);
}
