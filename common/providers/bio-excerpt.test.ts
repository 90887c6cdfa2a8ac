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
