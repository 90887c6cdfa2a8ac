import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const migrations = path.join(root, "server/db/migrations");

describe("committed migrations", () => {
  it("match the Drizzle schema: generating again produces no new migration", () => {
    // drizzle-kit only accepts an output folder relative to the project, and exits 0 even
    // when it fails, so the test checks both its words and the folder.
    mkdirSync(path.join(root, ".tmp"), { recursive: true });
    const copy = mkdtempSync(path.join(root, ".tmp/migraciones-"));
    try {
      cpSync(migrations, copy, { recursive: true });
      const before = readdirSync(copy).sort();
      const output = execFileSync(path.join(root, "node_modules/.bin/drizzle-kit"), ["generate"], {
        cwd: root,
        env: { ...process.env, DRIZZLE_OUT: `./${path.relative(root, copy)}` },
        encoding: "utf8",
        stdio: "pipe",
      });
      expect(output).toContain("No schema changes");
      expect(readdirSync(copy).sort()).toEqual(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
