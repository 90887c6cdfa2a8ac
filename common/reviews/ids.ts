import { rowId } from "../validation.ts";

/** A review's id in a path (`/api/reviews/:reviewId/...`). */
export const reviewIdSchema = rowId("Identificador de reseña no válido.");

/** A review report's id in a path (`/api/admin/review-reports/:id/...`). */
export const reviewReportIdSchema = rowId("Identificador de reporte no válido.");
