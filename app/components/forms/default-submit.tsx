import type { ReactNode } from "react";

/**
 * The form's first submit button, out of sight and out of the tab order: pressing Enter in a
 * field submits with it (a browser submits with the first submit button in the form), not with
 * a submit button placed earlier that does something else ('Atrás', 'Eliminar'), which must be
 * submit buttons to work before the page's scripts run.
 */
export function DefaultSubmit({
  name,
  value,
  disabled,
  children,
}: {
  name?: string;
  value?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    >
      {children}
    </button>
  );
}
