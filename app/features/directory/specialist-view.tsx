import { Link } from "react-router";
import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import type { Specialty } from "../../../common/catalogs/specialties.ts";
import { guideFor } from "../../../common/content/specialty-guides.ts";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { CountLink } from "./count-link.tsx";
import { ProviderCardGrid } from "../../components/providers/provider-card-grid.tsx";
import { SpecialtyGuide } from "./specialty-guide.tsx";

export interface SpecialistPageData {
  stats: { total: number; cities: number; availableToday: number; positiveShare: number | null };
  cityCounts: readonly { citySlug: string; count: number }[];
  featured: readonly PublicProviderCard[];
}

function figuresOf(stats: SpecialistPageData["stats"]) {
  return [
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
}

/** /{specialist}/especialistas: the specialty's figures, cities, featured doctors and guide. */
export function SpecialistView({
  siteUrl,
  specialty,
  data,
}: {
  siteUrl: string;
  specialty: Specialty;
  data: SpecialistPageData;
}) {
  const guide = guideFor(specialty.slug);
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
        {figuresOf(data.stats).map((figure) => (
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
          {data.cityCounts.map(({ citySlug, count }) => (
            <li key={citySlug}>
              <CountLink to={`/${specialty.slug}/${citySlug}`} count={count}>
                {findCityBySlug(citySlug)?.name}
              </CountLink>
            </li>
          ))}
        </ul>
      </section>

      {data.featured.length > 0 ? (
        <section aria-labelledby="destacados" className="mt-10">
          <h2 id="destacados" className="text-xl font-bold text-gray-900">
            {specialty.specialistPlural} con más experiencia
          </h2>
          <ProviderCardGrid providers={data.featured} />
          <p className="mt-4">
            <Link to={`/${specialty.slug}`} className="font-semibold text-brand-700 underline">
              Ver todos los {specialty.specialistPlural.toLowerCase()}
            </Link>
          </p>
        </section>
      ) : null}

      <SpecialtyGuide specialistName={specialty.specialistName} guide={guide} />
    </div>
  );
}
