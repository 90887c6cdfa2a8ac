import { BadgeCheck, Loader2, ShieldAlert } from "../../../components/icons/icons.tsx";
import { useId, useState } from "react";
import {
  ADMIN_MESSAGES as M,
  OVERRIDE_NOTE_MIN,
  type AdminLicenseValidationResult,
  type AdminProviderDetail,
  type LicenseComparison,
  type LicenseRefusal,
} from "../../../../common/admin/providers.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, ApiError, serverMessage } from "../api.ts";
import { inputClass, primaryButton, secondaryButton } from "../ui.tsx";
import { LicenseHolders, NameComparison, type ListingSide } from "./license-holders.tsx";

type State = "idle" | "validating" | "valid" | "invalid";

/** What the override sends with the request the server refused. */
interface Override {
  override: true;
  note: string;
}

/** A refused validation (409) carries the names and the other listings to compare. */
function refusalOf(error: unknown): LicenseRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    // ApiError's message is "{status}: {body}".
    const body = JSON.parse(error.message.slice(error.message.indexOf(":") + 1)) as LicenseRefusal;
    return body.comparison ? body : null;
  } catch {
    return null;
  }
}

const sideOf = (provider: AdminProviderDetail): ListingSide => ({
  name: provider.name,
  specialty: provider.specialty,
  city: provider.city,
  approvalStatus: provider.approvalStatus,
  hasOwner: provider.userId !== null,
  licenseNumber: provider.licenseNumber,
  licenseVerified: provider.licenseVerified,
  publicPath: provider.publicPath,
});

/**
 * The refusal of a conflict or a name mismatch: both names, the other listings side by side,
 * and 'Validar de todos modos' with a written note that goes to the audit log.
 */
function OverrideForm({
  refusal,
  listing,
  onOverride,
  onOpen,
}: {
  refusal: LicenseRefusal;
  listing: ListingSide;
  onOverride: (override: Override) => Promise<void>;
  onOpen?: (id: number) => void;
}) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (note.trim().length < OVERRIDE_NOTE_MIN) {
      setError(M.overrideNoteRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onOverride({ override: true, note: note.trim() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="mt-3 space-y-3 rounded-md border border-red-200 bg-red-50 p-3"
      role="group"
      aria-labelledby={`${id}-titulo`}
    >
      <p id={`${id}-titulo`} className="text-sm font-medium text-red-900">
        {refusal.error}
      </p>
      <NameComparison comparison={refusal.comparison} />
      <LicenseHolders listing={listing} holders={refusal.comparison.holders} onOpen={onOpen} />
      <label className="flex items-start gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          className="mt-0.5 size-4"
        />
        Revisé ambos datos y quiero validar la cédula de todos modos
      </label>
      {confirmed ? (
        <div>
          <label htmlFor={`${id}-nota`} className="block text-sm font-medium text-gray-800">
            Nota para el registro de actividad (mínimo {OVERRIDE_NOTE_MIN} caracteres)
          </label>
          <textarea
            id={`${id}-nota`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            onClick={submit}
            disabled={busy}
            className={`${secondaryButton} mt-2`}
          >
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            Validar de todos modos
          </button>
        </div>
      ) : null}
    </div>
  );
}

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
  provider,
  licenseNumber,
  onConfirmed,
  onOpen,
}: {
  provider: AdminProviderDetail;
  licenseNumber: string;
  onConfirmed: (result: AdminLicenseValidationResult) => void;
  onOpen?: (id: number) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<ConfirmKey, string>>({
    name: "",
    degree: "",
    institution: "",
    registrationYear: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<LicenseRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(override?: Override) {
    setBusy(true);
    setError(null);
    try {
      const result = await adminMutation<AdminLicenseValidationResult>(
        "POST",
        `/api/admin/providers/${provider.id}/confirm-license`,
        { licenseNumber, ...values, ...override },
      );
      toast({ title: M.licenseValidated });
      setRefusal(null);
      onConfirmed(result);
    } catch (failure) {
      const refused = refusalOf(failure);
      setRefusal(refused);
      if (!refused) setError(serverMessage(failure) ?? M.licenseFailed);
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
      <button
        type="button"
        onClick={() => confirm()}
        disabled={busy}
        className={`${primaryButton} mt-2`}
      >
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Confirmar cédula
      </button>
      {refusal ? (
        <OverrideForm
          refusal={refusal}
          listing={sideOf(provider)}
          onOverride={confirm}
          onOpen={onOpen}
        />
      ) : null}
    </details>
  );
}

/**
 * 'Validar cédula' (admin-side 2 and 4): asks the registry and stores what it answers, showing
 * the registry's holder against the listing's name. A conflict with another listing or a
 * name that does not match is refused until the administrator overrides it with a note.
 */
export function LicenseValidation({
  provider,
  onValidated,
  onOpen,
}: {
  provider: AdminProviderDetail;
  onValidated: (provider: AdminProviderDetail) => void;
  /** Opens another listing (one that holds the same cédula) in the dialog. */
  onOpen?: (id: number) => void;
}) {
  const id = useId();
  const [licenseNumber, setLicenseNumber] = useState(provider.licenseNumber ?? "");
  const [state, setState] = useState<State>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [comparison, setComparison] = useState<LicenseComparison | null>(null);
  const [refusal, setRefusal] = useState<LicenseRefusal | null>(null);

  function settled(result: AdminLicenseValidationResult) {
    setState(result.isValid ? "valid" : "invalid");
    setMessage(result.message);
    setNotFound(!result.isValid);
    setComparison(result.isValid ? result.comparison : null);
    setRefusal(null);
    onValidated(result.provider);
  }

  async function validate(override?: Override) {
    if (!licenseNumber.trim()) {
      setState("invalid");
      setMessage(M.licenseRequired);
      return;
    }
    setState("validating");
    setMessage(null);
    try {
      const result = await adminMutation<AdminLicenseValidationResult>(
        "POST",
        `/api/admin/providers/${provider.id}/validate-license`,
        { licenseNumber, ...override },
      );
      settled(result);
      toast({ title: result.isValid ? M.licenseValidated : result.message });
    } catch (error) {
      const refused = refusalOf(error);
      setState("invalid");
      setComparison(null);
      setRefusal(refused);
      setMessage(refused ? null : serverMessage(error));
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
            setComparison(null);
            setRefusal(null);
          }}
          aria-invalid={state === "invalid" ? true : undefined}
          aria-describedby={message ? `${id}-estado` : undefined}
          className={`${inputClass} mt-0 max-w-48`}
        />
        <button
          type="button"
          onClick={() => validate()}
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
      {comparison ? <NameComparison comparison={comparison} /> : null}
      {refusal ? (
        <OverrideForm
          refusal={refusal}
          listing={sideOf(provider)}
          onOverride={validate}
          onOpen={onOpen}
        />
      ) : null}
      {notFound ? (
        <ManualConfirmation
          provider={provider}
          licenseNumber={licenseNumber.trim()}
          onConfirmed={settled}
          onOpen={onOpen}
        />
      ) : null}
    </div>
  );
}
