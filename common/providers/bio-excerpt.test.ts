import { describe, expect, it } from "vitest";
import { BIO_EXCERPT_LENGTH, bioForCard } from "./bio-excerpt.ts";

describe("the bio a results card carries", () => {
  it("keeps two characters past the excerpt, whitespace collapsed", () => {
    const bio = `Cardióloga   con\n${"x".repeat(300)}`;
    const card = bioForCard(bio)!;
    expect(Array.from(card)).toHaveLength(BIO_EXCERPT_LENGTH + 2);
    expect(card.startsWith("Cardióloga con x")).toBe(true);
  });

  it("cuts by code point, never half an emoji", () => {
    const card = bioForCard(`${"a".repeat(100)}🩺🩺🩺 y más`)!;
    expect(card).toBe(`${"a".repeat(100)}🩺🩺`);
    expect(() => encodeURIComponent(card)).not.toThrow();
  });

  it("leaves short bios and null alone", () => {
    expect(bioForCard("Pediatra")).toBe("Pediatra");
    expect(bioForCard(null)).toBeNull();
  });
});

describe("bioForCard against the plain definition", () => {
  /** Collapse, trim, keep the first BIO_EXCERPT_LENGTH + 2 code points. */
  const reference = (bio: string) =>
    Array.from(bio.replace(/\s+/g, " ").trim())
      .slice(0, BIO_EXCERPT_LENGTH + 2)
      .join("");

  it("gives the same excerpt for bios of every shape", () => {
    const pieces = ["a", "ñ", " ", "  ", "\n", "\t", "\u00a0", "🩺", "é", "palabra", "\r\n"];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let sample = 0; sample < 2_000; sample++) {
      let bio = "";
      const length = Math.floor(random() * 160);
      for (let i = 0; i < length; i++) bio += pieces[Math.floor(random() * pieces.length)];
      expect(bioForCard(bio)).toBe(reference(bio));
    }
    for (const bio of [
      "",
      "   ",
      `${"a".repeat(101)} b`,
      `${"a".repeat(102)} `,
      `  ${"b".repeat(200)}`,
    ])
      expect(bioForCard(bio)).toBe(reference(bio));
  });
});
