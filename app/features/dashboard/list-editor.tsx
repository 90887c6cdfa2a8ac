import { Plus, Trash2 } from "../../components/icons/icons.tsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import type { ProviderSelfUpdate } from "../../../common/doctors/schemas.ts";
import { SaveButton } from "../../components/forms/panel-fields.tsx";
import { useProviderSave } from "./use-provider-save.ts";

interface Row<T> {
  key: number;
  value: T;
}

let nextKey = 1;
const rowsOf = <T,>(items: T[]): Row<T>[] => items.map((value) => ({ key: nextKey++, value }));

/**
 * The list editors of 'Servicios' and 'Ubicaciones': add, edit and remove rows, then save
 * the whole list. Spec: saving is disabled while the list is empty.
 */
export function ListEditor<T>({
  provider,
  onSaved,
  read,
  blank,
  toChanges,
  listField,
  itemLegend,
  addLabel,
  addId,
  saveLabel,
  emptyText,
  renderRow,
  label,
}: {
  provider: OwnProvider;
  onSaved: (provider: OwnProvider) => void;
  /** The saved list as the editor starts from. */
  read: (provider: OwnProvider) => T[];
  blank: () => T;
  toChanges: (items: T[]) => ProviderSelfUpdate;
  /** The API field name, to place a server error on its row ("servicesWithPricing"). */
  listField: string;
  itemLegend: (index: number) => string;
  addLabel: string;
  /** The add button's id: the onboarding checklist focuses it. */
  addId?: string;
  saveLabel: string;
  emptyText: string;
  label: string;
  renderRow: (props: {
    value: T;
    index: number;
    onChange: (value: T) => void;
    /** Error of one of the row's fields, by its name ("price"). */
    errorOf: (field: string) => string | undefined;
    /** For the first input of a row just added: it takes the focus. */
    autoFocusRef: React.Ref<HTMLInputElement> | undefined;
  }) => ReactNode;
}) {
  const [rows, setRows] = useState(() => rowsOf(read(provider)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const focusRef = useRef<HTMLInputElement>(null);
  const { saving, save } = useProviderSave(provider.id, onSaved);
  const emptyId = useId();

  useEffect(() => {
    if (focusKey !== null) focusRef.current?.focus();
  }, [focusKey]);

  function add() {
    const row = { key: nextKey++, value: blank() };
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rows.length === 0) return;
    const outcome = await save(toChanges(rows.map((row) => row.value)));
    if (outcome.ok) {
      setErrors({});
      setRows(rowsOf(read(outcome.provider)));
    } else {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      {rows.length === 0 ? (
        <p
          id={emptyId}
          className="rounded-lg border border-dashed border-gray-300 p-4 text-gray-700"
        >
          {emptyText}
        </p>
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <li key={row.key}>
              <fieldset disabled={saving} className="rounded-lg border border-gray-200 p-4">
                <legend className="px-1 text-sm font-semibold text-gray-900">
                  {itemLegend(index)}
                </legend>
                {renderRow({
                  value: row.value,
                  index,
                  onChange: (value) =>
                    setRows((current) =>
                      current.map((r) => (r.key === row.key ? { ...r, value } : r)),
                    ),
                  errorOf: (field) => errors[`${listField}.${index}.${field}`],
                  autoFocusRef: row.key === focusKey ? focusRef : undefined,
                })}
                <button
                  type="button"
                  onClick={() => {
                    setRows((current) => current.filter((r) => r.key !== row.key));
                    setErrors({});
                  }}
                  className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Eliminar
                  <span className="sr-only">{itemLegend(index).toLowerCase()}</span>
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {errors[listField] ? (
        <p role="alert" className="text-sm text-red-700">
          {errors[listField]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          id={addId}
          type="button"
          onClick={add}
          disabled={saving}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
        <SaveButton
          saving={saving}
          disabled={rows.length === 0}
          describedBy={rows.length === 0 ? emptyId : undefined}
        >
          {saveLabel}
        </SaveButton>
      </div>
    </form>
  );
}
