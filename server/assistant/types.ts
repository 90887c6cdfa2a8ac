/** Dr. Salud's answer to `POST /api/ai/analyze-symptoms` (public-side 7). */
export type Urgency = "emergency" | "urgent" | "routine";

export interface SuggestedSpecialty {
  slug: string;
  name: string;
  /** Why this specialty, in the person's own terms; never a diagnosis. */
  reason: string;
}

export interface EmergencyContact {
  name: string;
  /** As written in Mexico: "911", "800 911 2000". */
  phone: string;
  /** Digits for a tel: link. */
  tel: string;
}

export interface SymptomAnalysis {
  greeting: string;
  specialties: SuggestedSpecialty[];
  /** emergency: call 911 now; urgent: be seen today (urgencias); routine: book a visit. */
  urgency: Urgency;
  /** Numbers to call when a warning sign was read; empty otherwise. */
  contacts: EmergencyContact[];
  /** Who wrote the answer: the Spanish lexicon, or the configured chat model. */
  source: "lexicon" | "chat";
}

export const CONTACTS = {
  emergencies: { name: "Emergencias", phone: "911", tel: "911" },
  lifeLine: { name: "Línea de la Vida", phone: "800 911 2000", tel: "8009112000" },
} as const satisfies Record<string, EmergencyContact>;
