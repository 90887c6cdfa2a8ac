import { useState } from "react";
import type { ImportRunSummary } from "../../../../common/imports/types.ts";
import { RunMessages } from "./run-messages.tsx";
import { formatDateTime } from "../ui.tsx";

const KIND_LABELS: Record<ImportRunSummary["kind"], string> = {
  csv: "CSV",
  google_sheets: "Google Sheets",
  airtable: "Airtable",
};
const STATUS_LABELS: Record<ImportRunSummary["status"], string> = {
  running: "En curso",
  completed: "Completada",
  failed: "Fallida",
};

const HEADERS = [
  "Fecha",
  "Origen",
  "Archivo u hoja",
  "Fuente",
  "Importados",
  "Omitidos",
  "Estado",
  "Administrador",
  "Avisos",
];

/**
 * Who imported what, when, and with what result (import_runs); each run's skipped rows and
 * failures open below the table and download as CSV.
 */
export function RunsTable({ runs }: { runs: ImportRunSummary[] | null }) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (runs === null) return <p className="text-sm text-gray-600">Cargando historial…</p>;
  if (runs.length === 0) {
    return <p className="text-sm text-gray-600">Todavía no hay importaciones.</p>;
  }
  const open = runs.find((run) => run.id === openId);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Importaciones recientes</caption>
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="py-2 pr-4 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {runs.map((run) => (
              <tr key={run.id}>
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(run.startedAt)}</td>
                <td className="py-2 pr-4">{KIND_LABELS[run.kind]}</td>
                <td className="max-w-xs truncate py-2 pr-4" title={run.fileName ?? undefined}>
                  {run.fileName ?? "—"}
                </td>
                <td className="py-2 pr-4">{run.dataSourceName ?? run.dataSource}</td>
                <td className="py-2 pr-4">{run.imported.toLocaleString("es-MX")}</td>
                <td className="py-2 pr-4">{run.skipped.toLocaleString("es-MX")}</td>
                <td className="py-2 pr-4">{STATUS_LABELS[run.status]}</td>
                <td className="py-2 pr-4">{run.adminUsername ?? "—"}</td>
                <td className="py-2">
                  {run.messageCount > 0 ? (
                    <button
                      type="button"
                      aria-expanded={openId === run.id}
                      onClick={() => setOpenId(openId === run.id ? null : run.id)}
                      className="font-semibold whitespace-nowrap text-brand-700 underline"
                    >
                      Ver avisos ({run.messageCount.toLocaleString("es-MX")})
                    </button>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? <RunMessages key={open.id} run={open} /> : null}
    </>
  );
}
