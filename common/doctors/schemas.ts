import { z } from "zod";
import { licenseNumberSchema } from "../licenses/schemas.ts";

/*
 * The doctors' inputs (public-side 3, 5 and 7), one zod schema each, shared by the forms
 * and the API so the same Spanish message shows in both. Texts are the spec's where it
 * words them.
 */

export const DOCTOR_MESSAGES = {
  // /para-medicos registration form
  fullName: "El nombre debe tener al menos 2 caracteres",
  clinicName: "El nombre de la clínica debe tener al menos 2 caracteres",
  specialtyRequired: "Por favor selecciona una especialidad",
  cedulaMin: "La cédula debe tener al menos 7 dígitos",
  email: "Email inválido",
  phoneRegistration: "El teléfono debe tener al menos 10 dígitos",
  cityRequired: "Por favor selecciona una ciudad",
  // /doctor-signup form
  firstName: "El nombre debe tener al menos 2 caracteres",
  lastName: "El apellido debe tener al menos 2 caracteres",
  emailSignup: "Ingresa una dirección de correo válida",
  phoneSignup: "El número de teléfono debe tener al menos 10 dígitos",
  whatsapp:
    "Escribe un celular de México de 10 dígitos para WhatsApp, por ejemplo 33 1234 5678 o +52 33 1234 5678.",
  specialtySignup: "Selecciona una especialidad",
  consultationLocation: "Selecciona un tipo de consulta",
  citySignup: "Selecciona una ciudad",
  licenseRequired: "Ingresa tu número de cédula profesional",
  password: "La contraseña debe tener al menos 8 caracteres",
  confirmPassword: "Confirma tu contraseña",
  passwordsDiffer: "Las contraseñas no coinciden",
  agreeTerms: "Debes aceptar los términos y condiciones",
  customSpecialty: "Especifica tu especialidad",
  licenseInvalidSubmit: "Debes tener una cédula profesional válida para registrarte.",
  licenseValidating: "Validando cédula...",
  licenseTooShort: "La cédula debe tener al menos 6 dígitos",
  licenseValid: "Cédula profesional válida",
  // Claim
  phoneMatches: "Número verificado correctamente",
  phoneDiffers: "El número no coincide con el registrado",
  claimPhoneError: "El número de teléfono no coincide con el registrado en el perfil",
  claimCedulaError: "La cédula no coincide con la registrada en el perfil",
  claimNotFound: "No se encontró el perfil médico solicitado.",
  claimAlreadyClaimed:
    "Este perfil ya ha sido reclamado. Si eres el propietario, por favor inicia sesión.",
  claimSuccess: "¡Perfil reclamado con éxito!",
  emailTaken: "Ya existe una cuenta con este email. Inicia sesión o usa otro correo.",
  // Dashboard
  bioMax: "La biografía no puede tener más de 500 caracteres",
  notAuthorized: "Acceso no autorizado",
  profileSaved: "Perfil actualizado",
  profileSaveFailed: "No se pudo actualizar tu perfil",
} as const;

export const CONSULTATION_LOCATIONS = ["presencial", "en-linea", "ambas"] as const;
export type ConsultationLocation = (typeof CONSULTATION_LOCATIONS)[number];

/** Spec: /doctor-signup specialty options ('other' asks for customSpecialty). */
export const SIGNUP_SPECIALTIES = [
  "medicina-general",
  "cardiologia",
  "dermatologia",
  "ginecologia",
  "pediatria",
  "psicologia",
  "neurologia",
  "traumatologia",
  "oftalmologia",
  "endocrinologia",
  "gastroenterologia",
  "neumologia",
  "other",
] as const;

/** Spec: bio counter /500. */
export const BIO_MAX = 500;

/** Digits only: "(55) 1234-5678" -> "5512345678". */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * Spec claim rule: digits only, at least 10 digits, equal or one ends with the other
 * (so "+52 55 1234 5678" matches "55 1234 5678").
 */
export function phonesMatch(entered: string, onProfile: string): boolean {
  const a = phoneDigits(entered);
  const b = phoneDigits(onProfile);
  if (a.length < 10 || b.length < 10) return false;
  return a === b || a.endsWith(b) || b.endsWith(a);
}

const trimmed = (max: number) => z.string().trim().max(max);
const phone = (message: string) =>
  z
    .string()
    .trim()
    .max(30)
    .refine((value) => phoneDigits(value).length >= 10, message);

/** /para-medicos: the form's own fields (the client then builds the API payload). */
export const doctorRegistrationFormSchema = z.object({
  fullName: trimmed(120).min(2, DOCTOR_MESSAGES.fullName),
  clinicName: trimmed(160).min(2, DOCTOR_MESSAGES.clinicName),
  specialty: trimmed(80).min(1, DOCTOR_MESSAGES.specialtyRequired),
  cedula: z.string().trim().min(7, DOCTOR_MESSAGES.cedulaMin).max(10),
  email: z.email(DOCTOR_MESSAGES.email).max(254),
  phone: phone(DOCTOR_MESSAGES.phoneRegistration),
  city: trimmed(80).min(1, DOCTOR_MESSAGES.cityRequired),
  message: trimmed(2000).optional(),
});
export type DoctorRegistrationForm = z.infer<typeof doctorRegistrationFormSchema>;

/** /doctor-signup: the form's fields. */
export const doctorSignupFormSchema = z
  .object({
    firstName: trimmed(60).min(2, DOCTOR_MESSAGES.firstName),
    lastName: trimmed(80).min(2, DOCTOR_MESSAGES.lastName),
    email: z.email(DOCTOR_MESSAGES.emailSignup).max(254),
    phone: phone(DOCTOR_MESSAGES.phoneSignup),
    specialty: z.string().min(1, DOCTOR_MESSAGES.specialtySignup),
    customSpecialty: trimmed(80).optional(),
    consultationLocation: z.enum(CONSULTATION_LOCATIONS, DOCTOR_MESSAGES.consultationLocation),
    city: trimmed(80).min(1, DOCTOR_MESSAGES.citySignup),
    licenseNumber: z.string().trim().min(1, DOCTOR_MESSAGES.licenseRequired),
    password: z.string().min(8, DOCTOR_MESSAGES.password).max(128),
    confirmPassword: z.string().min(8, DOCTOR_MESSAGES.confirmPassword).max(128),
    agreeTerms: z.literal(true, DOCTOR_MESSAGES.agreeTerms),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: DOCTOR_MESSAGES.passwordsDiffer,
  })
  .refine((data) => data.specialty !== "other" || Boolean(data.customSpecialty?.trim()), {
    path: ["customSpecialty"],
    message: DOCTOR_MESSAGES.customSpecialty,
  });
export type DoctorSignupForm = z.infer<typeof doctorSignupFormSchema>;

/**
 * Body of `POST /api/providers/register` (both forms send it). The server validates the
 * license again itself: `licenseVerified` and `licenseValidationData` from the client are
 * accepted for compatibility and ignored. Without a password (the /para-medicos form) the
 * server makes a random one and emails a link to set one's own.
 */
export const providerRegistrationSchema = z
  .object({
    firstName: trimmed(60).min(2, DOCTOR_MESSAGES.firstName),
    lastName: trimmed(80).min(2, DOCTOR_MESSAGES.lastName),
    email: z.email(DOCTOR_MESSAGES.emailSignup).max(254),
    phone: phone(DOCTOR_MESSAGES.phoneSignup),
    specialty: trimmed(80).min(1, DOCTOR_MESSAGES.specialtySignup),
    city: trimmed(80).min(1, DOCTOR_MESSAGES.citySignup),
    consultationLocation: z
      .enum(CONSULTATION_LOCATIONS, DOCTOR_MESSAGES.consultationLocation)
      .default("presencial"),
    licenseNumber: licenseNumberSchema,
    yearsOfExperience: trimmed(20).optional(),
    clinicName: trimmed(160).optional(),
    message: trimmed(2000).optional(),
    password: z.string().min(8, DOCTOR_MESSAGES.password).max(128).optional(),
    confirmPassword: z.string().max(128).optional(),
    agreeTerms: z.boolean().optional(),
    licenseVerified: z.boolean().optional(),
    licenseValidationData: z.unknown().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: DOCTOR_MESSAGES.passwordsDiffer,
  });
export type ProviderRegistrationInput = z.infer<typeof providerRegistrationSchema>;

/** Body of `POST /api/providers/claim`. */
export const claimSchema = z
  .object({
    providerId: z.coerce.number().int().positive(),
    firstName: trimmed(60).min(2, DOCTOR_MESSAGES.firstName),
    lastName: trimmed(80).min(2, DOCTOR_MESSAGES.lastName),
    email: z.email(DOCTOR_MESSAGES.emailSignup).max(254),
    phone: phone(DOCTOR_MESSAGES.phoneSignup),
    cedula: z.string().trim().max(10).optional(),
    password: z.string().min(8, DOCTOR_MESSAGES.password).max(128),
    confirmPassword: z.string().min(8, DOCTOR_MESSAGES.confirmPassword).max(128),
    /** How the claimant proves the listing is theirs; the server picks when it is absent. */
    method: z
      .enum(["sms", "email", "evidence"], { error: "Elige cómo comprobar tu identidad." })
      .optional(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: DOCTOR_MESSAGES.passwordsDiffer,
  });
export type ClaimInput = z.infer<typeof claimSchema>;

const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value),
    "Ingresa una dirección web completa (https://…)",
  );

export const serviceSchema = z.object({
  name: trimmed(120).min(1, "El nombre del servicio es requerido"),
  price: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  description: trimmed(300).optional(),
});
export const officeSchema = z.object({
  name: trimmed(120).min(1, "El nombre del consultorio es requerido"),
  address: trimmed(300).min(1, "La dirección es requerida"),
  phone: trimmed(30).optional(),
  hours: trimmed(120).optional(),
});
export const socialLinksSchema = z.object({
  facebook: httpsUrl.optional(),
  instagram: httpsUrl.optional(),
  twitter: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  website: httpsUrl.optional(),
});

/**
 * The 10 digits of a Mexican mobile for WhatsApp, from what a doctor types: spaces, dashes,
 * dots and parentheses allowed, and the +52 country code with or without the old mobile "1"
 * after it. Null when it is not one: a national number never starts with 0 or 1, and an
 * extension or letters mean an office line, not a chat.
 */
export function mexicanMobileDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("521")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("52")) digits = digits.slice(2);
  else if (trimmed.startsWith("+")) return null;
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/** The WhatsApp field: "" removes the number; anything else is stored as its 10 digits. */
export const whatsappSchema = z
  .string({ error: DOCTOR_MESSAGES.whatsapp })
  .max(30, DOCTOR_MESSAGES.whatsapp)
  .transform((value, context) => {
    if (value.trim() === "") return "";
    const digits = mexicanMobileDigits(value);
    if (digits === null) context.addIssue({ code: "custom", message: DOCTOR_MESSAGES.whatsapp });
    return digits ?? "";
  });

/**
 * Body of `PUT /api/providers/{id}/self` (spec: name, bio, phone, email, specialty,
 * experience, location, servicesWithPricing, locations, socialLinks). Every field is
 * optional so each dashboard tab saves its own part; integers default to 0.
 */
export const providerSelfUpdateSchema = z.object({
  name: trimmed(120).min(2, DOCTOR_MESSAGES.fullName).optional(),
  bio: trimmed(BIO_MAX + 50)
    .max(BIO_MAX, DOCTOR_MESSAGES.bioMax)
    .optional(),
  phone: trimmed(30).optional(),
  /** A mobile of its own for the WhatsApp button; the office line is often a landline. */
  whatsapp: whatsappSchema.optional(),
  email: z.union([z.literal(""), z.email(DOCTOR_MESSAGES.emailSignup).max(254)]).optional(),
  specialty: trimmed(80).min(1, DOCTOR_MESSAGES.specialtySignup).optional(),
  experience: z.coerce.number().int().min(0).max(80).catch(0).optional(),
  price: z.coerce.number().int().min(0).max(1_000_000).catch(0).optional(),
  location: trimmed(300).optional(),
  schedule: trimmed(200).optional(),
  availableToday: z.boolean().optional(),
  telemedicine: z.boolean().optional(),
  servicesWithPricing: z.array(serviceSchema).max(50).optional(),
  locations: z.array(officeSchema).max(20).optional(),
  socialLinks: socialLinksSchema.optional(),
  /** Insurers the doctor accepts, by name (the dashboard offers common/catalogs/insurers.ts). */
  insuranceNetworks: z
    .array(trimmed(80).min(1, "El nombre de la aseguradora no puede estar vacío."))
    .max(40, "Elige como máximo 40 aseguradoras.")
    .optional(),
});
export type ProviderSelfUpdate = z.infer<typeof providerSelfUpdateSchema>;
