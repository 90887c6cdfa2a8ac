import { MailCheck } from "../components/icons/icons.tsx";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { patientSignupSchema } from "../../common/accounts/schemas.ts";
import { HelpBubble } from "../components/ui/help-bubble.tsx";
import { toast } from "../components/ui/toaster.tsx";
import {
  AccountStep,
  type PatientAccountValues,
} from "../features/accounts/patient-signup/account-step.tsx";
import { NeedStep } from "../features/accounts/patient-signup/need-step.tsx";
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

/** Spec: step 1 asks what help the person needs; step 2 the account; then a verification notice. */
export default function PatientSignup() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | "done">(1);
  const [initialQuery, setInitialQuery] = useState("");
  // Health data is kept only with express consent; skipping the step sends no description.
  const [consent, setConsent] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const [values, setValues] = useState<PatientAccountValues>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof PatientAccountValues, string>>>({});
  const [sending, setSending] = useState(false);

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
        <NeedStep
          initialQuery={initialQuery}
          onQueryChange={setInitialQuery}
          consent={consent}
          onConsentChange={setConsent}
          onContinue={() => {
            setSkipped(false);
            setStep(2);
          }}
          onSkip={() => {
            setSkipped(true);
            setStep(2);
          }}
        />
      ) : (
        <AccountStep
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          errors={errors}
          sending={sending}
          onSubmit={submit}
          onBack={() => setStep(1)}
        />
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
