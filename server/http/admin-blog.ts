import { z } from "zod";
import {
  adminPostApproveSchema,
  adminPostListQuerySchema,
  doctorPostIdSchema,
  doctorPostRejectSchema,
} from "../../common/doctor-posts/schemas.ts";
import { adminPostSchema, ownPostSchema } from "../openapi/schemas.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Administración: moderación"];
const postPath = z.object({ id: doctorPostIdSchema });

/**
 * Blog moderation (admin-side 2 and 7): the spec puts these under /api/doctor-blog-posts,
 * and they are for administrators only, like everything under /api/admin.
 */
export const adminBlogRoutes = [
  defineRoute({
    method: "get",
    path: "/doctor-blog-posts",
    summary: "Artículos de médicos para moderar",
    tags: TAGS,
    access: "admin",
    query: adminPostListQuerySchema,
    responses: {
      200: json(
        "Los artículos.",
        shapeOf<Returned<"admin", "listPosts">>()(z.array(adminPostSchema)),
      ),
    },
    handler: ({ services, query }) => services.admin.listPosts(query.status),
  }),
  defineRoute({
    method: "put",
    path: "/doctor-blog-posts/:id/approve",
    summary: "Publicar un artículo",
    tags: TAGS,
    access: "admin",
    params: postPath,
    body: adminPostApproveSchema,
    errors: [404, 409],
    responses: { 200: json("Publicado.", ownPostSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.approvePost(params.id, body.notes ?? undefined, admin),
  }),
  defineRoute({
    method: "put",
    path: "/doctor-blog-posts/:id/reject",
    summary: "Rechazar un artículo",
    tags: TAGS,
    access: "admin",
    params: postPath,
    body: doctorPostRejectSchema,
    errors: [404, 409],
    responses: { 200: json("Rechazado.", ownPostSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.rejectPost(params.id, body.notes, admin),
  }),
  defineRoute({
    method: "delete",
    path: "/doctor-blog-posts/:id",
    summary: "Borrar un artículo",
    tags: TAGS,
    access: "admin",
    params: postPath,
    errors: [404],
    responses: {
      200: json(
        "Borrado.",
        shapeOf<Returned<"admin", "deletePost">>()(
          z.object({ id: z.number().int(), deleted: z.boolean() }),
        ),
      ),
    },
    handler: ({ services, params, admin }) => services.admin.deletePost(params.id, admin),
  }),
];

export const adminBlogRouter = (services: Services) => routerOf(adminBlogRoutes, services);
