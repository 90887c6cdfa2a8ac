import { z } from "zod";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import { ownListingUpdateSchema } from "../../../common/doctors/self-update.ts";
import { PHOTO_FIELD } from "../../http/photos.ts";
import { providerIdSchema } from "../../../common/providers/ids.ts";
import { officeSchema, serviceSchema, socialLinksSchema } from "../schemas.ts";
import {
  errorSchema,
  errorWith,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

const LISTING = "Panel del médico";

const ownProviderSchema = shapeOf<OwnProvider>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      profilePath: z.string(),
      specialty: z.string(),
      city: z.string(),
      bio: z.string(),
      phone: z.string(),
      whatsapp: z.string().meta({
        description: "Celular para el botón de WhatsApp del perfil, 10 dígitos; vacío si no hay.",
      }),
      email: z.string(),
      location: z.string(),
      schedule: z.string(),
      experience: z.number(),
      price: z.number(),
      availableToday: z.boolean().meta({ description: "El interruptor propio del médico." }),
      onlineBooking: z
        .boolean()
        .meta({ description: "Agenda publicada: 'Disponible hoy' sale de sus horarios libres." }),
      telemedicine: z.boolean(),
      licenseNumber: z.string().nullable(),
      licenseVerified: z.boolean(),
      licenseIssue: z.enum(["conflict", "name_mismatch"]).nullable(),
      avatar: z.string().nullable(),
      approvalStatus: z.enum(["pending", "approved", "rejected"]),
      emailVerified: z.boolean(),
      servicesWithPricing: z.array(serviceSchema),
      locations: z.array(officeSchema),
      socialLinks: socialLinksSchema,
      insuranceNetworks: z.array(z.string()),
      pendingReview: z
        .object({
          fields: z.array(z.enum(["name", "specialty", "licenseNumber"])),
          values: z.object({
            name: z.string().nullable().optional(),
            specialty: z.string().nullable().optional(),
            licenseNumber: z.string().nullable().optional(),
          }),
          requestedAt: z.string(),
          message: z.string(),
        })
        .nullable()
        .optional()
        .meta({
          description: "Cambios de nombre, especialidad o cédula que revisa un administrador.",
        }),
    })
    .meta({ id: "OwnProvider", description: "El perfil propio tal como lo edita el panel." }),
);

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
  operation("get", "/api/providers/me", {
    summary: "Mi perfil",
    description: "El perfil de la cuenta, en cualquier estado de aprobación.",
    tags: [LISTING],
    auth: "cuenta",
    errors: [401, 404],
    responses: { 200: json("El perfil.", ownProviderSchema) },
  }),
  operation("put", "/api/providers/{id}/self", {
    summary: "Guardar mi perfil",
    description:
      "Cualquier subconjunto de los campos. En un perfil con cédula verificada, nombre, especialidad y cédula esperan a un administrador (`pendingReview`).",
    tags: [LISTING],
    auth: "cuenta",
    params: { path: z.object({ id: providerIdSchema }) },
    body: ownListingUpdateSchema,
    errors: [401, 404, 409, 429],
    responses: {
      200: json("El perfil guardado.", ownProviderSchema),
      400: errorWith(
        "Un campo no es válido; `field` lo nombra.",
        errorSchema.extend({ field: z.array(z.union([z.string(), z.number()])).optional() }),
      ),
    },
  }),
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
