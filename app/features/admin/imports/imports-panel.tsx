import { Tabs } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import type { ImportRunSummary } from "../../../../common/imports/types.ts";
import { AirtableImportForm } from "./airtable-import-form.tsx";
import { fetchRuns } from "./api.ts";
import { CsvImportForm } from "./csv-import-form.tsx";
import { RunsTable } from "./runs-table.tsx";
import { SheetsImportForm } from "./sheets-import-form.tsx";

const TABS = [
  { key: "csv", label: "CSV" },
  { key: "google-sheets", label: "Google Sheets" },
  { key: "airtable", label: "Airtable" },
] as const;

const trigger =
  "-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/**
 * The administrators' bulk imports (admin-side 2, 5, 7, 8, 9): CSV, Google Sheets and
 * Airtable, each with its fields, checks, progress and result, and the record of past runs.
 * A finished import fires `admin:providers-imported` on window so the providers list refreshes.
 */
export function ImportsPanel() {
  const [runs, setRuns] = useState<ImportRunSummary[] | null>(null);
  const refreshRuns = useCallback(() => {
    fetchRuns()
      .then(setRuns)
      .catch(() => setRuns([]));
  }, []);
  useEffect(refreshRuns, [refreshRuns]);

  return (
    <section
      aria-labelledby="importar-titulo"
      className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="importar-titulo" className="text-xl font-semibold text-gray-900">
        Importar médicos
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Los registros importados quedan pendientes de aprobación. Cada importación se guarda
        completa o no se guarda.
      </p>
      <Tabs.Root defaultValue="csv" className="mt-4">
        <Tabs.List
          aria-label="Origen de la importación"
          className="flex gap-1 overflow-x-auto border-b border-gray-200"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.key} value={tab.key} className={trigger}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="csv" className="pt-4">
          <CsvImportForm onImported={refreshRuns} />
        </Tabs.Content>
        <Tabs.Content value="google-sheets" className="pt-4">
          <SheetsImportForm onImported={refreshRuns} />
        </Tabs.Content>
        <Tabs.Content value="airtable" className="pt-4">
          <AirtableImportForm onImported={refreshRuns} />
        </Tabs.Content>
      </Tabs.Root>
      <h3 className="mt-8 text-lg font-semibold text-gray-900">Historial de importaciones</h3>
      <div className="mt-2">
        <RunsTable runs={runs} />
      </div>
    </section>
  );
}
