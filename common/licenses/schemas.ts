import { z } from "zod";

// Spanish texts of spec public-side 5-6 where it words them; the rest in the same voice.
export const LICENSE_MESSAGES = {
  required: "Ingresa tu número de cédula profesional",
  digitsOnly: "La cédula solo puede contener números",
  tooShort: "La cédula debe tener al menos 6 dígitos",
  tooLong: "La cédula no puede tener más de 10 dígitos",
  valid: "Cédula profesional válida",
  /** What the registration forms show when the server gives no reason. */
  invalid: "Cédula profesional no válida",
  /** What the registration forms show when the request itself fails. */
  requestFailed: "Error al validar la cédula",
  notFound: "Cédula profesional no encontrada en el Registro Nacional de Profesionistas",
  notFoundOffline:
    "Cédula profesional no encontrada en el registro de este directorio (sin conexión al Registro Nacional de Profesionistas)",
  unavailable:
    "El Registro Nacional de Profesionistas no responde. Intenta de nuevo en unos minutos.",
} as const;

export const LICENSE_MIN_DIGITS = 6;
export const LICENSE_MAX_DIGITS = 10;

/**
 * A cédula as people type it: spaces are dropped (also inside, "123 4567"), then 6 to 10
 * digits remain. Numbers are accepted too, for JSON clients.
 */
export const licenseNumberSchema = z
  .union([z.string(), z.number().int().nonnegative()], { error: LICENSE_MESSAGES.required })
  .transform((value) => String(value).replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, LICENSE_MESSAGES.required)
      .regex(/^\d*$/, LICENSE_MESSAGES.digitsOnly)
      .min(LICENSE_MIN_DIGITS, LICENSE_MESSAGES.tooShort)
      .max(LICENSE_MAX_DIGITS, LICENSE_MESSAGES.tooLong),
  );

/** Body of `POST /api/public/validate-license`. */
export const licenseValidationRequestSchema = z.object({ licenseNumber: licenseNumberSchema });
export type LicenseValidationRequest = z.infer<typeof licenseValidationRequestSchema>;
