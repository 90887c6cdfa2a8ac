import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./lib/build.ts";

/*
 * Browser specs run in three workers at once (playwright.config.ts), and many start a server of
 * their own on a fixed port and data folder. Two specs with the same port or folder in different
 * groups collide only when their turns overlap, which depends on timing: the faults spec and the
 * admin panel's once shared 4201, and the password-reset and before-hydration specs 4231.
 */
const E2E_DIR = path.join(projectRoot, "tests/e2e");
const specs = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith(".spec.ts"))
  .map((name) => ({ name, text: readFileSync(path.join(E2E_DIR, name), "utf8") }));

/** Every `port: 4231`, `PORT = 4201` and `PORT: "4202"` of a spec. */
function portsIn(text: string): number[] {
  return [...text.matchAll(/\b(?:port:|PORT\s*=|PORT:)\s*"?(\d{4,5})\b/g)].map(([, port]) =>
    Number(port),
  );
}

/** Every data folder a spec names under .tmp/. */
function dataDirsIn(text: string): string[] {
  return [...text.matchAll(/"(\.tmp\/e2e-[^"]+)"/g)].map(([, dir]) => dir!);
}

function owners(find: (text: string) => (string | number)[]): Map<string | number, string[]> {
  const found = new Map<string | number, string[]>();
  for (const { name, text } of specs)
    for (const value of new Set(find(text))) found.set(value, [...(found.get(value) ?? []), name]);
  return found;
}

describe("browser specs' own servers", () => {
  it("finds the ports and folders it checks", () => {
    expect(portsIn('const PORT = 4201;\nserverWithMail({ port: 4231 });\nPORT: "4202"')).toEqual([
      4201, 4231, 4202,
    ]);
    expect(dataDirsIn('dataDir: ".tmp/e2e-claim-db"')).toEqual([".tmp/e2e-claim-db"]);
    expect(owners(portsIn).size).toBeGreaterThan(15);
  });

  it("gives each spec's server a port no other spec uses", () => {
    const shared = [...owners(portsIn)].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it("gives each spec's server a data folder no other spec uses", () => {
    const shared = [...owners(dataDirsIn)].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });
});
