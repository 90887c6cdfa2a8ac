import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { tsvector } from "./types.ts";

export const PROVIDER_APPROVAL_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "needs_review",
] as const;
export type ProviderApprovalStatus = (typeof PROVIDER_APPROVAL_STATUSES)[number];

/** Every data source value of admin-side section 4, both spreadsheet spellings included. */
export const PROVIDER_DATA_SOURCES = [
  "manual",
  "csv_import",
  "api_import",
  "doctoralia",
  "government",
  "top_doctors",
  "google_sheets",
  "google-sheets",
  "insurance_directory",
  "airtable",
  "self_registration",
  "demo",
] as const;
export type ProviderDataSource = (typeof PROVIDER_DATA_SOURCES)[number];

export interface ServiceWithPrice {
  name: string;
  price: number;
  description?: string;
}
export interface ProviderOffice {
  name: string;
  address: string;
  phone?: string;
  hours?: string;
  latitude?: number;
  longitude?: number;
}
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  linkedin?: string;
  youtube?: string;
  website?: string;
}
/** What a license registry answered (admin-side 3: licenseValidationData). */
export interface LicenseValidationData {
  name?: string;
  degree?: string;
  institution?: string;
  registrationYear?: number;
  anioreg?: number;
  expeditionDate?: string;
  source?: string;
  fullData?: { titulo?: string; desins?: string; anioreg?: number; [key: string]: unknown };
}

/**
 * Profile completeness in SQL, weights as in common/doctors/completeness.ts: photo 20, bio 20,
 * services 15, offices 15, schedule 10, insurers 10, verified cédula 10. Only immutable
 * functions, so it can be a generated column; malformed jsonb counts as missing.
 */
const jsonbListFilled = (column: string) =>
  `(case when jsonb_typeof(${column}) = 'array' then jsonb_array_length(${column}) > 0 else false end)`;
export const PROFILE_COMPLETENESS_SQL = `((case when coalesce(btrim(avatar), '') <> '' then 20 else 0 end) + (case when coalesce(btrim(bio), '') <> '' then 20 else 0 end) + (case when ${jsonbListFilled("services_with_pricing")} then 15 else 0 end) + (case when ${jsonbListFilled("locations")} then 15 else 0 end) + (case when coalesce(btrim(schedule), '') <> '' then 10 else 0 end) + (case when ${jsonbListFilled("insurance_networks")} then 10 else 0 end) + (case when license_verified then 10 else 0 end))`;

/** See `effectiveAvailableToday`. */
export const EFFECTIVE_AVAILABLE_TODAY_SQL =
  "(case when online_booking and license_verified then coalesce(agenda_available_today, false) else available_today end)";

/**
 * Partial indexes of public listings in one order: led by the specialty, by the city, and
 * with neither (the whole directory). `order` builds fresh columns for each index (drizzle
 * resets a column's direction once an index takes it).
 */
function publicOrderIndexes(
  t: Record<"specialtySlug" | "citySlug" | "approvalStatus", ExtraConfigColumn>,
  name: string,
  order: () => Partial<ExtraConfigColumn>[],
) {
  const scopes = [
    ["specialty", t.specialtySlug],
    ["city", t.citySlug],
    ["all", undefined],
  ] as const;
  return scopes.map(([scope, column]) =>
    index(`providers_public_${scope}_${name}_idx`)
      .on(...((column ? [column, ...order()] : order()) as [Partial<ExtraConfigColumn>]))
      .where(sql`${t.approvalStatus} = 'approved'`),
  );
}

/**
 * The directory listing (public-side 3 and admin-side 3). JSON fields are jsonb but are
 * typed `unknown` on purpose: imported rows may hold anything, so every reader validates
 * them (a field that cannot be read hides its section instead of breaking the page).
 */
export const providers = pgTable(
  "providers",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    specialty: text("specialty").notNull(),
    specialtySlug: text("specialty_slug"),
    city: text("city").notNull(),
    citySlug: text("city_slug"),
    state: text("state"),
    location: text("location"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    bio: text("bio"),
    avatar: text("avatar"),
    bannerImage: text("banner_image"),
    price: integer("price"),
    experience: integer("experience"),
    certifications: jsonb("certifications").$type<unknown>(),
    languages: jsonb("languages").$type<unknown>(),
    licenseNumber: text("license_number"),
    licenseVerified: boolean("license_verified").notNull().default(false),
    licenseValidatedAt: timestamp("license_validated_at", { withTimezone: true }),
    licenseValidationData: jsonb("license_validation_data").$type<unknown>(),
    // Why the cédula could not verify this listing for an administrator to settle:
    // "conflict" (another listing or account holds it) or "name_mismatch" (the registry's
    // holder is someone else). conflictProviderId names the other listing.
    licenseIssue: text("license_issue", { enum: ["conflict", "name_mismatch"] }),
    licenseConflictProviderId: integer("license_conflict_provider_id"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The doctor's own 'Disponible hoy' switch (or the imported value). */
    availableToday: boolean("available_today").notNull().default(false),
    telemedicine: boolean("telemedicine").notNull().default(false),
    bookingEnabled: boolean("booking_enabled").notNull().default(false),
    bookingUrl: text("booking_url"),
    phone: text("phone"),
    /** A Mexican mobile's 10 digits for the WhatsApp button (the office phone may be a landline). */
    whatsapp: text("whatsapp"),
    email: text("email"),
    schedule: text("schedule"),
    acceptsInsurance: boolean("accepts_insurance").notNull().default(false),
    insuranceNetworks: jsonb("insurance_networks").$type<unknown>(),
    servicesWithPricing: jsonb("services_with_pricing").$type<unknown>(),
    locations: jsonb("locations").$type<unknown>(),
    socialLinks: jsonb("social_links").$type<unknown>(),
    socialProfileImage: text("social_profile_image"),
    approvalStatus: text("approval_status", { enum: PROVIDER_APPROVAL_STATUSES })
      .notNull()
      .default("pending"),
    adminNotes: text("admin_notes"),
    dataSource: text("data_source").notNull().default("manual"),
    dataSourceName: text("data_source_name"),
    externalDescription: text("external_description"),
    externalId: text("external_id"),
    externalUrl: text("external_url"),
    externalRating: numeric("external_rating", { precision: 3, scale: 2, mode: "number" }),
    externalReviewCount: integer("external_review_count"),
    externalReviewSource: text("external_review_source"),
    externalReviewSummary: text("external_review_summary"),
    externalReviewsLastUpdated: timestamp("external_reviews_last_updated", { withTimezone: true }),
    taxId: text("tax_id"),
    premium: boolean("premium").notNull().default(false),
    importRunId: integer("import_run_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Approved reviews, kept by triggers on reviews (migration
    // 0010_listing_review_counts): the 'Recomendados' order and the rating filter read them
    // without a subquery per listing.
    approvedReviewCount: integer("approved_review_count").notNull().default(0),
    approvedRatingSum: integer("approved_rating_sum").notNull().default(0),
    // Profile completeness 0-100, the SQL twin of common/doctors/completeness.ts (a test
    // compares them), stored so that the public order can be indexed.
    profileCompleteness: integer("profile_completeness").generatedAlwaysAs(
      sql.raw(PROFILE_COMPLETENESS_SQL),
    ),
    // Online booking (docs/booking.md, "Search"): kept by triggers on agendas (migration
    // 0019). Patients book only while the cédula is verified too, so readers ask for both.
    onlineBooking: boolean("online_booking").notNull().default(false),
    // Whether the published agenda has a free slot today in its office's zone; written by the
    // search's refresher (server/search/available-today.ts), null until it first looks.
    agendaAvailableToday: boolean("agenda_available_today"),
    // 'Disponible hoy' as search, sort and cards show it: from the agenda where patients can
    // book one, otherwise the doctor's own switch. Stored so that the order can be indexed.
    effectiveAvailableToday: boolean("effective_available_today")
      .notNull()
      .generatedAlwaysAs(sql.raw(EFFECTIVE_AVAILABLE_TODAY_SQL)),
    // 'Recomendados': verified cédula and reviews first (tiers of 1000), then completeness.
    recommendedScore: integer("recommended_score").generatedAlwaysAs(
      sql.raw(
        `(case when license_verified then 2000 else 0 end) + (case when approved_review_count > 0 then 1000 else 0 end) + ${PROFILE_COMPLETENESS_SQL}`,
      ),
    ),
    // Weighted Spanish full-text document; accents folded by the es_unaccent configuration.
    // Service names come from the jsonb list (lax jsonpath: a malformed value adds nothing).
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('es_unaccent', coalesce(name, '')), 'A') || setweight(to_tsvector('es_unaccent', coalesce(specialty, '')), 'A') || setweight(to_tsvector('es_unaccent', coalesce(jsonb_path_query_array(services_with_pricing, '$[*].name')::text, '')), 'B') || setweight(to_tsvector('es_unaccent', coalesce(city, '') || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('es_unaccent', coalesce(bio, '')), 'C')`,
    ),
  },
  (t) => [
    index("providers_search_vector_idx").using("gin", t.searchVector),
    index("providers_name_trgm_idx").using("gin", sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index("providers_specialty_slug_idx").on(t.specialtySlug),
    index("providers_city_slug_idx").on(t.citySlug),
    index("providers_approval_status_idx").on(t.approvalStatus),
    index("providers_public_listing_idx").on(
      t.approvalStatus,
      t.specialtySlug,
      t.citySlug,
      t.experience,
    ),
    // Public listings in the 'Recomendados' order, by specialty and city.
    index("providers_recommended_idx")
      .on(
        t.specialtySlug,
        t.citySlug,
        t.recommendedScore.desc(),
        t.experience.desc().nullsLast(),
        t.id,
      )
      .where(sql`${t.approvalStatus} = 'approved'`),
    index("providers_user_id_idx").on(t.userId),
    index("providers_license_number_idx").on(t.licenseNumber),
    // Cédulas as imported may carry spaces or dashes; "one cédula, one doctor" compares digits.
    index("providers_license_digits_idx").on(
      sql`regexp_replace(${t.licenseNumber}, '[^0-9]', '', 'g')`,
    ),
    index("providers_external_url_idx").on(t.externalUrl),
    index("providers_created_at_idx").on(t.createdAt),
    // The public orders by specialty alone, city alone or neither, so that a page reads its
    // ten rows in order instead of sorting every match (specialty and city together are few
    // enough to sort, through providers_public_listing_idx).
    ...publicOrderIndexes(t, "experience", () => [t.experience.desc().nullsLast(), t.id]),
    ...publicOrderIndexes(t, "price", () => [
      t.price.asc().nullsLast(),
      t.experience.desc().nullsLast(),
      t.id,
    ]),
    ...publicOrderIndexes(t, "availability", () => [
      t.effectiveAvailableToday.desc().nullsFirst(),
      t.experience.desc().nullsLast(),
      t.id,
    ]),
    ...publicOrderIndexes(t, "recommended", () => [
      t.recommendedScore.desc().nullsLast(),
      t.experience.desc().nullsLast(),
      t.id,
    ]),
  ],
);
