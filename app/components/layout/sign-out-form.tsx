import type { ReactNode } from "react";
import { logout } from "./logout.ts";

/** The page that signs out a form posted before the scripts loaded (app/routes/sign-out.ts). */
export const SIGN_OUT_PATH = "/cerrar-sesion";

/**
 * 'Cerrar Sesión' as a form: without JavaScript the browser posts it and the server signs out
 * and goes home; once hydrated the submit is taken over for the spec's toast, then home.
 */
export function SignOutForm({
  className,
  buttonClassName,
  children,
}: {
  className?: string;
  buttonClassName: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        // A full page load clears every bit of signed-in state (spec: cache cleared).
        void logout(() => window.location.assign("/"));
      }}
    >
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </form>
  );
}
