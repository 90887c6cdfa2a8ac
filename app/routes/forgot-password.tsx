import { data, Form, Link, useActionData, useNavigation } from "react-router";
import {
  PASSWORD_RESET_MINUTES,
  passwordResetRequestSchema,
  type ResetAudience,
} from "../../common/accounts/password-reset.ts";
import { KeyRound, MailCheck } from "../components/icons/icons.tsx";
import { SubmitButton } from "../features/accounts/password-form-parts.tsx";
import { TextField, fieldErrors } from "../components/forms/account-fields.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

const audienceOf = (request: Request): ResetAudience =>
  new URL(request.url).searchParams.get("cuenta") === "admin" ? "admin" : "account";

/** /recuperar-contrasena (?cuenta=admin from /admin/login). */
export function loader({ request }: Route.LoaderArgs) {
  return { audience: audienceOf(request) };
}

/** Works without JavaScript. The answer is the same whether or not the email has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = passwordResetRequestSchema.safeParse({ ...form, audience: audienceOf(request) });
  if (!parsed.success)
    return data({ ok: false as const, errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  return {
    ok: true as const,
    message: context.services.passwordReset.request(parsed.data).message,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Recupera tu contraseña - ${brandName}`,
    description: "Recibe por correo un enlace para elegir una nueva contraseña.",
    canonical: `${siteUrl}/recuperar-contrasena`,
    noIndex: true,
  });
};

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const admin = loaderData.audience === "admin";
  const loginPath = admin ? "/admin/login" : "/login";

  if (result?.ok) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Revisa tu correo</h1>
        <p className="mt-3 text-gray-700">{result.message}</p>
        <Link to={loginPath} className="mt-8 inline-block font-semibold text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </div>
    );
  }

  const errors: Record<string, string> = result && !result.ok ? result.errors : {};
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <KeyRound aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-center text-2xl font-bold text-gray-900">
        ¿Olvidaste tu contraseña?
      </h1>
      <p className="mt-3 text-center text-gray-700">
        {admin
          ? "Escribe el correo registrado en tu cuenta de administrador y te enviaremos un enlace para elegir una nueva contraseña."
          : "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña."}{" "}
        El enlace vence en {PASSWORD_RESET_MINUTES} minutos.
      </p>
      <Form method="post" className="mt-8 space-y-4" noValidate>
        <TextField
          id="recuperar-email"
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
        />
        <SubmitButton busy={busy} busyLabel="Enviando...">
          Enviar enlace
        </SubmitButton>
      </Form>
      {admin ? (
        <p className="mt-6 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          ¿Tu cuenta de administrador no tiene correo? Pide a quien opera el servidor que ejecute{" "}
          <code className="break-all">npm run admin:create -- --username TU_USUARIO --reset</code>{" "}
          (con <code>--email</code> para añadir tu correo).
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm text-gray-700">
        ¿La recordaste?{" "}
        <Link to={loginPath} className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}
