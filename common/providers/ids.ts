import { rowId } from "../validation.ts";

export const PROVIDER_ID_INVALID = "Identificador de médico no válido.";

/** A listing's id, in a path (`/api/providers/:id`) or a body. */
export const providerIdSchema = rowId(PROVIDER_ID_INVALID);

/** The same id as the API description names it in a path. */
export const providerIdParam = providerIdSchema.meta({ description: "Id del médico." });
