import { useEffect, useState } from "react";
import { IMPORT_HISTORY } from "../../../../common/imports/messages.ts";
import type { ImportRunMessage, ImportRunSummary } from "../../../../common/imports/types.ts";
import { fetchRunMessages, runMessagesCsvPath } from "./api.ts";
import { formatDateTime } from "../ui.tsx";

/** One run's skipped rows and failures, read from the server a page at a time. */
export function RunMessages({ run }: { run: ImportRunSummary }) {
  const [messages, setMessages] = useState<ImportRunMessage[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);

  function loadFrom(offset: number) {
    fetchRunMessages(run.id, offset).then(
      (page) => {
        setMessages((shown) => [...(offset === 0 ? [] : (shown ?? [])), ...page.messages]);
        setTotal(page.totalCount);
      },
      () => setFailed(true),
    );
  }
  // One run per mount (the table keys it by run): read its first page once.
  useEffect(() => loadFrom(0), []);

  const rowHeader = IMPORT_HISTORY.rowHeader[run.kind];
  return (
    <section
      aria-label={`Avisos de la importación del ${formatDateTime(run.startedAt)}`}
      className="mt-3 rounded-md border border-gray-200 bg-gray-50 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-gray-900">
          Avisos de «{run.fileName ?? run.dataSourceName ?? run.dataSource}» (
          {total.toLocaleString("es-MX")})
        </h4>
        {total > 0 ? (
          <a
            href={runMessagesCsvPath(run.id)}
            download
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Descargar CSV
          </a>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {IMPORT_HISTORY.loadFailed}
        </p>
      ) : messages === null ? (
        <p role="status" className="mt-2 text-sm text-gray-700">
          Cargando avisos…
        </p>
      ) : messages.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{IMPORT_HISTORY.noMessages}</p>
      ) : (
        <>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="text-gray-700">
                <tr>
                  {[rowHeader, ...IMPORT_HISTORY.csvHeaders].map((header) => (
                    <th key={header} scope="col" className="py-1 pr-4 font-medium">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {messages.map((message, i) => (
                  <tr key={i}>
                    <td className="py-1 pr-4 whitespace-nowrap">
                      {message.row ?? IMPORT_HISTORY.wholeRun}
                    </td>
                    <td className="py-1 pr-4">{IMPORT_HISTORY.kindLabels[message.kind]}</td>
                    <td className="py-1">{message.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {messages.length < total ? (
            <button
              type="button"
              onClick={() => loadFrom(messages.length)}
              className="mt-2 text-sm font-semibold text-brand-700 underline"
            >
              Ver más avisos
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
