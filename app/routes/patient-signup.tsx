import { ArrowLeft, MailCheck } from "../components/icons/icons.tsx";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_MESSAGES, patientSignupSchema } from "../../common/accounts/schemas.ts";
import { HelpBubble } from "../components/ui/help-bubble.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { SignupLegalNotice } from "../features/accounts/signup-legal-notice.tsx";
import { AssistantAnswer } from "../features/assistant/assistant-answer.tsx";
import { useSymptomAnalysis } from "../features/assistant/use-symptom-analysis.ts";
import { apiRequest, serverMessageOf } from "../lib/api-request.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/patient-signup";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Regístrate como paciente - ${brandName}`,
    description:
      "Crea tu cuenta de paciente para guardar médicos, escribir reseñas y enviar mensajes.",
    canonical: `${siteUrl}/registro-paciente`,
  });
};

const REDIRECT_MS = 2000;
const MIN_QUERY = 10;

type Values = { firstName: string; lastName: string; email: string; password: string };

/** Spec: step 1 asks what help the person needs; step 2 the account; then a verification notice. */
export default function PatientSignup() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | "done">(1);
  const [initialQuery, setInitialQuery] = useState("");
  // Health data is kept only with express consent; skipping the step sends no description.
  const [consent, setConsent] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const [values, setValues] = useState<Values>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<
    Partial<Record<keyof Values | "initialQuery" | "healthDataConsent", string>>
  >({});
  const [sending, setSending] = useState(false);
  // Spec: on blur with 20+ characters Dr. Salud is asked; its errors are only logged.
  const assistant = useSymptomAnalysis();

  useEffect(() => {
    if (step !== "done") return;
    const timer = setTimeout(() => navigate("/dashboard/paciente"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = patientSignupSchema.safeParse({
      ...values,
      ...(skipped ? {} : { initialQuery, healthDataConsent: consent }),
      userType: "patient",
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await apiRequest("POST", "/api/auth/register-patient", parsed.data);
      toast({
        title: "¡Registro exitoso!",
        description: "Revisa tu correo para verificar tu cuenta.",
      });
      setStep("done");
    } catch (error) {
      toast({
        title: "Error",
        description: serverMessageOf(
          error,
          "Hubo un problema al crear tu cuenta. Por favor intenta nuevamente.",
        ),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof Values, label: string, type = "text", autoComplete?: string) => (
    <div>
      <label htmlFor={`paciente-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={`paciente-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
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

  if (step === "done") {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Verifica tu correo electrónico</h1>
        <p className="mt-3 text-gray-700">
          Te enviamos un enlace a <strong>{values.email}</strong>. Ábrelo para activar tu cuenta; te
          llevamos a tu cuenta en un momento.
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <p className="text-sm font-semibold text-brand-700">Paso {step} de 2</p>
      {step === 1 ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (initialQuery.trim().length < MIN_QUERY) {
              setErrors({ initialQuery: ACCOUNT_MESSAGES.initialQuery });
              return;
            }
            if (!consent) {
              setErrors({ healthDataConsent: ACCOUNT_MESSAGES.consentNeeded });
              return;
            }
            setErrors({});
            setSkipped(false);
            setStep(2);
          }}
          noValidate
        >
          <h1 className="mt-1 text-2xl font-bold text-gray-900">¿En qué podemos ayudarte?</h1>
          <label
            htmlFor="paciente-necesidad"
            className="mt-4 block text-sm font-medium text-gray-800"
          >
            Describe lo que necesitas o lo que sientes
          </label>
          <textarea
            id="paciente-necesidad"
            rows={5}
            maxLength={1000}
            value={initialQuery}
            onChange={(e) => setInitialQuery(e.target.value)}
            onBlur={() => void assistant.analyse(initialQuery)}
            aria-invalid={errors.initialQuery ? true : undefined}
            aria-describedby="paciente-necesidad-ayuda"
            className="mt-1 w-full rounded-md border border-gray-300 p-3 aria-invalid:border-red-600"
            placeholder="Ej. Tengo dolor de rodilla desde hace dos semanas y busco un especialista en Guadalajara."
          />
          <p
            id="paciente-necesidad-ayuda"
            className={`mt-1 text-sm ${errors.initialQuery ? "text-red-700" : "text-gray-600"}`}
          >
            {errors.initialQuery ?? `Al menos ${MIN_QUERY} caracteres.`}
          </p>
          {assistant.answer ? (
            <div className="mt-4">
              <AssistantAnswer answer={assistant.answer} />
            </div>
          ) : null}
          <div className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-3">
            <label className="flex items-start gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                name="healthDataConsent"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                aria-invalid={errors.healthDataConsent ? true : undefined}
                aria-describedby={
                  errors.healthDataConsent ? "paciente-consentimiento-error" : undefined
                }
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                Doy mi consentimiento expreso para que se guarde esta descripción con mi cuenta. Es
                un dato personal sensible (sobre mi salud) y solo se usará para orientarme hacia el
                especialista adecuado, como explica el{" "}
                <Link to="/aviso-de-privacidad" className="font-semibold text-brand-700 underline">
                  Aviso de privacidad
                </Link>
                . Puedo retirarlo cuando quiera.
              </span>
            </label>
            {errors.healthDataConsent ? (
              <p
                id="paciente-consentimiento-error"
                role="alert"
                className="mt-2 text-sm text-red-700"
              >
                {errors.healthDataConsent}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={initialQuery.trim().length < MIN_QUERY}
            className="mt-6 h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Continuar
          </button>
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setSkipped(true);
              setStep(2);
            }}
            className="mt-3 h-11 w-full rounded-md border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50"
          >
            Omitir este paso
          </button>
        </form>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <h1 className="mt-1 text-2xl font-bold text-gray-900">Crea tu cuenta</h1>
          <div className="grid grid-cols-2 gap-3">
            {field("firstName", "Nombre", "text", "given-name")}
            {field("lastName", "Apellido", "text", "family-name")}
          </div>
          {field("email", "Correo electrónico", "email", "email")}
          {field("password", "Contraseña (mínimo 8 caracteres)", "password", "new-password")}
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setStep(1)}
              className="inline-flex h-11 items-center gap-2 rounded-md border border-gray-300 px-4 font-semibold text-gray-800"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Atrás
            </button>
            <button
              type="submit"
              disabled={sending}
              className="h-11 flex-1 rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {sending ? "Creando tu cuenta..." : "Crear mi cuenta"}
            </button>
          </div>
          <SignupLegalNotice />
        </form>
      )}
      <p className="mt-8 text-center text-sm text-gray-700">
        ¿Ya tienes cuenta?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
      <HelpBubble className="mt-6" />
    </div>
  );
}
