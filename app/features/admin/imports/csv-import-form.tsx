import { AlertTriangle } from "../../../components/icons/icons.tsx";
import { useId, useState, type FormEvent } from "react";
import { CSV_WARNING_BYTES } from "../../../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../../../common/imports/messages.ts";
import { isCsvFileName } from "../../../../common/imports/schemas.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { fieldClasses } from "../../../components/forms/panel-fields.tsx";
import { errorText, importCsv } from "./api.ts";
import { readPreview } from "./csv-preview.ts";
import { ImportFormFooter } from "./form-footer.tsx";
import { SourceFields, type SourceValues } from "./source-fields.tsx";
import { useImportRun } from "./use-import-run.ts";

const megabytes = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString("es-MX", { maximumFractionDigits: 1 });

/** Admin-side 5: a .csv file, source type and name; preview, 10 MB warning, progress, result. */
export function CsvImportForm({ onImported }: { onImported?: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[]>([]);
  const [source, setSource] = useState<SourceValues>({
    dataSource: "csv_import",
    dataSourceName: "",
    importNotes: "",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { state, run } = useImportRun(onImported);
  const busy = state.status === "importing";

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview([]);
    setProblem(null);
    if (!chosen) return;
    if (!isCsvFileName(chosen.name)) {
      setProblem(IMPORT_MESSAGES.selectCsv);
      return;
    }
    setPreview(await readPreview(chosen).catch(() => []));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file && !isCsvFileName(file.name)) return setProblem(IMPORT_MESSAGES.selectCsv);
    if (!file || !source.dataSource || !source.dataSourceName.trim()) {
      return setProblem(IMPORT_MESSAGES.requiredFields);
    }
    setProblem(null);
    try {
      const result = await run((progressId) => importCsv({ file, ...source, progressId }));
      toast({ title: result.message });
    } catch (error) {
      toast({
        title: IMPORT_MESSAGES.csvFailure,
        description: errorText(error),
        variant: "destructive",
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-columns`}>
      <p id={`${id}-columns`} className="text-sm text-gray-700">
        Columnas obligatorias: <code>name</code>, <code>specialty</code>, <code>city</code> y{" "}
        <code>state</code>. Opcionales: <code>location</code>, <code>phone</code>,{" "}
        <code>email</code>, <code>price</code>, <code>description</code>, <code>experience</code>,{" "}
        <code>license_number</code> y <code>url</code> o <code>external_url</code>. Hasta 50,000
        registros; los duplicados (misma URL externa, o mismo nombre y dirección) se omiten.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-gray-800">
            Archivo CSV
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            required
            disabled={busy}
            aria-invalid={problem === IMPORT_MESSAGES.selectCsv ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
            className={`${fieldClasses.input} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700`}
          />
          {file && file.size > CSV_WARNING_BYTES ? (
            <p
              role="status"
              className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {IMPORT_MESSAGES.largeFile} ({megabytes(file.size)} MB)
            </p>
          ) : null}
        </div>
        {preview.length > 0 ? (
          <figure className="sm:col-span-2">
            <figcaption className="text-sm font-medium text-gray-800">
              Vista previa (primeras {preview.length} líneas)
            </figcaption>
            <pre
              data-testid="csv-preview"
              className="mt-1 overflow-x-auto rounded-md bg-gray-50 p-3 text-xs text-gray-800"
            >
              {preview.join("\n")}
            </pre>
          </figure>
        ) : null}
        <SourceFields
          values={source}
          onChange={setSource}
          disabled={busy}
          namePlaceholder="Colegio de Médicos de Jalisco"
        />
      </div>
      <ImportFormFooter
        problem={problem}
        state={state}
        label="Importar CSV"
        failureTitle={IMPORT_MESSAGES.csvFailure}
      />
    </form>
  );
}
