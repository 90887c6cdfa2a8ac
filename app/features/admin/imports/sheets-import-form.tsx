import { useState, type FormEvent } from "react";
import { DEFAULT_SHEETS_RANGE } from "../../../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../../../common/imports/messages.ts";
import { spreadsheetIdOf } from "../../../../common/imports/schemas.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { TextField } from "../../../components/forms/panel-fields.tsx";
import { errorText, importGoogleSheets } from "./api.ts";
import { ImportFormFooter } from "./form-footer.tsx";
import { SourceFields, type SourceValues } from "./source-fields.tsx";
import { useImportRun } from "./use-import-run.ts";

/** Admin-side 5 and 9: a spreadsheet URL, the range (Sheet1!A:AE), columns read by position. */
export function SheetsImportForm({ onImported }: { onImported?: () => void }) {
  const [url, setUrl] = useState("");
  const [range, setRange] = useState(DEFAULT_SHEETS_RANGE);
  const [source, setSource] = useState<SourceValues>({
    dataSource: "google_sheets",
    dataSourceName: "",
    importNotes: "",
  });
  const [urlError, setUrlError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const { state, run } = useImportRun(onImported);
  const busy = state.status === "importing";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!spreadsheetIdOf(url)) {
      setUrlError(IMPORT_MESSAGES.invalidSheetsUrl);
      return;
    }
    setUrlError(undefined);
    if (!source.dataSourceName.trim()) return setProblem(IMPORT_MESSAGES.requiredFields);
    setProblem(null);
    try {
      const result = await run((progressId) =>
        importGoogleSheets({ spreadsheetId: url, range, ...source, progressId }),
      );
      toast({ title: result.message });
    } catch (error) {
      toast({
        title: IMPORT_MESSAGES.sheetsFailure,
        description: errorText(error),
        variant: "destructive",
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-sm text-gray-700">
        Las columnas se leen por posición: G nombre, H especialidad, I ciudad, J cédula, N
        biografía, V teléfono y AA a AE redes sociales. Una dirección web en las columnas A a F se
        guarda como URL de origen. La hoja debe estar compartida con cualquiera que tenga el enlace,
        o configurada con una clave de API.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="URL de Google Sheets"
          type="url"
          required
          disabled={busy}
          value={url}
          placeholder="https://docs.google.com/spreadsheets/d/…"
          error={urlError}
          onChange={(value) => {
            setUrl(value);
            setUrlError(undefined);
          }}
        />
        <TextField
          label="Rango"
          disabled={busy}
          value={range}
          hint="Por omisión Sheet1!A:AE"
          onChange={setRange}
        />
        <SourceFields
          values={source}
          onChange={setSource}
          disabled={busy}
          namePlaceholder="Doctoralia"
        />
      </div>
      <ImportFormFooter
        problem={problem}
        state={state}
        label="Importar desde Google Sheets"
        failureTitle={IMPORT_MESSAGES.sheetsFailure}
      />
    </form>
  );
}
