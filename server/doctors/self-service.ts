import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { parseSelfUpdate, type OwnListingUpdate } from "../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../common/doctors/types.ts";
import { repairText } from "../../common/text/repair.ts";
import { slugify } from "../../common/text/slug.ts";
import type { SessionUser } from "../accounts/service.ts";
import { badRequest, notFound } from "../../common/errors.ts";
import { requireListingOwner, requireUser } from "../access/rules.ts";
import { readOffices, readSocialLinks } from "../providers/dto.ts";
import { toOwnProvider } from "./self-dto.ts";
import type { IdentityFields } from "../db/schema/verification.ts";
import { compareHolder, holderOfStoredData } from "../licenses/service.ts";
import type {
  DoctorSelfRepository,
  OwnListingChanges,
  OwnListingRow,
  PendingWrite,
} from "./self-repository.ts";

export const SELF_ERRORS = {
  signIn: "Inicia sesión para administrar tu perfil.",
  // Spec: the dashboard says 'Acceso no autorizado' when the account has no listing.
  noListing: DOCTOR_MESSAGES.notAuthorized,
  notOwner: "Solo el titular del perfil puede modificarlo.",
  notFound: "Médico no encontrado",
} as const;

/** A catalogue specialty keeps its canonical name and slug (search filters use the slug). */
function specialtyColumns(text: string): { specialty: string; specialtySlug: string } {
  const slug = slugify(text);
  const known = SPECIALTIES.find((s) => s.slug === slug || slugify(s.name) === slug);
  return known
    ? { specialty: known.name, specialtySlug: known.slug }
    : { specialty: text, specialtySlug: slug };
}

const orNull = (value: string) => (value === "" ? null : value);

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Offices keep the map position they had when their address did not change (the dashboard
 * does not edit coordinates, an import may have set them).
 */
function officesWithKnownPositions(
  offices: NonNullable<OwnListingUpdate["locations"]>,
  stored: unknown,
) {
  const before = readOffices(stored) ?? [];
  return offices.map((office) => {
    const same = before.find((b) => b.address.toLowerCase() === office.address.toLowerCase());
    return {
      name: office.name,
      address: office.address,
      ...(office.phone ? { phone: office.phone } : {}),
      ...(office.hours ? { hours: office.hours } : {}),
      ...(same?.latitude !== undefined && same.longitude !== undefined
        ? { latitude: same.latitude, longitude: same.longitude }
        : {}),
    };
  });
}

/** Empty fields mean "no link"; links the dashboard does not edit (YouTube) stay. */
function socialLinksToStore(
  links: NonNullable<OwnListingUpdate["socialLinks"]>,
  stored: unknown,
): Record<string, string> {
  const kept = readSocialLinks(stored) ?? {};
  const result: Record<string, string> = kept.youtube ? { youtube: kept.youtube } : {};
  for (const [key, value] of Object.entries(links)) {
    if (value) result[key] = value;
  }
  return result;
}

function changesFrom(input: OwnListingUpdate, row: OwnListingRow): OwnListingChanges {
  const changes: OwnListingChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.bio !== undefined) changes.bio = orNull(input.bio);
  if (input.phone !== undefined) changes.phone = orNull(input.phone);
  if (input.whatsapp !== undefined) changes.whatsapp = orNull(input.whatsapp);
  if (input.email !== undefined) changes.email = orNull(input.email.toLowerCase());
  if (input.location !== undefined) changes.location = orNull(input.location);
  if (input.schedule !== undefined) changes.schedule = orNull(input.schedule);
  if (input.specialty !== undefined) Object.assign(changes, specialtyColumns(input.specialty));
  if (input.licenseNumber !== undefined) changes.licenseNumber = input.licenseNumber;
  if (input.experience !== undefined) changes.experience = input.experience;
  if (input.price !== undefined) changes.price = input.price;
  if (input.availableToday !== undefined) changes.availableToday = input.availableToday;
  if (input.telemedicine !== undefined) changes.telemedicine = input.telemedicine;
  if (input.insuranceNetworks !== undefined) {
    changes.insuranceNetworks = [...new Set(input.insuranceNetworks)];
  }
  if (input.servicesWithPricing !== undefined) {
    changes.servicesWithPricing = input.servicesWithPricing.map(({ name, price, description }) => ({
      name,
      price,
      ...(description ? { description } : {}),
    }));
  }
  if (input.locations !== undefined) {
    changes.locations = officesWithKnownPositions(input.locations, row.locations);
  }
  if (input.socialLinks !== undefined) {
    changes.socialLinks = socialLinksToStore(input.socialLinks, row.socialLinks);
  }
  return changes;
}

/** Text the owner sent back unchanged: as stored, or as the dashboard showed it (repaired). */
const sameText = (sent: string, stored: string | null) =>
  sent === stored || sent === repairText(stored ?? "");

/**
 * A verified, published listing's identity is what patients trust: its owner's changes to
 * it wait for an administrator. Other listings change at once, as every other field does.
 */
const identityNeedsReview = (row: OwnListingRow) =>
  row.licenseVerified && row.approvalStatus === "approved";

const publicIdentity = (row: OwnListingRow): IdentityFields => ({
  name: row.name,
  specialty: row.specialty,
  specialtySlug: row.specialtySlug,
  licenseNumber: row.licenseNumber,
});

/**
 * A verified listing not yet published may be renamed at once, but not away from the
 * registry's holder: that drops the verification for an administrator to look at.
 */
function verificationAfterRename(row: OwnListingRow, name: string): OwnListingChanges {
  if (!row.licenseVerified) return {};
  const holder = holderOfStoredData(row.licenseValidationData);
  if (compareHolder(holder, { firstName: name, lastName: "" }).matches) return {};
  return { licenseVerified: false, licenseValidatedAt: null, licenseIssue: "name_mismatch" };
}

/** The identity fields of a save, apart from the rest. */
function splitIdentity(changes: OwnListingChanges) {
  const { name, specialty, specialtySlug, licenseNumber, ...rest } = changes;
  return { identity: { name, specialty, specialtySlug, licenseNumber }, rest };
}

/** Nothing new was asked: the open request (or its absence) stays as it is. */
function sameIdentity(after: IdentityFields, open: IdentityFields | undefined): boolean {
  const keys = (fields: IdentityFields) => Object.keys(fields).sort().join();
  const previous = open ?? {};
  return (
    keys(after) === keys(previous) &&
    (Object.keys(after) as (keyof IdentityFields)[]).every((key) => after[key] === previous[key])
  );
}

/**
 * The open request after this save: each identity field sent replaces what was requested
 * before, and one sent back at its public value is no longer requested.
 */
function requestedIdentity(
  previous: IdentityFields,
  sent: IdentityFields,
  row: OwnListingRow,
): IdentityFields {
  const after: IdentityFields = { ...previous };
  if (sent.name !== undefined) {
    if (sameText(sent.name, row.name)) delete after.name;
    else after.name = sent.name;
  }
  if (sent.specialty !== undefined) {
    // Compared by name: a listing outside the catalogue may have no stored slug.
    if (sameText(sent.specialty, row.specialty)) {
      delete after.specialty;
      delete after.specialtySlug;
    } else {
      after.specialty = sent.specialty;
      after.specialtySlug = sent.specialtySlug ?? null;
    }
  }
  if (sent.licenseNumber !== undefined) {
    if (sent.licenseNumber === row.licenseNumber?.replace(/\D/g, "")) delete after.licenseNumber;
    else after.licenseNumber = sent.licenseNumber;
  }
  return after;
}

/**
 * The doctor's side of their own listing (spec public-side 2 'Mi Panel de Control', 6, 7):
 * read it whatever its approval state, and change the fields the dashboard edits. Only the
 * account that owns the listing may; administrators edit through their own panel.
 */
export function createDoctorSelfService(deps: {
  repository: DoctorSelfRepository;
  /** Public pages and search answers are cached: a saved listing must show at once. */
  onChange: () => void;
}) {
  const { repository } = deps;

  async function withPendingReview(row: OwnListingRow, user: SessionUser) {
    return toOwnProvider(row, user, await repository.openPendingChange(row.id));
  }

  /**
   * A new cédula on a listing that is not verified: what was checked of the old one no
   * longer applies, and one cédula, one doctor still holds (an administrator will see it).
   */
  async function licenseChanges(
    providerId: number,
    licenseNumber: string,
  ): Promise<OwnListingChanges> {
    const holder = await repository.otherListingWithLicense(licenseNumber, providerId);
    return {
      licenseVerified: false,
      licenseValidatedAt: null,
      licenseValidationData: null,
      licenseIssue: holder === null ? null : "conflict",
      licenseConflictProviderId: holder,
    };
  }

  return {
    async own(user: SessionUser | null): Promise<OwnProvider> {
      const me = requireUser(user, SELF_ERRORS.signIn);
      const row = await repository.findOwnedBy(me.id);
      if (!row) throw notFound(SELF_ERRORS.noListing);
      return withPendingReview(row, me);
    },

    /** Like own(), but null when the account has no listing (the dashboard page's question). */
    async ownOrNull(user: SessionUser): Promise<OwnProvider | null> {
      const row = await repository.findOwnedBy(user.id);
      return row ? withPendingReview(row, user) : null;
    },

    /** Saves the given fields only; the body is checked after the caller is known to own it. */
    async update(
      user: SessionUser | null,
      providerId: number,
      body: unknown,
    ): Promise<OwnProvider> {
      const { user: owner, resource: row } = await requireListingOwner(
        user,
        () => repository.findById(providerId),
        (listing) => listing.userId,
        SELF_ERRORS,
      );
      const parsed = parseSelfUpdate(body);
      if (!parsed.success) throw badRequest(parsed.message, { field: parsed.path });
      const { identity, rest } = splitIdentity(changesFrom(parsed.data, row));
      const identitySent = Object.values(identity).some((value) => value !== undefined);

      let changes: OwnListingChanges;
      let pending: PendingWrite;
      if (identityNeedsReview(row)) {
        changes = rest;
        const open = identitySent ? await repository.openPendingChange(providerId) : null;
        const after = requestedIdentity(open?.after ?? {}, identity, row);
        pending =
          !identitySent || sameIdentity(after, open?.after)
            ? { kind: "keep" }
            : Object.keys(after).length === 0
              ? { kind: "withdraw" }
              : { kind: "request", before: publicIdentity(row), after, requestedBy: owner.id };
      } else {
        changes = { ...rest, ...definedOnly(identity) };
        if (
          typeof changes.licenseNumber === "string" &&
          changes.licenseNumber !== row.licenseNumber
        ) {
          Object.assign(changes, await licenseChanges(providerId, changes.licenseNumber));
        } else if (changes.name !== undefined && !sameText(changes.name, row.name)) {
          Object.assign(changes, verificationAfterRename(row, changes.name));
        }
        // What the owner sends now applies at once: an older request is moot.
        pending = identitySent ? { kind: "withdraw" } : { kind: "keep" };
      }
      if (Object.keys(changes).length === 0 && pending.kind === "keep") {
        return withPendingReview(row, owner);
      }
      const saved = await repository.saveOwnEdit(providerId, changes, pending);
      if (!saved) throw notFound(SELF_ERRORS.notFound);
      if (Object.keys(changes).length > 0) deps.onChange();
      return toOwnProvider(saved.row, owner, saved.pending);
    },
  };
}
export type DoctorSelfService = ReturnType<typeof createDoctorSelfService>;
