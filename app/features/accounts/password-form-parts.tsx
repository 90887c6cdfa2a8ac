import type { ReactNode } from "react";
import { TextField } from "../../components/forms/account-fields.tsx";

/** A new password typed twice, as the reset and create-password pages ask it. */
export function NewPasswordFields({
  idPrefix,
  minLength,
  errors,
}: {
  idPrefix: string;
  minLength: number;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-contrasena`}
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        maxLength={128}
        error={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirmar`}
        name="confirmPassword"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirmPassword}
      />
    </>
  );
}

/** The full-width primary button of the account forms, worded while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
