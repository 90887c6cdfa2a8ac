import { RotateCcw, Search } from "../../../components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import {
  CEDULA_FILTERS,
  DATA_SOURCE_FILTERS,
  DEFAULT_FILTERS,
  FILTER_LABELS,
  INSURANCE_FILTERS,
  LICENSE_ISSUE_FILTERS,
  PREMIUM_FILTERS,
  PROFILE_IMAGE_FILTERS,
  SOCIAL_MEDIA_FILTERS,
  SORT_FIELDS,
  STATUS_FILTERS,
  WEBSITE_FILTERS,
  type AdminFilters,
  type SortField,
} from "../../../../common/admin/providers.ts";
import { inputClass, secondaryButton, SelectField } from "../ui.tsx";

/** The spec's generic debounce: text filters reach the server a second after the last key. */
const DEBOUNCE_MS = 1000;
const TEXT_KEYS = ["search", "phone", "email"] as const;
type TextKey = (typeof TEXT_KEYS)[number];

function optionsOf<K extends keyof typeof FILTER_LABELS>(
  key: K,
  values: readonly string[],
): [string, string][] {
  const labels = FILTER_LABELS[key] as Record<string, string>;
  return values.map((value) => [value, labels[value] ?? value]);
}

/**
 * The selects of the filter bar, in the spec's order; city and specialty come from the data.
 * Keyed by every filter that is not typed text: a filter added in common/ without its select
 * does not compile.
 */
const SELECT_FIELDS: {
  [K in Exclude<keyof AdminFilters, TextKey>]: [
    id: string,
    label: string,
    values: readonly string[],
  ];
} = {
  cedula: ["filtro-cedula", "Cédula", CEDULA_FILTERS],
  licenseIssue: ["filtro-problema-cedula", "Problemas de cédula", LICENSE_ISSUE_FILTERS],
  approvalStatus: ["filtro-estado", "Estado", STATUS_FILTERS],
  city: ["filtro-ciudad", "Ciudad", []],
  specialty: ["filtro-especialidad", "Especialidad", []],
  dataSource: ["filtro-fuente", "Fuente de datos", DATA_SOURCE_FILTERS],
  socialMedia: ["filtro-redes", "Redes sociales", SOCIAL_MEDIA_FILTERS],
  website: ["filtro-website", "Sitio web", WEBSITE_FILTERS],
  premium: ["filtro-destacados", "Destacados", PREMIUM_FILTERS],
  socialProfileImage: ["filtro-imagen", "Imagen de perfil social", PROFILE_IMAGE_FILTERS],
  insuranceNetwork: ["filtro-aseguradora", "Aseguradora", INSURANCE_FILTERS],
};
const SELECTS = Object.entries(SELECT_FIELDS).map(
  ([key, field]) => [key as keyof AdminFilters, ...field] as const,
);

export interface SortState {
  sortBy: SortField;
  sortOrder: "asc" | "desc";
}

/** Every filter of admin-side 2, the sort, and a reset; text fields are debounced. */
export function FilterBar({
  filters,
  onFilters,
  sort,
  onSort,
  cities,
  specialties,
}: {
  filters: AdminFilters;
  onFilters: (filters: AdminFilters) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
  cities: string[];
  specialties: string[];
}) {
  const [text, setText] = useState<Record<TextKey, string>>({
    search: filters.search,
    phone: filters.phone,
    email: filters.email,
  });
  const latest = useRef(filters);
  latest.current = filters;

  // A reset from outside (the 'Limpiar filtros' button) empties the boxes too.
  useEffect(() => {
    setText({ search: filters.search, phone: filters.phone, email: filters.email });
  }, [filters.search, filters.phone, filters.email]);

  useEffect(() => {
    const changed = TEXT_KEYS.some((key) => text[key] !== latest.current[key]);
    if (!changed) return;
    const timer = setTimeout(() => onFilters({ ...latest.current, ...text }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onFilters]);

  const set = (key: keyof AdminFilters) => (value: string) =>
    onFilters({ ...filters, [key]: value });
  const textField = (key: TextKey, label: string, type: string, placeholder: string) => (
    <div>
      <label htmlFor={`filtro-${key}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`filtro-${key}`}
        type={type}
        value={text[key]}
        placeholder={placeholder}
        onChange={(event) => setText((t) => ({ ...t, [key]: event.target.value }))}
        onKeyDown={(event) => {
          if (event.key === "Enter") onFilters({ ...latest.current, ...text });
        }}
        className={inputClass}
      />
    </div>
  );

  return (
    <section aria-label="Filtros" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="relative">
        <label htmlFor="filtro-search" className="block text-sm font-medium text-gray-800">
          Buscar
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-2.5 left-3 size-4 text-gray-500"
        />
        <input
          id="filtro-search"
          type="search"
          value={text.search}
          placeholder="Nombre, cédula o email"
          onChange={(event) => setText((t) => ({ ...t, search: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key === "Enter") onFilters({ ...latest.current, ...text });
          }}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SELECTS.map(([key, id, label, values]) => (
          <SelectField
            key={key}
            id={id}
            label={label}
            value={filters[key]}
            options={
              key === "city"
                ? [["todas", "Todas las ciudades"], ...cities.map((c) => [c, c] as const)]
                : key === "specialty"
                  ? [
                      ["todas", "Todas las especialidades"],
                      ...specialties.map((c) => [c, c] as const),
                    ]
                  : optionsOf(key as keyof typeof FILTER_LABELS, values)
            }
            onChange={set(key)}
          />
        ))}
        {textField("phone", "Teléfono", "tel", "Ej. 55 1234 5678")}
        {textField("email", "Email", "text", "Ej. consultorio@")}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <SelectField
            id="orden-campo"
            label="Ordenar por"
            value={sort.sortBy}
            options={optionsOf("sortBy", SORT_FIELDS)}
            onChange={(value) => onSort({ ...sort, sortBy: value as SortField })}
          />
        </div>
        <div className="w-44">
          <SelectField
            id="orden-direccion"
            label="Orden"
            value={sort.sortOrder}
            options={[
              ["desc", "Descendente"],
              ["asc", "Ascendente"],
            ]}
            onChange={(value) => onSort({ ...sort, sortOrder: value as "asc" | "desc" })}
          />
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onFilters({ ...DEFAULT_FILTERS })}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Limpiar filtros
        </button>
      </div>
    </section>
  );
}
