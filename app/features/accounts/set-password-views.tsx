import { Form, Link } from "react-router";
import { SET_PASSWORD_MESSAGES } from "../../../common/doctors/registration.ts";
import { CheckCircle2, KeyRound, XCircle } from "../../components/icons/icons.tsx";
import { TextField } from "../../components/forms/account-fields.tsx";

/** What the page's action answered to "send me a new link". */
export type LinkRequestResult =
  { ok: true; message: string } | { ok: false; errors: Record<string, string> };

function Heading({ icon, title }: { icon: React.ReactNode; title: string }) {
  return (
    <>
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-center text-2xl font-bold text-gray-900">{title}</h1>
    </>
  );
}

/** For a missing, used or expired link: ask for another one by email. */
function RequestNewLink({ requested, busy }: { requested?: LinkRequestResult; busy: boolean }) {
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

/** The password was created: say so and offer the login (the page goes there by itself). */
export function PasswordCreated({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" role="status">
      <Heading
        icon={<CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />}
        title="¡Contraseña creada!"
      />
      <p className="mt-3 text-gray-700">{message}</p>
      <Link
        to="/login"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Iniciar sesión
      </Link>
    </div>
  );
}

/** No link, or one that is unknown, used or expired: ask for another one by email. */
export function UnusableLink({
  state,
  requested,
  busy,
}: {
  state: "missing" | "invalid";
  requested?: LinkRequestResult;
  busy: boolean;
}) {
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
      <RequestNewLink requested={requested} busy={busy} />
      <p className="mt-6 text-sm text-gray-700">
        ¿Ya tienes contraseña?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}

/** The password typed twice; the link's token travels with it (works without JavaScript). */
export function SetPasswordForm({
  token,
  errors,
  busy,
}: {
  token: string;
  errors: Record<string, string>;
  busy: boolean;
}) {
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
        <input type="hidden" name="token" value={token} />
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
