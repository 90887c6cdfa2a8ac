import { z } from "zod";
import { PROVIDER_ID_INVALID } from "../providers/ids.ts";
import { rowId, wellFormedText } from "../validation.ts";

export const MESSAGE_MAX = 2000;
/** Messages per page of a thread: the newest first, then "Cargar mensajes anteriores". */
export const THREAD_PAGE_SIZE = 50;
export const THREAD_PAGE_MAX = 100;

export const MESSAGE_ERRORS = {
  empty: "Escribe un mensaje.",
  tooLong: `El mensaje no puede tener más de ${MESSAGE_MAX} caracteres.`,
  provider: PROVIDER_ID_INVALID,
  conversation: "Conversación no válida.",
  page: "Página de mensajes no válida.",
} as const;

const body = wellFormedText({ error: MESSAGE_ERRORS.empty })
  .trim()
  .min(1, MESSAGE_ERRORS.empty)
  .max(MESSAGE_MAX, MESSAGE_ERRORS.tooLong);

export const startConversationSchema = z.object({
  providerId: rowId(MESSAGE_ERRORS.provider),
  body,
});

export const messageSchema = z.object({ body });

export const conversationIdSchema = rowId(MESSAGE_ERRORS.conversation);

/** `GET /api/conversations/:id?before=&limit=` and the conversation page's `?antes=`. */
export const threadPageSchema = z.object({
  before: rowId(MESSAGE_ERRORS.page).optional(),
  limit: z.coerce
    .number({ error: MESSAGE_ERRORS.page })
    .int(MESSAGE_ERRORS.page)
    .min(1, MESSAGE_ERRORS.page)
    .max(THREAD_PAGE_MAX, MESSAGE_ERRORS.page)
    .optional(),
});
