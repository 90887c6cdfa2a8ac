import { z } from "zod";
import { rowId } from "../validation.ts";

export const PROVIDER_ID_INVALID = "Identificador de médico no válido.";

/** A listing's id, in a path (`/api/providers/:id`) or a body. */
export const providerIdSchema = rowId(PROVIDER_ID_INVALID);

/** The same id as the API description names it in a path. */
export const providerIdParam = providerIdSchema.meta({ description: "Id del médico." });

/** `GET /api/provider/:slugOrName`: a profile's slug, or a doctor's name. */
export const providerSlugOrNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({ description: "Slug del perfil o nombre." });
