import { describe, expect, it } from "vitest";
import { buildFuzzyIndex, editDistance, phoneticKey } from "./fuzzy.ts";
import { nameWords, parseSearchIntent } from "./intent.ts";
import { rankSpecialties } from "./lexicon.ts";

describe("typos anywhere in a word", () => {
  it.each([
    // First letters
    ["osiquiatra", "psiquiatria"],
    ["pisquiatra", "psiquiatria"],
    ["xinecologo", "ginecologia"],
    ["yinecologo", "ginecologia"],
    ["ftalmologo", "oftalmologia"],
    ["kardiologo", "cardiologia"],
    ["ardiologo en monterrey", "cardiologia"],
    // Middle letters
    ["cardiolgo", "cardiologia"],
    ["dermatolgo", "dermatologia"],
    ["neurolojo", "neurologia"],
    // Last letters
    ["pediatre", "pediatria"],
    ["urologp", "urologia"],
    ["pediatrician", "pediatria"],
    ["pediatrician", "pediatria"],
    ["peditrician", "pediatria"],
    ["dermatologyst", "dermatologia"],
  ])("%s → %s", (text, slug) => {
    expect(parseSearchIntent(text).specialtySlug).toBe(slug);
  });

  it("joins a specialty name typed as two words", () => {
    for (const text of [
      "otorrino laringologo",
      "otorrino laringólogo en puebla",
      "otorrinol aringologo",
    ])
      expect(parseSearchIntent(text), text).toMatchObject({
        specialtySlug: "otorrinolaringologia",
      });
    const gastro = parseSearchIntent("gastro enterologo");
    expect(gastro).toMatchObject({ specialtySlug: "gastroenterologia", remainingText: "" });
  });

  it("corrects misspelt symptom words, in Spanish and English, at any letter", () => {
    expect(rankSpecialties("me duele la garganata", 1)[0]?.slug).toBe("medicina-general");
    expect(rankSpecialties("infecion de oido", 1)[0]?.slug).toBe("otorrinolaringologia");
    expect(rankSpecialties("ear infecton", 1)[0]?.slug).toBe("otorrinolaringologia");
    expect(rankSpecialties("sunbrun", 1)[0]?.slug).toBe("dermatologia");
    expect(rankSpecialties("travellers diarhoea", 1)[0]?.slug).toBe("medicina-general");
  });

  it("keeps surnames as names", () => {
    for (const text of [
      "delgado castro",
      "ximena vargas guerrero",
      "medina",
      "ramos colima",
      "dra ana castillo navarro",
      "pedroza",
      "cardenas",
    ]) {
      expect(parseSearchIntent(text).specialtySlug, text).toBeUndefined();
      expect(rankSpecialties(text), text).toEqual([]);
    }
    // Read as a name, nothing is guessed.
    expect(parseSearchIntent("xinecologo", { typos: false }).specialtySlug).toBeUndefined();
    expect(nameWords("castro")).toEqual(["castro"]);
  });

  it("leaves everyday words that resemble a symptom word alone", () => {
    expect(rankSpecialties("una visita")).toEqual([]);
    expect(rankSpecialties("quisiera informes")).toEqual([]);
  });
});

describe("fuzzy index", () => {
  const words = ["cardiologo", "dermatologo", "ginecologo", "pediatra", "psiquiatra", "urologo"];
  const index = buildFuzzyIndex(words.map((word) => ({ key: phoneticKey(word), value: word })));

  it("finds a word with a typo at its first, middle or last letter", () => {
    expect(index.lookup(phoneticKey("xinecologo"), 1)[0]?.value).toBe("ginecologo");
    expect(index.lookup(phoneticKey("dermatplogo"), 1)[0]?.value).toBe("dermatologo");
    expect(index.lookup(phoneticKey("pediatrq"), 1)[0]?.value).toBe("pediatra");
  });

  it("reads only the words that share a deletion with the typed one", () => {
    expect(index.candidateCount(phoneticKey("xinecologo"), 1)).toBe(1);
    expect(index.candidateCount(phoneticKey("zzzzzz"), 2)).toBe(0);
  });

  it("measures edit distance with swapped letters as one edit", () => {
    expect(editDistance("pediatra", "pedaitra", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});
