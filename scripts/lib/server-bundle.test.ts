import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundleEntry, SERVER_BUNDLES, serverBundleFor } from "./server-bundle.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
// Inside the project, as build/ is: outside packages resolve from its node_modules.
mkdirSync(path.join(projectRoot, ".tmp"), { recursive: true });
const dir = mkdtempSync(path.join(projectRoot, ".tmp", "paquete-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bundleEntry", () => {
  it("keeps each module's own location, and bundles a package whose entry is JSON", async () => {
    mkdirSync(path.join(dir, "src/db"), { recursive: true });
    writeFileSync(
      path.join(dir, "src/db/where.ts"),
      "export const where = { url: import.meta.url, dirname: import.meta.dirname, " +
        "filename: import.meta.filename, migrations: new URL('./migrations', import.meta.url).href };\n",
    );
    const outfile = path.join(dir, "out/bundle.mjs");
    mkdirSync(path.dirname(outfile), { recursive: true });
    await bundleEntry({
      // tlds: a package whose entry is index.json (Node imports it only with an attribute).
      contents:
        'export { where } from "./src/db/where.ts";\nimport tlds from "tlds";\nexport const count: number = tlds.length;\n',
      resolveDir: dir,
      outfile,
    });
    const bundled = (await import(pathToFileURL(outfile).href)) as {
      where: Record<string, string>;
      count: number;
    };
    const source = path.join(dir, "src/db/where.ts");
    expect(bundled.where).toEqual({
      url: pathToFileURL(source).href,
      dirname: path.dirname(source),
      filename: source,
      migrations: pathToFileURL(path.join(dir, "src/db/migrations")).href,
    });
    expect(bundled.count).toBeGreaterThan(1000);
  });
});

describe("serverBundleFor", () => {
  it("names a bundle under build/ for each server entry, and refuses any other file", () => {
    for (const entry of Object.values(SERVER_BUNDLES)) {
      expect(serverBundleFor(entry.source)).toBe(entry.outfile);
      expect(
        path.resolve(projectRoot, entry.outfile).startsWith(path.join(projectRoot, "build/")),
      ).toBe(true);
    }
    expect(() => serverBundleFor("server/app.ts" as never)).toThrow();
  });
});
