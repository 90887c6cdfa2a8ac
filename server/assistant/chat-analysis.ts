import { z } from "zod";
import { findSpecialtyBySlug, SPECIALTIES } from "../../common/catalogs/specialties.ts";
import type { ChatModel } from "../integrations/chat.ts";
import { soundsLikeDiagnosis } from "./diagnosis-guard.ts";
import { CONTACTS } from "../warning-signs/contacts.ts";
import { WARNING_CATEGORIES, type WarningCategory } from "../warning-signs/types.ts";
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
  `- Si lo que describe es una señal de alarma que necesita el 911 o urgencias ahora, pon en «warning» la clave que mejor le corresponda (${WARNING_CATEGORIES.join(", ")}); si no, null.`,
  'Responde solo con un objeto JSON: {"greeting": "…", "specialties": [{"slug": "…", "reason": "…"}], "urgency": "routine" | "urgent" | "emergency", "warning": null | "…"}.',
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

/** What the chat model said: its answer when usable, and a warning sign it read, if any. */
export interface ChatOpinion {
  answer: SymptomAnalysis | null;
  /** A third opinion on warning signs: it can only add one, and the fixed rules advise. */
  warning: WarningCategory | null;
}

const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(WARNING_CATEGORIES);

function warningOf(json: unknown): WarningCategory | null {
  const value = (json as { warning?: unknown } | null)?.warning;
  return typeof value === "string" && KNOWN_CATEGORIES.has(value.trim())
    ? (value.trim() as WarningCategory)
    : null;
}

/**
 * Asks the chat model. Its answer is kept only when it is well-formed, names catalogue
 * specialties and diagnoses nothing (null otherwise: the caller falls back to the lexicon);
 * a warning category it names is kept apart, even from an unusable answer.
 */
export async function analyseWithChat(chat: ChatModel, description: string): Promise<ChatOpinion> {
  const json = await askChat(chat, description);
  return { answer: json === null ? null : answerOf(json), warning: warningOf(json) };
}

async function askChat(chat: ChatModel, description: string): Promise<unknown> {
  const content = await chat.complete([
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: `Descripción de la persona:\n"""${description}"""` },
  ]);
  try {
    return JSON.parse(unfence(content));
  } catch {
    return null;
  }
}

function answerOf(json: unknown): SymptomAnalysis | null {
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
