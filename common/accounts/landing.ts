import { safeReturnUrl } from "./schemas.ts";

/** A doctor's home: the dashboard, where the onboarding checklist lives. */
export const DOCTOR_HOME = "/dashboard";
/** Everyone else's home (public-side spec: returnUrl or the home page). */
export const PATIENT_HOME = "/";

/** What the landing rule needs to know about an account. */
export interface LandingAccount {
  isProvider: boolean;
  userType: string;
}

/** Where an account goes when nothing asked for another page. */
export function homeOf(account: LandingAccount): string {
  return account.isProvider || account.userType === "doctor" ? DOCTOR_HOME : PATIENT_HOME;
}

/**
 * Where a sign-in, registration or claim ends: the same-site page a returnUrl names (the home
 * page included), else the account's home (a doctor's dashboard, the home page for patients).
 * The one place this is decided: the login form and API, Google sign-in, doctor registration
 * and the welcome page all ask here.
 */
export function landingAfterLogin(
  returnUrl: string | null | undefined,
  account: LandingAccount,
): string {
  const asked = safeReturnUrl(returnUrl);
  // safeReturnUrl answers "/" both for the home page and for nothing usable.
  if (asked !== "/" || returnUrl?.trim() === "/") return asked;
  return homeOf(account);
}
