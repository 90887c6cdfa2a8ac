import { Loader2 } from "../icons/icons.tsx";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 aria-invalid:border-red-600 disabled:bg-gray-100";

/**
 * A labelled input whose error (or hint) is announced with it. Controlled with `value` and
 * `onChange`, or left to the browser with `defaultValue` (forms that work without script).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
  id: givenId,
  ...rest
}: {
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const described = error || hint ? `${id}-help` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
        {...rest}
      />
      {error || hint ? (
        <p id={described} className={`mt-1 text-sm ${error ? "text-red-700" : "text-gray-600"}`}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  hint,
  name,
  value,
}: {
  label: string;
  checked: boolean;
  /** The box's name and value in a form sent without script ("on" when no value is given). */
  name?: string;
  value?: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the box saying why it is as it is (read with it by screen readers). */
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-10 items-center gap-3 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 rounded border-gray-300 accent-brand-600"
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ml-8 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The tab's save button: disabled while saving (with a spinner) or when told to. */
export function SaveButton({
  children,
  saving,
  disabled,
  describedBy,
}: {
  children: ReactNode;
  saving: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      disabled={saving || disabled}
      aria-describedby={describedBy}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

export const fieldClasses = { input: inputClass };
