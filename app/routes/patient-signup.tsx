import { MailCheck } from "../components/icons/icons.tsx";
import { useEffect, useState } from "react";
import { data, Link, useActionData, useNavigate } from "react-router";
import { patientSignupSchema } from "../../common/accounts/schemas.ts";
import { fieldErrors } from "../components/forms/account-fields.tsx";
import { HelpBubble } from "../components/ui/help-bubble.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { AccountStep } from "../features/accounts/patient-signup/account-step.tsx";
import { needErrors } from "../features/accounts/patient-signup/need-check.ts";
import { NeedStep } from "../features/accounts/patient-signup/need-step.tsx";
import type {
  AccountErrors,
  NeedValues,
  PatientAccountValues,
  SignupOutcome,
} from "../features/accounts/patient-signup/outcome.ts";
import { apiRequest, serverMessageOf } from "../lib/api-request.ts";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
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
const ACCOUNT_FIELDS = ["firstName", "lastName", "email", "password"] as const;
const NO_ACCOUNT_YET = { firstName: "", lastName: "", email: "" };

const answer = (outcome: SignupOutcome, status = 200) => data(outcome, { status });

/**
 * The two steps work without the page's scripts (a cheap phone taps before they run): each
 * posts here with its `intent`. The description travels in the body, never in the address (it
 * is health data). 'Crear mi cuenta' goes through the same schema, service and sign-up limit
 * per address as `POST /api/auth/register-patient`; a refusal keeps what was typed but the
 * password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent") || "register";
  const need: NeedValues = {
    initialQuery: text("initialQuery"),
    consent: form.get("healthDataConsent") === "on",
    skipped: text("skipped") === "1",
  };
  if (intent === "back") return answer({ step: 1, need: { ...need, skipped: false }, errors: {} });
  if (intent === "skip" || intent === "need") {
    const chosen = intent === "skip" ? { initialQuery: "", consent: false, skipped: true } : need;
    const errors = intent === "need" ? needErrors(need.initialQuery, need.consent) : {};
    if (Object.keys(errors).length > 0) return answer({ step: 1, need, errors }, 400);
    return answer({ step: 2, need: chosen, values: NO_ACCOUNT_YET, errors: {}, formError: null });
  }
  const values = { firstName: text("firstName"), lastName: text("lastName"), email: text("email") };
  const refused = (errors: AccountErrors, formError: string | null, status: number) =>
    answer({ step: 2, need, values, errors, formError }, status);
  const parsed = patientSignupSchema.safeParse({
    ...values,
    password: text("password"),
    ...(need.skipped ? {} : { initialQuery: need.initialQuery, healthDataConsent: need.consent }),
    userType: "patient",
  });
  if (!parsed.success) {
    const all = fieldErrors(parsed.error.issues);
    const errors: AccountErrors = {};
    for (const field of ACCOUNT_FIELDS) if (all[field]) errors[field] = all[field];
    const other = Object.entries(all).find(([field]) => !(field in errors))?.[1] ?? null;
    return refused(errors, other, 400);
  }
  try {
    await context.services.accounts.registerPatient(parsed.data, { ip: context.clientIp });
  } catch (error) {
    const refusal = refusalOf(error);
    return refused({}, refusal.message, refusal.status);
  }
  return answer({ step: "done", email: parsed.data.email });
}

/**
 * Spec: step 1 asks what help the person needs; step 2 the account; then a verification notice.
 * With the scripts the steps are the page's state and the account goes to the API; a form sent
 * before them comes back from the action, and the page starts from its answer.
 */
export default function PatientSignup() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const sent = useActionData<typeof action>();
  const [step, setStep] = useState<1 | 2 | "done">(sent?.step ?? 1);
  const need = sent && sent.step !== "done" ? sent.need : null;
  const [initialQuery, setInitialQuery] = useState(need?.initialQuery ?? "");
  // Health data is kept only with express consent; skipping the step sends no description.
  const [consent, setConsent] = useState(need?.consent ?? false);
  const [skipped, setSkipped] = useState(need?.skipped ?? false);
  const [values, setValues] = useState<PatientAccountValues>({
    ...(sent?.step === 2 ? sent.values : NO_ACCOUNT_YET),
    ...(sent?.step === "done" ? { email: sent.email } : {}),
    password: "",
  });
  const [errors, setErrors] = useState<AccountErrors>(sent?.step === 2 ? sent.errors : {});
  const [formError, setFormError] = useState(sent?.step === 2 ? sent.formError : null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (step !== "done") return;
    const timer = setTimeout(() => navigate("/dashboard/paciente"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The scripts answer with a toast: the action's earlier refusal goes.
    setFormError(null);
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
        {hydrated ? null : (
          // Without the scripts nothing moves on by itself.
          <Link
            to="/dashboard/paciente"
            className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            Ir a mi cuenta
          </Link>
        )}
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
          initialErrors={sent?.step === 1 ? sent.errors : {}}
        />
      ) : (
        <AccountStep
          values={values}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          errors={errors}
          formError={formError}
          need={{ initialQuery, consent, skipped }}
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
