/**
 * What the public API and pages show of a provider (spec public-side 3). Built on the server
 * from a row by an explicit mapper; never carries admin notes, internal descriptions,
 * data-source details or account ids.
 */
export interface PublicService {
  name: string;
  price: number;
  description?: string;
}

export interface PublicProviderCard {
  id: number;
  name: string;
  slug: string;
  specialty: string;
  specialtySlug: string | null;
  city: string;
  citySlug: string | null;
  state: string | null;
  location: string | null;
  bio: string | null;
  avatar: string | null;
  price: number | null;
  experience: number | null;
  licenseVerified: boolean;
  availableToday: boolean;
  telemedicine: boolean;
  bookingEnabled: boolean;
  bookingUrl: string | null;
  phone: string | null;
  schedule: string;
  insuranceNetworks: string[];
  servicesWithPricing: PublicService[];
  certifications: string[];
  latitude: number | null;
  longitude: number | null;
  rating: { average: number | null; count: number };
  /** Path of the canonical profile page. */
  profilePath: string;
}

export const SORT_OPTIONS = ["experience", "price", "availability"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  experience: "Más experiencia",
  price: "Menor precio",
  availability: "Disponibles hoy primero",
};

export const DEFAULT_SCHEDULE = "Lun - Vie: 9:00 AM - 6:00 PM";
export const PAGE_SIZE = 10;
