import { data, Link } from "react-router";
import { categorySlug, findCategoryBySlug } from "../../common/blog/reading.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { BlogCard } from "../features/blog/blog-card.tsx";
import { CategoryNav } from "../features/blog/category-nav.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

// /blog and /blog/categoria/{category}: one list, filtered when a category is named.
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = params.category ? findCategoryBySlug(params.category) : undefined;
  if (params.category && !category) throw data(null, { status: 404 });
  const items = await context.services.blog.list(category);
  return {
    category: category ?? null,
    categorySlug: category ? categorySlug(category) : null,
    items,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  if (!data) return [{ title: "Categoría no encontrada" }];
  if (!data.category) {
    return [
      ...pageMeta({
        title: `Blog de salud - ${brandName}`,
        description:
          "Artículos de salud en español para pacientes en México: dermatología, salud mental, salud sexual, cardiología, diabetes, ginecología y el sistema de salud.",
        canonical: `${siteUrl}/blog`,
      }),
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: `Blog de salud - ${brandName}`,
        href: `${siteUrl}/blog/rss.xml`,
      },
    ];
  }
  return pageMeta({
    title: `${data.category}: artículos de salud - ${brandName}`,
    description: `Artículos de ${data.category} para pacientes en México: señales de alarma, prevención y cuándo consultar a un especialista.`,
    canonical: `${siteUrl}/blog/categoria/${data.categorySlug}`,
    noIndex: data.items.length === 0,
  });
};

export default function Blog({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const { category, categorySlug: currentSlug, items } = loaderData;
  // The featured first article belongs to the unfiltered blog page.
  const [featured, ...rest] = category ? [undefined, ...items] : items;
  const crumbs = category
    ? [{ label: "Inicio", to: "/" }, { label: "Blog", to: "/blog" }, { label: category }]
    : [{ label: "Inicio", to: "/" }, { label: "Blog" }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs siteUrl={siteUrl} items={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-gray-900 sm:text-4xl">
        {category ? `Artículos de ${category}` : "Blog de salud"}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        Información clara y revisada con fuentes oficiales para cuidar tu salud y saber cuándo
        consultar a un especialista. No sustituye la consulta médica.
      </p>
      <div className="mt-6">
        <CategoryNav current={currentSlug} />
      </div>

      {items.length === 0 ? (
        <section className="mt-10 rounded-xl border border-dashed border-gray-300 p-8 text-center">
          <p className="text-gray-700">No hay artículos disponibles en esta categoría.</p>
          <Link
            to="/blog"
            className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Ver todos los artículos
          </Link>
        </section>
      ) : (
        <>
          {featured ? (
            <div className="mt-8">
              <BlogCard item={featured} featured />
            </div>
          ) : null}
          {rest.length > 0 ? (
            <section aria-label="Artículos recientes" className="mt-8">
              {featured ? (
                <h2 className="mb-4 text-xl font-bold text-gray-900">Artículos recientes</h2>
              ) : null}
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((item) =>
                  item ? (
                    <li key={item.slug}>
                      <BlogCard item={item} headingLevel={featured ? 3 : 2} />
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Categoría no encontrada",
  description:
    "La categoría que buscas no existe. Consulta los artículos de Dermatología, Salud Mental, Salud Sexual, Cardiología, Diabetes, Ginecología o Sistema de Salud.",
  back: { to: "/blog", label: "Volver al blog" },
});
