import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  CLAIM_MESSAGES,
  type ClaimChannels,
  type ClaimProgress,
} from "../../../../common/doctors/claims.ts";
import { DOCTOR_MESSAGES } from "../../../../common/doctors/schemas.ts";
import { CheckCircle2, MailCheck } from "../../../components/icons/icons.tsx";
import {
  claimErrorText,
  resendClaimCode,
  sendClaimCode,
  sendClaimEvidence,
  type ClaimSession,
} from "./claim-api.ts";

interface ProofProps {
  session: ClaimSession;
  channels: ClaimChannels;
  onProgress: (progress: ClaimProgress) => void;
}

/** Spec section 9: redirects after a claim wait 2000 ms. */
export const CLAIM_REDIRECT_MS = 2000;

const primary =
  "h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const secondary =
  "h-11 rounded-md border border-gray-300 px-4 font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60";
const box = "mt-6 space-y-4 rounded-xl border border-gray-200 p-5";

/**
 * Step 3 of a claim: the code sent to the listing's own phone or email, or, when neither can
 * reach the doctor, the documents an administrator reviews. The listing changes hands only here.
 */
export function ClaimProof({ session, channels, onProgress }: ProofProps) {
  const { progress } = session;
  if (progress.status === "approved") return <ClaimDone />;
  if (progress.status === "code_sent")
    return <CodeStep session={session} channels={channels} onProgress={onProgress} />;
  if (progress.status === "awaiting_evidence")
    return <EvidenceStep session={session} channels={channels} onProgress={onProgress} />;
  return (
    <div role="status" className={box}>
      <p className="font-medium text-gray-900">{progress.message}</p>
      {progress.adminNote ? (
        <p className="text-sm whitespace-pre-wrap text-gray-700">
          Nota del administrador: {progress.adminNote}
        </p>
      ) : null}
    </div>
  );
}

function ClaimDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/login"), CLAIM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="mt-3 text-xl font-bold text-gray-900">{DOCTOR_MESSAGES.claimSuccess}</h2>
      <p className="mt-2 text-gray-700">
        Te enviamos un enlace para verificar tu correo. En un momento te llevamos a{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          iniciar sesión
        </Link>
        .
      </p>
    </div>
  );
}

function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(claimErrorText(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, setError };
}

function CodeStep({ session, channels, onProgress }: ProofProps) {
  const [code, setCode] = useState("");
  const { busy, error, run } = useAction();
  const { progress } = session;
  const other = progress.channel === "sms" ? "email" : "sms";

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await sendClaimCode(session, code);
      onProgress({ ...progress, status: "approved", message: DOCTOR_MESSAGES.claimSuccess });
    });
  };
  const resend = (method?: "sms" | "email") =>
    run(async () => onProgress(await resendClaimCode(session, method)));

  return (
    <form onSubmit={confirm} noValidate className={box}>
      <h2 className="text-lg font-semibold text-gray-900">Paso 3: escribe el código</h2>
      <p role="status" className="flex items-start gap-2 text-gray-700">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {progress.message}
          {progress.destination ? ` (${progress.destination})` : ""}
        </span>
      </p>
      <div>
        <label htmlFor="reclamo-codigo" className="block text-sm font-medium text-gray-800">
          Código de 6 dígitos
        </label>
        <input
          id="reclamo-codigo"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reclamo-codigo-error" : undefined}
          className="mt-1 h-11 w-40 rounded-md border border-gray-300 px-3 text-lg tracking-widest aria-invalid:border-red-600"
        />
        {error ? (
          <p id="reclamo-codigo-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" disabled={busy} className={primary}>
          {busy ? "Comprobando..." : "Confirmar código"}
        </button>
        <button type="button" disabled={busy} onClick={() => void resend()} className={secondary}>
          Reenviar código
        </button>
        {channels[other] ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void resend(other)}
            className={secondary}
          >
            {other === "email" ? "Enviarlo al correo del perfil" : "Enviarlo por SMS"}
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            onProgress({
              ...progress,
              status: "awaiting_evidence",
              message: CLAIM_MESSAGES.evidenceMissing,
            })
          }
          className="h-11 px-2 text-sm font-semibold text-brand-700 underline"
        >
          No tengo acceso: enviar documentos
        </button>
      </div>
    </form>
  );
}

function EvidenceStep({ session, channels, onProgress }: ProofProps) {
  const [files, setFiles] = useState<{ cedula?: File; identificacion?: File }>({});
  const { busy, error, run, setError } = useAction();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { cedula, identificacion } = files;
    if (!cedula || !identificacion) {
      setError(CLAIM_MESSAGES.evidenceMissing);
      return;
    }
    void run(async () => onProgress(await sendClaimEvidence(session, { cedula, identificacion })));
  };
  const fileInput = (name: "cedula" | "identificacion", label: string) => (
    <div>
      <label htmlFor={`reclamo-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`reclamo-${name}`}
        name={name}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        onChange={(e) => setFiles((current) => ({ ...current, [name]: e.target.files?.[0] }))}
        className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:h-11 file:rounded-md file:border-0 file:bg-gray-100 file:px-4 file:font-semibold"
      />
    </div>
  );
  const canUseCode = channels.sms || channels.email;
  return (
    <form onSubmit={submit} noValidate className={box}>
      <h2 className="text-lg font-semibold text-gray-900">Paso 3: envía tus documentos</h2>
      <p className="text-gray-700">
        {session.progress.message} Un administrador compara tus documentos con el perfil y con el
        Registro Nacional de Profesionistas. Aceptamos PDF, JPEG o PNG de hasta 10 MB; nunca se
        publican.
      </p>
      {fileInput("cedula", "Foto de tu cédula profesional")}
      {fileInput("identificacion", "Identificación oficial (INE o pasaporte)")}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={busy} className={primary}>
          {busy ? "Enviando..." : "Enviar documentos"}
        </button>
        {canUseCode ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(async () => onProgress(await resendClaimCode(session)))}
            className={secondary}
          >
            Mejor recibir un código
          </button>
        ) : null}
      </div>
    </form>
  );
}
