import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "../icons/icons.tsx";
import { Link } from "react-router";
import { SignOutForm } from "./sign-out-form.tsx";
import { useDisclosure } from "./use-disclosure.ts";

export interface HeaderUser {
  firstName: string;
  lastName: string;
  isProvider: boolean;
  emailVerified: boolean;
}

const item =
  "flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-brand-50";

/**
 * The signed-in menu (spec: a button with the firstName; 'Mi Panel de Control' only for
 * providers; 'Cerrar Sesión'). A `<details>` disclosure rendered by the server, so a press
 * opens it before the page's scripts have loaded; hydrated, Escape and a press outside close it.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const { ref, close } = useDisclosure();
  return (
    <details ref={ref} className="group relative">
      <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
        <UserRound aria-hidden="true" className="size-4" />
        {user.firstName}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-gray-500 transition group-open:rotate-180"
        />
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
        <li>
          <Link
            to={user.isProvider ? "/dashboard" : "/dashboard/paciente"}
            className={item}
            onClick={close}
          >
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {user.isProvider ? "Mi Panel de Control" : "Mi cuenta"}
          </Link>
        </li>
        <li>
          <SignOutForm buttonClassName={item}>
            <LogOut aria-hidden="true" className="size-4" />
            Cerrar Sesión
          </SignOutForm>
        </li>
      </ul>
    </details>
  );
}
