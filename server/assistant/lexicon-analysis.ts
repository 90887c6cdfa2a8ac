import { findSpecialtyBySlug, SPECIALTIES } from "../../common/catalogs/specialties.ts";
import {
  rankSpecialties,
  SPECIALTY_ALIASES,
  SYMPTOM_LEXICON,
} from "../../common/search/lexicon.ts";
import { foldText, stemTokens } from "../../common/search/normalize.ts";
import { readSubject, type Subject } from "../../common/search/subject.ts";
import { SPECIALTY_KEYWORDS } from "../../common/search/specialty-keywords.ts";
import { assessWarningSigns, type AssessOptions } from "../warning-signs/assess.ts";
import { withoutNegatedSpans } from "../warning-signs/negation.ts";
import type { WarningAssessment, WarningSign } from "../warning-signs/types.ts";
import type { SuggestedSpecialty, SymptomAnalysis } from "./types.ts";

const MAX_SUGGESTIONS = 3;
/** A specialty far behind the first is noise from a secondary route, not a suggestion. */
const MIN_SHARE_OF_TOP = 0.35;
const GENERAL = "medicina-general";

interface Phrase {
  phrase: string;
  stems: readonly string[];
  /** Weight per specialty slug (lexicon route, 0.6 for catalogue keywords, 3 for a name). */
  routes: ReadonlyMap<string, number>;
  direct: boolean;
}

const PHRASES: readonly Phrase[] = (() => {
  const phrases: Phrase[] = [];
  const add = (phrase: string, routes: Map<string, number>, direct = false) => {
    const stems = [...new Set(stemTokens(phrase))];
    if (stems.length > 0) phrases.push({ phrase, stems, routes, direct });
  };
  for (const { phrase, specialties } of SYMPTOM_LEXICON) {
    add(phrase, new Map(specialties.map(({ slug, weight }) => [slug, weight])));
  }
  for (const specialty of SPECIALTIES) {
    for (const keyword of SPECIALTY_KEYWORDS[specialty.slug] ?? []) {
      add(keyword, new Map([[specialty.slug, 0.6]]));
    }
  }
  for (const { slug, phrase } of SPECIALTY_ALIASES) add(phrase, new Map([[slug, 3]]), true);
  return phrases;
})();

/**
 * Phrases that read as the patient's own words, not a verb phrase of the lexicon ("me duele
 * la rodilla" and "dolor de rodilla" share stems; the second reads better in a reason).
 */
const VERBAL_START = /^(me|se|mi|no|le|estoy|tengo|orino|veo|escucho)\s/;

function matchedPhrases(text: string): Phrase[] {
  const stems = new Set(stemTokens(text));
  return PHRASES.filter((entry) => entry.stems.every((stem) => stems.has(stem)));
}

function quoted(phrases: readonly string[]): string {
  return phrases.map((phrase) => `«${phrase}»`).join(" y ");
}

function reasonFor(slug: string, matched: readonly Phrase[], subject: Subject): string {
  if (matched.some((entry) => entry.direct && entry.routes.has(slug))) {
    return "Es la especialidad que mencionaste.";
  }
  const symptomPhrases = matched
    .filter((entry) => !entry.direct && entry.routes.has(slug))
    .sort(
      (a, b) =>
        (b.routes.get(slug) ?? 0) - (a.routes.get(slug) ?? 0) ||
        Number(VERBAL_START.test(a.phrase)) - Number(VERBAL_START.test(b.phrase)) ||
        b.stems.length - a.stems.length,
    );
  // The phrase's main destination (its heaviest route) is this specialty.
  const primary = symptomPhrases.filter(
    (entry) => (entry.routes.get(slug) ?? 0) >= Math.max(...entry.routes.values()),
  );
  if (slug === "pediatria" && subject.child && primary.length === 0) {
    return "Atiende a bebés, niñas, niños y adolescentes.";
  }
  if (slug === "geriatria" && subject.olderAdult && primary.length === 0) {
    return "Atiende a personas adultas mayores de forma integral.";
  }
  const words = uniqueReadable(primary.length > 0 ? primary : symptomPhrases);
  if (words.length === 0) return "Es una de las especialidades relacionadas con lo que describes.";
  return primary.length > 0
    ? `Suele valorar lo que describes: ${quoted(words)}.`
    : `También puede valorar lo que describes (${quoted(words)}), según el caso.`;
}

/** Up to two phrases, skipping ones that say the same with other words. */
function uniqueReadable(entries: readonly Phrase[]): string[] {
  const chosen: Phrase[] = [];
  for (const entry of entries) {
    const sameStems = chosen.some(
      (other) =>
        other.stems.length === entry.stems.length &&
        other.stems.every((stem) => entry.stems.includes(stem)),
    );
    const contained = chosen.some((other) => entry.stems.every((s) => other.stems.includes(s)));
    if (sameStems || contained) continue;
    chosen.push(entry);
    if (chosen.length === 2) break;
  }
  return chosen.map((entry) => entry.phrase);
}

function specialty(slug: string, reason: string): SuggestedSpecialty | null {
  const found = findSpecialtyBySlug(slug);
  return found ? { slug: found.slug, name: found.name, reason } : null;
}

/** Specialties for a description: the search's own ranking, with a reason for each. */
export function suggestSpecialties(text: string): SuggestedSpecialty[] {
  const ranked = rankSpecialties(text, MAX_SUGGESTIONS);
  const top = ranked[0]?.score ?? 0;
  const matched = matchedPhrases(text);
  const subject = readSubject(foldText(text));
  return ranked
    .filter(({ score }) => score >= top * MIN_SHARE_OF_TOP)
    .map(({ slug }) => specialty(slug, reasonFor(slug, matched, subject)))
    .filter((entry): entry is SuggestedSpecialty => entry !== null);
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} o ${names.at(-1)}`;
}

function suggestionSentence(specialties: readonly SuggestedSpecialty[]): string {
  const [first, ...others] = specialties.map((entry) => entry.name);
  const also = others.length > 0 ? `; también podrías considerar ${listNames(others)}` : "";
  return `te puede orientar una consulta de ${first}${also}.`;
}

const DISCLAIMER = "Esta orientación no sustituye la valoración de un médico.";

/**
 * After a warning sign, the follow-up specialties come from the rule (chest pain: cardiology),
 * reusing the lexicon's reason when it found the same specialty. Other lexicon guesses are
 * left out: an emergency answer should say one clear thing.
 */
function followUpSpecialties(signs: readonly WarningSign[], suggested: SuggestedSpecialty[]) {
  const result: SuggestedSpecialty[] = [];
  const seen = new Set<string>();
  for (const slug of signs.flatMap((sign) => sign.specialties)) {
    if (seen.has(slug)) continue;
    const fromText = suggested.find((entry) => entry.slug === slug);
    const entry =
      fromText ?? specialty(slug, "Puede darte seguimiento una vez que te hayan atendido.");
    if (entry) {
      result.push(entry);
      seen.add(slug);
    }
  }
  return result.slice(0, MAX_SUGGESTIONS);
}

/** Advice of at most this many signs: a longer answer would bury the first action. */
const MAX_ADVICE = 2;

/**
 * A warning sign leads the answer with what to do now (911, urgencias, the Línea de la Vida),
 * then why, then who follows up; an emergency answer starts with the action itself.
 */
function warningAnswer(
  assessment: WarningAssessment,
  suggested: SuggestedSpecialty[],
): SymptomAnalysis {
  const specialties = followUpSpecialties(assessment.signs, suggested);
  const advice = assessment.signs
    .slice(0, MAX_ADVICE)
    .map((sign) => sign.advice)
    .join(" ");
  const followUp =
    specialties.length > 0
      ? ` Para el seguimiento, ${suggestionSentence(specialties.slice(0, 2))}`
      : "";
  const emergency = assessment.level === "emergency";
  const body = `${assessment.firstAction} ${advice}${followUp}`;
  return {
    greeting: emergency ? body : `Hola, soy Dr. Salud. ${body} ${DISCLAIMER}`,
    specialties,
    urgency: emergency ? "emergency" : "urgent",
    contacts: assessment.contacts,
    source: "lexicon",
  };
}

/**
 * Dr. Salud without a language model: warning signs first (server/warning-signs), then the
 * specialties the search lexicon ranks for what the description affirms ("no me duele el
 * pecho, solo tengo gripa" is read as "solo tengo gripa"). It orients; it never names what
 * the person has.
 */
export function analyseWithLexicon(
  description: string,
  options: AssessOptions = {},
): SymptomAnalysis {
  const assessment = assessWarningSigns(description, options);
  const suggested = suggestSpecialties(withoutNegatedSpans(description));
  if (assessment.level !== "none") return warningAnswer(assessment, suggested);

  if (suggested.length === 0) {
    const general = specialty(
      GENERAL,
      "Puede escucharte, valorarte y, si hace falta, enviarte con el especialista adecuado.",
    );
    return {
      greeting:
        "Hola, soy Dr. Salud. No logré identificar síntomas concretos en lo que escribiste. Una consulta de Medicina General es un buen punto de partida: el médico puede valorarte y, si hace falta, enviarte con el especialista adecuado. Si quieres, cuéntame qué sientes, en qué parte del cuerpo y desde cuándo.",
      specialties: general ? [general] : [],
      urgency: "routine",
      contacts: [],
      source: "lexicon",
    };
  }

  return {
    greeting: `Hola, soy Dr. Salud. Por lo que describes, ${suggestionSentence(suggested)} ${DISCLAIMER}`,
    specialties: suggested,
    urgency: "routine",
    contacts: [],
    source: "lexicon",
  };
}
