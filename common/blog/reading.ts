import { slugify } from "../text/slug.ts";
import { markupToPlainText } from "./markup.ts";
import { BLOG_CATEGORIES, type BlogArticleContent, type BlogCategory } from "./types.ts";

/** Spec public-side 9: reading speed 200 words per minute. */
export const WORDS_PER_MINUTE = 200;
/** Spec public-side 9: related articles max 2. */
export const MAX_RELATED_ARTICLES = 2;

export function countWords(text: string): number {
  return markupToPlainText(text).split(/\s+/).filter(Boolean).length;
}

/** Reading time in minutes: word count / 200, rounded up (at least one minute). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Every word a reader reads: intro, section titles, texts and items, call to action. */
export function articleWordCount(content: BlogArticleContent): number {
  const parts = [
    content.intro,
    ...content.sections.flatMap((section) => [
      section.title,
      section.content ?? "",
      ...(section.items ?? []),
    ]),
    content.callToAction,
  ];
  return parts.reduce((sum, part) => sum + countWords(part), 0);
}

/** dermatologia, salud-mental, … (spec: category slugs). */
export function categorySlug(category: string): string {
  return slugify(category);
}

/**
 * Spec: "matching strips accents and lowercases", so /blog/categoria/Dermatología,
 * /blog/categoria/salud%20mental and /blog/categoria/salud-mental all resolve.
 */
export function findCategoryBySlug(value: string): BlogCategory | undefined {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape is just an unknown category.
  }
  const wanted = slugify(decoded);
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === wanted);
}

/** The specialty a reader of each category most likely needs ('Buscar especialistas'). */
export const CATEGORY_SPECIALTY: Record<BlogCategory, { slug: string; label: string }> = {
  Dermatología: { slug: "dermatologia", label: "dermatólogos" },
  "Salud Mental": { slug: "psicologia", label: "psicólogos" },
  "Salud Sexual": { slug: "infectologia", label: "infectólogos" },
  Cardiología: { slug: "cardiologia", label: "cardiólogos" },
  Diabetes: { slug: "endocrinologia", label: "endocrinólogos" },
  Ginecología: { slug: "ginecologia", label: "ginecólogos" },
  "Sistema de Salud": { slug: "medicina-general", label: "médicos generales" },
};

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}
