import { CheckCircle2, Loader2, XCircle } from "../../../components/icons/icons.tsx";
import { REGISTRATION_TEXTS } from "../../../../common/doctors/registration.ts";
import { DOCTOR_MESSAGES } from "../../../../common/doctors/schemas.ts";
import { TextField } from "../../../components/forms/account-fields.tsx";
import type { LicenseLookupState } from "./use-license-lookup.ts";

/** The line under the cédula field: what the registry said, in words and with an icon. */
function LicenseStatus({
  state,
  idleText,
  tooShortText,
}: {
  state: LicenseLookupState;
  idleText?: string;
  tooShortText?: string;
}) {
  switch (state.status) {
    case "validating":
      return (
        <span className="inline-flex items-center gap-1.5 text-gray-700">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {DOCTOR_MESSAGES.licenseValidating}
        </span>
      );
    case "valid":
      return (
        <span className="inline-flex flex-wrap items-center gap-1.5 font-medium text-brand-700">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {DOCTOR_MESSAGES.licenseValid}
          {state.data?.nombre ? (
            <span className="font-normal text-gray-700">· {state.data.nombre}</span>
          ) : null}
        </span>
      );
    case "invalid":
      return (
        <span className="inline-flex flex-wrap items-center gap-1.5 text-red-700">
          <XCircle aria-hidden="true" className="size-4" />
          {state.message}
          <span className="text-gray-700">{REGISTRATION_TEXTS.unconfirmedLicenseHint}</span>
        </span>
      );
    case "too-short":
      return <span className="text-gray-700">{tooShortText ?? idleText}</span>;
    default:
      return idleText ? <span className="text-gray-600">{idleText}</span> : null;
  }
}

/** The cédula input of both registration forms, with the lookup's answer announced under it. */
export function LicenseField({
  id,
  value,
  onChange,
  error,
  state,
  idleText,
  tooShortText,
}: {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  state: LicenseLookupState;
  idleText?: string;
  tooShortText?: string;
}) {
  return (
    <TextField
      id={id}
      label="Cédula profesional"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={value}
      onChange={onChange}
      error={error}
      hint={
        <span aria-live="polite">
          <LicenseStatus state={state} idleText={idleText} tooShortText={tooShortText} />
        </span>
      }
    />
  );
}
