import { z } from "zod";
import { doctorPostIdSchema, doctorPostSchema } from "../../common/doctor-posts/schemas.ts";
import { ownPostSchema } from "../openapi/schemas.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Artículos del médico"];
const postPath = z.object({ postId: doctorPostIdSchema });

/**
 * The signed-in doctor's own blog posts ('Artículos' tab). Administrators moderate them in
 * server/http/admin-blog.ts.
 */
export const doctorPostRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me/posts",
    summary: "Mis artículos",
    tags: TAGS,
    access: "account",
    responses: {
      200: json(
        "Borradores, pendientes, aprobados y rechazados.",
        shapeOf<Returned<"doctorPosts", "listOwn">>()(z.array(ownPostSchema)),
      ),
    },
    handler: async ({ services, viewer }) => services.doctorPosts.listOwn(await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/posts",
    summary: "Escribir un artículo (borrador)",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "post" },
    body: doctorPostSchema,
    errors: [409],
    responses: { 201: json("El borrador.", ownPostSchema) },
    handler: async ({ services, viewer, body }) =>
      services.doctorPosts.create(await viewer(), body),
  }),
  defineRoute({
    method: "put",
    path: "/providers/me/posts/:postId",
    summary: "Editar un artículo",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "post" },
    params: postPath,
    body: doctorPostSchema,
    errors: [404, 409],
    responses: { 200: json("El artículo.", ownPostSchema) },
    handler: async ({ services, viewer, params, body }) =>
      services.doctorPosts.update(await viewer(), params.postId, body),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/posts/:postId/submit",
    summary: "Enviar un artículo a revisión",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "post" },
    params: postPath,
    errors: [404, 409],
    responses: { 200: json("El artículo, pendiente.", ownPostSchema) },
    handler: async ({ services, viewer, params }) =>
      services.doctorPosts.submit(await viewer(), params.postId),
  }),
  defineRoute({
    method: "delete",
    path: "/providers/me/posts/:postId",
    summary: "Borrar un artículo",
    tags: TAGS,
    access: "account",
    params: postPath,
    errors: [404, 409],
    responses: {
      200: json("Borrado.", z.object({ id: z.number().int(), deleted: z.literal(true) })),
    },
    handler: async ({ services, viewer, params }) => {
      await services.doctorPosts.removeOwn(await viewer(), params.postId);
      return { id: params.postId, deleted: true as const };
    },
  }),
];

export const doctorPostsRouter = (services: Services) => routerOf(doctorPostRoutes, services);
