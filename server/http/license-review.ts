import { z } from "zod";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { evidenceDocumentsSchema, readEvidenceDocuments } from "./evidence-upload.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Registro y reclamo de médicos"];

const licenseReviewSchema = shapeOf<Returned<"licenseReviews", "state">>()(
  z.object({
    status: z.enum(["none", "awaiting_evidence", "pending_review", "approved", "rejected"]),
    message: z.string(),
    adminNote: z.string().nullable(),
  }),
);

/**
 * The signed-in doctor's review of a cédula the registry did not confirm at registration:
 * where it stands, and the two documents for the administrators ('Solicitudes').
 */
export const licenseReviewRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me/license-review",
    summary: "Revisión de mi cédula",
    description:
      "Cuando el registro no confirmó la cédula al registrarse: si espera documentos, si está en revisión o cómo se decidió.",
    tags: TAGS,
    access: "account",
    errors: [403],
    responses: { 200: json("La revisión.", licenseReviewSchema) },
    handler: async ({ services, viewer, res }) => {
      res.set("Cache-Control", "private, no-store");
      return services.licenseReviews.state(await viewer());
    },
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/license-review/evidence",
    summary: "Enviar cédula e identificación para la revisión",
    description:
      "Multipart: los archivos `cedula` e `identificacion` (PDF, JPEG o PNG de hasta 10 MB).",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "profileSave" },
    multipart: evidenceDocumentsSchema,
    errors: [403, 409],
    responses: {
      200: json("Documentos recibidos; los revisa un administrador.", licenseReviewSchema),
    },
    handler: async ({ services, viewer, req }) => {
      // Who sends is known before a byte of the files is read.
      const sender = await viewer();
      await services.licenseReviews.state(sender);
      const { documents } = await readEvidenceDocuments(req);
      return services.licenseReviews.submitEvidence(sender, documents, { ip: req.ip });
    },
  }),
];

export const licenseReviewRouter = (services: Services) => routerOf(licenseReviewRoutes, services);
