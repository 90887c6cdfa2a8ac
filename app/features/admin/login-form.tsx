import { Loader2, LogIn } from "../../components/icons/icons.tsx";
import { useEffect, useId } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "../../../common/admin/providers.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { CheckingSession, SESSION_ENDED } from "./admin-panel.tsx";
import { inputClass, primaryButton } from "./ui.tsx";

/**
 * /admin/login (admin-side 2): username and password, both required. Posts to the page's
 * action (it works without JavaScript); a failure is the destructive 'Error de autenticación'
 * toast with the server's message.
 */
export function AdminLoginForm() {
  const id = useId();
  const navigation = useNavigation();
  const result = useActionData<{ error: string } | undefined>();
  const [searchParams] = useSearchParams();
  const sessionEnded = searchParams.get("sesion") === SESSION_ENDED && !result;
  const submitting = navigation.state === "submitting" && navigation.formAction === "/admin/login";
  const entering = navigation.state === "loading" && navigation.location.pathname === "/admin";

  useEffect(() => {
    if (result?.error) {
      toast({ title: M.authError, description: result.error, variant: "destructive" });
    }
  }, [result]);

  if (entering) return <CheckingSession />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">Panel de administración</h1>
        <p className="mt-1 text-sm text-gray-700">
          Acceso solo para el equipo que administra el directorio.
        </p>
        {sessionEnded ? (
          <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {M.sessionEnded}
          </p>
        ) : null}
        <Form method="post" action="/admin/login" className="mt-6 space-y-4">
          <div>
            <label htmlFor={`${id}-usuario`} className="block text-sm font-medium text-gray-800">
              Usuario
            </label>
            <input
              id={`${id}-usuario`}
              name="username"
              autoComplete="username"
              required
              maxLength={100}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-clave`} className="block text-sm font-medium text-gray-800">
              Contraseña
            </label>
            <input
              id={`${id}-clave`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              className={inputClass}
            />
          </div>
          {result?.error ? (
            <p role="alert" className="text-sm text-red-700">
              {result.error}
            </p>
          ) : null}
          <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
            {submitting ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <LogIn aria-hidden="true" className="size-4" />
            )}
            {submitting ? M.loggingIn : "Iniciar sesión"}
          </button>
        </Form>
        <p className="mt-4 text-right text-sm">
          <Link
            to="/recuperar-contrasena?cuenta=admin"
            className="font-semibold text-brand-700 underline"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
      </div>
    </div>
  );
}
