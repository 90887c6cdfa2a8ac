import { z } from "zod";
import { PHOTO_FIELD } from "../../http/photos.ts";
import { providerIdSchema } from "../../../common/providers/ids.ts";
import { json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const LISTING = "Panel del médico";

const photosSchema = shapeOf<Returned<"photos", "own">>()(
  z
    .object({
      avatar: z.string().nullable().meta({ description: "Ruta de la foto (la más grande)." }),
      bannerImage: z.string().nullable(),
    })
    .meta({ id: "ProfilePhotos" }),
);

function photoOperations(segment: "photo" | "banner", what: string): ApiOperation[] {
  return [
    operation("post", `/api/providers/me/${segment}`, {
      summary: `Subir ${what}`,
      description: `Multipart con el archivo en \`${PHOTO_FIELD}\`: JPEG, PNG, WebP o HEIC de hasta 8 MB. Se reescribe en WebP sin EXIF ni ubicación.`,
      tags: [LISTING],
      auth: "cuenta",
      multipart: z.object({ [PHOTO_FIELD]: z.string().meta({ format: "binary" }) }),
      errors: [400, 401, 413, 429],
      responses: { 200: json("Las dos imágenes del perfil, ya guardadas.", photosSchema) },
    }),
    operation("delete", `/api/providers/me/${segment}`, {
      summary: `Quitar ${what}`,
      tags: [LISTING],
      auth: "cuenta",
      errors: [401],
      responses: { 200: json("Las dos imágenes del perfil.", photosSchema) },
    }),
    operation("delete", `/api/admin/providers/{id}/${segment}`, {
      summary: `Quitar ${what} de un perfil (administrador)`,
      tags: ["Administración: perfiles"],
      auth: "administrador",
      params: { path: z.object({ id: providerIdSchema }) },
      errors: [400, 401, 404],
      responses: { 200: json("Las dos imágenes del perfil.", photosSchema) },
    }),
  ];
}

/** The signed-in doctor's own listing, pictures, statistics and articles. */
export const dashboardOperations: ApiOperation[] = [
  operation("get", "/api/providers/me/photos", {
    summary: "Mis imágenes",
    tags: [LISTING],
    auth: "cuenta",
    errors: [401],
    responses: { 200: json("Foto y portada actuales.", photosSchema) },
  }),
  ...photoOperations("photo", "la foto de perfil"),
  ...photoOperations("banner", "la portada"),
];
