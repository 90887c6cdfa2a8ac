import { LockKeyhole, LogIn } from "../../components/icons/icons.tsx";
import { Link } from "react-router";
import { logout } from "../../components/layout/logout.ts";

export const DASHBOARD_LOGIN_PATH = `/login?returnUrl=${encodeURIComponent("/dashboard")}`;

const primary =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700";
const secondary =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50";

/**
 * Spec: 'Acceso no autorizado' with a login button when there is no provider. Signed out,
 * the button opens /login and comes back here; signed in with an account that owns no
 * listing, logging in again means leaving this account first.
 */
export function NotAuthorized({ signedInAs }: { signedInAs: string | null }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockKeyhole aria-hidden="true" className="mx-auto size-12 text-gray-400" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Acceso no autorizado</h1>
      {signedInAs === null ? (
        <>
          <p className="mt-4 text-gray-700">
            Inicia sesión con la cuenta de tu perfil médico para entrar a tu panel de control.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={DASHBOARD_LOGIN_PATH} className={primary}>
              <LogIn aria-hidden="true" className="size-4" />
              Iniciar sesión
            </Link>
            <Link to="/para-medicos" className={secondary}>
              Registrar mi perfil médico
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-gray-700">
            La cuenta <span className="font-semibold break-all">{signedInAs}</span> no tiene un
            perfil médico. El panel de control es para los médicos que administran su perfil en el
            directorio.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              className={primary}
              onClick={() => logout(() => window.location.assign(DASHBOARD_LOGIN_PATH))}
            >
              <LogIn aria-hidden="true" className="size-4" />
              Iniciar sesión con otra cuenta
            </button>
            <Link to="/para-medicos" className={secondary}>
              Registrar mi perfil médico
            </Link>
          </div>
          <p className="mt-6 text-sm">
            <Link to="/dashboard/paciente" className="text-brand-700 underline">
              Ir a mi cuenta de paciente
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
