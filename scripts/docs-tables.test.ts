import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../server/config.ts";
import { projectRoot } from "./lib/build.ts";
import { envExampleNames, generatedFiles, regenerated } from "./lib/docs-tables.ts";

describe("generated documentation tables", () => {
  it.each(generatedFiles())(
    "%s holds the tables the code produces (npm run docs:tables)",
    async (file) => {
      const committed = readFileSync(path.join(projectRoot, file), "utf8");
      expect(committed).toBe(await regenerated(file));
    },
  );
});

describe(".env.example", () => {
  it("lists every variable the configuration reads, and nothing else", () => {
    const listed = envExampleNames();
    expect([...new Set(listed)].sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });
});
