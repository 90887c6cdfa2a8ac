import { data, Form, Link, useActionData, useNavigation } from "react-router";
import {
  ACCOUNT_PASSWORD_MIN,
  ADMIN_PASSWORD_MIN,
  PASSWORD_RESET_MESSAGES,
  passwordResetSchema,
  type ResetAudience,
} from "../../common/accounts/password-reset.ts";
import { CheckCircle2, KeyRound, XCircle } from "../components/icons/icons.tsx";
import { NewPasswordFields, SubmitButton } from "../features/accounts/password-form-parts.tsx";
import { fieldErrors } from "../components/forms/account-fields.tsx";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/reset-password";

/** The link is checked, not spent, when the page opens: mail scanners may open it first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "missing" as const, token, audience: null };
  const wellFormed = passwordResetSchema.shape.token.safeParse(token).success;
  const audience = wellFormed ? await context.services.passwordReset.liveAudience(token) : null;
  return audience
    ? { state: "ready" as const, token, audience }
    : { state: "invalid" as const, token, audience: null };
}

const invalidLink = () =>
  data({ ok: false as const, expired: true as const, errors: {} }, { status: 400 });

/** Works without JavaScript: the form posts the token with the new password. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = passwordResetSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "token")) return invalidLink();
    return data({ ok: false as const, errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  }
  try {
    const done = await context.services.passwordReset.reset(parsed.data);
    return { ok: true as const, message: done.message, audience: done.audience };
  } catch (error) {
    const { status, message } = refusalOf(error);
    if (status !== 400) throw error;
    if (message === PASSWORD_RESET_MESSAGES.adminPasswordMin)
      return data({ ok: false as const, errors: { password: message } }, { status });
    return invalidLink();
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Elige una nueva contraseña - ${brandName}`,
    description: "Restablece la contraseña de tu cuenta.",
    canonical: `${siteUrl}/restablecer-contrasena`,
    noIndex: true,
  });
};

const loginPathOf = (audience: ResetAudience | null) =>
  audience === "admin" ? "/admin/login" : "/login";

/** /restablecer-contrasena?token=…: the emailed link of "¿Olvidaste tu contraseña?". */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";

  if (result?.ok) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">¡Contraseña cambiada!</h1>
        <p className="mt-3 text-gray-700">{result.message}</p>
        <Link
          to={loginPathOf(result.audience)}
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Iniciar sesión
        </Link>
      </div>
    );
  }

  const expired = result && !result.ok && "expired" in result;
  if (expired || loaderData.state !== "ready") {
    const admin = new URLSearchParams({ cuenta: "admin" });
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <XCircle aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">No pudimos usar este enlace</h1>
        <p className="mt-3 text-gray-700">
          {loaderData.state === "missing" && !expired
            ? PASSWORD_RESET_MESSAGES.tokenMissing
            : PASSWORD_RESET_MESSAGES.tokenInvalid}
        </p>
        <Link
          to={`/recuperar-contrasena${loaderData.audience === "admin" ? `?${admin}` : ""}`}
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Solicitar un nuevo enlace
        </Link>
      </div>
    );
  }

  const minimum = loaderData.audience === "admin" ? ADMIN_PASSWORD_MIN : ACCOUNT_PASSWORD_MIN;
  const errors: Record<string, string> = result && !result.ok ? result.errors : {};
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <KeyRound aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-center text-2xl font-bold text-gray-900">
        Elige una nueva contraseña
      </h1>
      <p className="mt-3 text-center text-gray-700">
        Usa al menos {minimum} caracteres. Al guardarla cerraremos todas tus sesiones abiertas.
      </p>
      <Form method="post" className="mt-8 space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields idPrefix="restablecer" minLength={minimum} errors={errors} />
        <SubmitButton busy={busy} busyLabel="Guardando...">
          Guardar contraseña
        </SubmitButton>
      </Form>
    </div>
  );
}
