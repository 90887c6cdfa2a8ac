/**
 * The blog article of public-side section 3. Text fields accept the simple markup of
 * section 2 (**bold**, *italic*, line breaks with "\n"); it is rendered as React text,
 * never as HTML.
 */

/** The seven categories of the blog filter, in the spec's order. */
export const BLOG_CATEGORIES = [
  "Dermatología",
  "Salud Mental",
  "Salud Sexual",
  "Cardiología",
  "Diabetes",
  "Ginecología",
  "Sistema de Salud",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogImage {
  /** Public path, e.g. /images/blog/feature/{slug}-feature.png */
  src: string;
  /** Spanish alternative text describing what the picture shows. */
  alt: string;
  /** Spanish caption shown under the picture. */
  caption: string;
  width: number;
  height: number;
}

export interface BlogImages {
  feature: BlogImage;
  hero: BlogImage;
  supporting: BlogImage[];
  infographic: BlogImage;
}

/** A section carries either paragraphs of text or a bullet list (or both, text first). */
export interface BlogSection {
  title: string;
  content?: string;
  items?: string[];
}

export interface BlogReference {
  /** e.g. "Secretaría de Salud. NOM-015-SSA2-2010, para la prevención… de la diabetes mellitus." */
  title: string;
  /** Publisher / organisation, e.g. "Secretaría de Salud", "IMSS", "OPS/OMS". */
  source: string;
  /** Public page of the source (https). */
  url: string;
}

export interface BlogArticleContent {
  intro: string;
  sections: BlogSection[];
  callToAction: string;
  references: BlogReference[];
}

/** An article as written by the editorial team (images are attached by the registry). */
export interface BlogArticleText {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** ISO date (yyyy-mm-dd) of publication. */
  date: string;
  author: string;
  authorSpecialty: string;
  /** One or two sentences for the about-the-author box. */
  authorBio: string;
  seo: { title: string; metaDescription: string; keywords: string[] };
  content: BlogArticleContent;
  /** ids of related articles (the page shows at most 2). */
  relatedArticles: number[];
}
