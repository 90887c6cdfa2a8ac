import { z } from "zod";

// Spanish messages exactly as spec public-side section 5 words them.
export const ACCOUNT_MESSAGES = {
  email: "Email inválido",
  passwordRequired: "La contraseña es requerida",
  passwordMin6: "La contraseña debe tener al menos 6 caracteres",
  passwordMin8: "La contraseña debe tener al menos 8 caracteres",
  firstNameRequired: "El nombre es requerido",
  lastNameRequired: "El apellido es requerido",
  firstNameMin2: "El nombre debe tener al menos 2 caracteres",
  lastNameMin2: "El apellido debe tener al menos 2 caracteres",
  passwordsMismatch: "Las contraseñas no coinciden",
  initialQuery: "Por favor describe con más detalle lo que necesitas",
  tooLong: "El texto es demasiado largo.",
  consent: "Indica si aceptas que guardemos tu descripción.",
  verificationSent: "Te enviamos un correo para verificar tu cuenta.",
  notSignedIn: "No has iniciado sesión.",
  consentNeeded:
    "Para guardar tu descripción necesitamos tu consentimiento. Marca la casilla u omite este paso.",
} as const;

/** An account's email as typed: trimmed and lower-cased before it is checked or looked up. */
export const accountEmail = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, ACCOUNT_MESSAGES.email)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.email }));
const email = accountEmail;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, ACCOUNT_MESSAGES.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login page's 'Registrarse' tab (the API never receives confirmPassword). */
export const registerSchema = z.object({
  email,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordMin6 })
    .min(6, ACCOUNT_MESSAGES.passwordMin6)
    .max(128, ACCOUNT_MESSAGES.tooLong),
  firstName: z
    .string({ error: ACCOUNT_MESSAGES.firstNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.firstNameRequired)
    .max(80, ACCOUNT_MESSAGES.tooLong),
  lastName: z
    .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.lastNameRequired)
    .max(80, ACCOUNT_MESSAGES.tooLong),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });

export const patientSignupSchema = z.object({
  firstName: z
    .string({ error: ACCOUNT_MESSAGES.firstNameMin2 })
    .trim()
    .min(2, ACCOUNT_MESSAGES.firstNameMin2)
    .max(80, ACCOUNT_MESSAGES.tooLong),
  lastName: z
    .string({ error: ACCOUNT_MESSAGES.lastNameMin2 })
    .trim()
    .min(2, ACCOUNT_MESSAGES.lastNameMin2)
    .max(80, ACCOUNT_MESSAGES.tooLong),
  email,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordMin8 })
    .min(8, ACCOUNT_MESSAGES.passwordMin8)
    .max(128, ACCOUNT_MESSAGES.tooLong),
  /** Optional: the person may skip the step ("Omitir este paso"). */
  initialQuery: z
    .string({ error: ACCOUNT_MESSAGES.initialQuery })
    .trim()
    .max(1000, ACCOUNT_MESSAGES.tooLong)
    .optional()
    .transform((text) => text || undefined)
    .pipe(z.string().min(10, ACCOUNT_MESSAGES.initialQuery).optional()),
  /**
   * Express consent to keep initialQuery, a description of symptoms: health data, sensitive
   * under the LFPDPPP (art. 9). Without it the description is not stored.
   */
  healthDataConsent: z.boolean({ error: ACCOUNT_MESSAGES.consent }).optional().default(false),
  userType: z.literal("patient", { error: "Tipo de cuenta no válido." }).default("patient"),
});
export type PatientSignupInput = z.infer<typeof patientSignupSchema>;

export const resendVerificationSchema = z.object({ email });
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "Token inválido" })
    .trim()
    .min(10, "Token inválido")
    .max(200, "Token inválido"),
});

/**
 * The page a request is for. Client navigations fetch `/page.data?_routes=…` (React Router's
 * single fetch; the home page is `/_root.data`): a returnUrl built from that URL would send
 * the person to a data answer, so the suffix and the router's own parameter go.
 */
export function pagePathOf(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** `?returnUrl=` of the login and of Google sign-in, as their descriptions name it. */
export const returnUrlQuery = z.object({
  returnUrl: z
    .string()
    .optional()
    .meta({ description: "Ruta del mismo sitio a la que volver (se ignora si no lo es)." }),
});

/** Spec: returnUrl is honoured for same-site paths only; anything else goes to "/". */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || typeof value !== "string") return "/";
  // A same-site path starts with one slash; "//host" and "/\\host" are other sites to a browser.
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a "//host".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return "/";
  try {
    const url = new URL(value, "http://same-site.invalid");
    if (url.origin !== "http://same-site.invalid") return "/";
    const path = `${pagePathOf(url)}${url.hash}`;
    // Dot segments normalise away: "/.//host" becomes "//host", another site again.
    return path.startsWith("//") || path.startsWith("/\\") ? "/" : path;
  } catch {
    return "/";
  }
}
