import type { RemovedReviewCount } from "../reviews/reports.ts";

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
  /** 'Disponible hoy': a free slot today where it takes bookings here, else the doctor's word. */
  availableToday: boolean;
  /** Patients book here: a published agenda (its slot picker at /agendar/{slug}). */
  onlineBooking: boolean;
  telemedicine: boolean;
  /** An outside booking system (`bookingUrl`), for doctors without an agenda here. */
  bookingEnabled: boolean;
  bookingUrl: string | null;
  phone: string | null;
  schedule: string;
  insuranceNetworks: string[];
  servicesWithPricing: PublicService[];
  certifications: string[];
  /** Languages the doctor speaks, as listed ("Español", "Inglés"). */
  languages: string[];
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

export interface PublicOffice {
  name: string;
  address: string;
  phone?: string;
  hours?: string;
  latitude?: number;
  longitude?: number;
}

export interface PublicSocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  linkedin?: string;
  youtube?: string;
  website?: string;
}

/** Academic training as a license registry reported it. */
export interface PublicTraining {
  degree: string | null;
  institution: string | null;
  registrationYear: number | null;
}

/**
 * The full public profile. A JSON field that cannot be read is `null` (its section is
 * hidden); an empty but valid one is an empty list or object.
 */
export interface PublicProviderProfile extends PublicProviderCard {
  bio: string | null;
  email: string | null;
  bannerImage: string | null;
  licenseNumber: string | null;
  training: PublicTraining | null;
  yearsOfPractice: number | null;
  offices: PublicOffice[] | null;
  socialLinks: PublicSocialLinks | null;
  insurers: string[] | null;
  languages: string[];
  /** A linked account exists: 'Agendar Cita' instead of 'Reclamar este perfil'. */
  claimed: boolean;
  emailVerified: boolean;
  /** The doctor's own mobile for WhatsApp, 10 digits; null hides the WhatsApp button. */
  whatsapp: string | null;
  /** Reviews an administrator removed after a report, by reason ('1 reseña retirada por…'). */
  removedReviews: RemovedReviewCount[];
}

export interface PublicReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  approvalStatus: "pending" | "approved" | "rejected" | "reported";
  user: { firstName: string; lastName: string };
  /** The doctor's public answer ('Respuesta del médico'), plain text. */
  reply: { text: string; createdAt: string } | null;
  /** Written after a visit booked here that took place: 'Cita verificada'. */
  verifiedVisit: boolean;
}
