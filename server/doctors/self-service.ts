import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { parseSelfUpdate } from "../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../common/doctors/types.ts";
import type { ProviderSelfUpdate } from "../../common/doctors/schemas.ts";
import { slugify } from "../../common/text/slug.ts";
import type { SessionUser } from "../accounts/service.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../errors.ts";
import { readOffices, readSocialLinks } from "../providers/dto.ts";
import { toOwnProvider } from "./self-dto.ts";
import type { DoctorSelfRepository, OwnListingChanges, OwnListingRow } from "./self-repository.ts";

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

/**
 * Offices keep the map position they had when their address did not change (the dashboard
 * does not edit coordinates, an import may have set them).
 */
function officesWithKnownPositions(
  offices: NonNullable<ProviderSelfUpdate["locations"]>,
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
  links: NonNullable<ProviderSelfUpdate["socialLinks"]>,
  stored: unknown,
): Record<string, string> {
  const kept = readSocialLinks(stored) ?? {};
  const result: Record<string, string> = kept.youtube ? { youtube: kept.youtube } : {};
  for (const [key, value] of Object.entries(links)) {
    if (value) result[key] = value;
  }
  return result;
}

function changesFrom(input: ProviderSelfUpdate, row: OwnListingRow): OwnListingChanges {
  const changes: OwnListingChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.bio !== undefined) changes.bio = orNull(input.bio);
  if (input.phone !== undefined) changes.phone = orNull(input.phone);
  if (input.email !== undefined) changes.email = orNull(input.email.toLowerCase());
  if (input.location !== undefined) changes.location = orNull(input.location);
  if (input.schedule !== undefined) changes.schedule = orNull(input.schedule);
  if (input.specialty !== undefined) Object.assign(changes, specialtyColumns(input.specialty));
  if (input.experience !== undefined) changes.experience = input.experience;
  if (input.price !== undefined) changes.price = input.price;
  if (input.availableToday !== undefined) changes.availableToday = input.availableToday;
  if (input.telemedicine !== undefined) changes.telemedicine = input.telemedicine;
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

  return {
    async own(user: SessionUser | null): Promise<OwnProvider> {
      if (!user) throw unauthorized(SELF_ERRORS.signIn);
      const row = await repository.findOwnedBy(user.id);
      if (!row) throw notFound(SELF_ERRORS.noListing);
      return toOwnProvider(row, user);
    },

    /** Like own(), but null when the account has no listing (the dashboard page's question). */
    async ownOrNull(user: SessionUser): Promise<OwnProvider | null> {
      const row = await repository.findOwnedBy(user.id);
      return row ? toOwnProvider(row, user) : null;
    },

    /** Saves the given fields only; the body is checked after the caller is known to own it. */
    async update(
      user: SessionUser | null,
      providerId: number,
      body: unknown,
    ): Promise<OwnProvider> {
      if (!user) throw unauthorized(SELF_ERRORS.signIn);
      const row = await repository.findById(providerId);
      if (!row) throw notFound(SELF_ERRORS.notFound);
      if (row.userId !== user.id) throw forbidden(SELF_ERRORS.notOwner);
      const parsed = parseSelfUpdate(body);
      if (!parsed.success) throw badRequest(parsed.message, { field: parsed.path });
      const changes = changesFrom(parsed.data, row);
      if (Object.keys(changes).length === 0) return toOwnProvider(row, user);
      const saved = await repository.update(providerId, changes);
      if (!saved) throw notFound(SELF_ERRORS.notFound);
      deps.onChange();
      return toOwnProvider(saved, user);
    },
  };
}
export type DoctorSelfService = ReturnType<typeof createDoctorSelfService>;
