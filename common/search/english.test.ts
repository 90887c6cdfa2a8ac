import { describe, expect, it } from "vitest";
import { findInsurerByName } from "../catalogs/insurers.ts";
import { ENGLISH_CONCEPTS, ENGLISH_SPECIALTY_NAMES } from "./english.ts";
import { parseSearchIntent } from "./intent.ts";
import { rankSpecialties } from "./lexicon.ts";

/** Where a text leads: the specialty it names, or else the first its words point to. */
function destination(text: string): string | undefined {
  return parseSearchIntent(text).specialtySlug ?? rankSpecialties(text, 1)[0]?.slug;
}

describe("English and Spanglish", () => {
  it("sends every concept's phrases, typed alone, to the concept's main destination", () => {
    for (const { phrases, routes } of ENGLISH_CONCEPTS) {
      for (const phrase of phrases) expect(destination(phrase), phrase).toBe(routes[0]![0]);
    }
  });

  it("reads every English specialty name as naming the specialty", () => {
    for (const [slug, names] of Object.entries(ENGLISH_SPECIALTY_NAMES)) {
      for (const name of names) expect(parseSearchIntent(name).specialtySlug, name).toBe(slug);
    }
  });

  it.each([
    // Specialty names and lay names
    ["ob-gyn", "ginecologia"],
    ["OB/GYN in Playa del Carmen", "ginecologia"],
    ["family doctor", "medicina-familiar"],
    ["a GP near me", "medicina-general"],
    ["pediatrician", "pediatria"],
    ["eye doctor", "oftalmologia"],
    ["skin doctor", "dermatologia"],
    ["ENT", "otorrinolaringologia"],
    ["dentist", "odontologia"],
    ["shrink", "psicologia"],
    ["therapist online", "psicologia"],
    // Complaints
    ["UTI", "urologia"],
    ["I think I have a urinary tract infection", "urologia"],
    ["ear infection", "otorrinolaringologia"],
    ["sore throat", "medicina-general"],
    ["traveller's diarrhoea", "medicina-general"],
    ["Montezuma's revenge", "medicina-general"],
    ["food poisoning", "medicina-general"],
    ["sunburn", "dermatologia"],
    ["sprained ankle", "traumatologia"],
    ["back pain", "traumatologia"],
    ["sports injury", "traumatologia"],
    ["allergies", "alergologia"],
    ["rash", "dermatologia"],
    ["STD test", "infectologia"],
    ["pregnancy test", "ginecologia"],
    ["birth control", "ginecologia"],
    // Spanglish
    ["un doctor que hable english para mi kid", "pediatria"],
    ["my kid has a fever", "pediatria"],
    ["necesito un dentist en Cancún", "odontologia"],
  ])("%s → %s", (text, slug) => {
    expect(destination(text)).toBe(slug);
  });

  it("drops English filler and links from the words left for the text search", () => {
    const intent = parseSearchIntent("I need a dentist in Cancún");
    expect(intent).toMatchObject({ specialtySlug: "odontologia", citySlug: "cancun" });
    expect(intent.remainingText).toBe("");
  });

  it("reads the international plans expats hold as the Mexican insurer that serves them", () => {
    expect(parseSearchIntent("doctor who takes Bupa Global").qualifiers.insurerSlug).toBe(
      "bupa-mexico",
    );
    expect(parseSearchIntent("dermatólogo que acepte Allianz Care").qualifiers.insurerSlug).toBe(
      "allianz-mexico",
    );
    expect(parseSearchIntent("MetLife").qualifiers.insurerSlug).toBe("metlife-mexico");
    expect(parseSearchIntent("AXA Global Healthcare").qualifiers.insurerSlug).toBe("axa-mexico");
    expect(findInsurerByName("Allianz Worldwide Care")?.slug).toBe("allianz-mexico");
    expect(findInsurerByName("Bupa Global")?.slug).toBe("bupa-mexico");
  });
});

describe("language words", () => {
  it.each([
    "English-speaking doctor",
    "doctor que hable inglés",
    "pediatra que habla ingles",
    "dermatólogo bilingüe",
    "un doctor que hable english para mi kid",
  ])("%s asks for English", (text) => {
    expect(parseSearchIntent(text).qualifiers.language).toBe("en");
  });

  it("keeps the specialty and drops the language words from the text", () => {
    const intent = parseSearchIntent("English speaking pediatrician in Mérida");
    expect(intent).toMatchObject({
      specialtySlug: "pediatria",
      citySlug: "merida",
      qualifiers: { language: "en" },
      remainingText: "",
    });
  });

  it("leaves the surname Inglés alone", () => {
    expect(parseSearchIntent("maría inglés").qualifiers.language).toBeUndefined();
  });
});
