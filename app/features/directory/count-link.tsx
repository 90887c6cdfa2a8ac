import type { ReactNode } from "react";
import { Link } from "react-router";
import { doctorsLabel } from "../../lib/counts.ts";

/** A link to a results page with how many doctors it lists, as a bordered row. */
export function CountLink({
  to,
  count,
  children,
}: {
  to: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex justify-between rounded-lg border border-gray-200 p-4 hover:border-brand-600 hover:bg-brand-50"
    >
      <span className="font-medium text-gray-900">{children}</span>
      <span className="text-sm text-gray-600">{doctorsLabel(count)}</span>
    </Link>
  );
}
