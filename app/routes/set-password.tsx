import { CheckCircle2, KeyRound, XCircle } from "../components/icons/icons.tsx";
import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigate, useNavigation } from "react-router";
import {
  SET_PASSWORD_MESSAGES,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../common/doctors/registration.ts";
import { TextField, fieldErrors } from "../features/doctors/registration/fields.tsx";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/set-password";

const REDIRECT_MS = 2000;

/** The link is checked, not spent, when the page opens: mail scanners may open it first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "missing" as const, token };
  const parsed = setPasswordSchema.shape.token.safeParse(token);
  const live =
    parsed.success && (await context.services.doctorRegistration.passwordLinkIsLive(token));
  return { state: live ? ("ready" as const) : ("invalid" as const), token };
}

/** Works without JavaScript: the form posts here (set the password, or ask for a new link). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const service = context.services.doctorRegistration;
  if (form.intent === "request") {
    const parsed = setPasswordLinkRequestSchema.safeParse(form);
    if (!parsed.success)
      return data(
        {
          intent: "request" as const,
          ok: false as const,
          errors: fieldErrors(parsed.error.issues),
        },
        { status: 400 },
      );
    const { message } = await service.requestPasswordLink(parsed.data.email);
    return { intent: "request" as const, ok: true as const, message };
  }
  const parsed = setPasswordSchema.safeParse(form);
  if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "token"))
    return data(
      { intent: "set" as const, ok: false as const, expired: true, errors: {} },
      { status: 400 },
    );
  if (!parsed.success)
    return data(
      { intent: "set" as const, ok: false as const, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  try {
    const { message } = await service.setPassword(parsed.data);
    return { intent: "set" as const, ok: true as const, message };
  } catch (error) {
    // The service's 400 means a link that is unknown, used or expired.
    if (refusalOf(error).status !== 400) throw error;
    return data(
      { intent: "set" as const, ok: false as const, expired: true, errors: {} },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Crea tu contraseña - ${brandName}`,
    description: "Crea la contraseña de tu cuenta de médico.",
    canonical: `${siteUrl}/crear-contrasena`,
    noIndex: true,
  });
};

function Heading({ icon, title }: { icon: React.ReactNode; title: string }) {
  return (
    <>
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-center text-2xl font-bold text-gray-900">{title}</h1>
    </>
  );
}

/** For a missing, used or expired link: ask for another one by email. */
function RequestNewLink({
  result,
  busy,
}: {
  result: ReturnType<typeof useActionData<typeof action>>;
  busy: boolean;
}) {
  const requested = result?.intent === "request" ? result : undefined;
  if (requested?.ok)
    return (
      <p role="status" className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-800">
        {requested.message}
      </p>
    );
  const errors: Record<string, string> = requested && !requested.ok ? requested.errors : {};
  return (
    <Form method="post" className="mt-6 space-y-4 text-left" noValidate>
      <input type="hidden" name="intent" value="request" />
      <TextField
        id="enlace-email"
        name="email"
        label="Tu correo electrónico"
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email}
      />
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-md border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        Enviarme un nuevo enlace
      </button>
    </Form>
  );
}

/** /crear-contrasena?token=…: the emailed link of a doctor who registered without a password. */
export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle";
  const done = result?.intent === "set" && result.ok;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const expired = result?.intent === "set" && !result.ok && "expired" in result;
  const state = expired ? "invalid" : loaderData.state;

  if (done) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" role="status">
        <Heading
          icon={<CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />}
          title="¡Contraseña creada!"
        />
        <p className="mt-3 text-gray-700">{result.message}</p>
        <Link
          to="/login"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Iniciar sesión
        </Link>
      </div>
    );
  }

  if (state !== "ready") {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <Heading
          icon={<XCircle aria-hidden="true" className="size-12 text-red-600" />}
          title={
            state === "missing" ? SET_PASSWORD_MESSAGES.tokenMissing : "No pudimos usar este enlace"
          }
        />
        {state === "invalid" ? (
          <p className="mt-3 text-gray-700">{SET_PASSWORD_MESSAGES.tokenInvalid}</p>
        ) : null}
        <RequestNewLink result={result} busy={busy} />
        <p className="mt-6 text-sm text-gray-700">
          ¿Ya tienes contraseña?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Inicia sesión
          </Link>
        </p>
      </div>
    );
  }

  const errors: Record<string, string> =
    result?.intent === "set" && !result.ok ? result.errors : {};
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Heading
        icon={<KeyRound aria-hidden="true" className="size-12 text-brand-600" />}
        title="Crea tu contraseña"
      />
      <p className="mt-3 text-center text-gray-700">
        Con ella entrarás a tu panel de control. Usa al menos 8 caracteres.
      </p>
      <Form method="post" className="mt-8 space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          id="nueva-contrasena"
          name="password"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={errors.password}
        />
        <TextField
          id="confirmar-contrasena"
          name="confirmPassword"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Guardando..." : "Crear contraseña"}
        </button>
      </Form>
    </div>
  );
}
