import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { findCityBySlug, SEARCH_CITIES } from "../../common/catalogs/cities.ts";
import { findSpecialtyBySlug, SPECIALTIES } from "../../common/catalogs/specialties.ts";
import {
  FEATURED_SPECIALTY_SLUGS,
  POPULAR_COMBINATIONS,
  SPECIALTY_LOCATION_LINKS,
} from "../../common/content/specialty-pages.ts";
import { foldForFilter } from "../../common/text/fold.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { doctorsLabel } from "../lib/counts.ts";
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

function locationHref(specialtySlug: string, value: string): string {
  return value === "online" ? `/${specialtySlug}?city=online` : `/${specialtySlug}/${value}`;
}

export default function Specialties({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const navigate = useNavigate();
  const [filter, setFilter] = useState("");
  const [specialty, setSpecialty] = useState("cardiologia");
  const [city, setCity] = useState("ciudad-de-mexico");
  const visible = loaderData.specialties.filter(({ slug }) =>
    foldForFilter(findSpecialtyBySlug(slug)?.name ?? slug).includes(foldForFilter(filter)),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[{ label: "Inicio", to: "/" }, { label: "Especialidades" }]}
      />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Especialidades médicas</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Elige una especialidad y una ciudad para ver a los médicos verificados que atienden cerca de
        ti.
      </p>

      <form
        role="search"
        aria-label="Buscar especialista por ciudad"
        className="mt-6 grid gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`/${specialty}?city=${city}`);
        }}
      >
        <label className="text-sm font-medium text-gray-700">
          Especialidad
          <select
            value={specialty}
            onChange={(e) => setSpecialty(e.target.value)}
            className="mt-1 h-11 w-full rounded-md border border-gray-300 bg-white px-3"
          >
            {SPECIALTIES.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Ciudad
          <select
            value={city}
            onChange={(e) => setCity(e.target.value)}
            className="mt-1 h-11 w-full rounded-md border border-gray-300 bg-white px-3"
          >
            {SEARCH_CITIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 self-end rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Buscar
        </button>
      </form>

      <section aria-labelledby="combinaciones" className="mt-10">
        <h2 id="combinaciones" className="text-xl font-bold text-gray-900">
          Búsquedas populares
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.combinations.map((pair) => (
            <li key={`${pair.specialtySlug}-${pair.citySlug}`}>
              <Link
                to={`/${pair.specialtySlug}/${pair.citySlug}`}
                className="flex justify-between rounded-lg border border-gray-200 p-4 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="font-medium text-gray-900">
                  {findSpecialtyBySlug(pair.specialtySlug)?.name} en{" "}
                  {findCityBySlug(pair.citySlug)?.name}
                </span>
                <span className="text-sm text-gray-600">{doctorsLabel(pair.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lista-especialidades" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="lista-especialidades" className="text-xl font-bold text-gray-900">
            Especialidades
          </h2>
          <label className="text-sm text-gray-700">
            <span className="sr-only">Filtrar especialidades por nombre</span>
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Filtrar por nombre"
              className="h-10 w-64 rounded-md border border-gray-300 px-3"
            />
          </label>
        </div>
        {visible.length === 0 ? (
          <p className="mt-4 text-gray-700">Ninguna especialidad coincide con “{filter}”.</p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map(({ slug, count }) => (
            <li key={slug} className="rounded-xl border border-gray-200 p-4">
              <Link
                to={`/${slug}`}
                className="text-lg font-semibold text-gray-900 hover:text-brand-700"
              >
                {findSpecialtyBySlug(slug)?.name}
              </Link>
              <p className="text-sm text-gray-600">{doctorsLabel(count)}</p>
              <ul
                className="mt-3 flex flex-wrap gap-2 text-sm"
                aria-label={`Ubicaciones para ${findSpecialtyBySlug(slug)?.name}`}
              >
                {SPECIALTY_LOCATION_LINKS.map((location) => (
                  <li key={location.value}>
                    <Link
                      to={locationHref(slug, location.value)}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                    >
                      {location.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/todas-las-especialidades" className="font-semibold text-brand-700 underline">
            Ver todas las especialidades
          </Link>
        </p>
      </section>
    </div>
  );
}
