import type { BlogArticleContent, BlogImage, BlogImages } from "./types.ts";

/** A card of the blog lists, for an editorial article or a doctor's approved post. */
export interface BlogListItem {
  slug: string;
  title: string;
  excerpt: string;
  /** One of the seven categories, or a doctor's own category name. */
  category: string;
  /** Set when the category is one of the seven (it has a page). */
  categorySlug: string | null;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  readMinutes: number;
  author: string;
  authorSpecialty: string;
  image: BlogImage | null;
  /** For a doctor's post: who wrote it, linked to their profile. */
  doctor: { name: string; profilePath: string } | null;
}

interface ArticlePageBase {
  item: BlogListItem;
  seo: { title: string; metaDescription: string; keywords: string[] };
  authorBio: string;
  related: BlogListItem[];
}

export type BlogArticlePage =
  | (ArticlePageBase & {
      kind: "editorial";
      images: BlogImages;
      content: BlogArticleContent;
    })
  | (ArticlePageBase & {
      kind: "doctor";
      /** Paragraphs of the doctor's text (simple markup), split on blank lines. */
      paragraphs: string[];
    });
