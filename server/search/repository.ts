import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { SearchSort } from "../../common/search/sort.ts";
import { MAX_SEARCH_OFFSET } from "../../common/search/values.ts";
import type { Database } from "../db/client.ts";
import {
  agendaOffices,
  availableTodayChecks,
  weeklyHours,
  providerNames,
  providerNameWords,
  providers,
  publicListingCounts,
  reviews,
  reviewTotals,
} from "../db/schema/index.ts";
import { CARD_COLUMN_KEYS, type ProviderCardRow } from "../providers/dto.ts";
import { containsPattern } from "../db/like.ts";
import { mixRows, mixShares, UNMIXED_BLOCK } from "./mixed.ts";

export interface ProviderSearch {
  /** One specialty, or several ranked best first (Búsqueda Inteligente). */
  specialtySlugs?: string[];
  citySlug?: string;
  /** The cities of a state ("ginecólogo edomex"). */
  citySlugs?: string[];
  onlineOnly?: boolean;
  /** Only listings whose cédula is verified. */
  verified?: boolean;
  /** Only listings patients can book here: a published agenda and a verified cédula. */
  onlineBooking?: boolean;
  /** Names an insurer goes by: listings that take any of them. */
  insurerNames?: string[];
  /** Spellings of a language (providers.languages): listings whose doctor speaks it. */
  languageNames?: string[];
  /** Highest consultation price (pesos); listings without a price are left out. */
  priceMax?: number;
  /** Lowest consultation price (pesos). */
  priceMin?: number;
  /** Courtesy titles the name starts with ("Dra." for a woman doctor): the directory's gender. */
  titles?: string[];
  /** Listings offering a home visit ("a domicilio") among their services. */
  homeVisit?: boolean;
  /** Bookable here with a free slot before this instant ("mañana"). */
  nextSlotBefore?: Date;
  /** Bookable here with weekly hours on the weekend, or past 19:00 ("en la noche"). */
  hours?: "weekend" | "evening";
  /** Lowest average of approved reviews. */
  minRating?: number;
  /** 'Disponible hoy': from the agenda where the listing takes bookings (effective column). */
  availableToday?: boolean;
  /** A neighbourhood of the city, matched in the address (city landing zone links). */
  zone?: string;
  /** Free text left after recognising specialty and city words. */
  text?: string;
  /** Specialties the text points to, best first: they lead a relevance-sorted list. */
  boostSpecialties?: string[];
  /**
   * How many of the ranked specialtySlugs lead the list together, mixed in blocks of five
   * (mixed.ts); the others follow in rank order. One when absent.
   */
  mixCount?: number;
  /** "specialty-rank": the order of specialtySlugs (symptoms), then recommended. */
  sort: SearchSort | "specialty-rank";
  limit: number;
  offset: number;
}

const tableColumns = getTableColumns(providers);
const cardColumns = Object.fromEntries(CARD_COLUMN_KEYS.map((key) => [key, tableColumns[key]])) as {
  [K in (typeof CARD_COLUMN_KEYS)[number]]: (typeof tableColumns)[K];
};

/** Only approved listings are ever public. */
export const isPublic = eq(providers.approvalStatus, "approved");

/**
 * A card's rating, read with its row: average and number of approved reviews (along
 * reviews_provider_status_idx). One query per page instead of a second one for the ratings,
 * which on PGlite cost about as much as the page itself.
 */
// Qualified by hand: in a select list drizzle writes a column of a one-table query without its
// table, and a bare "id" inside the subquery would be the review's own id.
const listingId = sql.raw(`"providers"."id"`);
const ratingColumns = {
  ratingAverage: sql<
    number | null
  >`(select avg(r.rating)::float from ${reviews} r where r.provider_id = ${listingId} and r.approval_status = 'approved')`,
  ratingCount: sql<number>`(select count(*)::int from ${reviews} r where r.provider_id = ${listingId} and r.approval_status = 'approved')`,
};

/** A card's row with its rating. */
export type RatedCardRow = ProviderCardRow & { ratingAverage: number | null; ratingCount: number };

/**
 * A result's next free slot as the refresher last found it (available_today_checks): epoch
 * milliseconds and the office's zone, one primary-key lookup and only for listings that take
 * bookings here. Read with the page, so cards cost no query of their own.
 */
const nextSlotColumn = {
  nextSlot: sql<
    [number, string] | null
  >`(case when "providers"."online_booking" then (select json_build_array(floor(extract(epoch from c.next_slot_at) * 1000), c.next_slot_time_zone) from ${availableTodayChecks} c where c.provider_id = ${listingId} and c.next_slot_at is not null) end)`,
};
const resultColumnsWithNextSlot = { ...cardColumns, ...ratingColumns, ...nextSlotColumn };
/** The benchmark's page without 'Próxima cita' (BENCH_OMIT_NEXT_SLOT): no read, no card line. */
const resultColumnsWithoutNextSlot = {
  ...cardColumns,
  ...ratingColumns,
  nextSlot: sql<[number, string] | null>`null`,
};

/** A result's row: its card, rating and next free slot. */
export type ResultRow = RatedCardRow & { nextSlot: [number, string] | null };

function tsQuery(text: string): SQL {
  return sql`websearch_to_tsquery('es_unaccent', ${text})`;
}

/**
 * Full text over the weighted document; when it finds nothing, a close match of the name
 * (typos). Kept as two queries: OR-ing the lossy trigram index into the full-text one makes
 * PostgreSQL re-read every matching document.
 */
function textCondition(text: string, mode: TextMode): SQL {
  return mode === "full-text"
    ? sql`${providers.searchVector} @@ ${tsQuery(text)}`
    : similarNameCondition(text);
}

/** "En la noche": weekly hours that go on past 19:00. */
const EVENING_MINUTE = 19 * 60;

/** Past this many matches a total is not counted: the answer says "more than 1,000". */
export const COUNT_CAP = 1_000;
/** Each typed word stands for at most this many close words of the names' vocabulary. */
const WORD_ALTERNATIVES = 5;

/**
 * Public listings whose name holds, for every typed word of 3 letters or more that resembles
 * some name word, one of its closest vocabulary words ("hernandes ruis" -> (hernandez |
 * fernandez) & (ruiz | …)): nearest words by trigrams over pg_trgm's similarity threshold from
 * the small provider_name_words index, then names from the words index of provider_names.
 * Ranking by closeness to the whole text happens among these (orderFor).
 */
function similarNameCondition(text: string): SQL {
  const corrected = sql`(select to_tsquery('simple', string_agg(alternatives, ' & '))
    from (select '(' || string_agg(quote_literal(close.word), ' | ') || ')' as alternatives
          from unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(lower(${text}))))) typed(word)
          cross join lateral (
            select ${providerNameWords.word} as word from ${providerNameWords}
            where ${providerNameWords.word} % typed.word
            order by ${providerNameWords.word} <-> typed.word
            limit ${WORD_ALTERNATIVES}) close
          where length(typed.word) >= 3
          group by typed.word) per_word)`;
  return sql`${providers.id} in (select ${providerNames.providerId} from ${providerNames} where ${providerNames.words} @@ ${corrected} limit ${COUNT_CAP + 1})`;
}

type TextMode = "full-text" | "similar-name";

function whereFor(search: ProviderSearch, mode: TextMode = "full-text"): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (search.specialtySlugs?.length === 1)
    conditions.push(eq(providers.specialtySlug, search.specialtySlugs[0]!));
  else if (search.specialtySlugs && search.specialtySlugs.length > 1)
    conditions.push(inArray(providers.specialtySlug, search.specialtySlugs));
  if (search.citySlug) conditions.push(eq(providers.citySlug, search.citySlug));
  if (search.citySlugs?.length) conditions.push(inArray(providers.citySlug, search.citySlugs));
  if (search.onlineOnly) conditions.push(eq(providers.telemedicine, true));
  if (search.verified) conditions.push(eq(providers.licenseVerified, true));
  if (search.onlineBooking)
    conditions.push(eq(providers.onlineBooking, true), eq(providers.licenseVerified, true));
  if (search.insurerNames?.length)
    conditions.push(
      sql`jsonb_typeof(${providers.insuranceNetworks}) = 'array' and jsonb_exists_any(${providers.insuranceNetworks}, ${slugArray(search.insurerNames)})`,
    );
  if (search.languageNames?.length)
    conditions.push(
      sql`jsonb_typeof(${providers.languages}) = 'array' and jsonb_exists_any(${providers.languages}, ${slugArray(search.languageNames)})`,
    );
  if (search.availableToday) conditions.push(eq(providers.effectiveAvailableToday, true));
  if (search.priceMax !== undefined) conditions.push(sql`${providers.price} <= ${search.priceMax}`);
  if (search.priceMin !== undefined) conditions.push(sql`${providers.price} >= ${search.priceMin}`);
  if (search.titles?.length)
    // A prefix test on the row the order's index walk already reads: about half the listings
    // match, so the walk reads about twice the rows of an unfiltered page.
    conditions.push(
      sql`(${sql.join(
        search.titles.map((title) => sql`${providers.name} like ${`${title} %`}`),
        sql` or `,
      )})`,
    );
  if (search.homeVisit)
    conditions.push(sql`${providers.servicesWithPricing}::text ilike '%domicilio%'`);
  if (search.nextSlotBefore || search.hours)
    conditions.push(eq(providers.onlineBooking, true), eq(providers.licenseVerified, true));
  if (search.nextSlotBefore)
    conditions.push(
      sql`exists (select 1 from ${availableTodayChecks} c where c.provider_id = ${providers.id} and c.next_slot_at < ${search.nextSlotBefore.toISOString()}::timestamptz)`,
    );
  if (search.hours)
    conditions.push(
      sql`exists (select 1 from ${weeklyHours} h join ${agendaOffices} o on o.id = h.office_id and o.active where h.provider_id = ${providers.id} and ${search.hours === "weekend" ? sql`h.weekday in (6, 7)` : sql`h.end_minute > ${EVENING_MINUTE}`})`,
    );
  if (search.minRating !== undefined)
    // Sum and count kept by the reviews triggers: average >= minimum without a subquery.
    conditions.push(
      sql`${providers.approvedReviewCount} > 0 and ${providers.approvedRatingSum} >= ${search.minRating}::numeric * ${providers.approvedReviewCount}`,
    );
  if (search.zone)
    conditions.push(
      sql`f_unaccent(lower(${providers.location})) like f_unaccent(${containsPattern(search.zone)})`,
    );
  if (search.text) conditions.push(textCondition(search.text, mode));
  return and(...conditions);
}

function slugArray(slugs: string[]): SQL {
  return sql`array[${sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  )}]::text[]`;
}

/** The listing columns an order reads (besides the name, folded). */
const ORDER_KEYS = [
  "id",
  "experience",
  "recommendedScore",
  "price",
  "effectiveAvailableToday",
  "specialtySlug",
] as const;

/** What an order reads: the listings' own columns, or the same values carried by candidates. */
type OrderColumns = Record<(typeof ORDER_KEYS)[number], SQLWrapper> & {
  /** f_unaccent(lower(name)): what the closeness of a typed name is measured against. */
  foldedName: SQLWrapper;
};

/** The order's columns taken from `source` (the listings table or a set of candidates). */
function orderColumnsOf(
  source: Record<(typeof ORDER_KEYS)[number] | "name", SQLWrapper>,
): OrderColumns {
  return {
    ...(Object.fromEntries(ORDER_KEYS.map((key) => [key, source[key]])) as Record<
      (typeof ORDER_KEYS)[number],
      SQLWrapper
    >),
    foldedName: sql`f_unaccent(lower(${source.name}))`,
  };
}

const LISTING_ORDER_COLUMNS = orderColumnsOf(providers);

function orderFor(
  search: ProviderSearch,
  mode: TextMode,
  columns: OrderColumns = LISTING_ORDER_COLUMNS,
): SQL[] {
  const byExperience = [sql`${columns.experience} desc nulls last`, asc(columns.id)];
  // Verified cédula and reviews first, then completeness (providers_recommended_idx).
  const recommended = [sql`${columns.recommendedScore} desc nulls last`, ...byExperience];
  switch (search.sort) {
    case "recommended":
      return recommended;
    case "experience":
      return byExperience;
    case "price":
      return [sql`${columns.price} asc nulls last`, ...byExperience];
    case "availability":
      return [desc(columns.effectiveAvailableToday), ...byExperience];
    case "relevance":
      // Ranking by ts_rank would read every matching document; the specialties the text
      // points to (lexicon) and the closeness of the name are cheap and say as much.
      if (!search.text) return recommended;
      return [
        ...(search.boostSpecialties?.length
          ? [
              sql`array_position(${slugArray(search.boostSpecialties)}, ${columns.specialtySlug}) asc nulls last`,
            ]
          : []),
        // The name closest to the whole text first ("escobar cortes" before "Escobar Nava").
        mode === "similar-name"
          ? sql`word_similarity(f_unaccent(lower(${search.text})), ${columns.foldedName}) desc`
          : sql`similarity(f_unaccent(lower(${search.text})), ${columns.foldedName}) desc`,
        ...recommended,
      ];
    case "specialty-rank":
      return search.specialtySlugs?.length
        ? [
            sql`array_position(${slugArray(search.specialtySlugs)}, ${columns.specialtySlug})`,
            ...recommended,
          ]
        : recommended;
  }
}

/** One page of a search and the number of matches, counted up to COUNT_CAP. */
export interface SearchPage {
  rows: ResultRow[];
  total: number;
  /** More than `total` listings match: the count stopped at COUNT_CAP. */
  totalCapped: boolean;
}

/** Only specialty and city narrow the search: its total is in public_listing_counts. */
export function countsByPlace(search: ProviderSearch): boolean {
  return (
    !search.onlineOnly &&
    !search.verified &&
    !search.onlineBooking &&
    !search.insurerNames?.length &&
    !search.languageNames?.length &&
    !search.availableToday &&
    search.priceMax === undefined &&
    search.priceMin === undefined &&
    !search.titles?.length &&
    !search.homeVisit &&
    !search.nextSlotBefore &&
    !search.hours &&
    search.minRating === undefined &&
    !search.zone &&
    search.text === undefined
  );
}

function cappedTotal(count: number): Pick<SearchPage, "total" | "totalCapped"> {
  return count > COUNT_CAP
    ? { total: COUNT_CAP, totalCapped: true }
    : { total: count, totalCapped: false };
}

export function createSearchRepository(db: Database, options: { omitNextSlot?: boolean } = {}) {
  const resultColumns = options.omitNextSlot
    ? resultColumnsWithoutNextSlot
    : resultColumnsWithNextSlot;
  /** Exact for a specialty and city page, from the table the triggers keep. */
  async function placeTotal(search: ProviderSearch): Promise<number> {
    const conditions: SQL[] = [];
    if (search.specialtySlugs?.length)
      conditions.push(inArray(publicListingCounts.specialtySlug, search.specialtySlugs));
    if (search.citySlug) conditions.push(eq(publicListingCounts.citySlug, search.citySlug));
    if (search.citySlugs?.length)
      conditions.push(inArray(publicListingCounts.citySlug, search.citySlugs));
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${publicListingCounts.listings}), 0)::int` })
      .from(publicListingCounts)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /** Counts the matches of a page's filters, reading at most COUNT_CAP + 1 of them. */
  async function matchTotal(
    search: ProviderSearch,
    where: SQL | undefined,
    knownPlaceTotal: number | undefined,
  ): Promise<Pick<SearchPage, "total" | "totalCapped">> {
    if (countsByPlace(search))
      return { total: knownPlaceTotal ?? (await placeTotal(search)), totalCapped: false };
    const matches = db
      .select({ id: providers.id })
      .from(providers)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as("matches");
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    return cappedTotal(row?.n ?? 0);
  }

  /**
   * The ids of a page in the search's order, read along an ordered partial index (only the
   * index, then ten listings). Several specialties ranked in turn (symptoms) take each one's
   * first offset + limit along its own index and page through that union.
   */
  function pageIds(search: ProviderSearch, where: SQL | undefined): SQL {
    const order = orderFor(search, "full-text");
    const slugs = search.specialtySlugs ?? [];
    if (search.sort !== "specialty-rank" || slugs.length < 2)
      return sql`${db
        .select({ id: providers.id })
        .from(providers)
        .where(where)
        .orderBy(...order)
        .limit(search.limit)
        .offset(search.offset)}`;
    // Each specialty's first offset + limit with their place in its own order (index-only),
    // then the page of that union mixed in blocks of five (mixed.ts: 3 + 2 for two
    // specialties), by block, specialty rank and place: no listing row is read twice.
    const tail = sql.join(order.slice(1), sql`, `);
    const inSpecialty = slugs.map(
      (slug, rank) =>
        sql`(select ${providers.id} as id, ${sql.raw(String(rank))} as rank, row_number() over (order by ${tail}) as place from ${providers} where ${whereFor({ ...search, specialtySlugs: [slug] })} order by ${tail} limit ${search.offset + search.limit})`,
    );
    const shares = sql.raw(`array[${mixShares(search.mixCount ?? 1).join(",")}]::bigint[]`);
    return sql`select ranked.id from (${sql.join(inSpecialty, sql` union all `)}) ranked order by coalesce((ranked.place - 1) / (${shares})[ranked.rank + 1], ${sql.raw(String(UNMIXED_BLOCK))}), ranked.rank, ranked.place limit ${search.limit} offset ${search.offset}`;
  }

  /**
   * Filters and an order, no text: an ordered index walk and an exact or capped total. A page
   * past MAX_SEARCH_OFFSET is not read (the walk would pass every listing before it): only
   * its total is answered.
   */
  async function orderedPage(
    search: ProviderSearch,
    knownPlaceTotal: number | undefined,
  ): Promise<SearchPage> {
    const where = whereFor(search);
    const order = orderFor(search, "full-text");
    const rows =
      search.offset > MAX_SEARCH_OFFSET
        ? []
        : await db
            .select(resultColumns)
            .from(providers)
            .where(sql`${providers.id} in (${pageIds(search, where)})`)
            .orderBy(...order)
            .limit(search.limit);
    const slugs = search.specialtySlugs ?? [];
    const mixed =
      search.sort === "specialty-rank" && slugs.length > 1
        ? mixRows(rows, slugs, (row) => row.specialtySlug, search.mixCount ?? 1)
        : rows;
    return { rows: mixed, ...(await matchTotal(search, where, knownPlaceTotal)) };
  }

  /**
   * Text: the first COUNT_CAP + 1 matches the index yields are the candidates, ranked among
   * themselves (closeness of the name, specialties the text points to, then the public
   * order). Ranking every match read and sorted 46,000 rows for 'diabetes' at 500,000
   * listings; pages past the candidates are past the capped total too.
   *
   * The candidates carry the values the order reads, taken from the rows the text index led
   * to, so they are ranked without reading each one's whole row a second time; only the page's
   * ten listings are then read whole. On the 50,000-listing PGlite that took 'garcia' (1,001
   * candidates) from 24.5 to 20.0 ms; of what is left, about 3 ms find the candidates, 5 ms measure
   * the names' similarity and 2.5 ms fold them (f_unaccent), which costs as much as looking the
   * folded name up in provider_names.
   */
  async function rankedCandidates(search: ProviderSearch, mode: TextMode): Promise<SearchPage> {
    const candidates = db.$with("candidates").as(
      db
        .select({
          ...(Object.fromEntries(ORDER_KEYS.map((key) => [key, providers[key]])) as Pick<
            typeof providers,
            (typeof ORDER_KEYS)[number]
          >),
          name: providers.name,
        })
        .from(providers)
        .where(whereFor(search, mode))
        .limit(COUNT_CAP + 1),
    );
    const candidateCount = sql<number>`(select count(*) from ${candidates})::int`;
    const pageIds = db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(...orderFor(search, mode, orderColumnsOf(candidates)))
      .limit(search.limit)
      .offset(search.offset);
    // Past the candidates nothing is ranked: only their number is read.
    const page =
      search.offset > COUNT_CAP
        ? []
        : await db
            .with(candidates)
            .select({ ...resultColumns, total: candidateCount })
            .from(providers)
            .where(inArray(providers.id, pageIds))
            .orderBy(...orderFor(search, mode))
            .limit(search.limit);
    if (page.length > 0)
      return {
        rows: page.map(({ total: _total, ...row }) => row),
        ...cappedTotal(page[0]!.total),
      };
    // Past the last page no row carries the count.
    const [counted] = await db
      .with(candidates)
      .select({ n: sql<number>`count(*)::int` })
      .from(candidates);
    return { rows: [], ...cappedTotal(counted?.n ?? 0) };
  }

  return {
    /**
     * One page of a search. `knownPlaceTotal`: the total of a specialty and city search when
     * the caller already holds it (the service keeps them between listing changes).
     */
    async search(search: ProviderSearch, knownPlaceTotal?: number): Promise<SearchPage> {
      const run = (mode: TextMode) =>
        search.text === undefined
          ? orderedPage(search, knownPlaceTotal)
          : rankedCandidates(search, mode);
      const found = await run("full-text");
      // A close name needs a word to be close to: "' or 1=1 --" is not a name.
      const nameLike = search.text !== undefined && /\p{L}{3}/u.test(search.text);
      return found.total === 0 && nameLike ? run("similar-name") : found;
    },

    /** The number of public listings of a specialty and city search (countsByPlace). */
    placeTotal,

    /**
     * Whether a public listing's name holds every one of these words (folded, letters and
     * digits only), each as a whole word: "escobar cortes" is a name before it is "cuts".
     */
    async hasNameWithWords(words: string[]): Promise<boolean> {
      if (words.length === 0) return false;
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(
            isPublic,
            ...words.map(
              (word) =>
                sql`f_unaccent(lower(${providers.name})) ~ ${`\\m${word.replace(/[^a-z0-9]/g, "")}\\M`}`,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Average and number of approved reviews for the given listings. */
    async ratings(
      providerIds: number[],
    ): Promise<Map<number, { average: number | null; count: number }>> {
      const result = new Map<number, { average: number | null; count: number }>();
      if (providerIds.length === 0) return result;
      const rows = await db
        .select({
          providerId: reviews.providerId,
          average: sql<number>`avg(${reviews.rating})::float`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(
          and(inArray(reviews.providerId, providerIds), eq(reviews.approvalStatus, "approved")),
        )
        .groupBy(reviews.providerId);
      for (const row of rows)
        result.set(row.providerId, { average: row.average, count: row.count });
      return result;
    },

    /** Public listings per specialty slug (spec: GET /api/providers/specialty-counts). */
    async specialtyCounts(): Promise<{ specialtySlug: string; count: number }[]> {
      const count = sql<number>`sum(${publicListingCounts.listings})::int`;
      return db
        .select({ specialtySlug: publicListingCounts.specialtySlug, count })
        .from(publicListingCounts)
        .where(sql`${publicListingCounts.specialtySlug} <> ''`)
        .groupBy(publicListingCounts.specialtySlug)
        .having(sql`${count} > 0`)
        .orderBy(sql`${count} desc`);
    },

    /** Public listings per city and specialty: city pages, tiles and the sitemap. */
    async citySpecialtyCounts(): Promise<
      { citySlug: string; specialtySlug: string; count: number }[]
    > {
      return db
        .select({
          citySlug: publicListingCounts.citySlug,
          specialtySlug: publicListingCounts.specialtySlug,
          count: publicListingCounts.listings,
        })
        .from(publicListingCounts)
        .where(
          sql`${publicListingCounts.citySlug} <> '' and ${publicListingCounts.specialtySlug} <> '' and ${publicListingCounts.listings} > 0`,
        );
    },

    /** Figures of one specialty's page: listings, cities, available today, positive reviews. */
    async specialtyStats(slug: string): Promise<{
      total: number;
      cities: number;
      availableToday: number;
      positiveShare: number | null;
    }> {
      const inSpecialty = and(isPublic, eq(providers.specialtySlug, slug));
      const [listings] = await db
        .select({
          total: sql<number>`count(*)::int`,
          cities: sql<number>`count(distinct ${providers.citySlug})::int`,
          availableToday: sql<number>`count(*) filter (where ${providers.effectiveAvailableToday})::int`,
        })
        .from(providers)
        .where(inSpecialty);
      const [opinions] = await db
        .select({
          positiveShare: sql<
            number | null
          >`(count(*) filter (where ${reviews.rating} >= 4))::float / nullif(count(*), 0)`,
        })
        .from(reviews)
        .innerJoin(providers, eq(reviews.providerId, providers.id))
        .where(and(inSpecialty, eq(reviews.approvalStatus, "approved")));
      return {
        total: listings?.total ?? 0,
        cities: listings?.cities ?? 0,
        availableToday: listings?.availableToday ?? 0,
        positiveShare: opinions?.positiveShare ?? null,
      };
    },

    /** Real figures for the home's trust band (never the spec's placeholder numbers). */
    async trustStats(): Promise<{
      verifiedDoctors: number;
      specialties: number;
      cities: number;
      positiveShare: number | null;
    }> {
      const counts = publicListingCounts;
      const [listings] = await db
        .select({
          verifiedDoctors: sql<number>`coalesce(sum(${counts.verified}), 0)::int`,
          specialties: sql<number>`count(distinct nullif(${counts.specialtySlug}, ''))::int`,
          cities: sql<number>`count(distinct nullif(${counts.citySlug}, ''))::int`,
        })
        .from(counts)
        .where(sql`${counts.listings} > 0`);
      const [opinions] = await db
        .select({
          positiveShare: sql<
            number | null
          >`${reviewTotals.positive}::float / nullif(${reviewTotals.approved}, 0)`,
        })
        .from(reviewTotals);
      return {
        verifiedDoctors: listings?.verifiedDoctors ?? 0,
        specialties: listings?.specialties ?? 0,
        cities: listings?.cities ?? 0,
        positiveShare: opinions?.positiveShare ?? null,
      };
    },

    /**
     * Approved profiles for the sitemap whose ids fall in [firstId, lastId], in id order. A
     * file is a range of ids, not an offset: its query reads that range of the primary key
     * whatever the file's number (an offset read and dropped every profile before it), and a
     * profile stays in the same file when others are added, rejected or removed.
     */
    async publicProfilesInIdRange(
      firstId: number,
      lastId: number,
    ): Promise<
      {
        slug: string;
        specialty: string;
        specialtySlug: string | null;
        citySlug: string | null;
        updatedAt: Date;
      }[]
    > {
      return db
        .select({
          slug: providers.slug,
          specialty: providers.specialty,
          specialtySlug: providers.specialtySlug,
          citySlug: providers.citySlug,
          updatedAt: providers.updatedAt,
        })
        .from(providers)
        .where(and(isPublic, gte(providers.id, firstId), lte(providers.id, lastId)))
        .orderBy(asc(providers.id));
    },

    /** The highest id of an approved profile (0 when there is none): how far the sitemap goes. */
    async highestPublicProfileId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${providers.id})` })
        .from(providers)
        .where(isPublic);
      return Number(row?.id ?? 0);
    },

    /**
     * Featured doctors for the home: verified, with a photo and well rated; the most reviewed
     * first, then the best rated. Not by years of experience, which would show the same few
     * veterans (and, in the demo, doctors who all share one number).
     */
    async featured(limit: number): Promise<RatedCardRow[]> {
      const wellRated = sql`(select avg(r.rating) >= 4.5 and count(*) >= 2 from ${reviews} r where r.provider_id = ${providers.id} and r.approval_status = 'approved')`;
      return db
        .select({ ...cardColumns, ...ratingColumns })
        .from(providers)
        .where(
          and(
            isPublic,
            eq(providers.licenseVerified, true),
            sql`${providers.avatar} is not null`,
            wellRated,
          ),
        )
        .orderBy(
          desc(providers.premium),
          desc(providers.approvedReviewCount),
          sql`${providers.approvedRatingSum}::float / nullif(${providers.approvedReviewCount}, 0) desc nulls last`,
          asc(providers.id),
        )
        .limit(limit);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
