import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import {
  Link,
  useFetcher,
  useNavigation,
  useSearchParams,
  type FetcherWithComponents,
} from "react-router";
import { HelpBubble } from "../../../components/ui/help-bubble.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { GoogleSignIn } from "./google-sign-in.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import type { LoginPageData, LoginResult } from "./types.ts";
import { VerificationNotice } from "./verification-notice.tsx";

const TAB_TRIGGER =
  "rounded-md px-3 py-2 text-sm font-semibold text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm";

/** Toasts for the forms' answers; a created account brings the person to the login tab. */
function useAnswerToasts(
  result: LoginResult | undefined,
  resend: FetcherWithComponents<LoginResult>,
  setTab: (tab: string) => void,
) {
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "register") {
      toast({ title: "Cuenta creada", description: result.message });
      setTab("login");
    }
    if (!result.ok && "formError" in result && result.formError && !result.needsVerification) {
      toast({
        title: result.intent === "register" ? "Error al registrarse" : "Error al iniciar sesión",
        description: result.formError,
        variant: "destructive",
      });
    }
  }, [result]);

  useEffect(() => {
    if (resend.state !== "idle" || !resend.data) return;
    if (resend.data.ok) toast({ title: "Email enviado", description: resend.data.message });
    else toast({ title: "No se pudo enviar el email de verificación", variant: "destructive" });
  }, [resend.state, resend.data]);
}

/** /login: the login and patient sign-up tabs, Google sign-in and the verification notice. */
export function LoginPage({ data, result }: { data: LoginPageData; result?: LoginResult }) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const resend = useFetcher<LoginResult>();
  const busy = navigation.state !== "idle";
  const [tab, setTab] = useState<string>(params.get("tab") === "registro" ? "register" : "login");
  const errors = result && !result.ok && "errors" in result ? (result.errors ?? {}) : {};
  const values = result?.values ?? { email: "", firstName: "", lastName: "" };
  useAnswerToasts(result, resend, setTab);
  const verification =
    result && !result.ok && "needsVerification" in result && result.needsVerification
      ? result
      : null;

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Tu cuenta</h1>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <Tabs.List aria-label="Acceso" className="grid grid-cols-2 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="login" className={TAB_TRIGGER}>
            Iniciar Sesión
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={TAB_TRIGGER}>
            Registrarse
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="login" className="mt-6">
          {data.googleError ? (
            <p
              role="alert"
              className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
            >
              {data.googleError}
            </p>
          ) : null}
          {verification ? (
            <VerificationNotice
              message={verification.formError}
              email={values.email}
              resend={resend}
            />
          ) : null}
          <LoginForm
            email={values.email}
            errors={result?.intent === "login" ? errors : {}}
            busy={busy}
            signingIn={busy && navigation.formData?.get("intent") === "login"}
          />
          <GoogleSignIn enabled={data.googleEnabled} href={data.googleHref} />
        </Tabs.Content>

        <Tabs.Content value="register" className="mt-6">
          <RegisterForm
            values={values}
            errors={errors}
            sent={result?.intent === "register"}
            busy={busy}
          />
        </Tabs.Content>
      </Tabs.Root>

      <p className="mt-8 text-center text-sm text-gray-700">
        ¿Eres médico?{" "}
        <Link to="/para-medicos" className="font-semibold text-brand-700 underline">
          Crea tu perfil profesional
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-gray-700">
        ¿Buscas atención?{" "}
        <Link to="/registro-paciente" className="font-semibold text-brand-700 underline">
          Regístrate como paciente
        </Link>
      </p>
      <HelpBubble className="mt-6" />
    </div>
  );
}
