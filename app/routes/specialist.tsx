import { data } from "react-router";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { SPECIALIST_PAGE_CITY_SLUGS } from "../../common/content/specialty-pages.ts";
import { resolveSpecialtySlug } from "../../common/search/constants.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { SpecialistView } from "../features/directory/specialist-view.tsx";
import { doctorsLabel } from "../lib/counts.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/specialist";

// /{specialty}/especialistas accepts the specialty (cardiologia) or specialist (cardiologo) slug.
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = resolveSpecialtySlug(params.specialty);
  const specialty = slug ? findSpecialtyBySlug(slug) : undefined;
  if (!specialty) throw data(null, { status: 404 });
  const search = context.services.search;
  const [stats, citySpecialtyCounts, featured] = await Promise.all([
    search.specialtyStats(specialty.slug),
    search.citySpecialtyCounts(),
    search.search({
      specialtySlug: specialty.slug,
      onlineOnly: false,
      availableToday: false,
      semantic: false,
      limit: 6,
      offset: 0,
    }),
  ]);
  const cityCounts = SPECIALIST_PAGE_CITY_SLUGS.map((citySlug) => ({
    citySlug,
    count:
      citySpecialtyCounts.find(
        (row) => row.citySlug === citySlug && row.specialtySlug === specialty.slug,
      )?.count ?? 0,
  }));
  return { slug: specialty.slug, stats, cityCounts, featured: featured.providers };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const specialty = data ? findSpecialtyBySlug(data.slug) : undefined;
  if (!specialty) return [{ title: "Especialidad no encontrada" }];
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `${specialty.specialistPlural} en México - ${brandName}`,
    description: `${doctorsLabel(data!.stats.total)} de ${specialty.name.toLowerCase()} con perfil en el directorio. Cuándo acudir a un ${specialty.specialistName.toLowerCase()} y especialistas por ciudad.`,
    canonical: `${siteUrl}/${specialty.specialistSlug}/especialistas`,
    noIndex: data!.stats.total === 0,
  });
};

export default function Specialist({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const specialty = findSpecialtyBySlug(loaderData.slug)!;
  return <SpecialistView siteUrl={siteUrl} specialty={specialty} data={loaderData} />;
}

export const ErrorBoundary = notFoundBoundary({
  title: "Especialidad no encontrada",
  description: "No encontramos esa especialidad. Revisa la lista completa de especialidades.",
});
