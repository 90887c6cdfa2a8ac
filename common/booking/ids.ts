import { z } from "zod";
import { rowId } from "../validation.ts";
import { BOOKING_MESSAGES as M } from "./messages.ts";

/* A row id of the doctor's agenda in a path: a wrong one reads as a row that does not exist. */
export const officeIdSchema = rowId(M.officeNotFound);
export const visitTypeIdSchema = rowId(M.visitTypeNotFound);
export const exceptionIdSchema = rowId(M.exceptionNotFound);
export const blockIdSchema = rowId(M.blockNotFound);

/** The private calendar feed's secret (`/api/calendar/{token}.ics`): the service checks it. */
export const feedTokenParam = z
  .string()
  .meta({ description: "El secreto de la dirección (43 caracteres)." });
