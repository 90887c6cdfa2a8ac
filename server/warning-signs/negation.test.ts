import { describe, expect, it } from "vitest";
import { assertionOf, withoutNegatedSpans } from "./negation.ts";
import { normalizeMessage } from "./normalize.ts";

/** How the words `phrase` are asserted inside `text` (both as a person would type them). */
function assertion(text: string, phrase: string) {
  const message = normalizeMessage(text);
  const words = normalizeMessage(phrase).tokens;
  const start = message.tokens.findIndex((_, index) =>
    words.every((word, offset) => message.tokens[index + offset] === word),
  );
  if (start < 0) throw new Error(`«${phrase}» not in «${text}»`);
  return assertionOf(message, start, start + words.length);
}

describe("assertionOf", () => {
  it.each([
    ["no me duele el pecho, solo tengo gripa", "duele el pecho"],
    ["sin fiebre y sin vómito", "fiebre"],
    ["no tengo fiebre ni dolor de pecho", "dolor de pecho"],
    ["nunca he pensado en quitarme la vida", "quitarme la vida"],
    ["no tengo pensamientos suicidas", "suicidas"],
    ["no es que me falte el aire", "falte el aire"],
    ["no tomé ninguna pastilla de más", "pastilla"],
  ])("%s: «%s» is denied", (text, phrase) => {
    expect(assertion(text, phrase)).toBe("negated");
  });

  it.each([
    ["no me duele el pecho, pero me falta el aire", "falta el aire"],
    ["no tengo fiebre pero me duele el pecho", "duele el pecho"],
    ["no tengo fiebre y me duele el pecho", "duele el pecho"],
    ["no sé si es grave, me duele el pecho", "duele el pecho"],
    ["no se me quita el dolor de pecho", "dolor de pecho"],
    ["no para de sangrar", "sangrar"],
    ["lleva 8 horas sin tomar leche", "sin tomar leche"],
    ["no tenía nada y de repente me dolió el pecho", "dolio el pecho"],
    ["mi bebé no come y no despierta", "no despierta"],
  ])("%s: «%s» is said to be happening", (text, phrase) => {
    expect(assertion(text, phrase)).toBe("affirmed");
  });

  it("reads phrases that carry their own no as they are", () => {
    expect(assertion("ya no quiero vivir", "no quiero vivir")).toBe("affirmed");
    expect(assertion("ya no puede respirar", "no puede respirar")).toBe("affirmed");
  });

  it.each([
    ["ya no me sangra la nariz", "sangra la nariz"],
    ["me sangró la nariz pero ya paró", "sangro la nariz"],
    ["me desmayé en misa, ya estoy bien", "desmaye"],
    ["me salió un chichón pero estoy bien", "chichon"],
  ])("%s: «%s» is over", (text, phrase) => {
    expect(assertion(text, phrase)).toBe("resolved");
  });

  it("does not take 'bien' as an intensifier for 'fine'", () => {
    expect(assertion("le duele el pecho y está bien pálido", "duele el pecho")).toBe("affirmed");
  });

  it.each([
    ["¿y si me da un infarto?", "infarto"],
    ["¿qué hago si a mi hijo le da una convulsión?", "convulsion"],
    ["¿cuáles son los síntomas de un derrame?", "derrame"],
    ["qué hacer en caso de que se ahogue", "ahogue"],
  ])("%s: «%s» is hypothetical", (text, phrase) => {
    expect(assertion(text, phrase)).toBe("hypothetical");
  });

  it("does not take a real question for a hypothetical one", () => {
    expect(assertion("qué hago si mi bebé no deja de vomitar", "vomitar")).toBe("affirmed");
  });

  it.each([
    ["tuve un infarto hace tres años", "infarto"],
    ["tuvo convulsiones cuando era bebé", "convulsiones"],
  ])("%s: «%s» is past history", (text, phrase) => {
    expect(assertion(text, phrase)).toBe("past");
  });

  it("keeps an ongoing complaint ongoing", () => {
    expect(assertion("me duele la espalda desde hace un mes", "duele la espalda")).toBe("affirmed");
  });
});

describe("withoutNegatedSpans", () => {
  it("drops what is denied and keeps the rest in the person's own words", () => {
    expect(withoutNegatedSpans("No me duele el pecho, solo tengo gripa")).toBe(
      ", solo tengo gripa",
    );
    expect(
      withoutNegatedSpans("no tengo dolor de pecho ni falta de aire, pero me duele la rodilla"),
    ).toBe(", pero me duele la rodilla");
    expect(withoutNegatedSpans("tengo hongos en las uñas")).toBe("tengo hongos en las uñas");
  });

  it("keeps negations that are part of the complaint", () => {
    expect(withoutNegatedSpans("no puedo dormir")).toBe("no puedo dormir");
    expect(withoutNegatedSpans("no se me quita la tos")).toBe("no se me quita la tos");
  });
});
