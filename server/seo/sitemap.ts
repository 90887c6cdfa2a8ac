import { escapeXml } from "../../common/text/escape.ts";
import { CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { profilePath } from "../../common/providers/paths.ts";
import type { SearchRepository } from "../search/repository.ts";

/** The sitemap protocol allows 50,000 URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

export function sitemapIndexXml(locations: string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`;
}

/** Help and legal pages, listed in pages.xml. */
const STATIC_PAGES = ["/para-medicos", "/ayuda", "/terminos", "/aviso-de-privacidad"];

/** Sitemap files: pages, listings (specialty and specialty+city with results), profiles-N. */
export function createSitemapService(
  repository: SearchRepository,
  /** The blog's list (articles and approved doctors' posts), for blog.xml. */
  blogItems: () => Promise<
    { slug: string; date: string; categorySlug: string | null }[]
  > = async () => [],
  /** URLs per profiles file: the protocol's 50,000; smaller in tests. */
  urlsPerFile = URLS_PER_SITEMAP,
) {
  /** profiles-1 … profiles-N, N reaching the highest approved id (at least one file). */
  const profileFileCount = async () =>
    Math.max(1, Math.ceil((await repository.highestPublicProfileId()) / urlsPerFile));
  const service = {
    async fileNames(): Promise<string[]> {
      const profileFiles = await profileFileCount();
      return [
        "pages.xml",
        "listings.xml",
        "blog.xml",
        ...Array.from({ length: profileFiles }, (_, i) => `profiles-${i + 1}.xml`),
      ];
    },

    /** The URLs of one file, or null when the name is not one of ours. */
    async file(name: string, siteUrl: string): Promise<SitemapUrl[] | null> {
      if (name === "pages.xml") {
        const cityCounts = await repository.citySpecialtyCounts();
        const citiesWithDoctors = new Set(cityCounts.map((row) => row.citySlug));
        const specialtiesWithDoctors = new Set(cityCounts.map((row) => row.specialtySlug));
        return [
          "/",
          "/especialidades",
          "/todas-las-especialidades",
          ...SPECIALTIES.filter((s) => specialtiesWithDoctors.has(s.slug)).map(
            (s) => `/${s.specialistSlug}/especialistas`,
          ),
          ...CITIES.filter((c) => citiesWithDoctors.has(c.slug)).map((c) => `/${c.slug}/medicos`),
          ...STATIC_PAGES,
        ].map((path) => ({ loc: `${siteUrl}${path}` }));
      }
      if (name === "blog.xml") {
        const items = await blogItems();
        const categories = [
          ...new Set(items.flatMap((item) => (item.categorySlug ? [item.categorySlug] : []))),
        ].sort();
        return [
          { loc: `${siteUrl}/blog`, ...(items[0] ? { lastmod: items[0].date } : {}) },
          ...categories.map((slug) => ({ loc: `${siteUrl}/blog/categoria/${slug}` })),
          ...items.map((item) => ({ loc: `${siteUrl}/blog/${item.slug}`, lastmod: item.date })),
        ];
      }
      if (name === "listings.xml") {
        const rows = await repository.citySpecialtyCounts();
        const specialties = [...new Set(rows.map((row) => row.specialtySlug))].sort();
        return [
          ...specialties.map((slug) => ({ loc: `${siteUrl}/${slug}` })),
          ...rows
            .filter((row) => row.count > 0)
            .sort((a, b) =>
              `${a.specialtySlug}/${a.citySlug}`.localeCompare(`${b.specialtySlug}/${b.citySlug}`),
            )
            .map((row) => ({ loc: `${siteUrl}/${row.specialtySlug}/${row.citySlug}` })),
        ];
      }
      const match = /^profiles-(\d+)\.xml$/.exec(name);
      if (!match) return null;
      const index = Number(match[1]);
      if (index < 1 || index > (await profileFileCount())) return null;
      // profiles-N holds the ids (N-1)·size+1 to N·size: at most `size` URLs, fewer where
      // listings were rejected or removed (an empty file is still a valid urlset).
      const rows = await repository.publicProfilesInIdRange(
        (index - 1) * urlsPerFile + 1,
        index * urlsPerFile,
      );
      return rows.map((row) => ({
        loc: `${siteUrl}${profilePath(row)}`,
        lastmod: row.updatedAt.toISOString().slice(0, 10),
      }));
    },

    async indexXml(siteUrl: string): Promise<string> {
      const names = await service.fileNames();
      return sitemapIndexXml(names.map((name) => `${siteUrl}/sitemaps/${name}`));
    },

    /** One file as XML, or null when there is no such file (a 404). */
    async fileXml(name: string, siteUrl: string): Promise<string | null> {
      const urls = await service.file(name, siteUrl);
      return urls ? urlsetXml(urls) : null;
    },
  };
  return service;
}
export type SitemapService = ReturnType<typeof createSitemapService>;
