import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * `npm ci` installs exactly the lockfile and refuses one that is out of step with
 * package.json or that leaves out any optional dependency of a locked package, even a binary
 * for another platform (Rollup's, Tailwind's oxide, lightningcss' for macOS or Windows):
 * "Missing: @rollup/rollup-darwin-arm64@… from lock file". An `npm install` over an existing
 * node_modules can write such a lockfile. These checks are the ones `npm ci` makes.
 */
interface LockEntry {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

/** Where Node would find `name` from the package at `from` (its own node_modules, then up). */
function resolves(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (`${base ? `${base}/` : ""}node_modules/${name}` in packages) return true;
    if (!base) return false;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

function missingOptionalPackages(packages: Record<string, LockEntry>): string[] {
  const missing: string[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(packages, location, name)) missing.push(`${name} (de ${location || "raíz"})`);
    }
  }
  return missing;
}

describe("package-lock.json is complete enough for npm ci", () => {
  const lock = read("package-lock.json") as { packages: Record<string, LockEntry> };
  const manifest = read("package.json") as LockEntry;

  it("lists every optional dependency of every locked package, for every platform", () => {
    expect(missingOptionalPackages(lock.packages)).toEqual([]);
  });

  it("names the same dependencies as package.json", () => {
    const locked = lock.packages[""]!;
    expect(locked.dependencies).toEqual(manifest.dependencies);
    expect(locked.devDependencies).toEqual(manifest.devDependencies);
  });

  it("would catch a lockfile written without the other platforms' binaries", () => {
    const { packages } = lock;
    const pruned = Object.fromEntries(
      Object.entries(packages).filter(([location]) => !/rollup-darwin-arm64$/.test(location)),
    );
    expect(missingOptionalPackages(pruned)).toEqual([
      expect.stringMatching(/^@rollup\/rollup-darwin-arm64 \(de node_modules\/rollup\)$/),
    ]);
  });
});
