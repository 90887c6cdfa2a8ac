import { z } from "zod";
import {
  conversationIdSchema,
  messageSchema,
  startConversationSchema,
  threadPageSchema,
} from "../../../common/messages/schemas.ts";
import { json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const MESSAGES = "Mensajes";

const conversationPath = z.object({
  id: conversationIdSchema.meta({ description: "Id de la conversación." }),
});
const sentSchema = shapeOf<Returned<"messages", "reply">>()(
  z.object({ conversationId: z.number().int() }),
);
const role = z.enum(["patient", "doctor"]);

/** Conversations between patients and doctors. */
export const patientOperations: ApiOperation[] = [
  operation("get", "/api/conversations", {
    summary: "Mis conversaciones",
    description: "Como paciente o como dueño del perfil; las más recientes primero.",
    tags: [MESSAGES],
    auth: "cuenta",
    errors: [401],
    responses: {
      200: json(
        "Las conversaciones.",
        shapeOf<Returned<"messages", "inbox">>()(
          z.array(
            z.object({
              id: z.number().int(),
              providerName: z.string(),
              role,
              counterpart: z.string(),
              lastMessageAt: z.string(),
              unread: z.number().int(),
            }),
          ),
        ),
      ),
    },
  }),
  operation("post", "/api/conversations", {
    summary: "Escribir a un médico",
    description:
      "Un paciente verificado escribe a un perfil reclamado; escribir otra vez sigue la misma conversación. Cada mensaje avisa por correo al otro lado.",
    tags: [MESSAGES],
    auth: "cuenta",
    body: startConversationSchema,
    errors: [401, 404, 409, 429],
    responses: { 201: json("Enviado.", sentSchema) },
  }),
  operation("get", "/api/conversations/{id}", {
    summary: "Una conversación",
    description:
      "Los mensajes más recientes primero; `olderCursor` pide la página anterior (`before`).",
    tags: [MESSAGES],
    auth: "cuenta",
    params: { path: conversationPath, query: threadPageSchema },
    errors: [400, 401, 404],
    responses: {
      200: json(
        "La conversación.",
        shapeOf<Returned<"messages", "thread">>()(
          z.object({
            id: z.number().int(),
            providerId: z.number().int(),
            providerName: z.string(),
            role,
            olderCursor: z.number().int().nullable(),
            messages: z.array(
              z.object({
                id: z.number().int(),
                body: z.string(),
                mine: z.boolean(),
                senderRole: role,
                createdAt: z.string(),
              }),
            ),
          }),
        ),
      ),
    },
  }),
  operation("post", "/api/conversations/{id}/messages", {
    summary: "Responder en una conversación",
    tags: [MESSAGES],
    auth: "cuenta",
    params: { path: conversationPath },
    body: messageSchema,
    errors: [401, 404, 429],
    responses: { 201: json("Enviado.", sentSchema) },
  }),
];
