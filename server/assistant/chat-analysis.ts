import { z } from "zod";
import { findSpecialtyBySlug, SPECIALTIES } from "../../common/catalogs/specialties.ts";
import type { ChatModel } from "../integrations/chat.ts";
import { soundsLikeDiagnosis } from "./diagnosis-guard.ts";
import { CONTACTS } from "../warning-signs/contacts.ts";
import type { SuggestedSpecialty, SymptomAnalysis } from "./types.ts";

const SYSTEM_PROMPT = [
  "Eres Dr. Salud, el asistente de un directorio de médicos verificados en México.",
  "Lees lo que una persona describe y la orientas hacia la especialidad médica adecuada.",
  "Reglas:",
  "- Escribe en español de México, con trato de tú, cálido y breve (máximo 3 oraciones).",
  "- Nunca diagnostiques: no digas qué enfermedad tiene la persona ni uses frases como «tienes», «padeces» o «se trata de».",
  "- Sugiere de 1 a 3 especialidades, solo de esta lista (slug: nombre):",
  ...SPECIALTIES.map((specialty) => `  ${specialty.slug}: ${specialty.name}`),
  "- Si hay señales de alarma (dolor de pecho con falta de aire, señales de derrame cerebral, sangrado abundante, desmayo, dificultad grave para respirar), urgency es «emergency» o «urgent» y recomiendas llamar al 911 o acudir a urgencias.",
  "- Si hay pensamientos suicidas, recomienda la Línea de la Vida, 800 911 2000, y el 911 si hay peligro inmediato.",
  "- Termina recordando que la orientación no sustituye la valoración de un médico.",
  'Responde solo con un objeto JSON: {"greeting": "…", "specialties": [{"slug": "…", "reason": "…"}], "urgency": "routine" | "urgent" | "emergency"}.',
].join("\n");

const chatAnswer = z.object({
  greeting: z.string().trim().min(10).max(900),
  specialties: z
    .array(z.object({ slug: z.string(), reason: z.string().trim().max(300).optional() }))
    .max(6),
  urgency: z.enum(["routine", "urgent", "emergency"]),
});

/** JSON the model wrapped in a ```json fence despite being asked not to. */
function unfence(content: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return (fenced?.[1] ?? content).trim();
}

/**
 * Asks the chat model and keeps its answer only when it is well-formed, names catalogue
 * specialties and diagnoses nothing; null otherwise (the caller falls back to the lexicon).
 */
export async function analyseWithChat(
  chat: ChatModel,
  description: string,
): Promise<SymptomAnalysis | null> {
  const content = await chat.complete([
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: `Descripción de la persona:\n"""${description}"""` },
  ]);
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    return null;
  }
  const parsed = chatAnswer.safeParse(json);
  if (!parsed.success) return null;
  const { greeting, urgency } = parsed.data;
  const specialties: SuggestedSpecialty[] = [];
  for (const entry of parsed.data.specialties) {
    const found = findSpecialtyBySlug(entry.slug.trim().toLowerCase());
    if (!found || specialties.some((s) => s.slug === found.slug)) continue;
    const reason =
      entry.reason || "Es una de las especialidades relacionadas con lo que describes.";
    specialties.push({ slug: found.slug, name: found.name, reason });
    if (specialties.length === 3) break;
  }
  if (specialties.length === 0) return null;
  if ([greeting, ...specialties.map((s) => s.reason)].some(soundsLikeDiagnosis)) return null;
  const urgent = urgency !== "routine";
  const mentionsHelp = /911|urgencias/i.test(greeting);
  return {
    greeting:
      urgent && !mentionsHelp
        ? `${greeting} Si los síntomas son intensos o empeoran, llama al 911 o acude a urgencias.`
        : greeting,
    specialties,
    urgency,
    contacts: urgent ? [CONTACTS.emergencies] : [],
    source: "chat",
  };
}
