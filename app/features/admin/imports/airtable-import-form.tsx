import { useId, useState, type FormEvent } from "react";
import {
  AIRTABLE_REQUIRED_FIELDS,
  AIRTABLE_TARGET_FIELDS,
  AIRTABLE_TARGET_LABELS,
  type AirtableTargetField,
} from "../../../../common/imports/constants.ts";
import { AIRTABLE_MESSAGES } from "../../../../common/imports/messages.ts";
import type { AirtableFieldMapping } from "../../../../common/imports/schemas.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { fieldClasses, TextField } from "../../../components/forms/panel-fields.tsx";
import { errorText, importAirtable, testAirtable } from "./api.ts";
import { ImportFormFooter } from "./form-footer.tsx";
import { useImportRun } from "./use-import-run.ts";

interface Connection {
  apiKey: string;
  baseId: string;
  tableName: string;
  viewId: string;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** A first guess: an Airtable field named like the target ("Especialidad", "specialty"). */
export function guessMapping(fields: readonly string[]): AirtableFieldMapping {
  const mapping: AirtableFieldMapping = {};
  for (const target of AIRTABLE_TARGET_FIELDS) {
    const names = [fold(target), fold(AIRTABLE_TARGET_LABELS[target])];
    const match = fields.find((field) => names.includes(fold(field)));
    if (match) mapping[target] = match;
  }
  return mapping;
}

/**
 * Admin-side 4 and 7: the connection is tested first; only then the mapping step appears,
 * and the import needs name and specialty mapped. Airtable's refusals arrive already in
 * Spanish; an import Airtable makes wait goes on in the background (useImportRun polls it).
 */
export function AirtableImportForm({ onImported }: { onImported?: () => void }) {
  const id = useId();
  const [connection, setConnection] = useState<Connection>({
    apiKey: "",
    baseId: "",
    tableName: "",
    viewId: "",
  });
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<{ success: boolean; message: string } | null>(null);
  const [fields, setFields] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<AirtableFieldMapping>({});
  const { state, run } = useImportRun(onImported);
  const busy = state.status === "importing";
  const mappedRequired = AIRTABLE_REQUIRED_FIELDS.every((field) => Boolean(mapping[field]));

  function edit(change: Partial<Connection>) {
    setConnection({ ...connection, ...change });
    // Another base or table must be tested again before importing.
    setFields(null);
    setTest(null);
  }

  async function runTest() {
    if (!connection.apiKey.trim() || !connection.baseId.trim() || !connection.tableName.trim()) {
      setTest({ success: false, message: AIRTABLE_MESSAGES.requiredConnection });
      return;
    }
    setTesting(true);
    try {
      const answer = await testAirtable({ ...connection });
      setTest(answer);
      if (answer.success) {
        setFields(answer.fields);
        setMapping(guessMapping(answer.fields));
      }
    } catch (error) {
      setTest({ success: false, message: errorText(error) ?? AIRTABLE_MESSAGES.unavailable });
    } finally {
      setTesting(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields) return;
    if (!mappedRequired) {
      toast({ title: AIRTABLE_MESSAGES.requiredMapping, variant: "destructive" });
      return;
    }
    try {
      const result = await run((progressId) =>
        importAirtable({ ...connection, fieldMapping: mapping, progressId }),
      );
      toast({ title: result.message });
    } catch (error) {
      toast({
        title: AIRTABLE_MESSAGES.failure,
        description: errorText(error),
        variant: "destructive",
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={busy}>
        <legend className="text-base font-semibold text-gray-900">1. Conexión</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="API key (token personal)"
            type="password"
            autoComplete="off"
            required
            value={connection.apiKey}
            onChange={(apiKey) => edit({ apiKey })}
          />
          <TextField
            label="Base ID"
            required
            placeholder="appXXXXXXXXXXXXXX"
            value={connection.baseId}
            onChange={(baseId) => edit({ baseId })}
          />
          <TextField
            label="Nombre de la tabla"
            required
            value={connection.tableName}
            onChange={(tableName) => edit({ tableName })}
          />
          <TextField
            label="ID de la vista (opcional)"
            value={connection.viewId}
            onChange={(viewId) => edit({ viewId })}
          />
        </div>
        <button
          type="button"
          onClick={() => void runTest()}
          disabled={testing}
          className="mt-4 inline-flex min-h-11 items-center rounded-md border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {testing ? "Probando conexión..." : "Probar conexión"}
        </button>
        {test ? (
          <p
            role={test.success ? "status" : "alert"}
            className={`mt-3 text-sm ${test.success ? "text-green-800" : "text-red-700"}`}
          >
            {test.message}
          </p>
        ) : null}
      </fieldset>

      {fields ? (
        <fieldset disabled={busy} className="mt-6">
          <legend className="text-base font-semibold text-gray-900">2. Asignación de campos</legend>
          <p className="mt-1 text-sm text-gray-700">
            Elige qué campo de Airtable corresponde a cada dato. Nombre y especialidad son
            obligatorios.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {AIRTABLE_TARGET_FIELDS.map((target: AirtableTargetField) => {
              const required = AIRTABLE_REQUIRED_FIELDS.includes(target);
              return (
                <div key={target}>
                  <label
                    htmlFor={`${id}-${target}`}
                    className="block text-sm font-medium text-gray-800"
                  >
                    {AIRTABLE_TARGET_LABELS[target]}
                    {required ? " (obligatorio)" : ""}
                  </label>
                  <select
                    id={`${id}-${target}`}
                    required={required}
                    value={mapping[target] ?? ""}
                    aria-invalid={required && !mapping[target] ? true : undefined}
                    onChange={(event) =>
                      setMapping({ ...mapping, [target]: event.target.value || undefined })
                    }
                    className={fieldClasses.input}
                  >
                    <option value="">— Sin asignar —</option>
                    {fields.map((field) => (
                      <option key={field} value={field}>
                        {field}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          <ImportFormFooter
            state={state}
            label="Importar desde Airtable"
            failureTitle={AIRTABLE_MESSAGES.failure}
            disabled={!mappedRequired}
          />
        </fieldset>
      ) : null}
    </form>
  );
}
