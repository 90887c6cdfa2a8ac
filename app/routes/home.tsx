import { LANDING_CITY_SLUGS } from "../../common/catalogs/cities.ts";
import { POPULAR_SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { faqJsonLd, HOME_FAQ } from "../../common/content/faq.ts";
import { defaultTitle, serializeJsonLd } from "../../common/seo/json-ld.ts";
import { resultsTitle } from "../../common/search/title.ts";
import { isSearchActive } from "../../common/search/url.ts";
import {
  CityGrid,
  FeaturedDoctors,
  HomeFaq,
  HowItWorks,
  PopularSpecialties,
  TrustBand,
  type CityMenu,
} from "../features/home/home-sections.tsx";
import { DrSaludPanel } from "../features/assistant/dr-salud-panel.tsx";
import { ResultsErrorBoundary } from "../features/search/results-error-boundary.tsx";
import { ResultsView } from "../features/search/results-view.tsx";
import { SearchPanel } from "../components/search/search-form.tsx";
import { HelpBubble } from "../components/ui/help-bubble.tsx";
import { filtersFromRequest } from "../lib/search-page.server.ts";
import { loadResults } from "../lib/search.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/home";

const HOME_CITY_COUNT = 6;
const CITY_MENU_SIZE = 8;

// "/" is the home without filters and the results page with ?q=, ?city= or ?availability=today.
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromRequest(request, {});
  if (isSearchActive(filters)) {
    return { mode: "results" as const, results: await loadResults(context, filters) };
  }
  const search = context.services.search;
  const [featured, specialtyCounts, citySpecialtyCounts, trust] = await Promise.all([
    search.featured(),
    search.specialtyCounts(),
    search.citySpecialtyCounts(),
    search.trustStats(),
  ]);
  const countBySpecialty = new Map(specialtyCounts.map((row) => [row.specialtySlug, row.count]));
  const cities: CityMenu[] = LANDING_CITY_SLUGS.slice(0, HOME_CITY_COUNT).map((citySlug) => {
    const rows = citySpecialtyCounts
      .filter((row) => row.citySlug === citySlug)
      .sort((a, b) => b.count - a.count);
    return {
      citySlug,
      total: rows.reduce((sum, row) => sum + row.count, 0),
      specialties: rows
        .slice(0, CITY_MENU_SIZE)
        .map((row) => ({ slug: row.specialtySlug, count: row.count })),
    };
  });
  return {
    mode: "home" as const,
    featured,
    trust,
    cities,
    popular: POPULAR_SPECIALTIES.map(({ slug }) => ({
      slug,
      count: countBySpecialty.get(slug) ?? 0,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  if (data?.mode === "results") {
    return pageMeta({
      title: `${resultsTitle(data.results.filters, data.results.understood)} - ${brandName}`,
      description: "Resultados de búsqueda de médicos verificados en México.",
      canonical: `${siteUrl}/`,
      noIndex: true,
    });
  }
  return pageMeta({
    title: defaultTitle(brandName),
    description:
      "Encuentra médicos con cédula profesional verificada en México. Busca por especialidad, ciudad o síntomas, compara precios y opiniones de pacientes.",
    canonical: `${siteUrl}/`,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "results") return <ResultsView {...loaderData.results} />;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(HOME_FAQ)) }}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            Encuentra al médico que necesitas, con cédula verificada
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            Busca por especialidad, ciudad o síntomas, compara opiniones reales de pacientes y
            contacta directamente al consultorio.
          </p>
          <div className="mt-8 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-gray-200 sm:p-6">
            <SearchPanel idPrefix="inicio" />
          </div>
          <HelpBubble className="mt-4" />
        </div>
      </section>
      <PopularSpecialties items={loaderData.popular} />
      <DrSaludPanel />
      <TrustBand stats={loaderData.trust} />
      <HowItWorks />
      <FeaturedDoctors providers={loaderData.featured} />
      <CityGrid cities={loaderData.cities} />
      <HomeFaq />
    </>
  );
}

export const ErrorBoundary = ResultsErrorBoundary;
