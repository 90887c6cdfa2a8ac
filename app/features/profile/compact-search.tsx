import { ChevronDown, Search } from "../../components/icons/icons.tsx";
import { lazy, Suspense, useState } from "react";
import { COMPACT_SEARCH_DELAY_MS } from "../../components/search/voice/constants.ts";

// Most visitors came for this doctor: the form's code loads only when someone asks for it.
const loadSearchPanel = () => import("../../components/search/search-form.tsx");
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));

/**
 * The profile's top row: the breadcrumb (`children`) and the compact search (spec
 * public-side 2) folded behind a 'Buscar otro médico' button, so a link opened from WhatsApp
 * shows the doctor first, not a search form. The form opens under the row, full width.
 * Before the page's scripts run the button submits an empty search form (a GET to the home
 * page, whose search box is in the server's HTML); once they run it opens the form here.
 */
export function CompactSearch({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">{children}</div>
        <form
          method="get"
          action="/#inicio-q"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen((value) => !value);
          }}
          className="contents"
        >
          <button
            type="submit"
            aria-expanded={open}
            aria-controls="buscar-otro-panel"
            onPointerEnter={() => void loadSearchPanel()}
            onFocus={() => void loadSearchPanel()}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            <Search aria-hidden="true" className="size-4" />
            Buscar otro médico
            <ChevronDown
              aria-hidden="true"
              className={`size-4 text-gray-500 transition-transform ${open ? "rotate-180" : ""}`}
            />
          </button>
        </form>
      </div>
      <section
        id="buscar-otro-panel"
        aria-label="Buscar otro médico"
        hidden={!open}
        className="mt-3 rounded-xl border border-gray-200 bg-gray-50 p-4"
      >
        {open ? (
          <Suspense fallback={<p className="text-sm text-gray-600">Cargando búsqueda…</p>}>
            <SearchPanel idPrefix="perfil" voiceSearchDelayMs={COMPACT_SEARCH_DELAY_MS} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
