import {
  IDENTITY_FIELDS,
  pendingReviewMessage,
  type PendingIdentityReview,
} from "../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../common/doctors/types.ts";
import { profilePath } from "../../common/providers/paths.ts";
import { repairText } from "../../common/text/repair.ts";
import { readInsurers, readOffices, readServices, readSocialLinks } from "../providers/dto.ts";
import type { OpenPendingChange, OwnListingRow } from "./self-repository.ts";

/** Text as the doctor edits it: garbled imports repaired, missing values as empty fields. */
function editable(value: string | null): string {
  return value === null ? "" : repairText(value);
}

/** The open identity request as the owner's dashboard shows it. */
export function toPendingReview(open: OpenPendingChange | null): PendingIdentityReview | null {
  if (!open) return null;
  const fields = IDENTITY_FIELDS.filter((field) => open.after[field] !== undefined);
  if (fields.length === 0) return null;
  return {
    fields,
    values: Object.fromEntries(fields.map((field) => [field, open.after[field] ?? null])),
    requestedAt: open.updatedAt.toISOString(),
    message: pendingReviewMessage(fields),
  };
}

/**
 * The doctor's own listing for the dashboard. JSON fields are read like the public profile
 * reads them, but an unreadable value becomes an empty list (or no links): the doctor then
 * writes a clean one instead of seeing an error.
 */
export function toOwnProvider(
  row: OwnListingRow,
  account: { emailVerified: boolean },
  pending: OpenPendingChange | null = null,
): OwnProvider {
  return {
    id: row.id,
    name: editable(row.name),
    slug: row.slug,
    profilePath: profilePath(row),
    specialty: editable(row.specialty),
    city: editable(row.city),
    bio: editable(row.bio),
    phone: row.phone ?? "",
    whatsapp: row.whatsapp ?? "",
    email: row.email ?? "",
    location: editable(row.location),
    schedule: editable(row.schedule),
    experience: row.experience ?? 0,
    price: row.price ?? 0,
    availableToday: row.availableToday,
    onlineBooking: row.onlineBooking,
    telemedicine: row.telemedicine,
    licenseNumber: row.licenseNumber,
    licenseVerified: row.licenseVerified,
    licenseIssue: row.licenseIssue,
    avatar: row.avatar,
    // 'needs_review' (an import an administrator must look at) waits like 'pending'.
    approvalStatus:
      row.approvalStatus === "approved" || row.approvalStatus === "rejected"
        ? row.approvalStatus
        : "pending",
    emailVerified: account.emailVerified,
    servicesWithPricing: readServices(row.servicesWithPricing),
    locations: (readOffices(row.locations) ?? []).map(({ name, address, phone, hours }) => ({
      name,
      address,
      ...(phone ? { phone } : {}),
      ...(hours ? { hours } : {}),
    })),
    socialLinks: readSocialLinks(row.socialLinks) ?? {},
    insuranceNetworks: readInsurers(row.insuranceNetworks) ?? [],
    pendingReview: toPendingReview(pending),
  };
}
