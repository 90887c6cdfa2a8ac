const input =
  "mt-1 h-11 w-full rounded-md border border-gray-300 px-3 text-base aria-invalid:border-red-600";
const label = "block text-sm font-medium text-gray-800";

/** A labelled input of the login and sign-up forms, with its error tied by aria-describedby. */
export function Field({
  name,
  labelText,
  type = "text",
  error,
  defaultValue,
  autoComplete,
}: {
  name: string;
  labelText: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
}) {
  const id = `campo-${name}`;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
