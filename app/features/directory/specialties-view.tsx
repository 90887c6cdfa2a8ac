import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { CountLink } from "./count-link.tsx";
import { SpecialtyList, type SpecialtyCount } from "./specialty-list.tsx";
import { SpecialtySearchForm } from "./specialty-search-form.tsx";

export interface CombinationCount {
  specialtySlug: string;
  citySlug: string;
  count: number;
}

/** /especialidades: search by specialty and city, popular searches, the featured specialties. */
export function SpecialtiesView({
  siteUrl,
  specialties,
  combinations,
}: {
  siteUrl: string;
  specialties: readonly SpecialtyCount[];
  combinations: readonly CombinationCount[];
}) {
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

      <SpecialtySearchForm />

      <section aria-labelledby="combinaciones" className="mt-10">
        <h2 id="combinaciones" className="text-xl font-bold text-gray-900">
          Búsquedas populares
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {combinations.map((pair) => (
            <li key={`${pair.specialtySlug}-${pair.citySlug}`}>
              <CountLink to={`/${pair.specialtySlug}/${pair.citySlug}`} count={pair.count}>
                {findSpecialtyBySlug(pair.specialtySlug)?.name} en{" "}
                {findCityBySlug(pair.citySlug)?.name}
              </CountLink>
            </li>
          ))}
        </ul>
      </section>

      <SpecialtyList specialties={specialties} />
    </div>
  );
}
