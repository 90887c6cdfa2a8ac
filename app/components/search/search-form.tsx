import { Search } from "../icons/icons.tsx";
import { useState, type FormEvent } from "react";
import { Form, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { formSearchHref } from "../../../common/search/href.ts";
import { ALL_CITIES, ALL_SPECIALTIES, ONLINE_CITY } from "../../../common/search/values.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { SEARCH_DELAY_MS } from "./voice/constants.ts";
import { VoiceSearch } from "./voice/voice-search.tsx";

export interface SearchFormValues {
  q?: string;
  specialtySlug?: string;
  /** The page's specialty name, offered even when no listing has it yet. */
  specialtyName?: string;
  citySlug?: string;
  /** Teleconsultation (city=online): the city choice says so. */
  onlineOnly?: boolean;
  /** The page's other filters (URL names and values), kept by a new search. */
  kept?: [name: string, value: string][];
}

/**
 * The search form of the hero and of the results page. Submitting goes where the spec says
 * (/{specialty}/{city}, /{specialty}, /?city=, /?q= or /), keeping the results page's other
 * filters (hidden fields); without JavaScript the same fields reach the home page, which
 * redirects.
 *
 * The fields are uncontrolled and read at submit: the page is whole HTML before React
 * hydrates, and what a visitor types or picks before then must survive hydration (a
 * controlled field's first re-render wrote its state back over the choice). Results pages
 * remount the form with a key when their initial values change.
 */
function AdvancedSearch({ initial, idPrefix }: { initial: SearchFormValues; idPrefix: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  // The options come with the root loader's data, so no page ships the catalogues for them.
  const options = useRouteLoaderData<typeof rootLoader>("root")?.searchOptions;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(formSearchHref(form.entries(), { specialty: ALL_SPECIALTIES, city: ALL_CITIES }));
  }
  const specialties = options?.specialties ?? [];
  const pageSpecialty =
    initial.specialtySlug && !specialties.some((option) => option.slug === initial.specialtySlug)
      ? [{ slug: initial.specialtySlug, name: initial.specialtyName ?? initial.specialtySlug }]
      : [];

  return (
    <Form
      method="get"
      action="/"
      onSubmit={onSubmit}
      className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto]"
      role="search"
    >
      {initial.kept?.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${idPrefix}-q`} className="sr-only">
          Nombre, especialidad o síntoma
        </label>
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={initial.q ?? ""}
          maxLength={200}
          placeholder="Nombre, especialidad o síntoma"
          className="h-12 w-full rounded-lg border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-specialty`} className="sr-only">
          Especialidad
        </label>
        <select
          id={`${idPrefix}-specialty`}
          name="specialty"
          defaultValue={initial.specialtySlug ?? ALL_SPECIALTIES}
          className="h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900"
        >
          <option value={ALL_SPECIALTIES}>Todas las especialidades</option>
          {[...pageSpecialty, ...specialties].map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-city`} className="sr-only">
          Ciudad
        </label>
        <select
          id={`${idPrefix}-city`}
          name="city"
          defaultValue={initial.onlineOnly ? ONLINE_CITY : (initial.citySlug ?? ALL_CITIES)}
          className="h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900"
        >
          <option value={ALL_CITIES}>Todas las ciudades</option>
          <option value={ONLINE_CITY}>En línea (teleconsulta)</option>
          {options?.cities.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        <Search aria-hidden="true" className="size-5" />
        Buscar
      </button>
    </Form>
  );
}

const MODES = ["advanced", "voice"] as const;
type Mode = (typeof MODES)[number];

/**
 * Search with its two modes (spec: 'Búsqueda avanzada' / 'Búsqueda por voz'; 'Filtros' / 'Voz'
 * on results). Hand-made tabs: a tab library would be a tenth of a results page's JavaScript.
 */
export function SearchPanel({
  initial = {},
  labels = ["Búsqueda avanzada", "Búsqueda por voz"],
  idPrefix,
  voiceSearchDelayMs = SEARCH_DELAY_MS,
}: {
  initial?: SearchFormValues;
  labels?: [string, string];
  idPrefix: string;
  /** Spec: a voice search runs ~500 ms after the transcript, ~100 ms in the profile's compact form. */
  voiceSearchDelayMs?: number;
}) {
  const [mode, setMode] = useState<Mode>("advanced");
  const tabId = (value: Mode) => `${idPrefix}-pestana-${value}`;
  const panelId = (value: Mode) => `${idPrefix}-panel-${value}`;
  // WAI-ARIA tabs with roving focus: arrows move between the two modes.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (
      event.key !== "ArrowLeft" &&
      event.key !== "ArrowRight" &&
      event.key !== "Home" &&
      event.key !== "End"
    )
      return;
    event.preventDefault();
    const next: Mode = mode === "advanced" ? "voice" : "advanced";
    const target = event.key === "Home" ? "advanced" : event.key === "End" ? "voice" : next;
    setMode(target);
    document.getElementById(tabId(target))?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Modo de búsqueda"
        className="mb-3 inline-flex rounded-lg bg-gray-100 p-1"
        onKeyDown={onKeyDown}
      >
        {MODES.map((value, index) => (
          <button
            key={value}
            id={tabId(value)}
            type="button"
            role="tab"
            aria-selected={mode === value}
            aria-controls={panelId(value)}
            tabIndex={mode === value ? 0 : -1}
            onClick={() => setMode(value)}
            className="rounded-md px-4 py-2 text-sm font-medium text-gray-700 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
          >
            {labels[index]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId("advanced")}
        aria-labelledby={tabId("advanced")}
        hidden={mode !== "advanced"}
      >
        <AdvancedSearch initial={initial} idPrefix={idPrefix} />
      </div>
      <div
        role="tabpanel"
        id={panelId("voice")}
        aria-labelledby={tabId("voice")}
        hidden={mode !== "voice"}
      >
        {/* Mounted only in voice mode: nothing of the recorder runs until it is chosen. */}
        {mode === "voice" ? (
          <VoiceSearch idPrefix={idPrefix} searchDelayMs={voiceSearchDelayMs} />
        ) : null}
      </div>
    </div>
  );
}
