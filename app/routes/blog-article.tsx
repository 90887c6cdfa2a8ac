import { data } from "react-router";
import { CATEGORY_SPECIALTY, isBlogCategory } from "../../common/blog/reading.ts";
import { articleJsonLd } from "../../common/seo/article.ts";
import { serializeJsonLd } from "../../common/seo/json-ld.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { ArticleFooter, ArticleText, Figure } from "../features/blog/article-body.tsx";
import { ArticleByline, CategoryBadge } from "../features/blog/blog-card.tsx";
import { ShareLinks } from "../features/blog/share-links.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import { siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/blog-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.services.blog.article(params.slug);
  if (!page) throw data(null, { status: 404 });
  const siteUrl = siteUrlFor(context.publicConfig.publicUrl);
  const category = page.item.category;
  return {
    page,
    searchLink: isBlogCategory(category) ? CATEGORY_SPECIALTY[category] : null,
    // Built on the server so the page's JavaScript carries no structured-data code.
    jsonLd: serializeJsonLd(
      articleJsonLd(page, { siteUrl, brandName: context.publicConfig.brandName }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Artículo no encontrado" }];
  const { brandName, siteUrl } = rootData(matches);
  const { page } = data;
  return [
    ...pageMeta({
      title: `${page.seo.title} | ${brandName}`,
      description: page.seo.metaDescription,
      canonical: `${siteUrl}/blog/${page.item.slug}`,
      ogType: "article",
      image: page.kind === "editorial" ? `${siteUrl}${page.images.feature.src}` : undefined,
    }),
    { name: "keywords", content: page.seo.keywords.join(", ") },
    { property: "article:published_time", content: page.item.date },
    { property: "article:section", content: page.item.category },
  ];
};

export default function BlogArticle({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const { page, searchLink, jsonLd } = loaderData;
  const { item } = page;
  const url = `${siteUrl}/blog/${item.slug}`;
  const crumbs = [
    { label: "Inicio", to: "/" },
    { label: "Blog", to: "/blog" },
    ...(item.categorySlug
      ? [{ label: item.category, to: `/blog/categoria/${item.categorySlug}` }]
      : []),
    { label: item.title },
  ];

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {/* Data block, not executable: serializeJsonLd escapes anything that could end it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs siteUrl={siteUrl} items={crumbs} />
      <header className="mt-6 space-y-4">
        <CategoryBadge item={item} />
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{item.title}</h1>
        <ArticleByline item={item} />
        <ShareLinks url={url} title={item.title} />
      </header>

      {page.kind === "editorial" ? <Figure image={page.images.hero} priority /> : null}

      <ArticleText page={page} />
      <ArticleFooter page={page} searchLink={searchLink} />
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Artículo no encontrado",
  description: "El artículo que buscas no existe o ya no está disponible.",
  back: { to: "/blog", label: "Volver al blog" },
});
