import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { providers } from "./providers.ts";

export const BLOG_POST_STATUSES = ["draft", "pending", "approved", "rejected"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Articles written by doctors and moderated by administrators (admin-side 3). */
export const doctorBlogPosts = pgTable(
  "doctor_blog_posts",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    category: text("category").notNull(),
    status: text("status", { enum: BLOG_POST_STATUSES }).notNull().default("draft"),
    reviewNotes: text("review_notes"),
    seoDescription: text("seo_description"),
    seoKeywords: jsonb("seo_keywords").$type<string[]>().notNull().default([]),
    reviewedByAdminId: integer("reviewed_by_admin_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("doctor_blog_posts_status_idx").on(t.status, t.createdAt),
    index("doctor_blog_posts_provider_idx").on(t.providerId),
  ],
);
