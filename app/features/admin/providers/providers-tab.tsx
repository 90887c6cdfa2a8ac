import {
  ChevronDown,
  Columns3,
  Loader2,
  RefreshCw,
  Rows3,
  Upload,
} from "../../../components/icons/icons.tsx";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import {
  ADMIN_MESSAGES as M,
  ADMIN_PAGE_SIZE,
  DEFAULT_FILTERS,
  hasActiveFilters,
  providerListParams,
  type AdminFilterOptions,
  type AdminFilters,
  type AdminProviderList,
  type AdminProviderRow,
  type AdminStats,
} from "../../../../common/admin/providers.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { AdminPagination, Badge, EmptyState, formatCount, secondaryButton } from "../ui.tsx";
import { FilterBar, type SortState } from "./filter-bar.tsx";
import { ProviderDialog } from "./provider-dialog.tsx";
import { ProvidersTable, type ViewMode } from "./providers-table.tsx";

// The import forms are heavy and seldom used: fetched when the area opens.
const ImportsPanel = lazy(() =>
  import("../imports/imports-panel.tsx").then((module) => ({ default: module.ImportsPanel })),
);

const STAT_CARDS = [
  ["total", "Total", "text-gray-900"],
  ["pending", "Pendientes", "text-amber-800"],
  ["approved", "Aprobados", "text-green-800"],
  ["rejected", "Rechazados", "text-red-800"],
] as const;

function StatCards({ stats }: { stats: AdminStats | null | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {STAT_CARDS.map(([key, label, tone]) => (
        <div key={key} className="rounded-lg border border-gray-200 bg-white p-4">
          <dt className="text-sm font-medium text-gray-700">{label}</dt>
          <dd className={`mt-1 text-2xl font-bold ${tone}`}>
            {stats ? formatCount(stats[key]) : "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The 'Médicos' tab (admin-side 2). */
export function ProvidersTab() {
  const [filters, setFilters] = useState<AdminFilters>({ ...DEFAULT_FILTERS });
  const [sort, setSort] = useState<SortState>({ sortBy: "createdAt", sortOrder: "desc" });
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ViewMode>("compact");
  const [importsOpen, setImportsOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const listPath = `/api/admin/providers?${providerListParams(filters, sort, page).toString()}`;
  const list = useAdminQuery<AdminProviderList>(listPath);
  const stats = useAdminQuery<AdminStats>("/api/admin/providers/stats");
  const options = useAdminQuery<AdminFilterOptions>("/api/admin/providers/filter-options");
  // Keep the last answer on screen while the next page or filter loads.
  const [shown, setShown] = useState<AdminProviderList | null>(null);
  useEffect(() => {
    if (list.data) setShown(list.data);
  }, [list.data]);

  // The page goes back to 1 whenever filters or sort change (admin-side 9).
  const changeFilters = useCallback((next: AdminFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const changeSort = useCallback((next: SortState) => {
    setSort(next);
    setPage(1);
  }, []);

  const refresh = useCallback(() => invalidateAdmin("/api/admin/providers"), []);
  useEffect(() => {
    const onImported = () => void refresh();
    window.addEventListener("admin:providers-imported", onImported);
    return () => window.removeEventListener("admin:providers-imported", onImported);
  }, [refresh]);

  async function changeStatus(row: AdminProviderRow, status: "approved" | "rejected") {
    setBusyId(row.id);
    try {
      await adminMutation("PUT", `/api/admin/providers/${row.id}/status`, {
        status,
        adminNotes: null,
      });
      toast({
        title: M.statusUpdated,
        description: `${row.name}: ${status === "approved" ? "Aprobado" : "Rechazado"}`,
      });
      await refresh();
    } catch (error) {
      toast({
        title: M.statusFailed,
        description: serverMessage(error) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  const filtered = hasActiveFilters(filters);
  const total = shown?.totalCount ?? 0;

  return (
    <div className="space-y-4">
      <StatCards stats={stats.data} />

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={importsOpen}
          aria-controls="area-importacion"
          onClick={() => setImportsOpen((open) => !open)}
        >
          <Upload aria-hidden="true" className="size-4" />
          Importar (CSV, Google Sheets, Airtable)
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${importsOpen ? "rotate-180" : ""}`}
          />
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void refresh()}
          disabled={list.fetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${list.fetching ? "animate-spin" : ""}`}
          />
          Actualizar
        </button>
        <div role="group" aria-label="Vista de la tabla" className="ml-auto flex gap-1">
          <button
            type="button"
            aria-pressed={view === "compact"}
            onClick={() => setView("compact")}
            className={`${secondaryButton} aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800`}
          >
            <Rows3 aria-hidden="true" className="size-4" />
            Vista compacta
          </button>
          <button
            type="button"
            aria-pressed={view === "full"}
            onClick={() => setView("full")}
            className={`${secondaryButton} aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800`}
          >
            <Columns3 aria-hidden="true" className="size-4" />
            Vista completa
          </button>
        </div>
      </div>

      <div id="area-importacion" hidden={!importsOpen}>
        {importsOpen ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-gray-700">
                Cargando importación…
              </p>
            }
          >
            <ImportsPanel />
          </Suspense>
        ) : null}
      </div>

      <FilterBar
        filters={filters}
        onFilters={changeFilters}
        sort={sort}
        onSort={changeSort}
        cities={options.data?.cities ?? []}
        specialties={options.data?.specialties ?? []}
      />

      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <h2 className="text-lg font-semibold text-gray-900">
          Mostrando {formatCount(total)} proveedores
        </h2>
        {filtered ? <Badge tone="blue">Filtrado</Badge> : null}
        {list.fetching ? (
          <Loader2 aria-label="Cargando" className="size-4 animate-spin text-gray-500" />
        ) : null}
      </div>

      {list.error && !shown ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          No se pudo cargar la lista de proveedores. Usa «Actualizar» para intentarlo de nuevo.
        </p>
      ) : !shown ? (
        <p role="status" className="text-sm text-gray-700">
          Cargando proveedores…
        </p>
      ) : shown.providers.length === 0 ? (
        <EmptyState>{M.empty}</EmptyState>
      ) : (
        <>
          <ProvidersTable
            rows={shown.providers}
            view={view}
            busyId={busyId}
            onOpen={(id) => {
              opener.current = document.activeElement as HTMLElement | null;
              setOpenId(id);
            }}
            onStatus={changeStatus}
          />
          <AdminPagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={total}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
          />
        </>
      )}

      <ProviderDialog
        providerId={openId}
        onClose={() => setOpenId(null)}
        onOpenProvider={setOpenId}
        returnFocusTo={opener}
      />
    </div>
  );
}
