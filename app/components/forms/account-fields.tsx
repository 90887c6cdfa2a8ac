import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

const CONTROL =
  "mt-1 h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-base aria-invalid:border-red-600";
const LABEL = "block text-sm font-medium text-gray-800";

/** The error line under a control, tied to it by aria-describedby. */
function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={CONTROL}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={CONTROL}
      >
        {/* The prompt is a placeholder, never a choice (spec: no option with an empty value). */}
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** First message per field of a failed zod parse. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Email and phone side by side, as both registration forms ask them. */
export function ContactFields({
  idPrefix,
  email,
  phone,
  onEmail,
  onPhone,
  errors,
}: {
  idPrefix: string;
  email: string;
  phone: string;
  onEmail: (event: { target: { value: string } }) => void;
  onPhone: (event: { target: { value: string } }) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-email`}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={onEmail}
        error={errors.email}
      />
      <TextField
        id={`${idPrefix}-telefono`}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        value={phone}
        onChange={onPhone}
        error={errors.phone}
      />
    </div>
  );
}
