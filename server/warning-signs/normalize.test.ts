import { describe, expect, it } from "vitest";
import { normalizeMessage, normalizeWord } from "./normalize.ts";

const text = (input: string) => normalizeMessage(input).text;

describe("normalizeMessage", () => {
  it("lowercases and folds accents and ñ", () => {
    expect(text("Mi NIÑA está Pálida")).toBe("mi nina esta palida");
  });

  it("keeps clause punctuation as tokens, merged and trimmed", () => {
    expect(text("¡¡No me duele el pecho!!, solo tengo gripa...")).toBe(
      "no me duele el pecho . solo tengo gripa",
    );
    expect(normalizeMessage("fiebre, tos").tokens).toEqual(["fiebre", ",", "tos"]);
  });

  it("keeps decimals whole, with a point or a comma", () => {
    expect(text("tiene 38.5 de temperatura")).toBe("tiene 38.5 de temperatura");
    expect(text("marca 38,7")).toBe("marca 38.7");
  });

  it("shortens letters stretched for emphasis", () => {
    expect(text("me duele muuuucho, ayudaaaa")).toBe("me duele mucho , ayuda");
  });

  it.each([
    ["derrepente se me durmió la cara", "de repente se me durmio la cara"],
    ["me kiero morir", "me quiero morir"],
    ["estoy embarasada", "estoy embarazada"],
    ["tengo los pies inchados", "tengo los pies hinchados"],
    ["bomité dos veces", "vomite dos veces"],
    ["me desmallé", "me desmaye"],
    ["mi bb tiene calentura", "mi bebe tiene calentura"],
    ["me duelen los webos", "me duelen los huevos"],
    ["se me trava la lengua", "se me traba la lengua"],
    ["q me pasa xq", "que me pasa porque"],
    ["mi tio esta inconsiente", "mi tio esta inconsciente"],
  ])("respells %s", (input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it("leaves words that only look like misspellings alone", () => {
    expect(text("bajé 5 kilos")).toBe("baje 5 kilos");
    expect(text("el hecho es que")).toBe("el hecho es que");
  });
});

describe("normalizeWord", () => {
  it("folds one word the same way, and may split it", () => {
    expect(normalizeWord("Pálido")).toBe("palido");
    expect(normalizeWord("derrepente")).toBe("de repente");
  });
});

describe("emoji and laughter", () => {
  it("reads a symbol glued to a word, a variation selector or a joined emoji as a space", () => {
    expect(text("veo lucecitas✨ y me duele")).toBe("veo lucecitas y me duele");
    expect(text("me volví a cortar 😔\uFE0F llevaba")).toBe("me volvi a cortar llevaba");
    expect(text("mi novio👨\u200D👩\u200D👧me pegó")).toBe("mi novio me pego");
  });

  it("writes every laugh, and the laughing and skull emoji, as one token", () => {
    expect(text("jajajaja xD jsjsjs")).toBe("jaja jaja jaja");
    expect(text("me quiero morir 💀")).toBe("me quiero morir jaja");
    expect(text("mi hno")).toBe("mi hermano");
  });
});
