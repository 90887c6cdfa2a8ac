import {
  FEATURED_SPECIALTY_SLUGS,
  POPULAR_COMBINATIONS,
} from "../../common/content/specialty-pages.ts";
import { SpecialtiesView } from "../features/directory/specialties-view.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/specialties";

export async function loader({ context }: Route.LoaderArgs) {
  const [specialtyCounts, citySpecialtyCounts] = await Promise.all([
    context.services.search.specialtyCounts(),
    context.services.search.citySpecialtyCounts(),
  ]);
  const bySpecialty = Object.fromEntries(
    specialtyCounts.map((row) => [row.specialtySlug, row.count]),
  );
  const byPair = Object.fromEntries(
    citySpecialtyCounts.map((row) => [`${row.specialtySlug}/${row.citySlug}`, row.count]),
  );
  return {
    specialties: FEATURED_SPECIALTY_SLUGS.map((slug) => ({ slug, count: bySpecialty[slug] ?? 0 })),
    combinations: POPULAR_COMBINATIONS.map((pair) => ({
      ...pair,
      count: byPair[`${pair.specialtySlug}/${pair.citySlug}`] ?? 0,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Especialidades médicas - ${brandName}`,
    description:
      "Encuentra especialistas por especialidad y ciudad: cardiología, pediatría, ginecología, dermatología, psicología y más, con cédula verificada.",
    canonical: `${siteUrl}/especialidades`,
  });
};

export default function Specialties({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  return <SpecialtiesView siteUrl={siteUrl} {...loaderData} />;
}
