import { z } from "zod";
import { profilePath } from "../../common/providers/paths.ts";
import {
  DEFAULT_SCHEDULE,
  type PublicOffice,
  type PublicProviderCard,
  type PublicProviderProfile,
  type PublicService,
  type PublicSocialLinks,
  type PublicTraining,
} from "../../common/providers/types.ts";
import { experienceYears } from "../../common/providers/experience.ts";
import { repairText } from "../../common/text/repair.ts";
import type { providers } from "../db/schema/index.ts";

/** Imported data may carry mojibake ('CardiologÃ­a'): repaired on the way out, nulls kept. */
function repaired(value: string | null): string | null {
  return value === null ? null : repairText(value) || null;
}

type ProviderRow = typeof providers.$inferSelect;

/** The columns a public card needs; repositories select exactly these. */
export const CARD_COLUMN_KEYS = [
  "id",
  "name",
  "slug",
  "specialty",
  "specialtySlug",
  "city",
  "citySlug",
  "state",
  "location",
  "bio",
  "avatar",
  "price",
  "experience",
  "licenseVerified",
  "effectiveAvailableToday",
  "onlineBooking",
  "telemedicine",
  "bookingEnabled",
  "bookingUrl",
  "phone",
  "schedule",
  "insuranceNetworks",
  "servicesWithPricing",
  "certifications",
  "languages",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof ProviderRow)[];

export type ProviderCardRow = Pick<ProviderRow, (typeof CARD_COLUMN_KEYS)[number]>;

const serviceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  price: z.coerce.number().int().min(0).max(10_000_000),
  description: z.string().max(1000).optional(),
});

/** Imported JSON can be anything: keep the readable items, drop the rest. */
export function readServices(value: unknown): PublicService[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = serviceSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readStringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === "string" && item.trim() !== "")
    .map((s) => s.trim());
}

/** Safe for a public page: only http(s) links leave the server. */
function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function toPublicProviderCard(
  row: ProviderCardRow,
  rating: { average: number | null; count: number },
): PublicProviderCard {
  const bookingUrl = safeHttpUrl(row.bookingUrl);
  return {
    id: row.id,
    name: repairText(row.name),
    slug: row.slug,
    specialty: repairText(row.specialty),
    specialtySlug: row.specialtySlug,
    city: repairText(row.city),
    citySlug: row.citySlug,
    state: repaired(row.state),
    location: repaired(row.location),
    bio: repaired(row.bio),
    avatar: row.avatar,
    price: row.price,
    experience: row.experience,
    licenseVerified: row.licenseVerified,
    // From the agenda where patients can book one (the stored column says how).
    availableToday: row.effectiveAvailableToday,
    // Bookable here: a published agenda, and a verified cédula (docs/booking.md).
    onlineBooking: row.onlineBooking && row.licenseVerified,
    telemedicine: row.telemedicine,
    bookingEnabled: row.bookingEnabled && bookingUrl !== null,
    bookingUrl,
    phone: row.phone,
    schedule: repairText(row.schedule) || DEFAULT_SCHEDULE,
    insuranceNetworks: readStringList(row.insuranceNetworks),
    servicesWithPricing: readServices(row.servicesWithPricing),
    certifications: readStringList(row.certifications),
    languages: readStringList(row.languages),
    latitude: row.latitude,
    longitude: row.longitude,
    rating: {
      average: rating.average === null ? null : Math.round(rating.average * 10) / 10,
      count: rating.count,
    },
    profilePath: profilePath(row),
  };
}

const officeSchema = z.object({
  name: z.string().trim().max(200).default(""),
  address: z.string().trim().min(1).max(500),
  phone: z.string().trim().max(40).optional(),
  hours: z.string().trim().max(200).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

/** Stored JSON may arrive as text from imports ("[]", "{...}"); anything unreadable is null. */
function parseJsonValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function readOffices(value: unknown): PublicOffice[] | null {
  const parsed = parseJsonValue(value);
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((item) => {
    const office = officeSchema.safeParse(item);
    return office.success
      ? [
          {
            ...office.data,
            name: repairText(office.data.name),
            address: repairText(office.data.address),
          },
        ]
      : [];
  });
}

const SOCIAL_KEYS = ["website", "facebook", "instagram", "twitter", "linkedin", "youtube"] as const;

export function readSocialLinks(value: unknown): PublicSocialLinks | null {
  const parsed = parseJsonValue(value);
  if (parsed === null) return {};
  if (typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const links: PublicSocialLinks = {};
  for (const key of SOCIAL_KEYS) {
    const url = safeHttpUrl(
      typeof (parsed as Record<string, unknown>)[key] === "string"
        ? ((parsed as Record<string, string>)[key] ?? null)
        : null,
    );
    if (url) links[key] = url;
  }
  return links;
}

export function readInsurers(value: unknown): string[] | null {
  const parsed = parseJsonValue(value);
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) return null;
  return readStringList(parsed);
}

export function readTraining(value: unknown): PublicTraining | null {
  const parsed = parseJsonValue(value);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const data = parsed as Record<string, unknown>;
  const full = (typeof data.fullData === "object" && data.fullData ? data.fullData : {}) as Record<
    string,
    unknown
  >;
  const text = (...candidates: unknown[]) => {
    const found = candidates.find((c) => typeof c === "string" && c.trim() !== "");
    return typeof found === "string" ? repairText(found) : null;
  };
  const yearValue = [data.registrationYear, data.anioreg, data.anioregistro, full.anioreg].find(
    (y) => Number.isInteger(Number(y)) && Number(y) > 1900,
  );
  const training: PublicTraining = {
    degree: text(data.degree, data.titulo, full.titulo),
    institution: text(data.institution, data.institucion, data.desins, full.desins),
    registrationYear: yearValue === undefined ? null : Number(yearValue),
  };
  return training.degree || training.institution || training.registrationYear ? training : null;
}

export function toPublicProviderProfile(
  row: ProviderRow,
  rating: { average: number | null; count: number },
): Omit<PublicProviderProfile, "removedReviews"> {
  const training = row.licenseVerified ? readTraining(row.licenseValidationData) : null;
  return {
    ...toPublicProviderCard(row, rating),
    email: row.email,
    bannerImage: row.bannerImage,
    licenseNumber: row.licenseNumber,
    training,
    // The stored years, shown the same on cards and profiles (not derived from the license).
    yearsOfPractice: experienceYears(row.experience),
    offices: readOffices(row.locations),
    socialLinks: readSocialLinks(row.socialLinks),
    insurers: readInsurers(row.insuranceNetworks),
    languages: readStringList(row.languages),
    claimed: row.userId !== null,
    emailVerified: row.emailVerified,
    whatsapp: row.whatsapp,
  };
}
