import { Menu, ShieldCheck, Stethoscope, X } from "../icons/icons.tsx";
import { Link, NavLink } from "react-router";
import { SIGN_OUT_PATH, SignOutForm } from "./sign-out-form.tsx";
import { apiRequest } from "../../lib/api-request.ts";
import { useDisclosure } from "./use-disclosure.ts";
// Not a lazy chunk: the menu must open on the server's HTML, before any script has loaded.
import { UserMenu, type HeaderUser } from "./user-menu.tsx";

const NAV_LINKS = [
  { to: "/", label: "Para Pacientes" },
  { to: "/especialidades", label: "Especialidades" },
  { to: "/blog", label: "Blog" },
  { to: "/para-medicos", label: "Para Médicos" },
  { to: "/ayuda", label: "Ayuda" },
] as const;

/** A signed-in administrator (their own session, not a patient's or doctor's account). */
export interface HeaderAdmin {
  username: string;
}

/** Signs the administrator out; a full page load forgets the panel's state. */
function adminLogout() {
  void apiRequest("POST", "/api/admin/logout")
    .catch(() => undefined)
    .finally(() => window.location.assign("/admin/login"));
}

/** 'Administrador: nombre', the way to the panel and a sign-out button. */
function AdminSession({ admin, stacked }: { admin: HeaderAdmin; stacked?: boolean }) {
  const link = stacked
    ? "block rounded px-2 py-2 font-medium text-gray-800 hover:bg-gray-50"
    : "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  const button = stacked
    ? "mt-2 block w-full rounded-md border border-gray-300 px-3 py-2 text-center font-semibold text-gray-800"
    : "rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50";
  return (
    <>
      <Link to="/admin" className={link} aria-label={`Panel de administración (${admin.username})`}>
        <ShieldCheck aria-hidden="true" className="inline size-4" />
        Panel de administración
        <span className={stacked ? "ml-1 text-gray-600" : "sr-only"}>({admin.username})</span>
      </Link>
      <form
        method="post"
        action={SIGN_OUT_PATH}
        className={stacked ? undefined : "inline"}
        onSubmit={(event) => {
          event.preventDefault();
          adminLogout();
        }}
      >
        <button type="submit" className={button}>
          Cerrar sesión de administrador
        </button>
      </form>
    </>
  );
}

export function SiteHeader({
  brandName,
  user,
  admin = null,
}: {
  brandName: string;
  user: HeaderUser | null;
  admin?: HeaderAdmin | null;
}) {
  // The phone menu: a disclosure that works before hydration and closes on navigation.
  const { ref: menuRef, close } = useDisclosure();

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded font-semibold text-brand-700"
          onClick={close}
        >
          <Stethoscope aria-hidden="true" className="size-7" />
          <span className="text-lg">{brandName}</span>
        </Link>

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded px-1 py-2 hover:text-brand-700 ${isActive ? "text-brand-700" : "text-gray-700"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          {admin ? <AdminSession admin={admin} /> : null}
          {admin && !user ? null : user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Link
                to="/para-medicos"
                className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                ¿Eres profesional de la salud?
              </Link>
              <Link
                to="/login"
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Iniciar Sesión
              </Link>
            </>
          )}
        </div>

        <details ref={menuRef} className="group md:hidden">
          <summary className="flex cursor-pointer list-none rounded-md p-2 text-gray-700 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            {/* Its name follows the state without script: the other one is display:none. */}
            <span className="sr-only group-open:hidden">Abrir menú</span>
            <span className="sr-only hidden group-open:block">Cerrar menú</span>
          </summary>
          <nav
            id="mobile-menu"
            aria-label="Menú móvil"
            // Below the header bar, over the page (the header is sticky, so it is the anchor).
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-gray-200 bg-white shadow-lg"
          >
            <ul className="space-y-1 px-4 py-3">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded px-2 py-2 font-medium text-gray-800 hover:bg-gray-50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              {admin ? (
                <li>
                  <AdminSession admin={admin} stacked />
                </li>
              ) : null}
              {admin && !user ? null : user ? (
                <>
                  <li>
                    <Link
                      to={user.isProvider ? "/dashboard" : "/dashboard/paciente"}
                      onClick={close}
                      className="block rounded px-2 py-2 font-medium text-gray-800 hover:bg-gray-50"
                    >
                      {user.isProvider ? "Mi Panel de Control" : `Mi cuenta (${user.firstName})`}
                    </Link>
                  </li>
                  <li>
                    <SignOutForm buttonClassName="mt-2 block w-full rounded-md border border-gray-300 px-3 py-2 text-center font-semibold text-gray-800">
                      Cerrar Sesión
                    </SignOutForm>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link
                      to="/para-medicos"
                      onClick={close}
                      className="block rounded px-2 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      ¿Eres profesional de la salud?
                    </Link>
                  </li>
                  <li>
                    <Link
                      to="/login"
                      onClick={close}
                      className="mt-2 block rounded-md bg-brand-600 px-3 py-2 text-center font-semibold text-white"
                    >
                      Iniciar Sesión
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
