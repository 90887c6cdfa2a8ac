import type { EmergencyContact } from "../warning-signs/contacts.ts";

export type { EmergencyContact };

/** Dr. Salud's answer to `POST /api/ai/analyze-symptoms` (public-side 7). */
export type Urgency = "emergency" | "urgent" | "routine";

export interface SuggestedSpecialty {
  slug: string;
  name: string;
  /** Why this specialty, in the person's own terms; never a diagnosis. */
  reason: string;
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
