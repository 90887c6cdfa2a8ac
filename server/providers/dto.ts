import { z } from "zod";
import { profilePath } from "../../common/providers/paths.ts";
import {
  DEFAULT_SCHEDULE,
  type PublicProviderCard,
  type PublicService,
} from "../../common/providers/types.ts";
import type { providers } from "../db/schema/index.ts";

type ProviderRow = typeof providers.$inferSelect;

/** The columns a public card needs; repositories select exactly these. */
export type ProviderCardRow = Pick<
  ProviderRow,
  | "id"
  | "name"
  | "slug"
  | "specialty"
  | "specialtySlug"
  | "city"
  | "citySlug"
  | "state"
  | "location"
  | "bio"
  | "avatar"
  | "price"
  | "experience"
  | "licenseVerified"
  | "availableToday"
  | "telemedicine"
  | "bookingEnabled"
  | "bookingUrl"
  | "phone"
  | "schedule"
  | "insuranceNetworks"
  | "servicesWithPricing"
  | "certifications"
  | "latitude"
  | "longitude"
>;

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
    name: row.name,
    slug: row.slug,
    specialty: row.specialty,
    specialtySlug: row.specialtySlug,
    city: row.city,
    citySlug: row.citySlug,
    state: row.state,
    location: row.location,
    bio: row.bio,
    avatar: row.avatar,
    price: row.price,
    experience: row.experience,
    licenseVerified: row.licenseVerified,
    availableToday: row.availableToday,
    telemedicine: row.telemedicine,
    bookingEnabled: row.bookingEnabled && bookingUrl !== null,
    bookingUrl,
    phone: row.phone,
    schedule: row.schedule?.trim() || DEFAULT_SCHEDULE,
    insuranceNetworks: readStringList(row.insuranceNetworks),
    servicesWithPricing: readServices(row.servicesWithPricing),
    certifications: readStringList(row.certifications),
    latitude: row.latitude,
    longitude: row.longitude,
    rating: {
      average: rating.average === null ? null : Math.round(rating.average * 10) / 10,
      count: rating.count,
    },
    profilePath: profilePath(row),
  };
}
