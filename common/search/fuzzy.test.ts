import { describe, expect, it } from "vitest";
import { CITIES } from "../catalogs/cities.ts";
import { SPECIALTIES } from "../catalogs/specialties.ts";
import { buildFuzzyIndex, editDistance, phoneticKey } from "./fuzzy.ts";
import { foldText } from "./normalize.ts";

/** The keys of every specialty and city name, as the search indexes them (one word). */
const KEYS = [
  ...SPECIALTIES.flatMap((specialty) => [
    specialty.name,
    specialty.specialistName,
    specialty.specialistPlural,
  ]),
  ...CITIES.map((city) => city.name),
]
  .map((name) => phoneticKey(foldText(name).replace(/[^a-z]/g, "")))
  .filter((key) => key.length >= 4);
const INDEX = buildFuzzyIndex(KEYS.map((key, value) => ({ key, value })));

/** Every typo of one or two letters a person might make (a deterministic sample). */
function typosOf(key: string, seed: number): string[] {
  const letters = "abdefijklmnoprstuyz";
  const pick = (n: number) => letters[(seed * 7 + n * 13) % letters.length]!;
  const out = [key];
  for (let i = 0; i < key.length; i += 2) {
    out.push(key.slice(0, i) + key.slice(i + 1)); // a letter missing
    out.push(key.slice(0, i) + pick(i) + key.slice(i)); // a letter added
    out.push(key.slice(0, i) + pick(i + 1) + key.slice(i + 1)); // a letter changed
    out.push(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2)); // two swapped
  }
  const twice = out.slice(1, 6).map((once, n) => once.slice(0, n + 2) + once.slice(n + 3));
  return [...out, ...twice, key + key.slice(0, 5)];
}

describe("the fuzzy index", () => {
  it("indexes the catalogue's names", () => {
    expect(KEYS.length).toBeGreaterThan(100);
  });

  it("finds exactly the keys within the allowed edits, closest first", () => {
    let typed = 0;
    let found = 0;
    KEYS.forEach((key, seed) => {
      for (const word of typosOf(key, seed)) {
        for (const max of [0, 1, 2]) {
          typed++;
          const expected = KEYS.map((other, value) => ({
            value,
            distance: editDistance(word, other, max),
          }))
            .filter((hit) => hit.distance <= max)
            .sort((a, b) => a.distance - b.distance || a.value - b.value);
          const hits = INDEX.lookup(word, max).map(({ value, distance }) => ({ value, distance }));
          expect(hits, `${word} (${max})`).toEqual(expected);
          found += hits.length;
        }
      }
    });
    expect(typed).toBeGreaterThan(5000);
    expect(found).toBeGreaterThan(typed / 2);
  }, 60_000);
});
