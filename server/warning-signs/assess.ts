import { readSubject } from "../../common/search/subject.ts";
import { findConcepts, type ConceptId, type Finding } from "./concepts.ts";
import { CONTACTS, type EmergencyContact } from "./contacts.ts";
import { normalizeMessage, type NormalizedMessage } from "./normalize.ts";
import { RULES, type Facts, type Rule } from "./rules.ts";
import type { WarningAssessment, WarningSign } from "./types.ts";

/**
 * Dr. Salud's warning signs, read the same way for the assistant, the search box and the
 * voice search: normalise the message, find symptom concepts with their negation, read who it
 * is about and any stated temperature, glucose or pressure, then apply one rule per
 * emergency. Pure and synchronous; it never names what the person has.
 */

const FEVER_CONTEXT = /\b(fiebre|calentura|temperatura|grados|termometro|marca|caliente)\b/;
const TEMPERATURE = /(?:^| )(3[5-9]|4[0-3])(?:\.(\d))?(?= |$)/g;
const GLUCOSE =
  /\b(?:azucar|glucosa|glucometro)(?: (?:en|de|marca|dice|sale|salio|esta|me|le|la|el|tengo|tiene))* (\d{2,3}|hi)\b/;
const SYSTOLIC = /\bpresion(?: (?:en|de|esta|marca|me|le|la|tengo|tiene))* (\d{2,3})\b/;

function readTemperature(text: string): number | null {
  if (!FEVER_CONTEXT.test(text)) return null;
  let highest: number | null = null;
  for (const match of text.matchAll(TEMPERATURE)) {
    const value = Number(`${match[1]}.${match[2] ?? "0"}`);
    highest = highest === null ? value : Math.max(highest, value);
  }
  return highest;
}

function readGlucose(text: string): number | null {
  const value = GLUCOSE.exec(text)?.[1];
  if (value === undefined) return null;
  return value === "hi" ? Number.POSITIVE_INFINITY : Number(value);
}

function readSystolic(text: string): number | null {
  const value = SYSTOLIC.exec(text)?.[1];
  return value === undefined ? null : Number(value);
}

function factsOf(message: NormalizedMessage, findings: readonly Finding[]): Facts {
  const present = new Set<ConceptId>(
    findings.filter((finding) => finding.assertion === "affirmed").map((f) => f.concept),
  );
  const temperature = readTemperature(message.text);
  const has = (concept: ConceptId) => present.has(concept);
  return {
    has,
    count: (...concepts) => concepts.filter(has).length,
    subject: readSubject(message.text),
    temperature,
    glucose: readGlucose(message.text),
    systolic: readSystolic(message.text),
    fever: temperature === null ? has("fever") : temperature >= 38,
  };
}

/** A sign whose advice another one already gives. */
const COVERED_BY: Readonly<Record<string, readonly string[]>> = {
  "severe-breathing": ["choking", "anaphylaxis", "heart-attack-signs"],
  "infant-fever": ["infant-warning", "meningitis-signs"],
  poisoning: ["overdose"],
  "physical-violence": ["sexual-violence"],
};

function signOf(rule: Rule, facts: Facts): WarningSign {
  const specialties =
    facts.subject.child && rule.childSpecialties ? rule.childSpecialties : rule.specialties;
  return {
    id: rule.id,
    category: rule.category,
    level: rule.level,
    firstAction: rule.firstAction,
    advice: rule.advice,
    contacts: rule.contacts.map((id) => CONTACTS[id]),
    specialties,
  };
}

function uniqueContacts(signs: readonly WarningSign[]): EmergencyContact[] {
  const byTel = new Map<string, EmergencyContact>();
  for (const contact of signs.flatMap((sign) => sign.contacts)) byTel.set(contact.tel, contact);
  return [...byTel.values()];
}

/** The concepts found in a message and how each is asserted, for tests and the eval. */
export function explainWarningSigns(text: string): Finding[] {
  return findConcepts(normalizeMessage(text));
}

export function assessWarningSigns(text: string): WarningAssessment {
  const message = normalizeMessage(text);
  const facts = factsOf(message, findConcepts(message));
  const fired = RULES.filter((rule) => rule.when(facts));
  const firedIds = new Set(fired.map((rule) => rule.id));
  const emergency = fired.some((rule) => rule.level === "emergency");
  const signs = fired
    .filter((rule) => !(COVERED_BY[rule.id] ?? []).some((id) => firedIds.has(id)))
    // Once something is an emergency, same-day advice would only blur the message.
    .filter((rule) => !emergency || rule.level === "emergency")
    .map((rule) => signOf(rule, facts));
  const first = signs[0];
  return {
    level: first ? (emergency ? "emergency" : "urgent") : "none",
    signs,
    firstAction: first?.firstAction ?? null,
    contacts: uniqueContacts(signs),
  };
}

/**
 * A compact answer for a banner (search box, voice search): the level, the action to take
 * now and the numbers to call; null when the text holds no warning sign.
 */
export interface WarningSummary {
  level: "emergency" | "urgent";
  firstAction: string;
  contacts: EmergencyContact[];
  categories: string[];
}

export function summarizeWarningSigns(text: string): WarningSummary | null {
  const assessment = assessWarningSigns(text);
  if (assessment.level === "none" || !assessment.firstAction) return null;
  return {
    level: assessment.level,
    firstAction: assessment.firstAction,
    contacts: assessment.contacts,
    categories: [...new Set(assessment.signs.map((sign) => sign.category))],
  };
}
