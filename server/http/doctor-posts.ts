import { Router, type Request } from "express";
import { z } from "zod";
import { DOCTOR_POST_MESSAGES, doctorPostSchema } from "../../common/doctor-posts/schemas.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { perUserLimit } from "./rate-limits.ts";

const postIdSchema = z.coerce
  .number({ error: DOCTOR_POST_MESSAGES.notFound })
  .int(DOCTOR_POST_MESSAGES.notFound)
  .positive(DOCTOR_POST_MESSAGES.notFound)
  .max(2_147_483_647, DOCTOR_POST_MESSAGES.notFound);

/**
 * The signed-in doctor's own blog posts ('Artículos' tab). Administrators' moderation
 * (GET /api/doctor-blog-posts, approve, reject, delete) arrives with the admin session.
 */
export function doctorPostsRouter(services: Services): Router {
  const router = Router();
  const writeLimit = perUserLimit(services, "post");
  const user = (req: Request) => viewerOf(services, req);

  router.get("/providers/me/posts", async (req, res) => {
    res.json(await services.doctorPosts.listOwn(await user(req)));
  });

  router.post("/providers/me/posts", writeLimit, async (req, res) => {
    const input = doctorPostSchema.parse(req.body ?? {});
    res.status(201).json(await services.doctorPosts.create(await user(req), input));
  });

  router.put("/providers/me/posts/:postId", writeLimit, async (req, res) => {
    const id = postIdSchema.parse(req.params.postId);
    const input = doctorPostSchema.parse(req.body ?? {});
    res.json(await services.doctorPosts.update(await user(req), id, input));
  });

  router.post("/providers/me/posts/:postId/submit", writeLimit, async (req, res) => {
    const id = postIdSchema.parse(req.params.postId);
    res.json(await services.doctorPosts.submit(await user(req), id));
  });

  router.delete("/providers/me/posts/:postId", async (req, res) => {
    const id = postIdSchema.parse(req.params.postId);
    await services.doctorPosts.removeOwn(await user(req), id);
    res.json({ id, deleted: true });
  });

  return router;
}
