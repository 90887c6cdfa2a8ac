import { Link, data } from "react-router";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { guideFor } from "../../common/content/specialty-guides.ts";
import { SPECIALIST_PAGE_CITY_SLUGS } from "../../common/content/specialty-pages.ts";
import { resolveSpecialtySlug } from "../../common/search/constants.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { ProviderCard } from "../features/providers/provider-card.tsx";
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
  const guide = guideFor(specialty.slug);
  const { stats } = loaderData;
  const figures = [
    { label: "Especialistas", value: stats.total.toLocaleString("es-MX") },
    { label: "Ciudades", value: stats.cities.toLocaleString("es-MX") },
    { label: "Disponibles hoy", value: stats.availableToday.toLocaleString("es-MX") },
    ...(stats.positiveShare === null
      ? []
      : [
          {
            label: "Reseñas con 4 o 5 estrellas",
            value: `${Math.round(stats.positiveShare * 100)}%`,
          },
        ]),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { label: "Inicio", to: "/" },
          { label: "Especialidades", to: "/especialidades" },
          { label: specialty.specialistPlural },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        {specialty.specialistPlural} en México
      </h1>
      <p className="mt-2 max-w-3xl text-gray-700">{guide.intro}</p>

      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-gray-200 p-4 text-center">
            <dt className="text-sm text-gray-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900">{figure.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="por-ciudad" className="mt-10">
        <h2 id="por-ciudad" className="text-xl font-bold text-gray-900">
          {specialty.specialistPlural} por ciudad
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cityCounts.map(({ citySlug, count }) => (
            <li key={citySlug}>
              <Link
                to={`/${specialty.slug}/${citySlug}`}
                className="flex justify-between rounded-lg border border-gray-200 p-4 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="font-medium text-gray-900">{findCityBySlug(citySlug)?.name}</span>
                <span className="text-sm text-gray-600">{doctorsLabel(count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.featured.length > 0 ? (
        <section aria-labelledby="destacados" className="mt-10">
          <h2 id="destacados" className="text-xl font-bold text-gray-900">
            {specialty.specialistPlural} con más experiencia
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.featured.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={`/${specialty.slug}`} className="font-semibold text-brand-700 underline">
              Ver todos los {specialty.specialistPlural.toLowerCase()}
            </Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="cuando-acudir" className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 id="cuando-acudir" className="text-xl font-bold text-gray-900">
            ¿Cuándo acudir a un {specialty.specialistName.toLowerCase()}?
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
            {guide.whenToVisit.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold text-gray-900">Para tu primera consulta</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
            {guide.firstVisitTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="urgencias"
          className="rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <h3 id="urgencias" className="font-semibold text-red-900">
            Acude a urgencias o llama al 911 si:
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
            {guide.urgentSigns.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
        </aside>
      </section>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Especialidad no encontrada",
  description: "No encontramos esa especialidad. Revisa la lista completa de especialidades.",
});
