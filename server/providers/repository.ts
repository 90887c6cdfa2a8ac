import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { providers, reviews, users } from "../db/schema/index.ts";

export type ProviderRow = typeof providers.$inferSelect;

const { searchVector: _searchVector, ...profileColumns } = getTableColumns(providers);
const isPublic = eq(providers.approvalStatus, "approved");

/**
 * `publicDb` answers what anyone may read (public listings, published reviews): a replica when
 * DATABASE_READ_URL is set. A patient's own reviews stay on `db`, the primary.
 */
export function createProvidersRepository(db: Database, publicDb: Database = db) {
  return {
    async findPublicBySlug(slug: string): Promise<ProviderRow | undefined> {
      const [row] = await publicDb
        .select(profileColumns)
        .from(providers)
        .where(and(isPublic, eq(providers.slug, slug)))
        .limit(1);
      return row as ProviderRow | undefined;
    },

    async findPublicById(id: number): Promise<ProviderRow | undefined> {
      const [row] = await publicDb
        .select(profileColumns)
        .from(providers)
        .where(and(isPublic, eq(providers.id, id)))
        .limit(1);
      return row as ProviderRow | undefined;
    },

    /**
     * Listings whose slug is the name slug or the name slug with a numeric suffix
     * (homonyms), in a fixed order: the same URL always opens the same doctor.
     */
    async findPublicByNameSlug(nameSlug: string): Promise<ProviderRow[]> {
      const rows = await publicDb
        .select(profileColumns)
        .from(providers)
        .where(
          and(
            isPublic,
            or(
              eq(providers.slug, nameSlug),
              sql`${providers.slug} ~ ${`^${nameSlug.replace(/[^a-z0-9-]/g, "")}-[0-9]+$`}`,
            ),
          ),
        )
        .orderBy(asc(providers.id))
        .limit(50);
      return rows as ProviderRow[];
    },

    /** A patient's own reviews, with the listing they are about. */
    async reviewsByUser(userId: string) {
      return db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          approvalStatus: reviews.approvalStatus,
          providerName: providers.name,
          slug: providers.slug,
          specialty: providers.specialty,
          specialtySlug: providers.specialtySlug,
          citySlug: providers.citySlug,
        })
        .from(reviews)
        .innerJoin(providers, eq(providers.id, reviews.providerId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(100);
    },

    /**
     * Reviews of a listing with their authors' names: those that follow an attended visit
     * ('Cita verificada') first, then newest first.
     */
    async reviews(
      providerId: number,
      statuses: ("pending" | "approved" | "rejected" | "reported")[],
    ) {
      return publicDb
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          approvalStatus: reviews.approvalStatus,
          replyText: reviews.replyText,
          replyAt: reviews.replyAt,
          removalReason: reviews.removalReason,
          appointmentId: reviews.appointmentId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.providerId, providerId), inArray(reviews.approvalStatus, statuses)))
        .orderBy(sql`${reviews.appointmentId} is null`, desc(reviews.createdAt), desc(reviews.id))
        .limit(200);
    },

    /**
     * Reviews of a listing that an administrator removed after a report, by reason. Reviews
     * hidden by their doctor under the old rule carry no reason and are not counted.
     */
    async removedReviewCounts(providerId: number) {
      return publicDb
        .select({
          reason: sql<string>`${reviews.removalReason}`,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.providerId, providerId),
            isNotNull(reviews.removalReason),
            ne(reviews.approvalStatus, "approved"),
          ),
        )
        .groupBy(reviews.removalReason);
    },
  };
}
export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
