import { data } from "react-router";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { CITY_DESCRIPTIONS } from "../../common/content/city-descriptions.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import {
  CITY_FIRST_PROVIDERS,
  CITY_TILE_SPECIALTIES,
  CityLandingView,
} from "../features/directory/city-landing.tsx";
import { doctorsLabel } from "../lib/counts.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/city";
import { bioForCard } from "../../common/providers/bio-excerpt.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const city = findCityBySlug(params.city);
  if (!city) throw data(null, { status: 404 });
  const search = context.services.search;
  const [first, citySpecialtyCounts] = await Promise.all([
    search.search({
      citySlug: city.slug,
      onlineOnly: false,
      availableToday: false,
      semantic: false,
      limit: CITY_FIRST_PROVIDERS,
      offset: 0,
    }),
    search.citySpecialtyCounts(),
  ]);
  const inCity = citySpecialtyCounts.filter((row) => row.citySlug === city.slug);
  return {
    citySlug: city.slug,
    description: CITY_DESCRIPTIONS[city.slug] ?? "",
    total: first.total,
    providers: first.providers.map((card) => ({ ...card, bio: bioForCard(card.bio) })),
    tiles: CITY_TILE_SPECIALTIES.map((slug) => ({
      slug,
      count: inCity.find((row) => row.specialtySlug === slug)?.count ?? 0,
    })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const city = data ? findCityBySlug(data.citySlug) : undefined;
  if (!city) return [{ title: "Ciudad no encontrada" }];
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Médicos en ${city.name} - ${brandName}`,
    description: `${doctorsLabel(data!.total)} en ${city.name}, ${city.state}: especialistas con cédula verificada, precios de consulta y opiniones de pacientes.`,
    canonical: `${siteUrl}/${city.slug}/medicos`,
    noIndex: data!.total === 0,
  });
};

export default function CityLanding({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const city = findCityBySlug(loaderData.citySlug)!;
  return <CityLandingView siteUrl={siteUrl} city={city} data={loaderData} />;
}

export const ErrorBoundary = notFoundBoundary({
  title: "Ciudad no encontrada",
  description:
    "Todavía no tenemos una página para esa ciudad. Busca médicos por especialidad o elige otra ciudad.",
});
