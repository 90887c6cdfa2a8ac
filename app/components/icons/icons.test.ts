import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  declaredIconIds,
  ICONS_MODULE,
  renderSprite,
  SPRITE_FILE,
} from "../../../scripts/icon-sprite.ts";

describe("icon sprite", () => {
  it("draws every icon the app declares, from lucide's current data (run scripts/icon-sprite.ts)", async () => {
    const ids = declaredIconIds();
    expect(ids.length).toBeGreaterThan(50);
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await renderSprite(ids));
  });

  it("declares each lucide name the app imports", () => {
    const source = readFileSync(ICONS_MODULE, "utf8");
    for (const name of ["Phone", "Star", "Heart", "Search", "ChevronRight", "Loader2", "Map"]) {
      expect(source).toMatch(new RegExp(`export const ${name} = spriteIcon\\(`));
    }
  });
});
