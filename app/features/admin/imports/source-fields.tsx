import { useId } from "react";
import {
  IMPORT_DATA_SOURCE_LABELS,
  IMPORT_DATA_SOURCES,
  type ImportDataSource,
} from "../../../../common/imports/constants.ts";
import { fieldClasses, TextField } from "../../../components/forms/panel-fields.tsx";

export interface SourceValues {
  dataSource: ImportDataSource;
  dataSourceName: string;
  importNotes: string;
}

/** Source type, source name (both required) and notes: shared by the CSV and Sheets forms. */
export function SourceFields({
  values,
  onChange,
  disabled,
  namePlaceholder,
}: {
  values: SourceValues;
  onChange: (values: SourceValues) => void;
  disabled: boolean;
  namePlaceholder: string;
}) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-source`} className="block text-sm font-medium text-gray-800">
          Tipo de fuente
        </label>
        <select
          id={`${id}-source`}
          required
          disabled={disabled}
          value={values.dataSource}
          onChange={(event) =>
            onChange({ ...values, dataSource: event.target.value as ImportDataSource })
          }
          className={fieldClasses.input}
        >
          {IMPORT_DATA_SOURCES.map((source) => (
            <option key={source} value={source}>
              {IMPORT_DATA_SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Nombre de la fuente"
        required
        disabled={disabled}
        value={values.dataSourceName}
        placeholder={namePlaceholder}
        onChange={(dataSourceName) => onChange({ ...values, dataSourceName })}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-gray-800">
          Notas de importación
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={2_000}
          disabled={disabled}
          value={values.importNotes}
          onChange={(event) => onChange({ ...values, importNotes: event.target.value })}
          className={fieldClasses.input}
        />
      </div>
    </>
  );
}
