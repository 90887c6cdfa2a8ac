import type { SessionUser } from "../accounts/service.ts";
import { forbidden, notFound, unauthorized } from "../../common/errors.ts";

/**
 * Who may do what, in one place: every service asks these instead of writing its own checks.
 * Each area keeps its own Spanish wording, passed in; the order of the checks (signed in,
 * then verified, then the resource, then ownership) is the same everywhere.
 */

/** Doctors reviewing or writing to each other is what patients cannot tell apart. */
export const isPatient = (user: SessionUser) => user.userType === "patient" && !user.isProvider;

/** A signed-in account, or a 401. */
export function requireUser(user: SessionUser | null, signIn?: string): SessionUser {
  if (!user) throw unauthorized(signIn);
  return user;
}

/** A signed-in account whose email is verified (401, then 403). */
export function requireVerifiedUser(
  user: SessionUser | null,
  messages: { signIn?: string; verify: string },
): SessionUser {
  const me = requireUser(user, messages.signIn);
  if (!me.emailVerified) throw forbidden(messages.verify);
  return me;
}

/** A patient account (never a doctor's) with a verified email. */
export function requireVerifiedPatient(
  user: SessionUser | null,
  messages: { signIn?: string; patientsOnly: string; verify: string },
): SessionUser {
  const me = requireUser(user, messages.signIn);
  if (!isPatient(me)) throw forbidden(messages.patientsOnly);
  if (!me.emailVerified) throw forbidden(messages.verify);
  return me;
}

/** The listing an account owns (the dashboard's), or undefined. */
export type FindOwnListing<L extends { id: number }> = (userId: string) => Promise<L | undefined>;

/** The signed-in account's own listing: 401 signed out, 403 for an account with none. */
export async function requireOwnListing<L extends { id: number }>(
  user: SessionUser | null,
  findOwnListing: FindOwnListing<L>,
  messages: { signIn?: string; noListing: string },
): Promise<{ user: SessionUser; listing: L }> {
  const me = requireUser(user, messages.signIn);
  const listing = await findOwnListing(me.id);
  if (!listing) throw forbidden(messages.noListing);
  return { user: me, listing };
}

/**
 * A resource of a listing (the listing itself, a review of it) that only the listing's owner
 * may change: 401 signed out, 404 when it does not exist, 403 for anyone else. The resource
 * is loaded only once the caller is known to be signed in.
 */
export async function requireListingOwner<R>(
  user: SessionUser | null,
  load: () => Promise<R | undefined | null>,
  ownerOf: (resource: R) => string | null,
  messages: { signIn?: string; notFound: string; notOwner: string },
): Promise<{ user: SessionUser; resource: R }> {
  const me = requireUser(user, messages.signIn);
  const resource = await load();
  if (resource === undefined || resource === null) throw notFound(messages.notFound);
  if (ownerOf(resource) !== me.id) throw forbidden(messages.notOwner);
  return { user: me, resource };
}

/**
 * Who an API route is for, as its declaration (server/http/route.ts) names it. The registrar
 * guards `admin` routes itself; `account` and `claim` routes reach their service, which
 * refuses with its own Spanish wording through the checks above. The API description shows
 * each as a security scheme, and the authorization matrix checks every declared route
 * against its role.
 */
export const ACCESS_ROLES = {
  /** Anyone, signed in or not. */
  public: undefined,
  /** A patient's or doctor's session (401 without one; the service decides the rest). */
  account: "cuenta",
  /** An administrator's session (401 without one, before anything else). */
  admin: "administrador",
  /** The secret of a listing claim, in X-Claim-Token. */
  claim: "reclamo",
} as const;
export type AccessRole = keyof typeof ACCESS_ROLES;
