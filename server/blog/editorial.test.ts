import { describe, expect, it } from "vitest";
import { articleWordCount, readingMinutes } from "../../common/blog/reading.ts";
import { BLOG_CATEGORIES } from "../../common/blog/types.ts";
import { EDITORIAL_ARTICLES } from "./editorial.ts";

describe("the twelve editorial articles", () => {
  it("are twelve, with unique ids and slugs, newest first", () => {
    expect(EDITORIAL_ARTICLES).toHaveLength(12);
    expect(new Set(EDITORIAL_ARTICLES.map((a) => a.id)).size).toBe(12);
    expect(new Set(EDITORIAL_ARTICLES.map((a) => a.slug)).size).toBe(12);
    const dates = EDITORIAL_ARTICLES.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("cover the seven categories", () => {
    expect(new Set(EDITORIAL_ARTICLES.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it.each(EDITORIAL_ARTICLES.map((a) => [a.slug, a] as const))(
    "%s has every field of the spec and reads in a few minutes",
    (_slug, article) => {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.title.trim()).not.toBe("");
      expect(article.excerpt.length).toBeLessThanOrEqual(200);
      expect(article.seo.title.length).toBeLessThanOrEqual(60);
      expect(article.seo.metaDescription.length).toBeGreaterThanOrEqual(100);
      expect(article.seo.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.seo.keywords.length).toBeGreaterThanOrEqual(5);
      expect(article.author.trim()).not.toBe("");
      expect(article.authorSpecialty.trim()).not.toBe("");
      expect(article.content.sections.length).toBeGreaterThanOrEqual(5);
      expect(article.content.sections.some((s) => (s.items?.length ?? 0) > 0)).toBe(true);
      expect(article.content.callToAction.trim()).not.toBe("");
      expect(article.content.references.length).toBeGreaterThanOrEqual(3);
      for (const reference of article.content.references) {
        expect(reference.url).toMatch(/^https:\/\//);
      }
      // Medically careful: every article sends the reader to a professional or to 911.
      const text = JSON.stringify(article.content);
      expect(text).toMatch(/no sustituye/);
      expect(text).toMatch(/911|urgencias/);
      expect(article.relatedArticles).not.toContain(article.id);
      for (const id of article.relatedArticles) {
        expect(EDITORIAL_ARTICLES.some((other) => other.id === id)).toBe(true);
      }
      expect(article.images.feature.src).toBe(`/images/blog/feature/${article.slug}-feature.png`);
      const minutes = readingMinutes(articleWordCount(article.content));
      expect(minutes).toBeGreaterThanOrEqual(4);
      expect(minutes).toBeLessThanOrEqual(8);
    },
  );
});
