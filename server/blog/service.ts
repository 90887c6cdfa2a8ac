import type { BlogArticlePage, BlogListItem } from "../../common/blog/dto.ts";
import { markupToPlainText } from "../../common/blog/markup.ts";
import {
  articleWordCount,
  categorySlug,
  countWords,
  isBlogCategory,
  MAX_RELATED_ARTICLES,
  readingMinutes,
} from "../../common/blog/reading.ts";
import type { BlogCategory } from "../../common/blog/types.ts";
import { profilePath } from "../../common/providers/paths.ts";
import { EDITORIAL_ARTICLES, type EditorialArticle } from "./editorial.ts";
import type { BlogRepository, PublishedPostRow } from "./repository.ts";

const EXCERPT_LENGTH = 180;

function editorialItem(article: EditorialArticle): BlogListItem {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    categorySlug: categorySlug(article.category),
    date: article.date,
    readMinutes: readingMinutes(articleWordCount(article.content)),
    author: article.author,
    authorSpecialty: article.authorSpecialty,
    image: article.images.feature,
    doctor: null,
  };
}

function excerptOf(row: PublishedPostRow): string {
  if (row.excerpt.trim()) return row.excerpt.trim();
  const text = markupToPlainText(row.content).replace(/\s+/g, " ").trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

function doctorItem(row: PublishedPostRow): BlogListItem {
  const category = row.category.trim();
  return {
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row),
    category,
    categorySlug: isBlogCategory(category) ? categorySlug(category) : null,
    date: (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10),
    readMinutes: readingMinutes(countWords(row.content)),
    author: row.provider.name,
    authorSpecialty: row.provider.specialty,
    image: null,
    doctor: { name: row.provider.name, profilePath: profilePath(row.provider) },
  };
}

function byNewest(a: BlogListItem, b: BlogListItem): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "es-MX");
}

/**
 * The health blog: the twelve editorial articles plus doctors' posts an administrator
 * approved, in one list. Pages ask here; only the repository knows SQL.
 */
export function createBlogService({ repository }: { repository: BlogRepository }) {
  async function allItems(): Promise<BlogListItem[]> {
    const posts = await repository.publishedPosts();
    return [...EDITORIAL_ARTICLES.map(editorialItem), ...posts.map(doctorItem)].sort(byNewest);
  }

  function relatedTo(
    slug: string,
    category: string,
    listed: readonly number[],
    items: BlogListItem[],
  ): BlogListItem[] {
    const listedSlugs = EDITORIAL_ARTICLES.filter((article) => listed.includes(article.id)).map(
      (article) => article.slug,
    );
    const candidates = items.filter((item) => item.slug !== slug);
    const chosen = [
      ...candidates.filter((item) => listedSlugs.includes(item.slug)),
      ...candidates.filter((item) => item.category === category),
    ];
    return [...new Map(chosen.map((item) => [item.slug, item])).values()].slice(
      0,
      MAX_RELATED_ARTICLES,
    );
  }

  return {
    /** Every published article, newest first; with a category, only that one's. */
    async list(category?: BlogCategory): Promise<BlogListItem[]> {
      const items = await allItems();
      return category ? items.filter((item) => item.category === category) : items;
    },

    async article(slug: string): Promise<BlogArticlePage | null> {
      const editorial = EDITORIAL_ARTICLES.find((article) => article.slug === slug);
      if (editorial) {
        const items = await allItems();
        return {
          kind: "editorial",
          item: editorialItem(editorial),
          seo: editorial.seo,
          authorBio: editorial.authorBio,
          images: editorial.images,
          content: editorial.content,
          related: relatedTo(slug, editorial.category, editorial.relatedArticles, items),
        };
      }
      const row = await repository.publishedPostBySlug(slug);
      if (!row) return null;
      const item = doctorItem(row);
      const items = await allItems();
      return {
        kind: "doctor",
        item,
        seo: {
          title: row.title,
          metaDescription: (row.seoDescription ?? item.excerpt).slice(0, 160),
          keywords: row.seoKeywords,
        },
        authorBio: `${row.provider.name}, ${row.provider.specialty}. Artículo escrito por el médico y revisado por un administrador antes de publicarse.`,
        paragraphs: row.content
          .replace(/\r/g, "")
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        related: relatedTo(slug, item.category, [], items),
      };
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
