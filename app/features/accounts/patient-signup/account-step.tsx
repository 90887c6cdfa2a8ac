import { ArrowLeft } from "../../../components/icons/icons.tsx";
import { DefaultSubmit } from "../../../components/forms/default-submit.tsx";
import { SignupLegalNotice } from "../../../components/forms/signup-legal-notice.tsx";
import type { AccountErrors, NeedValues, PatientAccountValues } from "./outcome.ts";

export type { PatientAccountValues } from "./outcome.ts";

/**
 * Step 2 of the patient signup: the account itself; the page sends it and shows the result.
 * Without the page's scripts it posts to the page's action, step 1's answer riding along in
 * hidden fields; 'Atrás' posts too, and the action answers step 1 again.
 */
export function AccountStep({
  values,
  onChange,
  errors,
  formError = null,
  need,
  sending,
  onSubmit,
  onBack,
}: {
  values: PatientAccountValues;
  onChange: (name: keyof PatientAccountValues, value: string) => void;
  errors: AccountErrors;
  /** A refusal of the whole form (too many sign-ups), shown when the action answered it. */
  formError?: string | null;
  need: NeedValues;
  sending: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onBack: () => void;
}) {
  const field = (
    name: keyof PatientAccountValues,
    label: string,
    type = "text",
    autoComplete?: string,
  ) => (
    <div>
      <label htmlFor={`paciente-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`paciente-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `paciente-${name}-error` : undefined}
        className="mt-1 h-11 w-full rounded-md border border-gray-300 px-3 aria-invalid:border-red-600"
      />
      {errors[name] ? (
        <p id={`paciente-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {/* Enter in a field creates the account, as with the scripts, rather than going back. */}
      <DefaultSubmit name="intent" value="register" disabled={sending}>
        Crear mi cuenta
      </DefaultSubmit>
      <h1 className="mt-1 text-2xl font-bold text-gray-900">Crea tu cuenta</h1>
      {need.skipped ? (
        <input type="hidden" name="skipped" value="1" />
      ) : (
        <>
          <input type="hidden" name="initialQuery" value={need.initialQuery} />
          {need.consent ? <input type="hidden" name="healthDataConsent" value="on" /> : null}
        </>
      )}
      {formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {field("firstName", "Nombre", "text", "given-name")}
        {field("lastName", "Apellido", "text", "family-name")}
      </div>
      {field("email", "Correo electrónico", "email", "email")}
      {field("password", "Contraseña (mínimo 8 caracteres)", "password", "new-password")}
      <div className="flex gap-3">
        <button
          type="submit"
          name="intent"
          value="back"
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
          className="inline-flex h-11 items-center gap-2 rounded-md border border-gray-300 px-4 font-semibold text-gray-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Atrás
        </button>
        <button
          type="submit"
          name="intent"
          value="register"
          disabled={sending}
          className="h-11 flex-1 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Creando tu cuenta..." : "Crear mi cuenta"}
        </button>
      </div>
      <SignupLegalNotice />
    </form>
  );
}
