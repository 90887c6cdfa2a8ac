import { z } from "zod";
import { CITIES } from "../catalogs/cities.ts";
import { SPECIALTIES } from "../catalogs/specialties.ts";
import { foldForFilter } from "../text/fold.ts";
import { slugify } from "../text/slug.ts";
import { DOCTOR_MESSAGES, type ConsultationLocation } from "./schemas.ts";

/*
 * Doctor registration (/para-medicos, /registro-medico, /doctor-signup) and the emailed
 * "create your password" link: the texts of public-side 4, 8 and 9 and the small rules both
 * the forms and the server apply.
 */

export const REGISTRATION_TEXTS = {
  overlaySteps: [
    "Creando tu perfil profesional...",
    "Validando credenciales médicas...",
    "Enviando confirmación por email...",
  ],
  successTitle: "¡Registro exitoso!",
  successDescription:
    "Tu perfil ha sido creado. Te enviaremos un email con tus credenciales de acceso.",
  invalidLicenseTitle: "Cédula no válida",
  invalidLicenseDescription: "Por favor ingresa una cédula profesional válida",
  /** Under a cédula the registry did not confirm: the registration still goes ahead. */
  unconfirmedLicenseHint:
    "Puedes registrarte de todos modos: te pediremos tu cédula y una identificación oficial para revisarla.",
  errorTitle: "Error",
  errorFallback: "Hubo un problema al enviar tu solicitud. Por favor intenta nuevamente.",
  registerFailed: "Error al registrar",
  signupFailed: "Hubo un error al registrar tu cuenta. Inténtalo de nuevo.",
  signupSuccess: "¡Registro exitoso! Te hemos enviado un email de confirmación.",
  signupSessionMessage:
    "Tu cuenta ha sido creada. Te enviamos un email para verificar tu correo electrónico.",
  fullNameNeedsSurname: "Escribe tu nombre completo (nombre y apellido)",
  requestInvalid: "La solicitud no es válida.",
} as const;

/** Spec section 9: the overlay's three steps last 1000, 800 and 1200 ms. */
export const OVERLAY_STEP_DELAYS_MS = [1000, 800, 1200] as const;
/** Spec section 9: license lookups wait for a pause in typing. */
export const LICENSE_LOOKUP = {
  registration: { delayMs: 500, minLength: 7 },
  signup: { delayMs: 1000, minLength: 6 },
} as const;

/** The city option for doctors who only consult online. */
export const ONLINE_CITY = "En línea";
/** Spec: the /para-medicos form sends this when it asks no experience. */
export const DEFAULT_YEARS_OF_EXPERIENCE = "5-años";

export const SET_PASSWORD_MESSAGES = {
  tokenMissing: "No se encontró un enlace válido para crear tu contraseña.",
  tokenInvalid:
    "El enlace para crear tu contraseña es inválido o ha expirado. Solicita un nuevo enlace.",
  success: "Tu contraseña ha sido creada. Ya puedes iniciar sesión.",
  linkRequested:
    "Si existe un perfil profesional pendiente con ese correo, te enviamos un nuevo enlace para crear tu contraseña.",
} as const;

/** Body of `POST /api/auth/set-password` and of the /crear-contrasena form. */
export const setPasswordSchema = z
  .object({
    token: z
      .string({ error: SET_PASSWORD_MESSAGES.tokenInvalid })
      .trim()
      .min(10, SET_PASSWORD_MESSAGES.tokenInvalid)
      .max(200, SET_PASSWORD_MESSAGES.tokenInvalid),
    password: z
      .string({ error: DOCTOR_MESSAGES.password })
      .min(8, DOCTOR_MESSAGES.password)
      .max(128, DOCTOR_MESSAGES.password),
    confirmPassword: z
      .string({ error: DOCTOR_MESSAGES.confirmPassword })
      .min(8, DOCTOR_MESSAGES.confirmPassword)
      .max(128, DOCTOR_MESSAGES.confirmPassword),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: DOCTOR_MESSAGES.passwordsDiffer,
  });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** Body of `POST /api/auth/set-password/request`: a new link for a pending doctor account. */
export const setPasswordLinkRequestSchema = z.object({
  email: z
    .string({ error: DOCTOR_MESSAGES.emailSignup })
    .trim()
    .toLowerCase()
    .max(254, DOCTOR_MESSAGES.emailSignup)
    .pipe(z.email({ error: DOCTOR_MESSAGES.emailSignup })),
});

/** Spanish labels of the consultation types (spec: presencial, en-linea, ambas). */
export const CONSULTATION_LOCATION_LABELS: Record<ConsultationLocation, string> = {
  presencial: "Presencial (en consultorio)",
  "en-linea": "En línea (teleconsulta)",
  ambas: "Ambas",
};

export const OTHER_SPECIALTY = "other";

/** Spec: 'en-linea' when the city is 'En línea', else 'presencial'. */
export function consultationLocationForCity(city: string): ConsultationLocation {
  return city === ONLINE_CITY ? "en-linea" : "presencial";
}

/** '5-años' -> 5, '10+' -> 10, 'doce' -> null; capped to a plausible career. */
export function yearsFromExperience(value: string | undefined | null): number | null {
  const match = /\d{1,3}/.exec(value ?? "");
  if (!match) return null;
  const years = Number(match[0]);
  return years >= 0 && years <= 80 ? years : null;
}

// Particles stay lowercase and belong to the word after them ("de la Cruz").
const NAME_PARTICLES = new Set(["de", "del", "la", "las", "los", "y", "e", "van", "von", "da"]);

/** 'MARÍA FERNANDA DE LA CRUZ' -> 'María Fernanda de la Cruz' (registry names are uppercase). */
export function titleCaseName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase("es-MX");
      if (index > 0 && NAME_PARTICLES.has(lower)) return lower;
      return lower.replace(
        /(^|[-'])(\p{L})/gu,
        (_match, before: string, letter: string) => before + letter.toLocaleUpperCase("es-MX"),
      );
    })
    .join(" ");
}

/**
 * Splits a full name the Mexican way: the last two surnames (with their particles) are the
 * last name, the rest the first name. 'Ana López' -> Ana / López; 'Juan Carlos Pérez Ruiz' ->
 * Juan Carlos / Pérez Ruiz; 'Ana de la Cruz' -> Ana / de la Cruz.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const units: string[] = [];
  let pending: string[] = [];
  for (const word of words) {
    pending.push(word);
    if (!NAME_PARTICLES.has(word.toLocaleLowerCase("es-MX"))) {
      units.push(pending.join(" "));
      pending = [];
    }
  }
  if (pending.length > 0) {
    if (units.length > 0) units[units.length - 1] += ` ${pending.join(" ")}`;
    else units.push(pending.join(" "));
  }
  if (units.length <= 1) return { firstName: units[0] ?? "", lastName: "" };
  const surnameCount = units.length >= 3 ? 2 : 1;
  return {
    firstName: units.slice(0, units.length - surnameCount).join(" "),
    lastName: units.slice(units.length - surnameCount).join(" "),
  };
}

/** A catalogue specialty from its slug or its name, however it is accented or cased. */
export function matchSpecialty(value: string) {
  const folded = foldForFilter(value);
  const slug = slugify(value);
  return SPECIALTIES.find(
    (specialty) =>
      specialty.slug === slug ||
      foldForFilter(specialty.name) === folded ||
      foldForFilter(specialty.specialistName) === folded,
  );
}

/** A catalogue city from its slug or its name. */
export function matchCity(value: string) {
  const slug = slugify(value);
  return CITIES.find((city) => city.slug === slug || slugify(city.name) === slug);
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A random password nobody types (spec: the /para-medicos form makes one on the client). */
export function randomPassword(length = 24): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join("");
}

/** What a missing or mistyped field means to the person filling in the registration form. */
const REGISTRATION_FIELD_MESSAGES: Record<string, string> = {
  firstName: DOCTOR_MESSAGES.firstName,
  lastName: DOCTOR_MESSAGES.lastName,
  email: DOCTOR_MESSAGES.emailSignup,
  phone: DOCTOR_MESSAGES.phoneSignup,
  specialty: DOCTOR_MESSAGES.specialtySignup,
  city: DOCTOR_MESSAGES.citySignup,
  consultationLocation: DOCTOR_MESSAGES.consultationLocation,
  licenseNumber: DOCTOR_MESSAGES.licenseRequired,
  password: DOCTOR_MESSAGES.password,
  confirmPassword: DOCTOR_MESSAGES.confirmPassword,
};
const TOO_LONG = "El texto es demasiado largo.";

/**
 * The parse option that words a registration request's problems in Spanish. The schemas word
 * every rule of the spec; what they leave to zod's English defaults (a missing field, a wrong
 * type, an overlong text) is worded here, field by field.
 */
export const registrationFieldIssues = {
  error: (issue: { code?: string; path?: PropertyKey[] }) =>
    issue.code === "too_big"
      ? TOO_LONG
      : (REGISTRATION_FIELD_MESSAGES[String(issue.path?.[0] ?? "")] ??
        REGISTRATION_TEXTS.requestInvalid),
};
