import { List, Map as MapIcon, Sparkles } from "../../components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import { PAGE_SIZE, type PublicProviderCard } from "../../../common/providers/types.ts";
import {
  SEARCH_SORT_EXPLANATIONS,
  SEARCH_SORT_LABELS,
  selectableSorts,
  type SearchSort,
} from "../../../common/search/sort.ts";
import { placeNoticeText, widenedZoneText } from "../../../common/search/place-notice.ts";
import { resultsTitle, type UnderstoodForTitle } from "../../../common/search/title.ts";
import { searchHref, type PageFilters } from "../../../common/search/url.ts";
import { keptFilterFields } from "../../../common/search/href.ts";
import { ProviderCard, ProviderCardSkeleton } from "../../components/providers/provider-card.tsx";
import { FilterChips, FilterColumn, FilterSheetButton } from "./filter-panel.tsx";
import type { CardSlot } from "../../../common/search/next-slot.ts";
import { PaginationNav } from "./pagination-nav.tsx";
import { ResultsMap } from "./results-map.tsx";
import { SearchPanel } from "../../components/search/search-form.tsx";
import type { EmptyResultSuggestions } from "../../../common/search/suggestions.ts";
import {
  EmergencyBanner,
  EmptySuggestions,
  MixedSpecialtiesNotice,
  UnderstoodNotice,
  type SearchWarning,
} from "./search-guidance.tsx";

export interface ResultsViewProps {
  filters: PageFilters;
  providers: PublicProviderCard[];
  total: number;
  /** More match than `total`: the search stopped counting there. */
  totalCapped?: boolean;
  totalPages: number;
  understood: UnderstoodForTitle & { mixedSpecialties?: string[] };
  /** The order the list is in (chosen, or the default for this search). */
  sort: SearchSort;
  warning?: SearchWarning | null;
  suggestions?: EmptyResultSuggestions | null;
  tileUrl: string;
  /** 'Próxima cita' of the listings that take bookings here, by listing id. */
  nextSlots?: Record<number, CardSlot>;
}

const WIDE_SCREEN = "(min-width: 768px)";

function countLabel(total: number, capped = false): string {
  const formatted = total.toLocaleString("es-MX");
  if (capped) return `Más de ${formatted} médicos encontrados`;
  return total === 1 ? "1 médico encontrado" : `${formatted} médicos encontrados`;
}

/**
 * 'Ordenar por': choosing an order opens it at once. Before hydration the select does nothing,
 * so an order picked then is applied as soon as React takes over (its field is uncontrolled:
 * hydration leaves the visitor's choice in place, and the mount sees it).
 */
function SortSelect({
  sort,
  choices,
  onChoose,
}: {
  sort: SearchSort;
  choices: SearchSort[];
  onChoose: (chosen: SearchSort) => void;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const picked = select.current?.value as SearchSort | undefined;
    if (picked && picked !== sort) onChoose(picked);
    // Only what happened before this select was hydrated; later changes go through onChange.
  }, []);
  return (
    <select
      ref={select}
      defaultValue={sort}
      onChange={(event) => onChoose(event.target.value as SearchSort)}
      className="h-10 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900"
    >
      {choices.map((option) => (
        <option key={option} value={option}>
          {SEARCH_SORT_LABELS[option]}
        </option>
      ))}
    </select>
  );
}

/** Results of a search: title, count, sort, list with skeletons, map, pagination. */
export function ResultsView({
  filters,
  providers,
  total,
  totalCapped,
  totalPages,
  understood,
  warning,
  suggestions,
  tileUrl,
  sort,
  nextSlots,
}: ResultsViewProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [mobileView, setMobileView] = useState<"list" | "map">("list");
  // Leaflet is fetched only once a map is on screen: at once on wide screens, on demand on phones.
  const [mapMounted, setMapMounted] = useState(false);
  useEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) setMapMounted(true);
  }, []);

  const go = (changes: Partial<PageFilters>) =>
    navigate(searchHref({ ...filters, page: 1, ...changes }));
  // The default order stays out of the URL; any other choice goes in it (?sort=).
  const defaultSort = filters.sort ? undefined : sort;
  const sortChoices = selectableSorts(Boolean(filters.q));
  const ranked = understood.rankedSpecialties.map(
    (slug) => findSpecialtyBySlug(slug)?.name ?? slug,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {/* On a phone the form folds into one line after a search, so the count and the first
          doctor are on the first screen; wide screens always show it (app.css). */}
      <details className="search-fold rounded-xl border border-gray-200 bg-gray-50 p-4">
        <summary className="flex min-h-10 cursor-pointer items-center justify-between gap-3 font-semibold text-brand-800">
          <span className="min-w-0 truncate">
            Cambiar búsqueda
            {filters.q ? <span className="font-normal text-gray-700">: «{filters.q}»</span> : null}
          </span>
          <span aria-hidden="true">▾</span>
        </summary>
        <div className="search-fold-body">
          {/* A new results URL starts the form again from what that page shows. */}
          <SearchPanel
            key={searchHref({ ...filters, page: 1 })}
            idPrefix="resultados"
            labels={["Filtros", "Voz"]}
            initial={{
              q: filters.q,
              specialtySlug: filters.specialtySlug,
              specialtyName: filters.specialtySlug
                ? findSpecialtyBySlug(filters.specialtySlug)?.name
                : undefined,
              citySlug: filters.citySlug,
              onlineOnly: filters.onlineOnly,
              kept: keptFilterFields(filters),
            }}
          />
        </div>
      </details>

      {warning ? <EmergencyBanner warning={warning} /> : null}

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6">
        <FilterColumn filters={filters} />
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
                {resultsTitle(filters, understood)}
              </h1>
              <p className="mt-1 text-gray-600" aria-live="polite">
                {countLabel(total, totalCapped)}
              </p>
              <p className="mt-1 text-sm text-gray-600">{SEARCH_SORT_EXPLANATIONS[sort]}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {filters.q ? (
                // A link to the same search with the switch turned over, so it works before the
                // page's scripts load; once they have, Space turns it over like a switch's.
                <Link
                  to={searchHref({ ...filters, page: 1, semantic: !filters.semantic })}
                  role="switch"
                  aria-checked={filters.semantic}
                  onKeyDown={(event) => {
                    if (event.key !== " ") return;
                    event.preventDefault();
                    go({ semantic: !filters.semantic });
                  }}
                  className="inline-flex h-10 items-center gap-2 rounded-full border border-gray-300 px-4 text-sm font-medium text-gray-800 aria-checked:border-brand-600 aria-checked:bg-brand-50 aria-checked:text-brand-800"
                >
                  <Sparkles aria-hidden="true" className="size-4" />
                  Búsqueda Inteligente
                </Link>
              ) : null}
              <label className="flex items-center gap-2 text-sm text-gray-700">
                Ordenar por
                <SortSelect
                  key={sort}
                  sort={sort}
                  choices={sortChoices.includes(sort) ? sortChoices : [sort, ...sortChoices]}
                  onChoose={(chosen) => go({ sort: chosen === defaultSort ? undefined : chosen })}
                />
              </label>
            </div>
          </div>

          {filters.semantic && ranked.length > 0 ? (
            <p className="mt-3 rounded-lg bg-brand-50 px-4 py-2 text-sm text-brand-800">
              Según lo que describes, te mostramos especialistas en: {ranked.join(", ")}. Esta
              búsqueda orienta, no sustituye una valoración médica. Ante dolor de pecho intenso,
              dificultad para respirar o cualquier emergencia, llama al 911.
            </p>
          ) : understood.symptomsByDefault ? (
            <UnderstoodNotice filters={filters} rankedSpecialties={understood.rankedSpecialties} />
          ) : null}
          <MixedSpecialtiesNotice specialties={understood.mixedSpecialties ?? []} />

          {understood.place ? (
            <p className="mt-3 rounded-lg bg-gray-100 px-4 py-2 text-sm text-gray-800" role="note">
              {placeNoticeText(understood.place)}
            </p>
          ) : null}
          {understood.widenedZone && filters.citySlug ? (
            <p className="mt-3 rounded-lg bg-gray-100 px-4 py-2 text-sm text-gray-800" role="note">
              {widenedZoneText(understood.widenedZone, filters.citySlug, filters.specialtySlug)}
            </p>
          ) : null}

          <FilterSheetButton filters={filters} />
          <FilterChips filters={filters} />

          <div className="mt-4 flex gap-2 md:hidden" role="group" aria-label="Vista de resultados">
            {(["list", "map"] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={mobileView === view}
                onClick={() => {
                  setMobileView(view);
                  if (view === "map") setMapMounted(true);
                }}
                className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md border border-gray-300 text-sm font-medium aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {view === "list" ? (
                  <List aria-hidden="true" className="size-4" />
                ) : (
                  <MapIcon aria-hidden="true" className="size-4" />
                )}
                {view === "list" ? "Lista" : "Mapa"}
              </button>
            ))}
          </div>

          <div className="mt-4 grid gap-6 md:grid-cols-5">
            <section
              aria-labelledby="lista-de-medicos"
              className={`md:col-span-2 ${mobileView === "map" ? "hidden md:block" : ""}`}
            >
              <h2 id="lista-de-medicos" className="sr-only">
                Lista de médicos
              </h2>
              {loading ? (
                <div className="space-y-4" role="status" aria-label="Cargando médicos">
                  {Array.from({ length: 6 }, (_, i) => (
                    <ProviderCardSkeleton key={i} />
                  ))}
                </div>
              ) : providers.length === 0 ? (
                <div className="rounded-xl border border-gray-200 p-8 text-center">
                  <p className="text-gray-700">
                    No se encontraron médicos con los criterios seleccionados.
                  </p>
                  {suggestions ? (
                    <EmptySuggestions filters={filters} suggestions={suggestions} />
                  ) : null}
                  <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
                    Volver al inicio
                  </Link>
                </div>
              ) : (
                <ul className="space-y-4">
                  {providers.map((provider) => (
                    <li key={provider.id}>
                      <ProviderCard provider={provider} nextSlot={nextSlots?.[provider.id]} />
                    </li>
                  ))}
                </ul>
              )}
              <PaginationNav
                page={filters.page}
                totalPages={totalPages}
                hrefFor={(page) => searchHref({ ...filters, page })}
              />
              {total > totalPages * PAGE_SIZE ||
              (totalCapped && total >= totalPages * PAGE_SIZE) ? (
                <p className="mt-3 text-center text-sm text-gray-600">
                  Se muestran los primeros {(totalPages * PAGE_SIZE).toLocaleString("es-MX")}{" "}
                  resultados. Elige una ciudad, un filtro o escribe lo que buscas para ver otros.
                </p>
              ) : null}
            </section>
            <section
              aria-labelledby="mapa-de-medicos"
              className={`md:col-span-3 ${mobileView === "list" ? "hidden md:block" : ""}`}
            >
              <h2 id="mapa-de-medicos" className="sr-only">
                Mapa de médicos
              </h2>
              <div className="md:sticky md:top-20">
                {mapMounted ? (
                  <ResultsMap providers={providers} tileUrl={tileUrl} />
                ) : (
                  <div className="flex min-h-[600px] items-center justify-center rounded-xl bg-gray-100 text-gray-600">
                    Cargando mapa...
                  </div>
                )}
              </div>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
