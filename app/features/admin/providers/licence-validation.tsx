import { BadgeCheck, Loader2, ShieldAlert } from "../../../components/icons/icons.tsx";
import { useId, useState } from "react";
import {
  ADMIN_MESSAGES as M,
  type AdminLicenceValidationResult,
  type AdminProviderDetail,
} from "../../../../common/admin/providers.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, serverMessage } from "../api.ts";
import { inputClass, primaryButton } from "../ui.tsx";

type State = "idle" | "validating" | "valid" | "invalid";

const CONFIRM_FIELDS = [
  ["name", "Nombre del titular"],
  ["degree", "Título profesional"],
  ["institution", "Institución"],
  ["registrationYear", "Año de registro (opcional)"],
] as const;
type ConfirmKey = (typeof CONFIRM_FIELDS)[number][0];

/**
 * When the registry does not know the cédula, an administrator who checked it elsewhere can
 * vouch for it; the offline registry accepts it from then on.
 */
function ManualConfirmation({
  providerId,
  licenseNumber,
  onConfirmed,
}: {
  providerId: number;
  licenseNumber: string;
  onConfirmed: (result: AdminLicenceValidationResult) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<ConfirmKey, string>>({
    name: "",
    degree: "",
    institution: "",
    registrationYear: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const result = await adminMutation<AdminLicenceValidationResult>(
        "POST",
        `/api/admin/providers/${providerId}/confirm-license`,
        { licenseNumber, ...values },
      );
      toast({ title: M.licenseValidated });
      onConfirmed(result);
    } catch (failure) {
      setError(serverMessage(failure) ?? M.licenseFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        Confirmar la cédula manualmente
      </summary>
      <p className="mt-1 text-sm text-gray-700">
        Úsalo solo si verificaste la cédula {licenseNumber} en el Registro Nacional de
        Profesionistas o con el documento original.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CONFIRM_FIELDS.map(([key, label]) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-gray-800">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              value={values[key]}
              inputMode={key === "registrationYear" ? "numeric" : undefined}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={confirm} disabled={busy} className={`${primaryButton} mt-2`}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Confirmar cédula
      </button>
    </details>
  );
}

/** 'Validar cédula' (admin-side 2 and 4): asks the registry and stores what it answers. */
export function LicenceValidation({
  provider,
  onValidated,
}: {
  provider: AdminProviderDetail;
  onValidated: (provider: AdminProviderDetail) => void;
}) {
  const id = useId();
  const [licenseNumber, setLicenseNumber] = useState(provider.licenseNumber ?? "");
  const [state, setState] = useState<State>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  async function validate() {
    if (!licenseNumber.trim()) {
      setState("invalid");
      setMessage(M.licenseRequired);
      return;
    }
    setState("validating");
    setMessage(null);
    try {
      const result = await adminMutation<AdminLicenceValidationResult>(
        "POST",
        `/api/admin/providers/${provider.id}/validate-license`,
        { licenseNumber },
      );
      setState(result.isValid ? "valid" : "invalid");
      setMessage(result.message);
      setNotFound(!result.isValid);
      toast({ title: result.isValid ? M.licenseValidated : result.message });
      onValidated(result.provider);
    } catch (error) {
      setState("invalid");
      setMessage(serverMessage(error));
      toast({
        title: M.licenseFailed,
        description: serverMessage(error) ?? undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        Validar cédula profesional
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          inputMode="numeric"
          value={licenseNumber}
          onChange={(event) => {
            setLicenseNumber(event.target.value);
            setState("idle");
            setMessage(null);
            setNotFound(false);
          }}
          aria-invalid={state === "invalid" ? true : undefined}
          aria-describedby={message ? `${id}-estado` : undefined}
          className={`${inputClass} mt-0 max-w-48`}
        />
        <button
          type="button"
          onClick={validate}
          disabled={state === "validating"}
          className={primaryButton}
        >
          {state === "validating" ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <BadgeCheck aria-hidden="true" className="size-4" />
          )}
          {state === "validating" ? "Validando cédula..." : "Validar cédula"}
        </button>
      </div>
      <p id={`${id}-estado`} role="status" className="mt-2 text-sm">
        {state === "valid" && message ? (
          <span className="inline-flex items-center gap-1 text-green-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {message}
          </span>
        ) : null}
        {state === "invalid" && message ? (
          <span className="inline-flex items-center gap-1 text-red-700">
            <ShieldAlert aria-hidden="true" className="size-4" />
            {message}
          </span>
        ) : null}
      </p>
      {notFound ? (
        <ManualConfirmation
          providerId={provider.id}
          licenseNumber={licenseNumber.trim()}
          onConfirmed={(result) => {
            setState("valid");
            setMessage(result.message);
            setNotFound(false);
            onValidated(result.provider);
          }}
        />
      ) : null}
    </div>
  );
}
