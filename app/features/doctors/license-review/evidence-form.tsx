import { useState } from "react";
import { CLAIM_MESSAGES } from "../../../../common/doctors/claims.ts";
import type { LicenseReviewState } from "../../../../common/doctors/license-review.ts";
import { apiRequest, serverMessageOf } from "../../../lib/api-request.ts";

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

async function sendDocuments(files: { cedula: File; identificacion: File }) {
  const form = new FormData();
  form.set("cedula", files.cedula);
  form.set("identificacion", files.identificacion);
  return apiRequest<LicenseReviewState>("POST", "/api/providers/me/license-review/evidence", form);
}

/** The two documents; the server decides what each file really is. */
export function LicenseEvidenceForm({ onSent }: { onSent: (state: LicenseReviewState) => void }) {
  const [files, setFiles] = useState<{ cedula?: File; identificacion?: File }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { cedula, identificacion } = files;
    if (!cedula || !identificacion) {
      setError(CLAIM_MESSAGES.evidenceMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSent(await sendDocuments({ cedula, identificacion }));
    } catch (failure) {
      setError(serverMessageOf(failure, "No se pudieron enviar tus documentos."));
    } finally {
      setBusy(false);
    }
  };

  const fileInput = (name: "cedula" | "identificacion", label: string) => (
    <div>
      <label htmlFor={`cedula-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`cedula-${name}`}
        name={name}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        onChange={(e) => setFiles((current) => ({ ...current, [name]: e.target.files?.[0] }))}
        className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:h-11 file:rounded-md file:border-0 file:bg-gray-100 file:px-4 file:font-semibold"
      />
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {fileInput("cedula", "Foto de tu cédula profesional")}
      {fileInput("identificacion", "Identificación oficial (INE o pasaporte)")}
      <p className="text-sm text-gray-600">
        PDF, JPEG o PNG de hasta 10 MB. Solo los ven los administradores; nunca se publican.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={primary}>
        {busy ? "Enviando..." : "Enviar documentos"}
      </button>
    </form>
  );
}
