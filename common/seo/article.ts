import type { BlogArticlePage } from "../blog/dto.ts";

/**
 * Structured data for a blog page: MedicalWebPage for the editorial articles (general
 * health information reviewed against official sources), Article for a doctor's post.
 */
export function articleJsonLd(
  page: BlogArticlePage,
  { siteUrl, brandName }: { siteUrl: string; brandName: string },
) {
  const url = `${siteUrl}/blog/${page.item.slug}`;
  const publisher = { "@type": "Organization", name: brandName, url: siteUrl };
  const common = {
    "@context": "https://schema.org",
    headline: page.item.title,
    name: page.item.title,
    description: page.seo.metaDescription,
    keywords: page.seo.keywords.join(", "),
    inLanguage: "es-MX",
    datePublished: page.item.date,
    url,
    mainEntityOfPage: url,
    publisher,
    ...(page.item.categorySlug ? { articleSection: page.item.category } : {}),
  };
  if (page.kind === "editorial") {
    return {
      ...common,
      "@type": "MedicalWebPage",
      audience: { "@type": "PeopleAudience", suggestedMinAge: 18 },
      author: { "@type": "Organization", name: `${page.item.author} de ${brandName}` },
      image: `${siteUrl}${page.images.feature.src}`,
      citation: page.content.references.map((reference) => ({
        "@type": "CreativeWork",
        name: reference.title,
        publisher: reference.source,
        url: reference.url,
      })),
    };
  }
  return {
    ...common,
    "@type": "Article",
    author: {
      "@type": "Person",
      name: page.item.author,
      ...(page.item.doctor ? { url: `${siteUrl}${page.item.doctor.profilePath}` } : {}),
    },
  };
}
