/**
 * The administrators' session cookie: a name apart from the patients' `mv.*` cookies, so a
 * patient or doctor session never opens the admin panel. httpOnly, SameSite=Strict, Secure
 * in production behind HTTPS; the value is a random token stored only as a hash.
 */
export const ADMIN_SESSION_COOKIE = "mv_admin_session";

/** The raw token from a Cookie header, or undefined. */
export function readAdminToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== ADMIN_SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function adminSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedAdminSessionCookie(secure: boolean): string {
  return adminSessionCookie("", new Date(0), secure);
}
