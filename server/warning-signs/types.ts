import type { EmergencyContact } from "./contacts.ts";

/** What a warning sign asks for: call 911 now, or be seen in urgencias today. */
export type WarningLevel = "emergency" | "urgent";

/** Every warning-sign category, in the order of the documentation table. */
export const WARNING_CATEGORIES = [
  "stroke",
  "heart-attack",
  "severe-bleeding",
  "poisoning",
  "suicidal",
  "self-harm",
  "pregnancy",
  "infant",
  "anaphylaxis",
  "breathing",
  "seizure",
  "burns",
  "head-injury",
  "thunderclap-headache",
  "meningitis",
  "abdomen",
  "diabetic",
  "testicular",
  "fever-confusion",
  "unresponsive",
  "violence",
  "heat-stroke",
] as const;

export type WarningCategory = (typeof WARNING_CATEGORIES)[number];

/** Who read the sign: the concept rules, the learned classifier, or a configured chat model. */
export type SignSource = "rules" | "classifier" | "model";

export interface WarningSign {
  id: string;
  category: WarningCategory;
  level: WarningLevel;
  /** What to do right now, one sentence in Spanish ("Llama al 911 ahora…"). */
  firstAction: string;
  /** Why, and what to do or avoid while help arrives. */
  advice: string;
  contacts: readonly EmergencyContact[];
  /** Catalogue slugs that can follow up once the person has been seen. */
  specialties: readonly string[];
  source: SignSource;
}

export interface WarningAssessment {
  level: WarningLevel | "none";
  /** Most urgent first; empty when nothing was found. */
  signs: WarningSign[];
  /** The first sign's action: what to do before reading anything else. */
  firstAction: string | null;
  /** Every number to call, without repeats (911 first unless a crisis line leads). */
  contacts: EmergencyContact[];
}
