import { z } from "zod";
import {
  conversationIdSchema,
  messageSchema,
  startConversationSchema,
  threadPageSchema,
} from "../../common/messages/schemas.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Mensajes"];

const conversationPath = z.object({
  id: conversationIdSchema.meta({ description: "Id de la conversación." }),
});
const sentSchema = shapeOf<Returned<"messages", "reply">>()(
  z.object({ conversationId: z.number().int() }),
);
const role = z.enum(["patient", "doctor"]);

/** Conversations between a patient and a listing's owner. */
export const messageRoutes = [
  defineRoute({
    method: "get",
    path: "/conversations",
    summary: "Mis conversaciones",
    description: "Como paciente o como dueño del perfil; las más recientes primero.",
    tags: TAGS,
    access: "account",
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
    handler: async ({ services, viewer }) => services.messages.inbox(await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/conversations",
    summary: "Escribir a un médico",
    description:
      "Un paciente verificado escribe a un perfil reclamado; escribir otra vez sigue la misma conversación. Cada mensaje avisa por correo al otro lado.",
    tags: TAGS,
    access: "account",
    body: startConversationSchema,
    errors: [404, 409, 429],
    responses: { 201: json("Enviado.", sentSchema) },
    handler: async ({ services, viewer, body }) =>
      services.messages.start(await viewer(), body.providerId, body.body),
  }),
  defineRoute({
    method: "get",
    path: "/conversations/:id",
    summary: "Una conversación",
    description:
      "Los mensajes más recientes primero; `olderCursor` pide la página anterior (`before`).",
    tags: TAGS,
    access: "account",
    params: conversationPath,
    query: threadPageSchema,
    errors: [404],
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
    handler: async ({ services, viewer, params, query }) =>
      services.messages.thread(await viewer(), params.id, query),
  }),
  defineRoute({
    method: "post",
    path: "/conversations/:id/messages",
    summary: "Responder en una conversación",
    tags: TAGS,
    access: "account",
    params: conversationPath,
    body: messageSchema,
    errors: [404, 429],
    responses: { 201: json("Enviado.", sentSchema) },
    handler: async ({ services, viewer, params, body }) =>
      services.messages.reply(await viewer(), params.id, body.body),
  }),
];

export const messagesRouter = (services: Services) => routerOf(messageRoutes, services);
