import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "../icons/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

export interface HeaderUser {
  firstName: string;
  lastName: string;
  isProvider: boolean;
  emailVerified: boolean;
}

/**
 * The signed-in menu (spec: a button with the firstName; 'Mi Panel de Control' only for
 * providers; 'Cerrar Sesión'). A small disclosure: Escape and a click outside close it.
 */
export function UserMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const item =
    "flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-brand-50";
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        <UserRound aria-hidden="true" className="size-4" />
        {user.firstName}
        <ChevronDown aria-hidden="true" className="size-4 text-gray-500" />
      </button>
      {open ? (
        <ul
          id={id}
          className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          {user.isProvider ? (
            <li>
              <Link to="/dashboard" className={item} onClick={() => setOpen(false)}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Mi Panel de Control
              </Link>
            </li>
          ) : (
            <li>
              <Link to="/dashboard/paciente" className={item} onClick={() => setOpen(false)}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Mi cuenta
              </Link>
            </li>
          )}
          <li>
            <button type="button" className={item} onClick={onLogout}>
              <LogOut aria-hidden="true" className="size-4" />
              Cerrar Sesión
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
