import { and, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { DoctorPostInput, DoctorPostStatus } from "../../common/doctor-posts/schemas.ts";
import type { Database } from "../db/client.ts";
import { doctorBlogPosts, providers } from "../db/schema/index.ts";

/** A unique violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

export type DoctorPostRow = typeof doctorBlogPosts.$inferSelect;

export function createDoctorPostsRepository(db: Database) {
  return {
    async listOfProvider(providerId: number): Promise<DoctorPostRow[]> {
      return db
        .select()
        .from(doctorBlogPosts)
        .where(eq(doctorBlogPosts.providerId, providerId))
        .orderBy(desc(doctorBlogPosts.updatedAt), desc(doctorBlogPosts.id))
        .limit(200);
    },

    async find(id: number): Promise<DoctorPostRow | undefined> {
      const [row] = await db.select().from(doctorBlogPosts).where(eq(doctorBlogPosts.id, id));
      return row;
    },

    /** Slugs taken by posts: the base itself or the base with a numeric suffix. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: doctorBlogPosts.slug })
        .from(doctorBlogPosts)
        .where(or(eq(doctorBlogPosts.slug, base), like(doctorBlogPosts.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    async insert(providerId: number, slug: string, input: DoctorPostInput) {
      const [row] = await db
        .insert(doctorBlogPosts)
        .values({ providerId, slug, ...input, status: "draft" })
        .returning();
      return row!;
    },

    /** Rewrites a post of the provider while it is in one of `statuses`; undefined otherwise. */
    async update(
      id: number,
      providerId: number,
      statuses: DoctorPostStatus[],
      values: DoctorPostInput & { slug: string },
    ) {
      const [row] = await db
        .update(doctorBlogPosts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(doctorBlogPosts.id, id),
            eq(doctorBlogPosts.providerId, providerId),
            inArray(doctorBlogPosts.status, statuses),
          ),
        )
        .returning();
      return row;
    },

    /** Moves a post to `status` if it is still in one of `from`; undefined otherwise. */
    async transition(
      id: number,
      from: DoctorPostStatus[],
      values: {
        status: DoctorPostStatus;
        reviewNotes?: string | null;
        reviewedByAdminId?: number;
        publishNow?: boolean;
      },
    ) {
      const [row] = await db
        .update(doctorBlogPosts)
        .set({
          status: values.status,
          ...(values.reviewNotes !== undefined ? { reviewNotes: values.reviewNotes } : {}),
          ...(values.reviewedByAdminId !== undefined
            ? { reviewedByAdminId: values.reviewedByAdminId }
            : {}),
          ...(values.publishNow ? { publishedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(doctorBlogPosts.id, id), inArray(doctorBlogPosts.status, from)))
        .returning();
      return row;
    },

    /** Deletes a post (of the provider and in one of `statuses`, when given). */
    async delete(id: number, only?: { providerId: number; statuses: DoctorPostStatus[] }) {
      const rows = await db
        .delete(doctorBlogPosts)
        .where(
          and(
            eq(doctorBlogPosts.id, id),
            only ? eq(doctorBlogPosts.providerId, only.providerId) : undefined,
            only ? inArray(doctorBlogPosts.status, only.statuses) : undefined,
          ),
        )
        .returning({ id: doctorBlogPosts.id });
      return rows.length > 0;
    },

    /** Posts sent for review or already reviewed, with their authors; drafts stay private. */
    async listForAdmin(statuses: DoctorPostStatus[]) {
      return db
        .select({
          post: doctorBlogPosts,
          provider: { id: providers.id, name: providers.name, specialty: providers.specialty },
        })
        .from(doctorBlogPosts)
        .innerJoin(providers, eq(providers.id, doctorBlogPosts.providerId))
        .where(inArray(doctorBlogPosts.status, statuses))
        .orderBy(desc(doctorBlogPosts.updatedAt), desc(doctorBlogPosts.id))
        .limit(500);
    },
  };
}
export type DoctorPostsRepository = ReturnType<typeof createDoctorPostsRepository>;
