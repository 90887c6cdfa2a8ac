/** The answer of POST /api/ai/analyze-symptoms (server/assistant/types.ts). */
export interface SymptomAnalysis {
  greeting: string;
  specialties: { slug: string; name: string; reason: string }[];
  urgency: "emergency" | "urgent" | "routine";
  contacts: { name: string; phone: string; tel: string }[];
  source: "lexicon" | "chat";
}
