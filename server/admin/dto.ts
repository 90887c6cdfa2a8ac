import type {
  AdminLicenseData,
  AdminLicenseHolder,
  AdminProviderDetail,
  AdminProviderRow,
  JsonSection,
} from "../../common/admin/providers.ts";
import { insurerTile } from "../../common/catalogs/insurers.ts";
import { profilePath } from "../../common/providers/paths.ts";
import { readInsurers, readOffices, readSocialLinks, readStringList } from "../providers/dto.ts";
import type { LicenseHolder } from "../licenses/service.ts";
import type { AdminProviderListRecord, AdminProviderRecord } from "./repository.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A JSON field through its safe reader: nothing stored, readable, or unreadable. */
function section<T>(value: unknown, read: (value: unknown) => T | null): JsonSection<T> {
  if (value === null || value === undefined) return { state: "empty" };
  const parsed = read(value);
  return parsed === null ? { state: "unreadable" } : { state: "ok", value: parsed };
}

function parseMaybeText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** licenseValidationData in either spelling (registrationYear or anioreg, fullData's titulo…). */
export function readLicenseData(value: unknown): AdminLicenseData | null {
  const parsed = parseMaybeText(value);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const data = parsed as Record<string, unknown>;
  const full = (data.fullData && typeof data.fullData === "object" ? data.fullData : {}) as Record<
    string,
    unknown
  >;
  const textOf = (...candidates: unknown[]) => {
    const found = candidates.find((c) => typeof c === "string" && c.trim() !== "");
    return typeof found === "string" ? found.trim() : null;
  };
  const year = [data.registrationYear, data.anioreg, data.anioregistro, full.anioreg]
    .map(Number)
    .find((y) => Number.isInteger(y) && y > 1900 && y < 2200);
  return {
    name: textOf(data.name, data.nombre),
    degree: textOf(data.degree, data.titulo, full.titulo),
    institution: textOf(data.institution, data.institucion, data.desins, full.desins),
    registrationYear: year ?? null,
    expeditionDate: textOf(data.expeditionDate),
    source: textOf(data.source),
  };
}

function insurerTiles(value: unknown) {
  const names = readInsurers(value);
  return names === null ? null : names.map((name) => insurerTile(name));
}

export function toAdminProviderRow(row: AdminProviderListRecord): AdminProviderRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    specialty: row.specialty,
    city: row.city,
    state: row.state,
    location: row.location,
    price: row.price,
    experience: row.experience,
    approvalStatus: row.approvalStatus,
    licenseNumber: row.licenseNumber,
    licenseVerified: row.licenseVerified,
    licenseIssue: row.licenseIssue,
    licenseConflictProviderId: row.licenseConflictProviderId,
    emailVerified: row.emailVerified,
    telemedicine: row.telemedicine,
    bookingEnabled: row.bookingEnabled,
    premium: row.premium,
    externalRating: row.externalRating === null ? null : Number(row.externalRating),
    externalReviewCount: row.externalReviewCount,
    dataSource: row.dataSource,
    dataSourceName: row.dataSourceName,
    insurers: insurerTiles(row.insuranceNetworks),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const publicPathOf = (row: Parameters<typeof profilePath>[0] & { approvalStatus: string }) =>
  row.approvalStatus === "approved" ? profilePath(row) : null;

export function toAdminLicenseHolder(holder: LicenseHolder): AdminLicenseHolder {
  return {
    id: holder.providerId,
    name: holder.name,
    specialty: holder.specialty,
    city: holder.city,
    approvalStatus: holder.approvalStatus,
    hasOwner: holder.hasOwner,
    licenseNumber: holder.licenseNumber,
    licenseVerified: holder.licenseVerified,
    publicPath: publicPathOf(holder),
    via: holder.via,
  };
}

/**
 * Everything but the search vector; JSON sections say when they cannot be read. `holders`:
 * the other listings with the same cédula, shown beside this one.
 */
export function toAdminProviderDetail(
  row: AdminProviderRecord,
  holders: LicenseHolder[],
): AdminProviderDetail {
  return {
    ...toAdminProviderRow(row),
    userId: row.userId,
    whatsapp: row.whatsapp,
    slug: row.slug,
    bio: row.bio,
    avatar: row.avatar,
    bannerImage: row.bannerImage,
    schedule: row.schedule,
    adminNotes: row.adminNotes,
    licenseValidatedAt: iso(row.licenseValidatedAt),
    availableToday: row.availableToday,
    acceptsInsurance: row.acceptsInsurance,
    certifications: readStringList(parseMaybeText(row.certifications)),
    socialProfileImage: row.socialProfileImage,
    externalDescription: row.externalDescription,
    externalId: row.externalId,
    externalUrl: row.externalUrl,
    externalReviewSource: row.externalReviewSource,
    externalReviewSummary: row.externalReviewSummary,
    externalReviewsLastUpdated: iso(row.externalReviewsLastUpdated),
    taxId: row.taxId,
    publicPath: publicPathOf(row),
    licenseValidation: section(row.licenseValidationData, readLicenseData),
    licenseHolders: holders.map(toAdminLicenseHolder),
    offices: section(row.locations, readOffices),
    socialLinks: section(row.socialLinks, readSocialLinks),
    insuranceNetworks: section(row.insuranceNetworks, readInsurers),
  };
}
