import { describe, expect, it } from "vitest";
import { stemWord } from "./normalize.ts";

describe("stemWord", () => {
  it("gives the same stem from the stemmer and from its memory", () => {
    const words = ["cardiologos", "dolores", "ojos", "alta", "tos", "rodillas", "embarazada"];
    const first = words.map(stemWord);
    expect(first).toEqual(["cardiolog", "dolor", "ojo", "alt", "tos", "rodill", "embaraz"]);
    expect(words.map(stemWord)).toEqual(first);
  });

  it("stays right after its memory fills up and starts again", () => {
    const before = stemWord("corazones");
    for (let i = 0; i < 25_000; i++) stemWord(`palabra${i.toString(36)}s`);
    expect(stemWord("corazones")).toBe(before);
    expect(stemWord("palabrazzs")).toBe(stemWord("palabrazzs"));
  });
});
