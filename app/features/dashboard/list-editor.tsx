import { Plus, Trash2 } from "../../components/icons/icons.tsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import type { ProviderSelfUpdate } from "../../../common/doctors/schemas.ts";
import { DefaultSubmit } from "../../components/forms/default-submit.tsx";
import { SaveButton } from "../../components/forms/panel-fields.tsx";
import {
  PROFILE_LISTS,
  rowFieldName,
  type ProfileListIntent,
  type ProfileOutcome,
} from "../../lib/profile-form.ts";
import { outcomeErrors, ProfileFormTarget, SaveOutcomeNotice } from "./save-outcome.tsx";
import { useProviderSave } from "./use-provider-save.ts";

interface Row<T> {
  key: number;
  value: T;
}

let nextKey = 1;
const rowsOf = <T,>(items: T[]): Row<T>[] => items.map((value) => ({ key: nextKey++, value }));

/**
 * The list editors of 'Servicios' and 'Ubicaciones': add, edit and remove rows, then save
 * the whole list. Spec: saving is disabled while the list is empty. Before the page's scripts
 * run, 'Agregar' and 'Eliminar' post the rows typed so far to the dashboard's action, which
 * answers them with a row more or less (nothing saved); the save posts with the tab's intent.
 */
export function ListEditor<T>({
  provider,
  onSaved,
  outcome = null,
  intent,
  fromTyped,
  read,
  blank,
  toChanges,
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
  /** The dashboard action's answer to this form sent before the scripts ran. */
  outcome?: ProfileOutcome | null;
  /** The form's intent for the dashboard's action; it names the list's field too. */
  intent: ProfileListIntent;
  /** A row as the form typed it (the action's `rows`). */
  fromTyped: (row: Record<string, string>) => T;
  /** The saved list as the editor starts from. */
  read: (provider: OwnProvider) => T[];
  blank: () => T;
  toChanges: (items: T[]) => ProviderSelfUpdate;
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
    /** The form name of one of the row's fields ("servicesWithPricing.0.price"). */
    nameOf: (field: string) => string;
    /** For the first input of a row just added: it takes the focus. */
    autoFocusRef: React.Ref<HTMLInputElement> | undefined;
  }) => ReactNode;
}) {
  const listField = PROFILE_LISTS[intent].field;
  const [rows, setRows] = useState(() =>
    rowsOf(outcome?.rows ? outcome.rows.map(fromTyped) : read(provider)),
  );
  const [errors, setErrors] = useState<Record<string, string>>(() => outcomeErrors(outcome));
  const [notice, setNotice] = useState(outcome);
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
    // The scripts' save answers with a toast: the earlier answer of the action goes.
    setNotice(null);
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
    <form method="post" onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      <ProfileFormTarget intent={intent} providerId={provider.id} />
      {/* Enter in a field saves, as with the scripts, rather than pressing 'Eliminar'. */}
      <DefaultSubmit disabled={rows.length === 0}>{saveLabel}</DefaultSubmit>
      <SaveOutcomeNotice outcome={notice} />
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
                  errorOf: (field) => errors[rowFieldName(listField, index, field)],
                  nameOf: (field) => rowFieldName(listField, index, field),
                  autoFocusRef: row.key === focusKey ? focusRef : undefined,
                })}
                <button
                  type="submit"
                  name="edit"
                  value={`remove-${index}`}
                  formNoValidate
                  onClick={(event) => {
                    event.preventDefault();
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
          type="submit"
          name="edit"
          value="add"
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            add();
          }}
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
