import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { providers } from "./providers.ts";
import { tsvector } from "./types.ts";

/*
 * Narrow tables the search reads instead of the 500,000-row listings table. Statement-level
 * triggers on providers and reviews keep them in the same transaction as the write (migration
 * 0011_search_materialised), so every writer (admin, doctors, imports, the demo seed's bulk
 * loads) keeps them right without knowing they exist.
 */

/**
 * The folded name of every public listing and its words, for typo-tolerant name search: the
 * typed words are corrected against the vocabulary below, then the names holding the
 * corrected words come from the words index, without reading the wide listings rows.
 */
export const providerNames = pgTable(
  "provider_names",
  {
    providerId: integer("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** f_unaccent(lower(name)): the form the search compares. */
    name: text("name").notNull(),
    words: tsvector("words")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', name)`),
  },
  (t) => [index("provider_names_words_idx").using("gin", t.words)],
);

/**
 * Every word that has appeared in a public name (folded): a vocabulary of tens of thousands
 * at national scale however many listings there are, so the nearest words to a misspelt one
 * come from a small trigram index. Words are only added; one no listing holds any more finds
 * nothing and costs nothing.
 */
export const providerNameWords = pgTable(
  "provider_name_words",
  { word: text("word").primaryKey() },
  (t) => [index("provider_name_words_trgm_idx").using("gist", sql`${t.word} gist_trgm_ops`)],
);

/**
 * Public listings per specialty and city ('' where the listing has none): counts per
 * specialty, exact totals of specialty and city pages, and the home's trust figures.
 * Rows whose counts fall to 0 stay (readers skip them).
 */
export const publicListingCounts = pgTable(
  "public_listing_counts",
  {
    specialtySlug: text("specialty_slug").notNull(),
    citySlug: text("city_slug").notNull(),
    listings: integer("listings").notNull().default(0),
    verified: integer("verified").notNull().default(0),
    availableToday: integer("available_today").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.specialtySlug, t.citySlug] })],
);

/** Approved reviews in the whole directory, one row: the home's share of positive opinions. */
export const reviewTotals = pgTable("review_totals", {
  id: integer("id").primaryKey().default(1),
  approved: integer("approved").notNull().default(0),
  /** Approved reviews rated 4 or 5. */
  positive: integer("positive").notNull().default(0),
});

/**
 * What the search shows of each listing with a published agenda, and when to look again: its
 * next free slot (result cards' 'Próxima cita') and its 'Disponible hoy' (kept on the listing,
 * providers.agenda_available_today, for the indexed filter and order). `due_at` is the moment
 * the answer can change by itself (the next slot, or today's last one, stops being bookable;
 * the office's midnight), or '-infinity' once anything frees or takes time (a visit booked,
 * cancelled or moved, a block, an exception, new hours). Triggers of migration 0019 keep one
 * row per published agenda and set '-infinity'; the refresher (server/search/available-today.ts)
 * claims due rows, computes and writes the answer with the next `due_at`.
 */
export const availableTodayChecks = pgTable(
  "available_today_checks",
  {
    providerId: integer("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first free slot within two weeks (any visit type); null: none, or not looked at. */
    nextSlotAt: timestamp("next_slot_at", { withTimezone: true }),
    /** The zone of that slot's office, to show its time in. */
    nextSlotTimeZone: text("next_slot_time_zone"),
  },
  (t) => [index("available_today_checks_due_idx").on(t.dueAt)],
);
