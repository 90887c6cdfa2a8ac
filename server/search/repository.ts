import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SearchSort } from "../../common/search/sort.ts";
import type { Database } from "../db/client.ts";
import { providers, reviews } from "../db/schema/index.ts";
import { CARD_COLUMN_KEYS, type ProviderCardRow } from "../providers/dto.ts";
import { containsPattern } from "../db/like.ts";

export interface ProviderSearch {
  /** One specialty, or several ranked best first (Búsqueda Inteligente). */
  specialtySlugs?: string[];
  citySlug?: string;
  /** The cities of a state ("ginecólogo edomex"). */
  citySlugs?: string[];
  onlineOnly?: boolean;
  /** Only listings whose cédula is verified. */
  verified?: boolean;
  /** Names an insurer goes by: listings that take any of them. */
  insurerNames?: string[];
  /** Highest consultation price (pesos); listings without a price are left out. */
  priceMax?: number;
  /** Lowest average of approved reviews. */
  minRating?: number;
  availableToday?: boolean;
  /** A neighbourhood of the city, matched in the address (city landing zone links). */
  zone?: string;
  /** Free text left after recognising specialty and city words. */
  text?: string;
  /** Specialties the text points to, best first: they lead a relevance-sorted list. */
  boostSpecialties?: string[];
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
    : sql`f_unaccent(lower(${text})) <% f_unaccent(lower(${providers.name}))`;
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
  if (search.insurerNames?.length)
    conditions.push(
      sql`jsonb_typeof(${providers.insuranceNetworks}) = 'array' and jsonb_exists_any(${providers.insuranceNetworks}, ${slugArray(search.insurerNames)})`,
    );
  if (search.availableToday) conditions.push(eq(providers.availableToday, true));
  if (search.priceMax !== undefined) conditions.push(sql`${providers.price} <= ${search.priceMax}`);
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

function orderFor(search: ProviderSearch, mode: TextMode): SQL[] {
  const byExperience = [sql`${providers.experience} desc nulls last`, asc(providers.id)];
  // Verified cédula and reviews first, then completeness (providers_recommended_idx).
  const recommended = [sql`${providers.recommendedScore} desc nulls last`, ...byExperience];
  switch (search.sort) {
    case "recommended":
      return recommended;
    case "experience":
      return byExperience;
    case "price":
      return [sql`${providers.price} asc nulls last`, ...byExperience];
    case "availability":
      return [desc(providers.availableToday), ...byExperience];
    case "relevance":
      // Ranking by ts_rank would read every matching document; the specialties the text
      // points to (lexicon) and the closeness of the name are cheap and say as much.
      if (!search.text) return recommended;
      return [
        ...(search.boostSpecialties?.length
          ? [
              sql`array_position(${slugArray(search.boostSpecialties)}, ${providers.specialtySlug}) asc nulls last`,
            ]
          : []),
        // The name closest to the whole text first ("escobar cortes" before "Escobar Nava").
        mode === "similar-name"
          ? sql`word_similarity(f_unaccent(lower(${search.text})), f_unaccent(lower(${providers.name}))) desc`
          : sql`similarity(f_unaccent(lower(${search.text})), f_unaccent(lower(${providers.name}))) desc`,
        ...recommended,
      ];
    case "specialty-rank":
      return search.specialtySlugs?.length
        ? [
            sql`array_position(${slugArray(search.specialtySlugs)}, ${providers.specialtySlug})`,
            ...recommended,
          ]
        : recommended;
  }
}

export function createSearchRepository(db: Database) {
  return {
    async search(search: ProviderSearch): Promise<{ rows: ProviderCardRow[]; total: number }> {
      const run = async (mode: TextMode) => {
        const where = whereFor(search, mode);
        // One pass over the matches gives both the page and the total (window count).
        const page = await db
          .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
          .from(providers)
          .where(where)
          .orderBy(...orderFor(search, mode))
          .limit(search.limit)
          .offset(search.offset);
        if (page.length > 0) {
          return { rows: page.map(({ total: _total, ...row }) => row), total: page[0]!.total };
        }
        // Past the last page the window has no row to carry the total.
        const [counted] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(providers)
          .where(where);
        return { rows: [], total: counted?.total ?? 0 };
      };
      const found = await run("full-text");
      // A close name needs a word to be close to: "' or 1=1 --" is not a name.
      const nameLike = search.text !== undefined && /\p{L}{3}/u.test(search.text);
      return found.total === 0 && nameLike ? run("similar-name") : found;
    },

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
      return db
        .select({
          specialtySlug: sql<string>`${providers.specialtySlug}`,
          count: sql<number>`count(*)::int`,
        })
        .from(providers)
        .where(and(isPublic, sql`${providers.specialtySlug} is not null`))
        .groupBy(providers.specialtySlug)
        .orderBy(sql`count(*) desc`);
    },

    /** Public listings per city and specialty: city pages, tiles and the sitemap. */
    async citySpecialtyCounts(): Promise<
      { citySlug: string; specialtySlug: string; count: number }[]
    > {
      return db
        .select({
          citySlug: sql<string>`${providers.citySlug}`,
          specialtySlug: sql<string>`${providers.specialtySlug}`,
          count: sql<number>`count(*)::int`,
        })
        .from(providers)
        .where(
          and(
            isPublic,
            sql`${providers.citySlug} is not null`,
            sql`${providers.specialtySlug} is not null`,
          ),
        )
        .groupBy(providers.citySlug, providers.specialtySlug);
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
          availableToday: sql<number>`count(*) filter (where ${providers.availableToday})::int`,
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
      const [listings] = await db
        .select({
          verifiedDoctors: sql<number>`count(*) filter (where ${providers.licenseVerified})::int`,
          specialties: sql<number>`count(distinct ${providers.specialtySlug})::int`,
          cities: sql<number>`count(distinct ${providers.citySlug})::int`,
        })
        .from(providers)
        .where(isPublic);
      const [opinions] = await db
        .select({
          positiveShare: sql<
            number | null
          >`(count(*) filter (where ${reviews.rating} >= 4))::float / nullif(count(*), 0)`,
        })
        .from(reviews)
        .where(eq(reviews.approvalStatus, "approved"));
      return {
        verifiedDoctors: listings?.verifiedDoctors ?? 0,
        specialties: listings?.specialties ?? 0,
        cities: listings?.cities ?? 0,
        positiveShare: opinions?.positiveShare ?? null,
      };
    },

    /** Approved profiles for the sitemap, in id order, one file's worth at a time. */
    async publicProfiles(
      offset: number,
      limit: number,
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
        .where(isPublic)
        .orderBy(asc(providers.id))
        .limit(limit)
        .offset(offset);
    },

    async publicProfileCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(providers)
        .where(isPublic);
      return row?.n ?? 0;
    },

    /** Featured doctors for the home: verified, with a photo and well rated, most experienced first. */
    async featured(limit: number): Promise<ProviderCardRow[]> {
      const wellRated = sql`(select avg(r.rating) >= 4.5 and count(*) >= 2 from ${reviews} r where r.provider_id = ${providers.id} and r.approval_status = 'approved')`;
      return db
        .select(cardColumns)
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
          sql`${providers.experience} desc nulls last`,
          asc(providers.id),
        )
        .limit(limit);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
