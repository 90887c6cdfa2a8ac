import { lazy, Suspense, useState, type FormEvent, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import { INSURERS } from "../../../common/catalogs/insurers.ts";
import { searchPath } from "../../../common/search/href.ts";
import { findSearchLanguage, SEARCH_LANGUAGES } from "../../../common/search/language.ts";
import { searchHref, zoneName, type PageFilters } from "../../../common/search/url.ts";

const PRICE_CEILINGS = [500, 800, 1000, 1500, 2000] as const;
const RATING_FLOORS = [4, 4.5] as const;

const pesos = (amount: number) => `$${amount.toLocaleString("es-MX")}`;

interface Chip {
  label: string;
  without: Partial<PageFilters>;
}

const SCHEDULE_LABELS: Record<NonNullable<PageFilters["schedule"]>, string> = {
  tomorrow: "Cita a más tardar mañana",
  weekend: "Atiende en fin de semana",
  evening: "Atiende en la noche",
};

/** The price chip: a range, a ceiling or a floor. */
function priceLabel(min: number | undefined, max: number | undefined): string | undefined {
  if (min && max) return `Entre ${pesos(min)} y ${pesos(max)}`;
  if (max) return `Hasta ${pesos(max)}`;
  if (min) return `Desde ${pesos(min)}`;
  return undefined;
}

/** The active filters as chips, each with what the URL looks like without it. */
function chipsFor(filters: PageFilters): Chip[] {
  const chips: Chip[] = [];
  const insurer = INSURERS.find((entry) => entry.slug === filters.insurerSlug);
  if (insurer) chips.push({ label: insurer.name, without: { insurerSlug: undefined } });
  const language = findSearchLanguage(filters.language);
  if (language) chips.push({ label: `Habla ${language.label}`, without: { language: undefined } });
  const price = priceLabel(filters.priceMin, filters.priceMax);
  if (price) chips.push({ label: price, without: { priceMin: undefined, priceMax: undefined } });
  if (filters.sort === "price")
    chips.push({ label: "Más baratos primero", without: { sort: undefined } });
  if (filters.onlineOnly) chips.push({ label: "Teleconsulta", without: { onlineOnly: false } });
  if (filters.homeVisit) chips.push({ label: "A domicilio", without: { homeVisit: false } });
  if (filters.availableToday)
    chips.push({ label: "Disponible hoy", without: { availableToday: false } });
  if (filters.schedule)
    chips.push({ label: SCHEDULE_LABELS[filters.schedule], without: { schedule: undefined } });
  if (filters.gender)
    chips.push({
      label: filters.gender === "F" ? "Doctoras" : "Doctores hombres",
      without: { gender: undefined },
    });
  if (filters.ageGroup)
    chips.push({
      label: filters.ageGroup === "child" ? "Para niños" : "Para adultos mayores",
      without: { ageGroup: undefined },
    });
  if (filters.onlineBooking)
    chips.push({ label: "Con cita en línea", without: { onlineBooking: false } });
  if (filters.verified) chips.push({ label: "Cédula verificada", without: { verified: false } });
  if (filters.minRating)
    chips.push({
      label: `${filters.minRating.toLocaleString("es-MX")}+ estrellas`,
      without: { minRating: undefined },
    });
  return chips;
}

/**
 * What a chip does where the directory has less than the words ask: said, never pretended
 * (docs/search.md, "Calificadores").
 */
function chipNotes(filters: PageFilters): string[] {
  const notes: string[] = [];
  if (filters.schedule)
    notes.push(
      "Horario: solo médicos con agenda en línea, según sus horarios y citas libres; los demás no publican su horario.",
    );
  if (filters.gender)
    notes.push("Según el título con que aparece cada médico (Dra. o Dr.); no incluye licenciados.");
  if (filters.homeVisit)
    notes.push("A domicilio: médicos que ofrecen visita a domicilio entre sus servicios.");
  if (filters.ageGroup)
    notes.push(
      `El directorio no indica qué médicos atienden ${filters.ageGroup === "child" ? "a niños" : "a adultos mayores"}: se muestran todos los de la especialidad; confírmalo al pedir la cita.`,
    );
  return notes;
}

/** Removable chips of the filters in the URL, the neighbourhood first (not a panel filter). */
export function FilterChips({ filters }: { filters: PageFilters }) {
  const zone = filters.zone
    ? [{ label: zoneName(filters.citySlug, filters.zone), without: { zone: undefined } }]
    : [];
  const chips = [...zone, ...chipsFor(filters)];
  if (chips.length === 0) return null;
  const notes = chipNotes(filters);
  return (
    <>
      <FilterChipList filters={filters} chips={chips} />
      {notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-gray-600">
          {note}
        </p>
      ))}
    </>
  );
}

function FilterChipList({ filters, chips }: { filters: PageFilters; chips: Chip[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={searchHref({ ...filters, ...chip.without, page: 1 })}
            aria-label={`Quitar filtro: ${chip.label}`}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm font-medium text-brand-800"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One labelled select of the panel, with an "any" first option. */
function SelectField({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  anyLabel: string;
  options: (readonly [value: string | number, label: string])[];
}) {
  return (
    <label className="block text-sm text-gray-700">
      {label}
      <select
        name={name}
        defaultValue={value ?? ""}
        className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-2"
      >
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The search the panel does not show (words, city, zone, order), for a submission without React. */
function KeptFilters({ filters }: { filters: PageFilters }) {
  const kept: [name: string, value: string | undefined][] = [
    ["q", filters.q],
    ["city", !filters.specialtySlug ? filters.citySlug : undefined],
    ["zone", filters.zone],
    ["semanticSearch", filters.q && filters.semantic ? "true" : undefined],
    ["literal", filters.q && filters.literal ? "true" : undefined],
    ["sort", filters.sort],
    // Typed qualifiers the panel has no field for (docs/search.md, "Calificadores").
    ["priceMin", filters.priceMin ? String(filters.priceMin) : undefined],
    ["gender", filters.gender],
    ["age", filters.ageGroup],
    ["visit", filters.homeVisit ? "home" : undefined],
    ["availability", filters.availableToday ? undefined : filters.schedule],
  ];
  return kept.map(([name, value]) =>
    value ? <input key={name} type="hidden" name={name} value={value} /> : null,
  );
}

/**
 * Insurer, language, price ceiling, teleconsultation, available today, online booking, verified cédula
 * and minimum rating. Applying goes to the URL; the server does the filtering. The same fields serve the
 * desktop column and the phone's bottom sheet.
 *
 * Before React has hydrated the page (its scripts wait for load and paint, seconds on a cheap
 * phone), "Aplicar filtros" is the browser's own GET submission: the fields carry the URL's
 * names and values, the search the panel does not show (words, city, zone, order) travels in
 * hidden fields, and the server sends it on to the canonical URL (filtersFromRequest).
 */
export function FilterForm({
  filters,
  onApplied,
  className,
}: {
  filters: PageFilters;
  onApplied?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => {
      const value = Number(form.get(name));
      return Number.isFinite(value) && value > 0 ? value : undefined;
    };
    onApplied?.();
    void navigate(
      searchHref({
        ...filters,
        insurerSlug: (form.get("insurer") as string) || undefined,
        language: (form.get("language") as string) || undefined,
        priceMax: number("priceMax"),
        minRating: number("minRating"),
        onlineOnly: form.get("telemedicine") === "on",
        citySlug: form.get("telemedicine") === "on" ? undefined : filters.citySlug,
        availableToday: form.getAll("availability").includes("today"),
        onlineBooking: form.get("booking") === "online",
        verified: form.get("verified") === "true",
        page: 1,
      }),
    );
  }

  return (
    <form
      aria-label="Filtros de búsqueda"
      method="get"
      action={searchPath(filters)}
      onSubmit={onSubmit}
      key={searchHref(filters)}
      className={`space-y-3 ${className ?? ""}`}
    >
      <KeptFilters filters={filters} />
      <SelectField
        label="Aseguradora"
        name="insurer"
        value={filters.insurerSlug}
        anyLabel="Cualquiera"
        options={INSURERS.map((insurer) => [insurer.slug, insurer.name])}
      />
      <SelectField
        label="Idioma que habla"
        name="language"
        value={filters.language}
        anyLabel="Cualquiera"
        options={SEARCH_LANGUAGES.map((language) => [language.code, language.label])}
      />
      <SelectField
        label="Precio máximo"
        name="priceMax"
        value={filters.priceMax}
        anyLabel="Sin límite"
        options={[...new Set([...PRICE_CEILINGS, ...(filters.priceMax ? [filters.priceMax] : [])])]
          .sort((a, b) => a - b)
          .map((amount) => [amount, `Hasta ${pesos(amount)}`])}
      />
      <SelectField
        label="Calificación mínima"
        name="minRating"
        value={filters.minRating}
        anyLabel="Cualquiera"
        options={RATING_FLOORS.map((rating) => [
          rating,
          `${rating.toLocaleString("es-MX")} estrellas o más`,
        ])}
      />
      <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" name="telemedicine" defaultChecked={filters.onlineOnly} />
        Teleconsulta
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          name="availability"
          value="today"
          defaultChecked={filters.availableToday}
        />
        Disponible hoy
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          name="booking"
          value="online"
          defaultChecked={filters.onlineBooking}
        />
        Con cita en línea
      </label>
      <label className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" name="verified" value="true" defaultChecked={filters.verified} />
        Cédula verificada
      </label>
      <button
        type="submit"
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Aplicar filtros
      </button>
    </form>
  );
}

/** Where "Más filtros" leads before React has hydrated the page (see FilterSheetButton). */
export const FILTER_COLUMN_ID = "filtros";

/**
 * Desktop (>= 1024 px): the filters as a side column beside the results. Narrower, it is
 * hidden unless it is the address's target (#filtros), which is how a phone reaches it before
 * hydration.
 */
export function FilterColumn({ filters }: { filters: PageFilters }) {
  return (
    <aside
      id={FILTER_COLUMN_ID}
      aria-label="Filtros"
      className="hidden self-start rounded-xl border border-gray-200 p-4 target:block lg:sticky lg:top-20 lg:block"
    >
      <p className="mb-3 text-base font-semibold text-gray-900">Filtros</p>
      <FilterForm filters={filters} />
    </aside>
  );
}

// The sheet (a Radix dialog with its focus trap) loads on the first press of "Más filtros".
const loadFilterSheet = () => import("./filter-sheet.tsx");
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

/**
 * "Más filtros": a link to the filter column (#filtros). Before React has hydrated the page, a
 * press shows the column's form in the page (CSS :target) instead of doing nothing; once
 * hydrated, it opens the bottom sheet (aria-haspopup), and the sheet gives focus back to it.
 */
export function FilterSheetLink({
  label,
  expanded,
  onOpen,
  ref,
}: {
  label: string;
  expanded?: boolean;
  onOpen: () => void;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      ref={ref}
      href={`#${FILTER_COLUMN_ID}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onFocus={() => void loadFilterSheet()}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      className={FILTER_BUTTON_CLASSES}
    >
      {label}
    </a>
  );
}

/** Phones and tablets (< 1024 px): "Más filtros" opens the filters as a bottom sheet. */
export function FilterSheetButton({ filters }: { filters: PageFilters }) {
  const [requested, setRequested] = useState(false);
  const count = chipsFor(filters).length;
  const label = count > 0 ? `Más filtros (${count})` : "Más filtros";
  const placeholder = <FilterSheetLink label={label} onOpen={() => setRequested(true)} />;
  return (
    <div className="mt-4 lg:hidden">
      {requested ? (
        <Suspense fallback={placeholder}>
          <FilterSheet filters={filters} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

export const FILTER_BUTTON_CLASSES =
  "inline-flex h-10 items-center rounded-full border border-gray-300 px-4 text-sm font-medium text-gray-800";
