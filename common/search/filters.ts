import { z } from "zod";
import { INSURERS } from "../catalogs/insurers.ts";
import { PAGE_SIZE } from "../providers/types.ts";
import { SEARCH_SORTS, type SearchSort } from "./sort.ts";
import { findSearchLanguage, SEARCH_LANGUAGES } from "./language.ts";
import {
  AGE_GROUPS,
  DOCTOR_GENDERS,
  type AgeGroup,
  type DoctorGender,
  type ScheduleWish,
} from "./qualifiers.ts";
import {
  ALL_CITIES,
  ALL_SPECIALTIES,
  isKnownCity,
  MAX_API_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_OFFSET,
  ONLINE_CITY,
  resolveSpecialtySlug,
} from "./constants.ts";

export { ALL_CITIES, ALL_SPECIALTIES, ONLINE_CITY, resolveSpecialtySlug } from "./constants.ts";

export const SEARCH_MESSAGES = {
  specialty: "Especialidad no válida.",
  city: "Ciudad no válida.",
  query: `La búsqueda no puede tener más de ${MAX_QUERY_LENGTH} caracteres.`,
  limit: `El parámetro limit debe ser un número entero entre 1 y ${MAX_API_LIMIT}.`,
  offset: `El parámetro offset debe ser un número entero entre 0 y ${MAX_SEARCH_OFFSET}: para ver más resultados, afina la búsqueda.`,
  sort: "Orden no válido: usa relevance, recommended, experience, price o availability.",
  flag: "Valor no válido: usa true o false.",
  available: "Disponibilidad no válida: usa true, false, today, tomorrow, weekend o evening.",
  gender: "Género no válido: usa F (doctora) o M (doctor).",
  age: "Grupo de edad no válido: usa child o senior.",
  visit: "Valor de visit no válido: usa home.",
  priceMin: "El precio mínimo debe ser un número entero entre 1 y 100000.",
  priceRange: "El precio mínimo no puede ser mayor que el precio máximo.",
  booking: "Valor de booking no válido: usa online.",
  zone: "Zona no válida.",
  insurer: "Aseguradora no válida.",
  priceMax: "El precio máximo debe ser un número entero entre 1 y 100000.",
  minRating: "La calificación mínima debe ser un número entre 1 y 5.",
  language: `Idioma no válido: usa ${SEARCH_LANGUAGES.map((language) => language.code).join(", ")}.`,
} as const;

const slugParam = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(80, message)
    .regex(/^[a-z0-9-]*$/, message);

const flagParam = z.enum(["true", "false", "1", "0"], { error: SEARCH_MESSAGES.flag });

/**
 * Query of GET /api/providers (spec public-side 7), plus `sort`. Unknown parameters are
 * ignored; a repeated parameter (an array) is a bad request like any other wrong type.
 */
export const providerSearchQuerySchema = z
  .object({
    specialty: slugParam(SEARCH_MESSAGES.specialty)
      .refine(
        (value) =>
          value === "" || value === ALL_SPECIALTIES || resolveSpecialtySlug(value) !== undefined,
        SEARCH_MESSAGES.specialty,
      )
      .optional(),
    city: slugParam(SEARCH_MESSAGES.city)
      .refine(
        (value) => value === "" || value === ALL_CITIES || isKnownCity(value),
        SEARCH_MESSAGES.city,
      )
      .optional(),
    available: z
      .enum(["true", "false", "1", "0", "today", "tomorrow", "weekend", "evening"], {
        error: SEARCH_MESSAGES.available,
      })
      .optional(),
    gender: z
      .enum([...DOCTOR_GENDERS, "f", "m"], { error: SEARCH_MESSAGES.gender })
      .transform((value) => value.toUpperCase() as DoctorGender)
      .optional(),
    age: z.enum(AGE_GROUPS, { error: SEARCH_MESSAGES.age }).optional(),
    visit: z.enum(["home"], { error: SEARCH_MESSAGES.visit }).optional(),
    priceMin: z.coerce
      .number({ error: SEARCH_MESSAGES.priceMin })
      .int(SEARCH_MESSAGES.priceMin)
      .min(1, SEARCH_MESSAGES.priceMin)
      .max(100_000, SEARCH_MESSAGES.priceMin)
      .optional(),
    q: z
      .string({ error: SEARCH_MESSAGES.query })
      .trim()
      .max(MAX_QUERY_LENGTH, SEARCH_MESSAGES.query)
      .optional(),
    semanticSearch: flagParam.optional(),
    limit: z.coerce
      .number({ error: SEARCH_MESSAGES.limit })
      .int(SEARCH_MESSAGES.limit)
      .min(1, SEARCH_MESSAGES.limit)
      .max(MAX_API_LIMIT, SEARCH_MESSAGES.limit)
      .default(PAGE_SIZE),
    offset: z.coerce
      .number({ error: SEARCH_MESSAGES.offset })
      .int(SEARCH_MESSAGES.offset)
      .min(0, SEARCH_MESSAGES.offset)
      .max(MAX_SEARCH_OFFSET, SEARCH_MESSAGES.offset)
      .default(0),
    sort: z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).optional(),
    zone: z.string({ error: SEARCH_MESSAGES.zone }).trim().max(80, SEARCH_MESSAGES.zone).optional(),
    insurer: slugParam(SEARCH_MESSAGES.insurer)
      .refine(
        (value) => value === "" || INSURERS.some((insurer) => insurer.slug === value),
        SEARCH_MESSAGES.insurer,
      )
      .optional(),
    priceMax: z.coerce
      .number({ error: SEARCH_MESSAGES.priceMax })
      .int(SEARCH_MESSAGES.priceMax)
      .min(1, SEARCH_MESSAGES.priceMax)
      .max(100_000, SEARCH_MESSAGES.priceMax)
      .optional(),
    telemedicine: flagParam.optional(),
    verified: flagParam.optional(),
    /** 'Con cita en línea': listings with a published agenda (docs/booking.md). */
    booking: z.enum(["online"], { error: SEARCH_MESSAGES.booking }).optional(),
    minRating: z.coerce
      .number({ error: SEARCH_MESSAGES.minRating })
      .min(1, SEARCH_MESSAGES.minRating)
      .max(5, SEARCH_MESSAGES.minRating)
      .optional(),
    /** A language the doctor speaks: `en` (Inglés), `fr`… (common/search/language.ts). */
    language: slugParam(SEARCH_MESSAGES.language)
      .refine(
        (value) => value === "" || findSearchLanguage(value) !== undefined,
        SEARCH_MESSAGES.language,
      )
      .optional(),
  })
  .refine(
    (input) =>
      input.priceMin === undefined ||
      input.priceMax === undefined ||
      input.priceMin <= input.priceMax,
    { message: SEARCH_MESSAGES.priceRange, path: ["priceMin"] },
  )
  .transform((input) => toSearchCriteria(input));

export type ProviderSearchQuery = z.input<typeof providerSearchQuerySchema>;

/** The search as the service understands it: resolved slugs, no 'all' sentinels. */
export interface SearchCriteria {
  specialtySlug?: string;
  citySlug?: string;
  onlineOnly: boolean;
  availableToday: boolean;
  zone?: string;
  /**
   * A zone with no listing of the kind widens to its city (the results page, which says so;
   * a typed zone always widens).
   */
  widenEmptyZone?: boolean;
  /** Catalogue slug of an insurer the listing takes. */
  insurerSlug?: string;
  /** Highest consultation price, in pesos. */
  priceMax?: number;
  /** Lowest consultation price, in pesos. */
  priceMin?: number;
  /** Tomorrow, the weekend or the evening, from the listings' agendas (docs/search.md). */
  schedule?: Exclude<ScheduleWish, "today">;
  /** The doctor's title in the directory: "Dra." (F) or "Dr." (M). */
  gender?: DoctorGender;
  /** Patients searched for beside a specialty: understood, no filter. */
  ageGroup?: AgeGroup;
  /** Listings that offer a home visit among their services. */
  homeVisit?: boolean;
  /** Only listings whose cédula is verified. */
  verified?: boolean;
  /** Only listings that take bookings here ('Con cita en línea'). */
  onlineBooking?: boolean;
  /** Lowest average of approved reviews (1 to 5). */
  minRating?: number;
  /** Code of a language the doctor speaks (language.ts). */
  language?: string;
  q?: string;
  semantic: boolean;
  /** Search the words as typed: no symptom mapping by default ("buscar el texto literal"). */
  literal?: boolean;
  sort?: SearchSort;
  limit: number;
  offset: number;
}

const isTrue = (flag: string | undefined) => flag === "true" || flag === "1";

function toSearchCriteria(input: {
  specialty?: string;
  city?: string;
  available?: string;
  q?: string;
  semanticSearch?: string;
  limit: number;
  offset: number;
  sort?: SearchSort;
  zone?: string;
  insurer?: string;
  priceMax?: number;
  priceMin?: number;
  gender?: DoctorGender;
  age?: AgeGroup;
  visit?: "home";
  telemedicine?: string;
  verified?: string;
  booking?: "online";
  minRating?: number;
  language?: string;
}): SearchCriteria {
  const available = input.available;
  const city = input.city && input.city !== ALL_CITIES ? input.city : undefined;
  const q = input.q ? input.q : undefined;
  return {
    specialtySlug: resolveSpecialtySlug(input.specialty || undefined),
    citySlug: city && city !== ONLINE_CITY ? city : undefined,
    onlineOnly: city === ONLINE_CITY || isTrue(input.telemedicine),
    availableToday:
      input.available === "true" || input.available === "1" || input.available === "today",
    q,
    // Spec: semanticSearch only means something together with q.
    semantic: Boolean(q) && (input.semanticSearch === "true" || input.semanticSearch === "1"),
    sort: input.sort,
    zone: input.zone ? input.zone : undefined,
    insurerSlug: input.insurer ? input.insurer : undefined,
    priceMax: input.priceMax,
    priceMin: input.priceMin,
    schedule:
      available === "tomorrow" || available === "weekend" || available === "evening"
        ? available
        : undefined,
    gender: input.gender,
    ageGroup: input.age,
    homeVisit: input.visit === "home",
    verified: isTrue(input.verified),
    onlineBooking: input.booking === "online",
    minRating: input.minRating,
    language: input.language ? input.language : undefined,
    limit: input.limit,
    offset: input.offset,
  };
}
