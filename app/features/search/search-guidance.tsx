import { TriangleAlert } from "../../components/icons/icons.tsx";
import {
  EmergencyContactLinks,
  type EmergencyContactLink,
} from "../../components/ui/emergency-contact-links.tsx";
import { Link } from "react-router";
import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import type { EmptyResultSuggestions } from "../../../common/search/suggestions.ts";
import { searchHref, type PageFilters } from "../../../common/search/url.ts";

/** The warning-sign summary the search service adds when the text describes an emergency. */
export interface SearchWarning {
  level: "emergency" | "urgent";
  firstAction: string;
  contacts: EmergencyContactLink[];
}

/** What to do now, before any listing: the same guidance Dr. Salud gives. */
export function EmergencyBanner({ warning }: { warning: SearchWarning }) {
  const emergency = warning.level === "emergency";
  return (
    <section
      aria-label="Qué hacer ahora"
      role={emergency ? "alert" : "status"}
      className={`mt-4 rounded-lg border p-4 ${emergency ? "border-red-700 bg-red-50" : "border-amber-600 bg-amber-50"}`}
    >
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
        {warning.firstAction}
      </p>
      <EmergencyContactLinks contacts={warning.contacts} />
    </section>
  );
}

/** "A, B y C". */
function listJoin(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : (items[0] ?? "");
}

/**
 * "Mostramos Traumatología y Medicina Física y Rehabilitación": several specialties treat what
 * was described, and the list mixes them (three and two of every five) instead of showing only
 * the first.
 */
export function MixedSpecialtiesNotice({ specialties }: { specialties: string[] }) {
  const names = specialties.map((slug) => findSpecialtyBySlug(slug)?.name ?? slug);
  if (names.length < 2) return null;
  return (
    <p className="mt-2 text-sm text-gray-700">
      Mostramos {listJoin(names)}:{" "}
      {names.length === 2 ? "las dos especialidades atienden" : "estas especialidades atienden"} lo
      que describes, así que la lista las combina.
    </p>
  );
}

/**
 * "Mostrando Otorrinolaringología por 'me duele el oído'": symptoms chose the specialties
 * without Búsqueda Inteligente, so say so and give one click back to the literal words.
 */
export function UnderstoodNotice({
  filters,
  rankedSpecialties,
}: {
  filters: PageFilters;
  rankedSpecialties: string[];
}) {
  const names = rankedSpecialties.map((slug) => findSpecialtyBySlug(slug)?.name ?? slug);
  if (!filters.q || names.length === 0) return null;
  return (
    <p className="mt-3 rounded-lg bg-brand-50 px-4 py-2 text-sm text-brand-800" role="status">
      Mostrando {listJoin(names)} por «{filters.q}». Esta búsqueda orienta, no sustituye una
      valoración médica.{" "}
      <Link
        to={searchHref({ ...filters, page: 1, literal: true, semantic: false })}
        className="font-semibold underline"
      >
        Buscar solo el texto «{filters.q}»
      </Link>
    </p>
  );
}

/** An empty result is never a dead end: the specialty meant, nearby cities, a wider search. */
export function EmptySuggestions({
  filters,
  suggestions,
}: {
  filters: PageFilters;
  suggestions: EmptyResultSuggestions;
}) {
  const specialty = suggestions.specialtySlug
    ? findSpecialtyBySlug(suggestions.specialtySlug)
    : undefined;
  const cities = suggestions.nearbyCitySlugs.flatMap((slug) => findCityBySlug(slug) ?? []);
  return (
    <div className="mt-4 space-y-3 text-gray-700">
      {specialty ? (
        <p>
          ¿Quisiste decir{" "}
          <Link
            to={searchHref({ specialtySlug: specialty.slug, citySlug: filters.citySlug })}
            className="font-semibold text-brand-700 underline"
          >
            {specialty.name}
          </Link>
          ?
        </p>
      ) : null}
      {cities.length > 0 ? (
        <p>
          Ciudades cercanas:{" "}
          {cities.map((city, index) => (
            <span key={city.slug}>
              {index > 0 ? ", " : null}
              <Link
                to={searchHref({ ...filters, citySlug: city.slug, zone: undefined, page: 1 })}
                className="font-semibold text-brand-700 underline"
              >
                {city.name}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {suggestions.smartSearch ? (
        <p>
          <Link
            to={searchHref({ ...filters, semantic: true, literal: false, page: 1 })}
            className="font-semibold text-brand-700 underline"
          >
            Probar con Búsqueda Inteligente
          </Link>
        </p>
      ) : null}
    </div>
  );
}
