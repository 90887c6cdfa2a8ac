import { Router } from "express";
import { z } from "zod";
import type { PhotoKind } from "../../common/photos/sizes.ts";
import { providerIdParam } from "../../common/providers/ids.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import { PHOTO_MAX_BYTES } from "../photos/process.ts";
import type { Services } from "../services.ts";
import { readEvidenceUpload } from "./evidence-upload.ts";
import { defineRoute, routerOf } from "./route.ts";

/**
 * The two pictures of a listing, the path segment that names each and how the description
 * calls it. Spelled out rather than a `:kind` parameter, which would also take
 * /providers/me/posts and the like.
 */
const KINDS: [segment: string, kind: PhotoKind, what: string][] = [
  ["photo", "avatar", "la foto de perfil"],
  ["banner", "banner", "la portada"],
];

/** The multipart field that carries the picture. */
export const PHOTO_FIELD = "foto";

const LISTING = ["Panel del médico"];

const photosSchema = shapeOf<Returned<"photos", "own">>()(
  z
    .object({
      avatar: z.string().nullable().meta({ description: "Ruta de la foto (la más grande)." }),
      bannerImage: z.string().nullable(),
    })
    .meta({ id: "ProfilePhotos" }),
);

const photosAnswer = (description: string) => json(description, photosSchema);

function pictureRoutes([segment, kind, what]: (typeof KINDS)[number]) {
  return [
    defineRoute({
      method: "post",
      path: `/providers/me/${segment}`,
      summary: `Subir ${what}`,
      description: `Multipart con el archivo en \`${PHOTO_FIELD}\`: JPEG, PNG, WebP o HEIC de hasta 8 MB. Se reescribe en WebP sin EXIF ni ubicación.`,
      tags: LISTING,
      access: "account",
      rateLimit: { perUser: "photo" },
      multipart: z.object({ [PHOTO_FIELD]: z.string().meta({ format: "binary" }) }),
      responses: { 200: photosAnswer("Las dos imágenes del perfil, ya guardadas.") },
      handler: async ({ services, viewer, req }) => {
        // The service knows who asks before it reads a byte of the picture.
        const readPicture = async () => {
          const form = await readEvidenceUpload(req, {
            fields: [],
            files: [PHOTO_FIELD],
            maxBytes: PHOTO_MAX_BYTES,
          });
          return form.files[PHOTO_FIELD]?.bytes ?? Buffer.alloc(0);
        };
        return services.photos.upload(await viewer(), kind, readPicture);
      },
    }),
    defineRoute({
      method: "delete",
      path: `/providers/me/${segment}`,
      summary: `Quitar ${what}`,
      tags: LISTING,
      access: "account",
      responses: { 200: photosAnswer("Las dos imágenes del perfil.") },
      handler: async ({ services, viewer }) => services.photos.removeOwn(await viewer(), kind),
    }),
    defineRoute({
      method: "delete",
      path: `/admin/providers/:id/${segment}`,
      summary: `Quitar ${what} de un perfil (administrador)`,
      tags: ["Administración: perfiles"],
      access: "admin",
      params: z.object({ id: providerIdParam }),
      errors: [404],
      responses: { 200: photosAnswer("Las dos imágenes del perfil.") },
      handler: ({ services, admin, params }) =>
        services.photos.removeByAdmin(admin, params.id, kind),
    }),
  ];
}

/**
 * Profile photos (issue item 4): `POST|DELETE /api/providers/me/{photo|banner}` for the owner
 * doctor and `DELETE /api/admin/providers/{id}/{photo|banner}` for administrators. Mounted
 * before the public providers router (whose /providers/:id would take "me") and before the
 * admin router (whose /admin guard would answer first).
 */
export const photoRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me/photos",
    summary: "Mis imágenes",
    tags: LISTING,
    access: "account",
    responses: { 200: photosAnswer("Foto y portada actuales.") },
    handler: async ({ services, viewer }) => services.photos.own(await viewer()),
  }),
  ...KINDS.flatMap(pictureRoutes),
];

export const photosRouter = (services: Services) => routerOf(photoRoutes, services);

/** `GET /fotos/{hash}-{width}.webp`: never changes once written, so cached for a year. */
export function photoFilesRouter(services: Services): Router {
  const router = Router();
  router.get("/fotos/:key", async (req, res) => {
    const bytes = await services.photos.file(req.params.key);
    if (!bytes) {
      res.status(404).type("text/plain").send("Imagen no encontrada");
      return;
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("image/webp").send(bytes);
  });
  return router;
}
