/** Why the Google sign-in sent the person back here (`?error=` set by server/http/google.ts). */
export const GOOGLE_ERRORS = new Map([
  ["google", "No pudimos iniciar sesión con Google. Por favor inténtalo de nuevo."],
  [
    "google-denied",
    "Cancelaste el inicio de sesión con Google. Puedes intentarlo de nuevo o usar tu correo y contraseña.",
  ],
  [
    "google-unverified",
    "Tu cuenta de Google no tiene un correo electrónico verificado. Usa otra cuenta de Google o regístrate con tu correo.",
  ],
  ["google-unavailable", "El inicio de sesión con Google no está disponible en este momento."],
]);

/**
 * The message the login page shows for `?error=`. Without Google the page already says it is
 * unavailable; no need to say it twice.
 */
export function googleErrorFor(errorCode: string, googleEnabled: boolean): string | null {
  if (errorCode === "google-unavailable" && !googleEnabled) return null;
  return GOOGLE_ERRORS.get(errorCode) ?? null;
}
