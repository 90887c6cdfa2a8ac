import { z } from "zod";

export const MESSAGE_MAX = 2000;

export const MESSAGE_ERRORS = {
  empty: "Escribe un mensaje.",
  tooLong: `El mensaje no puede tener más de ${MESSAGE_MAX} caracteres.`,
} as const;

const body = z
  .string({ error: MESSAGE_ERRORS.empty })
  .trim()
  .min(1, MESSAGE_ERRORS.empty)
  .max(MESSAGE_MAX, MESSAGE_ERRORS.tooLong);

export const startConversationSchema = z.object({
  providerId: z.coerce
    .number({ error: "Identificador de médico no válido." })
    .int("Identificador de médico no válido.")
    .positive("Identificador de médico no válido."),
  body,
});

export const messageSchema = z.object({ body });
