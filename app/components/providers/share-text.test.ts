import { describe, expect, it } from "vitest";
import { bioForCard } from "../../../common/providers/bio-excerpt.ts";
import { buildShareText } from "./share-text.ts";

// Results pages send bioForCard(bio) instead of the whole bio: the message must not change.
describe("a card's share message from the bio a results page sends", () => {
  it("gives the same share message as the whole bio", () => {
    const bios = [
      null,
      "Pediatra",
      `${"a".repeat(100)}`,
      `${"a".repeat(101)}`,
      `${"a".repeat(102)}`,
      `${"b".repeat(99)}🩺 y más texto`,
      `${"d".repeat(100)} e`,
      `${"d".repeat(100)} ef`,
      `${"d".repeat(99)} e f g`,
      `Línea uno\n\nlínea   dos ${"c".repeat(500)}`,
    ];
    for (const bio of bios) {
      const provider = { name: "Dra. Ana", specialty: "Cardiología", city: "León", bio };
      expect(buildShareText({ ...provider, bio: bioForCard(bio) }, "/x")).toBe(
        buildShareText(provider, "/x"),
      );
    }
  });
});
