import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { doctorBlogPosts, providers } from "../db/schema/index.ts";

const publishedPost = {
  slug: doctorBlogPosts.slug,
  title: doctorBlogPosts.title,
  excerpt: doctorBlogPosts.excerpt,
  content: doctorBlogPosts.content,
  category: doctorBlogPosts.category,
  seoDescription: doctorBlogPosts.seoDescription,
  seoKeywords: doctorBlogPosts.seoKeywords,
  publishedAt: doctorBlogPosts.publishedAt,
  createdAt: doctorBlogPosts.createdAt,
  provider: {
    name: providers.name,
    slug: providers.slug,
    specialty: providers.specialty,
    specialtySlug: providers.specialtySlug,
    citySlug: providers.citySlug,
  },
};

// A post is public only while it is approved and its author's listing is public too.
const isPublished = and(
  eq(doctorBlogPosts.status, "approved"),
  eq(providers.approvalStatus, "approved"),
);

export function createBlogRepository(db: Database) {
  return {
    /** Approved doctors' posts, newest first. */
    async publishedPosts(limit = 200) {
      return db
        .select(publishedPost)
        .from(doctorBlogPosts)
        .innerJoin(providers, eq(providers.id, doctorBlogPosts.providerId))
        .where(isPublished)
        .orderBy(desc(doctorBlogPosts.publishedAt), desc(doctorBlogPosts.id))
        .limit(limit);
    },
    async publishedPostBySlug(slug: string) {
      const [row] = await db
        .select(publishedPost)
        .from(doctorBlogPosts)
        .innerJoin(providers, eq(providers.id, doctorBlogPosts.providerId))
        .where(and(isPublished, eq(doctorBlogPosts.slug, slug)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
export type PublishedPostRow = Awaited<ReturnType<BlogRepository["publishedPosts"]>>[number];
