import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Loader2 } from "../../../../components/icons/icons.tsx";
import type { AgendaIntent, AgendaOutcome } from "../../../../lib/agenda-form.ts";
import { fieldClasses, TextField } from "../../../../components/forms/panel-fields.tsx";

/** The dashboard action's answer to the last form sent, for the form it belongs to. */
export const AgendaOutcomeContext = createContext<AgendaOutcome | null>(null);

interface FormKey {
  intent: AgendaIntent;
  target?: number | null;
}

const FormKeyContext = createContext<FormKey | null>(null);

/**
 * The part of the tab a form sits in: a plain form post (no script yet) reloads the page, and
 * the browser then scrolls back to it instead of the top of the panel.
 */
export const ReturnAnchorContext = createContext<string | null>(null);

/** The last answer, when it was to this form (same intent, same office, visit, …). */
function useOwnOutcome(key: FormKey | null): AgendaOutcome | null {
  const outcome = useContext(AgendaOutcomeContext);
  if (!outcome || !key) return null;
  return outcome.intent === key.intent && outcome.target === (key.target ?? null) ? outcome : null;
}

/**
 * A field's value to show: what was typed if this form was just refused, else the saved one.
 * Inputs are uncontrolled (they work before the scripts load), so this is a default value.
 */
export function useTypedValue(name: string, saved: string): string {
  const outcome = useOwnOutcome(useContext(FormKeyContext));
  return outcome?.error && outcome.values && name in outcome.values ? outcome.values[name]! : saved;
}

/** The refusal's message when it belongs beside this field. */
export function useFieldError(...names: string[]): string | undefined {
  const outcome = useOwnOutcome(useContext(FormKeyContext));
  return outcome?.error && outcome.field && names.includes(outcome.field)
    ? outcome.error
    : undefined;
}

const buttonTones = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  danger: "border border-red-700 text-red-800 hover:bg-red-50",
} as const;

export const buttonClass = (tone: keyof typeof buttonTones) =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold disabled:opacity-60 ${buttonTones[tone]}`;

/**
 * One form of the tab: a POST to the dashboard's action (a plain form before the scripts
 * load, a client submission after), with its outcome said beside its button.
 */
export function AgendaForm({
  intent,
  target = null,
  submit,
  tone = "primary",
  children,
  className,
  hidden,
}: {
  intent: AgendaIntent;
  target?: number | null;
  submit: ReactNode;
  tone?: keyof typeof buttonTones;
  children?: ReactNode;
  className?: string;
  /** More hidden fields (a holiday's date and name). */
  hidden?: Record<string, string>;
}) {
  const key = { intent, target };
  const outcome = useOwnOutcome(key);
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (navigation.formData.get("target") ?? "") === (target ? String(target) : "");
  const messageId = useId();
  const location = useLocation();
  const anchor = useContext(ReturnAnchorContext);
  // A refusal that names no field of the form is said beside the button.
  const formError = outcome?.error && !outcome.field ? outcome.error : undefined;
  return (
    <FormKeyContext value={key}>
      <Form
        method="post"
        action={anchor ? `${location.pathname}${location.search}#${anchor}` : undefined}
        preventScrollReset
        noValidate
        className={className}
      >
        <input type="hidden" name="intent" value={intent} />
        {target ? <input type="hidden" name="target" value={target} /> : null}
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <div className={`flex flex-wrap items-center gap-3 ${children ? "mt-3" : ""}`}>
          <button
            type="submit"
            disabled={sending}
            aria-describedby={formError || outcome?.done ? messageId : undefined}
            className={buttonClass(tone)}
          >
            {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {submit}
          </button>
          {formError ? (
            <p id={messageId} role="alert" className="text-sm font-semibold text-red-700">
              {formError}
            </p>
          ) : outcome?.done ? (
            <p id={messageId} role="status" className="text-sm font-semibold text-green-800">
              {outcome.done}
            </p>
          ) : null}
        </div>
      </Form>
    </FormKeyContext>
  );
}

/** A labelled input of an agenda form, its error beside it and what was typed kept. */
export function Field({
  name,
  saved = "",
  errorFor,
  ...input
}: {
  label: string;
  name: string;
  saved?: string;
  hint?: string;
  /** Names whose refusal belongs here too (the schema's name for this input). */
  errorFor?: string[];
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "value" | "onChange">) {
  const value = useTypedValue(name, saved);
  const error = useFieldError(name, ...(errorFor ?? []));
  return <TextField name={name} defaultValue={value} error={error} {...input} />;
}

/** A labelled select of an agenda form. */
export function SelectField({
  label,
  name,
  saved,
  options,
  errorFor,
  className,
}: {
  label: string;
  name: string;
  saved: string;
  options: readonly { value: string; label: string }[];
  errorFor?: string[];
  className?: string;
}) {
  const id = useId();
  const value = useTypedValue(name, saved);
  const error = useFieldError(name, ...(errorFor ?? []));
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
        className={fieldClasses.input}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox of an agenda form ('Activo'). */
export function CheckField({
  label,
  name,
  saved,
}: {
  label: string;
  name: string;
  saved: boolean;
}) {
  const outcome = useOwnOutcome(useContext(FormKeyContext));
  const checked = outcome?.error && outcome.values ? outcome.values[name] === "on" : saved;
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="size-5 rounded border-gray-300 accent-brand-600"
      />
      {label}
    </label>
  );
}

/**
 * A part of the tab behind a disclosure: the doctor sets it up once and comes back to the
 * calendar every day. Open when it needs attention (empty, or its form was just refused).
 */
export function SetupSection({
  id,
  title,
  summary,
  open,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  const outcome = useContext(AgendaOutcomeContext);
  return (
    <details
      id={`agenda-${id}`}
      // Open too after one of its forms was sent, to show what came of it.
      open={open || Boolean(outcome?.intent.startsWith(`agenda-${id}`))}
      className="scroll-mt-24 rounded-lg border border-gray-200"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-baseline justify-between gap-x-3 px-4 py-3">
        <h3 className="inline text-lg font-semibold text-gray-900">{title}</h3>
        <span className="text-sm text-gray-600">{summary}</span>
      </summary>
      <div className="border-t border-gray-200 p-4">
        <ReturnAnchorContext value={`agenda-${id}`}>{children}</ReturnAnchorContext>
      </div>
    </details>
  );
}
