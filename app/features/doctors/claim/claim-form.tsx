import { CheckCircle2, XCircle } from "../../../components/icons/icons.tsx";
import { useState } from "react";
import type { ClaimMethod } from "../../../../common/doctors/claims.ts";
import { claimSchema, DOCTOR_MESSAGES, phoneDigits } from "../../../../common/doctors/schemas.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { SignupLegalNotice } from "../../../components/forms/signup-legal-notice.tsx";
import { ApiError, apiRequest } from "../../../lib/api-request.ts";
import { claimErrorText, startClaim, type ClaimSession } from "./claim-api.ts";
import { ClaimProof } from "./claim-proof.tsx";
import type { ClaimTargetView } from "./claim-summary.tsx";

const CLAIM_FAILED = "Error al reclamar perfil";

type Field =
  "firstName" | "lastName" | "email" | "phone" | "cedula" | "password" | "confirmPassword";
type Values = Record<Exclude<Field, "phone">, string>;
type PhoneState = "idle" | "checking" | "matches" | "differs";

/**
 * The steps of spec section 5: the phone on the listing first (checked on the server, one
 * rule: phonesMatch), then the account fields, cédula only when the listing has one. What the
 * public profile shows proves nothing, so a third step proves the claim (claim-proof.tsx).
 */
export function ClaimForm({ target }: { target: ClaimTargetView }) {
  const { channels } = target;
  const defaultMethod: ClaimMethod = channels.sms ? "sms" : channels.email ? "email" : "evidence";
  const [method, setMethod] = useState<ClaimMethod>(defaultMethod);
  const [session, setSession] = useState<ClaimSession | null>(null);
  const [phone, setPhone] = useState("");
  const [phoneState, setPhoneState] = useState<PhoneState>("idle");
  const [values, setValues] = useState<Values>({
    firstName: "",
    lastName: "",
    email: "",
    cedula: "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  async function verifyPhone(event: React.FormEvent) {
    event.preventDefault();
    if (phoneDigits(phone).length < 10) {
      setPhoneState("differs");
      return;
    }
    setPhoneState("checking");
    try {
      const answer = await verifyClaimPhone(target.id, phone);
      setPhoneState(answer.matches ? "matches" : "differs");
    } catch (error) {
      setPhoneState("idle");
      toast({ title: CLAIM_FAILED, description: claimErrorText(error), variant: "destructive" });
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = claimSchema.safeParse({ providerId: target.id, ...values, phone });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (target.hasLicenseNumber && !values.cedula.trim())
      next.cedula ??= DOCTOR_MESSAGES.licenseRequired;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    setSending(true);
    try {
      const started = await startClaim({
        ...parsed.data,
        cedula: target.hasLicenseNumber ? parsed.data.cedula : undefined,
        method,
      });
      setSession({ claimToken: started.claimToken, progress: started });
    } catch (error) {
      // Spec section 8: the server's words pick the field that failed.
      const message = claimErrorText(error);
      if (message.includes("teléfono")) setErrors({ phone: DOCTOR_MESSAGES.claimPhoneError });
      else if (message.includes("cédula")) setErrors({ cedula: message });
      else if (error instanceof ApiError)
        toast({ title: CLAIM_FAILED, description: message, variant: "destructive" });
      else toast({ title: CLAIM_FAILED, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  if (session) {
    return (
      <ClaimProof
        session={session}
        channels={channels}
        onProgress={(progress) => setSession({ ...session, progress })}
      />
    );
  }

  const input = (name: Field, label: string, type = "text", autoComplete?: string) => {
    const id = `reclamo-${name}`;
    const value = name === "phone" ? phone : values[name];
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          readOnly={name === "phone"}
          onChange={
            name === "phone"
              ? undefined
              : (e) => setValues((v) => ({ ...v, [name]: e.target.value }))
          }
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className="mt-1 h-11 w-full rounded-md border border-gray-300 px-3 read-only:bg-gray-100 aria-invalid:border-red-600"
        />
        {errors[name] ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  const verified = phoneState === "matches";
  return (
    <div className="mt-6">
      {verified ? null : (
        <form onSubmit={verifyPhone} noValidate className="rounded-xl border border-gray-200 p-5">
          <h2 className="text-lg font-semibold text-gray-900">Paso 1: confirma tu teléfono</h2>
          <p className="mt-1 text-sm text-gray-600">
            Escribe el número de teléfono registrado en este perfil.
          </p>
          <label
            htmlFor="reclamo-telefono"
            className="mt-4 block text-sm font-medium text-gray-800"
          >
            Teléfono del perfil
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id="reclamo-telefono"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              maxLength={30}
              onChange={(e) => {
                setPhone(e.target.value);
                setPhoneState("idle");
              }}
              aria-describedby="reclamo-telefono-estado"
              aria-invalid={phoneState === "differs" ? true : undefined}
              className="h-11 flex-1 rounded-md border border-gray-300 px-3 aria-invalid:border-red-600"
            />
            <button
              type="submit"
              disabled={phoneState === "checking"}
              className="h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {phoneState === "checking" ? "Verificando..." : "Verificar número"}
            </button>
          </div>
        </form>
      )}
      <div id="reclamo-telefono-estado" role="status" aria-live="polite" className="mt-3">
        {phoneState === "matches" ? (
          <p className="flex items-center gap-2 font-medium text-brand-800">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {DOCTOR_MESSAGES.phoneMatches}
          </p>
        ) : phoneState === "differs" ? (
          <p className="flex items-center gap-2 font-medium text-red-700">
            <XCircle aria-hidden="true" className="size-5" />
            {DOCTOR_MESSAGES.phoneDiffers}
          </p>
        ) : null}
      </div>

      {verified ? (
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 space-y-4 rounded-xl border border-gray-200 p-5"
        >
          <h2 className="text-lg font-semibold text-gray-900">Paso 2: crea tu cuenta de médico</h2>
          <p className="text-sm text-gray-600">
            El perfil pasa a tu cuenta cuando compruebes que eres su titular: con un código que
            enviamos al teléfono o al correo del perfil, o con tus documentos.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {input("firstName", "Nombre", "text", "given-name")}
            {input("lastName", "Apellido", "text", "family-name")}
          </div>
          {input("email", "Correo electrónico", "email", "email")}
          {input("phone", "Teléfono verificado", "tel", "tel")}
          {target.hasLicenseNumber ? input("cedula", "Cédula profesional", "text", "off") : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {input("password", "Contraseña (mínimo 8 caracteres)", "password", "new-password")}
            {input("confirmPassword", "Confirma tu contraseña", "password", "new-password")}
          </div>
          <MethodChoice channels={channels} method={method} onChange={setMethod} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => {
                setPhoneState("idle");
                setErrors({});
              }}
              className="h-11 rounded-md border border-gray-300 px-4 font-semibold text-gray-800 hover:bg-gray-50"
            >
              Cambiar número
            </button>
            <button
              type="submit"
              disabled={sending}
              className="h-11 flex-1 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {sending ? "Enviando..." : method === "evidence" ? "Continuar" : "Enviar código"}
            </button>
          </div>
          <SignupLegalNotice />
        </form>
      ) : null}
    </div>
  );
}

function verifyClaimPhone(providerId: number, phone: string) {
  return apiRequest<{ matches: boolean }>("POST", "/api/providers/claim/verify-phone", {
    providerId,
    phone,
  });
}

/** How the claimant proves the listing: only the channels the listing really has. */
function MethodChoice({
  channels,
  method,
  onChange,
}: {
  channels: ClaimTargetView["channels"];
  method: ClaimMethod;
  onChange: (method: ClaimMethod) => void;
}) {
  const options: [ClaimMethod, string][] = [];
  if (channels.sms)
    options.push(["sms", `Código por SMS al teléfono del perfil (${channels.sms})`]);
  if (channels.email) options.push(["email", `Código al correo del perfil (${channels.email})`]);
  options.push(["evidence", "No tengo acceso: enviar mi cédula e identificación para revisión"]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">
        ¿Cómo compruebas que eres el titular?
      </legend>
      <div className="mt-2 space-y-2">
        {options.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-gray-200 px-3 py-2"
          >
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
              className="size-4"
            />
            <span className="text-gray-800">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
