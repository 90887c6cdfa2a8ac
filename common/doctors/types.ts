import type { PublicOffice, PublicService, PublicSocialLinks } from "../providers/types.ts";
import type { LicenseIssue } from "../admin/providers.ts";
import type { PendingIdentityReview } from "./self-update.ts";

/** `POST /api/providers/register` answer (spec: success, message, user, redirect, error). */
export interface ProviderRegistrationResult {
  success: boolean;
  message: string;
  user?: { email: string; firstName: string };
  /** Set when the doctor chose a password: the session is open and the page goes here. */
  redirect?: string;
  error?: string;
}

/** The doctor's own listing as the dashboard edits it (`GET /api/providers/me`). */
export interface OwnProvider {
  id: number;
  name: string;
  slug: string;
  profilePath: string;
  specialty: string;
  city: string;
  bio: string;
  phone: string;
  /** The mobile for the profile's WhatsApp button, 10 digits; "" when the doctor gave none. */
  whatsapp: string;
  email: string;
  location: string;
  schedule: string;
  experience: number;
  price: number;
  /** The doctor's own 'Disponible hoy' switch (what shows while no agenda is published). */
  availableToday: boolean;
  /** An agenda is published here: patients book online and 'Disponible hoy' follows it. */
  onlineBooking: boolean;
  telemedicine: boolean;
  licenseNumber: string | null;
  licenseVerified: boolean;
  /** Why the cédula could not verify the listing (an administrator settles it), or null. */
  licenseIssue: LicenseIssue | null;
  /** The profile photo's address, or null (initials are shown). */
  avatar: string | null;
  /** pending until an administrator approves the listing. */
  approvalStatus: "pending" | "approved" | "rejected";
  /** The account's email is verified (spec: 'Email no verificado - Funciones limitadas'). */
  emailVerified: boolean;
  servicesWithPricing: PublicService[];
  locations: PublicOffice[];
  socialLinks: PublicSocialLinks;
  insuranceNetworks: string[];
  /** Name, specialty or cédula changes waiting for an administrator (verified listings). */
  pendingReview?: PendingIdentityReview | null;
}
