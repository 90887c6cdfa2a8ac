import { MailCheck } from "../components/icons/icons.tsx";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useNavigation,
  useSearchParams,
} from "react-router";
import { ZodError } from "zod";
import { landingAfterLogin } from "../../common/accounts/landing.ts";
import {
  loginSchema,
  registerFormSchema,
  resendVerificationSchema,
  safeReturnUrl,
} from "../../common/accounts/schemas.ts";
import { toast } from "../components/ui/toaster.tsx";
import { SignupLegalNotice } from "../features/accounts/signup-legal-notice.tsx";
import { authHeadersOf, withSetCookies } from "../lib/auth-headers.server.ts";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import { HelpBubble } from "../components/ui/help-bubble.tsx";
import type { Route } from "./+types/login";

type Intent = "login" | "register" | "resend";
type FieldErrors = Partial<Record<string, string>>;

function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, "http://x.invalid");
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why the Google sign-in sent the person back here (`?error=` set by server/http/google.ts). */
const GOOGLE_ERRORS = new Map([
  ["google", "No pudimos iniciar sesión con Google. Por favor inténtalo de nuevo."],
  [
    "google-denied",
    "Cancelaste el inicio de sesión con Google. Puedes intentarlo de nuevo o usar tu correo y contraseña.",
  ],
  [
    "google-unverified",
    "Tu cuenta de Google no tiene un correo electrónico verificado. Usa otra cuenta de Google o regístrate con tu correo.",
  ],
  ["google-unavailable", "El inicio de sesión con Google no está disponible en este momento."],
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnUrl = safeReturnUrl(params.get("returnUrl"));
  const user = await context.viewer();
  if (user) throw redirect(landingAfterLogin(params.get("returnUrl"), user));
  const googleEnabled = context.publicConfig.googleSignIn;
  const errorCode = params.get("error") ?? "";
  return {
    googleEnabled,
    googleHref:
      returnUrl === "/"
        ? "/api/auth/google"
        : `/api/auth/google?${new URLSearchParams({ returnUrl })}`,
    // Without Google the page already says it is unavailable; no need to say it twice.
    googleError:
      errorCode === "google-unavailable" && !googleEnabled
        ? null
        : (GOOGLE_ERRORS.get(errorCode) ?? null),
  };
}

/** The forms work without JavaScript: the action validates, signs in and redirects. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const intent = (form.intent ?? "login") as Intent;
  const values = {
    email: form.email ?? "",
    firstName: form.firstName ?? "",
    lastName: form.lastName ?? "",
  };
  const { accounts } = context.services;
  try {
    if (intent === "login") {
      const input = loginSchema.parse(form);
      const result = await accounts.login(input, authHeadersOf(request), {
        ip: context.clientIp,
      });
      const target = withParam(
        landingAfterLogin(new URL(request.url).searchParams.get("returnUrl"), result.value),
        "login",
        "success",
      );
      return redirect(target, { headers: withSetCookies(result.setCookies) });
    }
    if (intent === "register") {
      const input = registerFormSchema.parse(form);
      await accounts.register(
        {
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        { ip: context.clientIp },
      );
      return data({
        intent,
        ok: true as const,
        message: "Te enviamos un correo para verificar tu cuenta. Después podrás iniciar sesión.",
        values,
      });
    }
    const { email } = resendVerificationSchema.parse(form);
    const { message } = await accounts.resendVerification(email);
    return data({ intent, ok: true as const, message, values });
  } catch (error) {
    if (error instanceof ZodError)
      return data(
        { intent, ok: false as const, errors: fieldErrors(error), values },
        { status: 400 },
      );
    const refusal = refusalOf(error);
    return data(
      {
        intent,
        ok: false as const,
        formError: refusal.message,
        needsVerification: refusal.details.needsVerification === true,
        values,
      },
      { status: refusal.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Iniciar sesión - ${brandName}`,
    description: "Inicia sesión o crea tu cuenta de paciente.",
    canonical: `${siteUrl}/login`,
    noIndex: true,
  });
};

const input =
  "mt-1 h-11 w-full rounded-md border border-gray-300 px-3 text-base aria-invalid:border-red-600";
const label = "block text-sm font-medium text-gray-800";

function Field({
  name,
  labelText,
  type = "text",
  error,
  defaultValue,
  autoComplete,
}: {
  name: string;
  labelText: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
}) {
  const id = `campo-${name}`;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const resend = useFetcher<typeof action>();
  const busy = navigation.state !== "idle";
  const [tab, setTab] = useState<string>(params.get("tab") === "registro" ? "register" : "login");
  const errors = result && !result.ok && "errors" in result ? (result.errors ?? {}) : {};
  const values = result?.values ?? { email: "", firstName: "", lastName: "" };

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

  const needsVerification = Boolean(
    result && !result.ok && "needsVerification" in result && result.needsVerification,
  );

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Tu cuenta</h1>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <Tabs.List aria-label="Acceso" className="grid grid-cols-2 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger
            value="login"
            className="rounded-md px-3 py-2 text-sm font-semibold text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
          >
            Iniciar Sesión
          </Tabs.Trigger>
          <Tabs.Trigger
            value="register"
            className="rounded-md px-3 py-2 text-sm font-semibold text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
          >
            Registrarse
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="login" className="mt-6">
          {loaderData.googleError ? (
            <p
              role="alert"
              className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
            >
              {loaderData.googleError}
            </p>
          ) : null}
          {needsVerification ? (
            <div
              role="alert"
              className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p className="flex items-center gap-2 font-semibold">
                <MailCheck aria-hidden="true" className="size-4" />
                Tu correo aún no está verificado
              </p>
              <p className="mt-1">{"formError" in result! ? result.formError : ""}</p>
              <resend.Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="email" value={values.email} />
                <button
                  type="submit"
                  disabled={resend.state !== "idle"}
                  className="rounded-md bg-amber-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
                >
                  Reenviar correo de verificación
                </button>
              </resend.Form>
            </div>
          ) : null}
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="login" />
            <Field
              name="email"
              labelText="Correo electrónico"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              error={result?.intent === "login" ? errors.email : undefined}
            />
            <Field
              name="password"
              labelText="Contraseña"
              type="password"
              autoComplete="current-password"
              error={result?.intent === "login" ? errors.password : undefined}
            />
            <p className="text-right text-sm">
              <Link to="/recuperar-contrasena" className="font-semibold text-brand-700 underline">
                ¿Olvidaste tu contraseña?
              </Link>
            </p>
            <button
              type="submit"
              disabled={busy}
              className="h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy && navigation.formData?.get("intent") === "login"
                ? "Iniciando sesión..."
                : "Iniciar Sesión"}
            </button>
          </Form>
          <div className="mt-4">
            {loaderData.googleEnabled ? (
              <a
                href={loaderData.googleHref}
                className="flex h-11 w-full items-center justify-center rounded-md border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50"
              >
                Continuar con Google
              </a>
            ) : (
              <p className="rounded-md bg-gray-50 p-3 text-center text-sm text-gray-600">
                El inicio de sesión con Google no está disponible en este momento.
              </p>
            )}
          </div>
        </Tabs.Content>

        <Tabs.Content value="register" className="mt-6">
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="register" />
            <div className="grid grid-cols-2 gap-3">
              <Field
                name="firstName"
                labelText="Nombre"
                autoComplete="given-name"
                defaultValue={values.firstName}
                error={errors.firstName}
              />
              <Field
                name="lastName"
                labelText="Apellido"
                autoComplete="family-name"
                defaultValue={values.lastName}
                error={errors.lastName}
              />
            </div>
            <Field
              name="email"
              labelText="Correo electrónico"
              type="email"
              autoComplete="email"
              defaultValue={result?.intent === "register" ? values.email : ""}
              error={result?.intent === "register" ? errors.email : undefined}
            />
            <Field
              name="password"
              labelText="Contraseña"
              type="password"
              autoComplete="new-password"
              error={result?.intent === "register" ? errors.password : undefined}
            />
            <Field
              name="confirmPassword"
              labelText="Confirmar contraseña"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
            <button
              type="submit"
              disabled={busy}
              className="h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Crear cuenta
            </button>
            <SignupLegalNotice />
          </Form>
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
