import { describe, expect, it } from "vitest";
import { SPECIALTIES } from "../catalogs/specialties.ts";
import { SPECIALTY_ALIASES, SYMPTOM_LEXICON, rankSpecialties } from "./lexicon.ts";
import { diminutiveBases, foldText, stemTokens } from "./normalize.ts";

function top(text: string): string | undefined {
  return rankSpecialties(text)[0]?.slug;
}

describe("foldText and stemTokens", () => {
  it("folds case, accents, ñ and punctuation", () => {
    expect(foldText("  ¿Me DUELE el Pecho?  Niño, Núñez!! ")).toBe("me duele el pecho nino nunez");
  });

  it("stems accented and unaccented spellings alike and drops stopwords", () => {
    expect(stemTokens("corazón")).toEqual(stemTokens("corazon"));
    expect(stemTokens("me duele la rodilla")).toEqual(stemTokens("dolor de rodilla"));
    expect(stemTokens("ojos rojos")).toEqual(stemTokens("ojo rojo"));
    expect(stemTokens("de la el en y que")).toEqual([]);
  });

  it("keeps uñas and negation, drops años", () => {
    expect(stemTokens("uñas")).toHaveLength(1);
    expect(stemTokens("no puedo dormir")).toContain("no");
    expect(stemTokens("hace dos años")).not.toContain("ano");
  });

  it("keeps 'mareado' (dizzy) with 'mareo', not with 'mar' (the sea)", () => {
    expect(stemTokens("mareado")).toEqual(stemTokens("mareos"));
    expect(stemTokens("mareada")).not.toEqual(stemTokens("mar"));
  });

  it("keeps 'sola' (alone) apart from 'sol' (the sun), and reads 'solo'", () => {
    expect(stemTokens("sola")).toEqual(stemTokens("solo"));
    expect(stemTokens("sola")).not.toEqual(stemTokens("sol"));
    expect(top("me siento muy sola")).toBe("psicologia");
    expect(top("me quemé con el sol")).toBe("dermatologia");
  });

  it("keeps 'nervios' (being nervous) apart from 'nervio' (a nerve)", () => {
    expect(stemTokens("nervios")).toEqual(stemTokens("nerviosa"));
    expect(stemTokens("nervios")).not.toEqual(stemTokens("nervio"));
    expect(top("ando de nervios")).toBe("psicologia");
    expect(top("me duele un nervio")).toBe("neurologia");
  });

  it("joins the forms of one complaint that Snowball leaves apart", () => {
    expect(stemTokens("me arde")).toEqual(stemTokens("ardor"));
    expect(stemTokens("se me está cayendo")).toEqual(stemTokens("se me cae"));
    expect(stemTokens("hinchazón")).toEqual(stemTokens("hinchado"));
    expect(stemTokens("inflamación")).toEqual(stemTokens("inflamada"));
    expect(stemTokens("se me durmió")).toEqual(stemTokens("se me duerme"));
    expect(stemTokens("pipí")).toEqual(stemTokens("orina"));
    // A fall is not hair falling out: "me caí" stays apart from "se me cae el pelo".
    expect(stemTokens("me caí")).not.toEqual(stemTokens("se me cae"));
  });

  it("guesses the word a diminutive comes from", () => {
    expect(diminutiveBases("granitos")[0]).toBe("granos");
    expect(diminutiveBases("boquita")).toEqual(["boca"]);
    expect(diminutiveBases("pancita")[0]).toBe("panza");
    expect(diminutiveBases("dolorcito")).toContain("dolor");
    expect(diminutiveBases("cita")).toEqual([]);
  });

  it("keeps 'lunar' (a mole) apart from the surname Luna", () => {
    expect(stemTokens("lunar")).not.toEqual(stemTokens("luna"));
    expect(stemTokens("lunares")).toEqual(stemTokens("lunar"));
  });
});

describe("SYMPTOM_LEXICON", () => {
  const slugs = new Set(SPECIALTIES.map((specialty) => specialty.slug));

  it("has at least 150 entries", () => {
    expect(SYMPTOM_LEXICON.length).toBeGreaterThanOrEqual(150);
  });

  it("routes only to catalogue specialties, with weights in 0..1 and the main one first", () => {
    for (const { phrase, specialties } of SYMPTOM_LEXICON) {
      expect(specialties.length, phrase).toBeGreaterThan(0);
      for (const { slug, weight } of specialties) {
        expect(slugs.has(slug), `${phrase} -> ${slug}`).toBe(true);
        expect(weight, phrase).toBeGreaterThan(0);
        expect(weight, phrase).toBeLessThanOrEqual(1);
      }
      const [main, ...others] = specialties;
      for (const other of others) expect(other.weight, phrase).toBeLessThanOrEqual(main!.weight);
      expect(new Set(specialties.map(({ slug }) => slug)).size, phrase).toBe(specialties.length);
    }
  });

  it("has no duplicate phrases and no phrase made only of stopwords", () => {
    const phrases = SYMPTOM_LEXICON.map(({ phrase }) => foldText(phrase));
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const { phrase } of SYMPTOM_LEXICON)
      expect(stemTokens(phrase).length, phrase).toBeGreaterThan(0);
  });

  it("covers nearly every specialty", () => {
    const covered = new Set(SYMPTOM_LEXICON.flatMap(({ specialties }) => specialties[0]!.slug));
    expect(covered.size).toBeGreaterThanOrEqual(30);
  });

  it("sends every phrase, typed alone, to its main destination", () => {
    for (const { phrase, specialties } of SYMPTOM_LEXICON) {
      expect(top(phrase), phrase).toBe(specialties[0]!.slug);
    }
  });

  it("sends every specialty alias to its specialty", () => {
    for (const { slug, phrase } of SPECIALTY_ALIASES) expect(top(phrase), phrase).toBe(slug);
  });
});

describe("rankSpecialties", () => {
  it.each([
    ["lunar", "dermatologia"],
    ["tengo un lunar que cambió", "dermatologia"],
    ["me tiemblan las manos", "neurologia"],
    ["tengo una muela picada", "odontologia"],
    ["me sale sangre cuando voy al baño", "coloproctologia"],
  ])("routes everyday phrasing %s to %s", (text, slug) => {
    expect(rankSpecialties(text, 1)[0]?.slug).toBe(slug);
  });

  it("meets the required behaviour", () => {
    expect(top("me duele el pecho al subir escaleras")).toBe("cardiologia");
    expect(top("granos en la cara")).toBe("dermatologia");
    expect(["psiquiatria", "psicologia"]).toContain(top("ansiedad y no puedo dormir"));
    expect(top("mi hijo tiene fiebre")).toBe("pediatria");
    expect(top("dermatóloga")).toBe("dermatologia");
    expect(top("ginecologo")).toBe("ginecologia");
    expect(top("pediatra")).toBe("pediatria");
    expect(top("cardiologo")).toBe("cardiologia");
  });

  it.each([
    ["dolor de pecho", "cardiologia"],
    ["presion alta", "cardiologia"],
    ["se me sube la presión en las tardes", "cardiologia"],
    ["tengo la tensión alta", "cardiologia"],
    ["presion elevada desde ayer", "cardiologia"],
    ["taquicardia", "cardiologia"],
    ["se me acelera el corazon", "cardiologia"],
    ["acne en la espalda", "dermatologia"],
    ["manchas en la piel", "dermatologia"],
    ["mucha comezón", "dermatologia"],
    ["se me cae el cabello", "dermatologia"],
    ["depresión", "psicologia"],
    ["ataques de panico", "psiquiatria"],
    ["insomnio", "psiquiatria"],
    ["mi bebé tiene tos y mocos", "pediatria"],
    ["mi hija vomita", "pediatria"],
    ["vacunas", "pediatria"],
    ["estoy embarazada", "ginecologia"],
    ["regla irregular", "ginecologia"],
    ["colicos menstruales", "ginecologia"],
    ["papanicolau y papanicolaou", "ginecologia"],
    ["me duele la rodilla", "traumatologia"],
    ["me torci el tobillo jugando futbol", "traumatologia"],
    ["dolor de espalda", "traumatologia"],
    ["migraña", "neurologia"],
    ["dolor de cabeza muy fuerte", "neurologia"],
    ["mareos", "neurologia"],
    ["vision borrosa", "oftalmologia"],
    ["tengo los ojos rojos", "oftalmologia"],
    ["me duelen los oídos", "otorrinolaringologia"],
    ["zumbido en los oidos", "otorrinolaringologia"],
    ["sinusitis", "otorrinolaringologia"],
    ["ardor al orinar", "urologia"],
    ["problemas de prostata", "urologia"],
    ["gastritis", "gastroenterologia"],
    ["agruras y reflujo", "gastroenterologia"],
    ["diarrea", "medicina-general"],
    ["estreñimiento", "gastroenterologia"],
    ["diabetes", "endocrinologia"],
    ["tengo el azúcar alta", "endocrinologia"],
    ["tiroides", "endocrinologia"],
    ["quiero bajar de peso", "nutriologia"],
    ["asma", "neumologia"],
    ["tos que no se me quita", "neumologia"],
    ["falta de aire", "neumologia"],
    ["dolor en las articulaciones", "reumatologia"],
    ["artritis", "reumatologia"],
    ["quimioterapia", "oncologia"],
    ["bolita en el seno", "ginecologia"],
    ["dolor de muelas", "odontologia"],
    ["caries", "odontologia"],
    ["mi hijo tiene caries", "odontologia"],
    ["hemorroides", "coloproctologia"],
    ["várices", "angiologia"],
    ["alergia", "alergologia"],
    ["estornudos", "alergologia"],
    ["riñones", "nefrologia"],
    ["anemia", "hematologia"],
    ["moretones", "hematologia"],
    ["adulto mayor", "geriatria"],
    ["chequeo general", "medicina-general"],
    ["gripa", "medicina-general"],
    ["rehabilitación", "medicina-fisica-y-rehabilitacion"],
    ["hernia", "cirugia-general"],
    ["hernia de disco", "neurocirugia"],
    ["cirugía de nariz", "cirugia-plastica"],
    ["vih", "infectologia"],
    ["control de diabetes", "medicina-familiar"],
    ["enfermedades crónicas", "medicina-interna"],
    ["tos con sangre", "neumologia"],
    ["oculista", "oftalmologia"],
    ["otorrino", "otorrinolaringologia"],
    ["internista", "medicina-interna"],
  ])("%s -> %s", (text, slug) => {
    expect(top(text)).toBe(slug);
  });

  it("moves fever, cough and vomiting to pediatrics only when a child is mentioned", () => {
    expect(top("fiebre")).toBe("medicina-general");
    expect(top("mi niña tiene fiebre")).toBe("pediatria");
    expect(top("tos")).toBe("medicina-general");
    expect(top("mi bebé tiene tos")).toBe("pediatria");
  });

  it("lets context decide where blood and the heart lead", () => {
    expect(top("tengo sangre en la orina")).toBe("urologia");
    expect(top("me sangran las encías al cepillarme")).toBe("odontologia");
    expect(top("necesito un análisis de sangre")).toBe("medicina-general");
    expect(top("me sangra la nariz seguido")).toBe("otorrinolaringologia");
    expect(top("quiero donar sangre")).toBe("medicina-general");
    for (const text of [
      "me corté el dedo y me salió sangre",
      "tengo el azúcar en la sangre alta",
    ]) {
      expect(
        rankSpecialties(text).map(({ slug }) => slug),
        text,
      ).not.toContain("hematologia");
    }
    expect(top("sangre")).toBe("hematologia");
    expect(top("tengo el corazón roto")).toBe("psicologia");
    expect(top("me rompieron el corazón")).toBe("psicologia");
    expect(top("me duele el corazón")).toBe("cardiologia");
  });

  it("reads breasts and the menstrual cycle apart from chest pain", () => {
    expect(top("me duelen los pechos, estoy amamantando")).toBe("ginecologia");
    expect(top("es normal que me duela el pecho antes de la regla")).toBe("ginecologia");
  });

  it("sends adult sons and daughters to adult medicine, not to pediatrics", () => {
    expect(top("mi hijo de 30 años tiene fiebre")).toBe("medicina-general");
    expect(top("mi hijo de 3 años tiene fiebre")).toBe("pediatria");
    // "bebe" is a verb here: no child, so coughing stays with general medicine.
    expect(top("mi papá bebe mucho y tiene tos")).toBe("medicina-general");
    expect(top("mi bebé tiene tos")).toBe("pediatria");
  });

  it("ignores word order and accents", () => {
    expect(rankSpecialties("pecho me duele")).toEqual(rankSpecialties("me duele el pecho"));
    expect(rankSpecialties("DOLOR DE OIDO")).toEqual(rankSpecialties("dolor de oído"));
  });

  it("prefers the more specific phrase", () => {
    expect(top("hernia de disco")).not.toBe(top("hernia"));
    expect(top("comezón en los ojos")).toBe("oftalmologia");
  });

  it("returns sorted positive scores, limited to 3 by default", () => {
    const ranking = rankSpecialties("dolor de cabeza, mareos, visión borrosa y fiebre");
    expect(ranking).toHaveLength(3);
    for (const { score } of ranking) expect(score).toBeGreaterThan(0);
    const scores = ranking.map(({ score }) => score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rankSpecialties("dolor de cabeza, mareos, visión borrosa y fiebre", 5)).toHaveLength(5);
    expect(rankSpecialties("ansiedad", 1)).toHaveLength(1);
    expect(rankSpecialties("ansiedad", 0)).toEqual([]);
  });

  it("reads a diminutive as its base word, only when that word is known", () => {
    expect(top("me salen granitos en la espalda")).toBe("dermatologia");
    expect(top("me duele la pancita")).toBe("gastroenterologia");
    expect(top("tengo un dolorcito en la rodilla")).toBe("traumatologia");
    expect(rankSpecialties("una visita")).toEqual([]);
  });

  it("leaves out what a denial says is absent, not what a complaint says is missing", () => {
    expect(rankSpecialties("no tengo fiebre")).toEqual([]);
    expect(rankSpecialties("sin tos ni calentura")).toEqual([]);
    expect(top("no tengo fiebre pero me duele la muela")).toBe("odontologia");
    expect(top("no me duele la cabeza, tengo agruras")).toBe("gastroenterologia");
    // The denial stops at the clause: the throat is affirmed.
    expect(top("no tengo tos, pero me duele la garganta")).toBe("medicina-general");
    // "no puedo", "no veo", "no me baja" state a complaint.
    expect(["psiquiatria", "psicologia"]).toContain(top("no puedo dormir"));
    expect(top("no veo bien")).toBe("oftalmologia");
    expect(top("no me baja la regla")).toBe("ginecologia");
    // A phrase that holds its own negation still matches.
    expect(top("no tengo ganas de nada")).toBe("psicologia");
    expect(top("sin ganas de nada")).toBe("psicologia");
  });

  it("finds a symptom anywhere in the sentence, and a body part alone routes lightly", () => {
    expect(top("desde el lunes siento el oído tapado y no se me quita")).toBe(
      "otorrinolaringologia",
    );
    expect(top("se me fue la voz")).toBe("otorrinolaringologia");
    expect(top("me truena el tobillo")).toBe("traumatologia");
    const [bodyPart] = rankSpecialties("la piel");
    expect(bodyPart?.slug).toBe("dermatologia");
    expect(bodyPart?.score).toBeLessThan(1);
    // A specific phrase outweighs the body part it names.
    expect(top("vista cansada")).toBe("oftalmologia");
    expect(top("piel amarilla")).toBe("gastroenterologia");
  });

  it("returns nothing for unknown or empty text", () => {
    expect(rankSpecialties("")).toEqual([]);
    expect(rankSpecialties("xyzzy qwerty")).toEqual([]);
    expect(rankSpecialties("de la en el")).toEqual([]);
  });

  it("reads everyday names of diabetes, joints and the throat", () => {
    expect(top("médico para el azúcar alta")).toBe("endocrinologia");
    expect(top("tengo la glucosa alta")).toBe("endocrinologia");
    expect(top("me duelen las coyunturas")).toBe("reumatologia");
    expect(top("especialista de la garganta")).toBe("otorrinolaringologia");
    expect(top("tengo anginas")).toBe("otorrinolaringologia");
    // A sore throat is still first a general practitioner's.
    expect(top("me duele la garganta")).toBe("medicina-general");
  });
});
