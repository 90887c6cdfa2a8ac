import { badRequest } from "../../common/errors.ts";
import { ChatServiceError, type ChatModel } from "../integrations/chat.ts";
import type { Logger } from "../logger.ts";
import { analyseWithChat } from "./chat-analysis.ts";
import { analyseWithLexicon } from "./lexicon-analysis.ts";
import { assessWarningSigns } from "../warning-signs/assess.ts";
import type { SymptomAnalysis } from "./types.ts";

export const ASSISTANT_MESSAGES = {
  missingQuery: "Describe tus síntomas para que Dr. Salud pueda orientarte.",
  tooLong: "Tu descripción es demasiado larga: usa como máximo 2000 caracteres.",
} as const;

const MIN_QUERY = 3;
const MAX_QUERY = 2000;

/**
 * Dr. Salud (public-side 1, 7): reads a free-text description and answers a greeting, up to
 * three specialties with a reason each, and an urgency. Warning signs are always judged by
 * the fixed rules of server/warning-signs, also when a chat model is configured: their advice (911,
 * urgencias, Línea de la Vida) must not depend on a model's mood. A message in which the rules
 * and the classifier read nothing goes to the model, whose "warning" can only add a sign (the
 * rules' advice then answers); its timeout is the chat client's. Without a model, or when it
 * fails or answers something unusable, the Spanish search lexicon answers.
 */
export function createAssistantService(deps: { chat: ChatModel | null; logger?: Logger }) {
  return {
    async analyzeSymptoms(query: unknown): Promise<SymptomAnalysis> {
      const description = typeof query === "string" ? query.trim() : "";
      if (description.length < MIN_QUERY) throw badRequest(ASSISTANT_MESSAGES.missingQuery);
      if (description.length > MAX_QUERY) throw badRequest(ASSISTANT_MESSAGES.tooLong);

      if (!deps.chat || assessWarningSigns(description).level !== "none") {
        return analyseWithLexicon(description);
      }
      try {
        const { answer, warning } = await analyseWithChat(deps.chat, description);
        // A warning sign the model read (the third opinion, after the rules and the
        // classifier) is answered by the fixed rules' advice, never by the model's words.
        if (warning) return analyseWithLexicon(description, { extraCategories: [warning] });
        if (answer) return answer;
        deps.logger?.warn("chat answer unusable; the lexicon answers");
      } catch (error) {
        if (!(error instanceof ChatServiceError)) throw error;
        deps.logger?.warn(
          { reason: error.reason, httpStatus: error.httpStatus, detail: error.detail },
          "chat failed; the lexicon answers",
        );
      }
      return analyseWithLexicon(description);
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
