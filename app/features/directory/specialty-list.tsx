import { useState } from "react";
import { Link } from "react-router";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import { SPECIALTY_LOCATION_LINKS } from "../../../common/content/specialty-pages.ts";
import { foldForFilter } from "../../../common/text/fold.ts";
import { doctorsLabel } from "../../lib/counts.ts";

export interface SpecialtyCount {
  slug: string;
  count: number;
}

function locationHref(specialtySlug: string, value: string): string {
  return value === "online" ? `/${specialtySlug}?city=online` : `/${specialtySlug}/${value}`;
}

/** The featured specialties of /especialidades, filtered by name, each with its locations. */
export function SpecialtyList({ specialties }: { specialties: readonly SpecialtyCount[] }) {
  const [filter, setFilter] = useState("");
  const visible = specialties.filter(({ slug }) =>
    foldForFilter(findSpecialtyBySlug(slug)?.name ?? slug).includes(foldForFilter(filter)),
  );
  return (
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
  );
}
