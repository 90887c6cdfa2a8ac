import { Search } from "../components/icons/icons.tsx";
import { data, Link } from "react-router";
import { CATEGORY_SPECIALTY, isBlogCategory } from "../../common/blog/reading.ts";
import type { BlogImage } from "../../common/blog/types.ts";
import { articleJsonLd } from "../../common/seo/article.ts";
import { serializeJsonLd } from "../../common/seo/json-ld.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { ArticleByline, BlogCard, CategoryBadge } from "../features/blog/blog-card.tsx";
import { MarkupText } from "../features/blog/markup-text.tsx";
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

function Figure({ image, priority = false }: { image: BlogImage; priority?: boolean }) {
  return (
    <figure className="my-8">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="h-auto w-full rounded-xl bg-gray-100"
      />
      <figcaption className="mt-2 text-center text-sm text-gray-600">{image.caption}</figcaption>
    </figure>
  );
}

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

      <div className="mt-6 space-y-5 text-lg leading-relaxed text-gray-800">
        {page.kind === "editorial" ? (
          <>
            <p>
              <MarkupText text={page.content.intro} />
            </p>
            {page.content.sections.map((section, index) => (
              <section key={section.title} className="space-y-3">
                <h2 className="pt-4 text-2xl font-bold text-gray-900">{section.title}</h2>
                {section.content ? (
                  <p>
                    <MarkupText text={section.content} />
                  </p>
                ) : null}
                {section.items ? (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.items.map((entry) => (
                      <li key={entry}>
                        <MarkupText text={entry} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {index === 1 && page.images.supporting[0] ? (
                  <Figure image={page.images.supporting[0]} />
                ) : null}
              </section>
            ))}
            <Figure image={page.images.infographic} />
            <aside className="rounded-xl bg-brand-50 p-5 text-brand-900">
              <MarkupText text={page.content.callToAction} />
            </aside>
            <section className="space-y-3">
              <h2 className="pt-4 text-xl font-bold text-gray-900">Referencias</h2>
              <ol className="list-decimal space-y-2 pl-6 text-base">
                {page.content.references.map((reference) => (
                  <li key={reference.url + reference.title}>
                    {reference.source}. {reference.title}.{" "}
                    <a
                      href={reference.url}
                      rel="noopener noreferrer"
                      className="break-all text-brand-700 underline"
                    >
                      {reference.url}
                    </a>
                  </li>
                ))}
              </ol>
            </section>
          </>
        ) : (
          page.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <MarkupText text={paragraph} />
            </p>
          ))
        )}
      </div>

      <section
        aria-labelledby="sobre-el-autor"
        className="mt-10 rounded-xl border border-gray-200 p-5"
      >
        <h2 id="sobre-el-autor" className="text-lg font-bold text-gray-900">
          Sobre el autor
        </h2>
        <p className="mt-2 font-semibold text-gray-900">
          {item.doctor ? (
            <Link to={item.doctor.profilePath} className="text-brand-700 underline">
              {item.author}
            </Link>
          ) : (
            item.author
          )}
          <span className="font-normal text-gray-600"> · {item.authorSpecialty}</span>
        </p>
        <p className="mt-1 text-gray-700">{page.authorBio}</p>
      </section>

      {searchLink ? (
        <p className="mt-6">
          <Link
            to={`/${searchLink.slug}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Search aria-hidden="true" className="size-4" />
            Buscar {searchLink.label} con cédula verificada
          </Link>
        </p>
      ) : null}

      {page.related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-10">
          <h2 id="relacionados" className="text-xl font-bold text-gray-900">
            Artículos relacionados
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {page.related.map((related) => (
              <li key={related.slug}>
                <BlogCard item={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-10 rounded-xl bg-brand-700 p-6 text-white">
        <h2 className="text-xl font-bold">¿Necesitas consultar a un médico?</h2>
        <p className="mt-2">
          Encuentra especialistas con cédula profesional verificada, compara precios y lee opiniones
          de pacientes.
        </p>
        <Link
          to="/"
          className="mt-4 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Buscar médicos
        </Link>
      </section>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Artículo no encontrado",
  description: "El artículo que buscas no existe o ya no está disponible.",
  back: { to: "/blog", label: "Volver al blog" },
});
