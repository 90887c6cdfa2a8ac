import { Router } from "express";
import { z } from "zod";
import { DOCTOR_POST_MESSAGES, doctorPostRejectSchema } from "../../common/doctor-posts/schemas.ts";
import type { Services } from "../services.ts";
import { adminOf } from "./admin.ts";
import { requireAdmin } from "./admin-auth.ts";

const postIdSchema = z.coerce
  .number({ error: DOCTOR_POST_MESSAGES.notFound })
  .int(DOCTOR_POST_MESSAGES.notFound)
  .positive(DOCTOR_POST_MESSAGES.notFound)
  .max(2_147_483_647, DOCTOR_POST_MESSAGES.notFound);

const listQuerySchema = z.object({
  status: z
    .enum(["pending", "approved", "rejected"], { error: "Estado no válido" })
    .optional()
    .catch(undefined),
});
const approveSchema = z.object({ notes: z.string().trim().max(2000).nullish() });

/**
 * Blog moderation (admin-side 2 and 7): the spec puts these under /api/doctor-blog-posts,
 * and they are for administrators only, like everything under /api/admin.
 */
export function adminBlogRouter(services: Services): Router {
  const router = Router();
  const guard = requireAdmin(services);

  router.get("/doctor-blog-posts", guard, async (req, res) => {
    const { status } = listQuerySchema.parse(req.query);
    res.json(await services.admin.listPosts(status));
  });

  router.put("/doctor-blog-posts/:id/approve", guard, async (req, res) => {
    const id = postIdSchema.parse(req.params.id);
    const { notes } = approveSchema.parse(req.body ?? {});
    res.json(await services.admin.approvePost(id, notes ?? undefined, adminOf(res)));
  });

  router.put("/doctor-blog-posts/:id/reject", guard, async (req, res) => {
    const id = postIdSchema.parse(req.params.id);
    const { notes } = doctorPostRejectSchema.parse(req.body ?? {});
    res.json(await services.admin.rejectPost(id, notes, adminOf(res)));
  });

  router.delete("/doctor-blog-posts/:id", guard, async (req, res) => {
    const id = postIdSchema.parse(req.params.id);
    res.json(await services.admin.deletePost(id, adminOf(res)));
  });

  return router;
}
