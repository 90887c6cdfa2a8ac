import { describe, expect, it } from "vitest";
import { hasMalformedText } from "./well-formed-body.ts";

describe("hasMalformedText", () => {
  it("accepts any well-formed text, emoji and accents included", () => {
    expect(hasMalformedText({ name: "Ñandú 😷 中文", list: [{ price: 1, tags: ["piel"] }] })).toBe(
      false,
    );
    expect(hasMalformedText(undefined)).toBe(false);
  });

  it("finds a lone surrogate in a value, a key or deep inside", () => {
    expect(hasMalformedText({ name: "\ud800" })).toBe(true);
    expect(hasMalformedText({ "clave\udc00": 1 })).toBe(true);
    expect(hasMalformedText({ a: [{ b: ["bien", "mal \udfff"] }] })).toBe(true);
    let deep: unknown = "\ud83d";
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(hasMalformedText(deep)).toBe(true);
  });
});
