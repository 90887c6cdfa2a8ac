import { Router, type Request } from "express";
import {
  conversationIdSchema,
  messageSchema,
  startConversationSchema,
  threadPageSchema,
} from "../../common/messages/schemas.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";

export function messagesRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);
  router.get("/conversations", async (req, res) => {
    res.json(await services.messages.inbox(await user(req)));
  });
  router.post("/conversations", async (req, res) => {
    const input = startConversationSchema.parse(req.body ?? {});
    res
      .status(201)
      .json(await services.messages.start(await user(req), input.providerId, input.body));
  });
  router.get("/conversations/:id", async (req, res) => {
    const id = conversationIdSchema.parse(req.params.id);
    const page = threadPageSchema.parse(req.query);
    res.json(await services.messages.thread(await user(req), id, page));
  });
  router.post("/conversations/:id/messages", async (req, res) => {
    const { body } = messageSchema.parse(req.body ?? {});
    res
      .status(201)
      .json(
        await services.messages.reply(
          await user(req),
          conversationIdSchema.parse(req.params.id),
          body,
        ),
      );
  });
  return router;
}
