import { ChevronLeft, ChevronRight } from "../../components/icons/icons.tsx";
import { Link } from "react-router";
import { paginationWindow } from "../../../common/pagination.ts";

/** Page links (crawlable, shareable); nothing when there is a single page. */
export function PaginationNav({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const items = paginationWindow(page, totalPages);
  if (items.length === 0) return null;
  const base =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
  const edge = (target: number, disabled: boolean, label: string, icon: React.ReactNode) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={`${base} cursor-not-allowed border-gray-200 text-gray-400`}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={label === "Página anterior" ? "prev" : "next"}
        className={`${base} border-gray-300 text-gray-700 hover:bg-gray-50`}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </Link>
    );
  return (
    <nav aria-label="Paginación" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge(
        page - 1,
        page <= 1,
        "Página anterior",
        <ChevronLeft aria-hidden="true" className="size-4" />,
      )}
      {items.map((item) =>
        item.type === "ellipsis" ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-gray-500">
            …
          </span>
        ) : item.page === page ? (
          <span
            key={item.page}
            aria-current="page"
            className={`${base} border-brand-600 bg-brand-600 text-white`}
          >
            {item.page}
          </span>
        ) : (
          <Link
            key={item.page}
            to={hrefFor(item.page)}
            aria-label={`Página ${item.page}`}
            className={`${base} border-gray-300 text-gray-700 hover:bg-gray-50`}
          >
            {item.page}
          </Link>
        ),
      )}
      {edge(
        page + 1,
        page >= totalPages,
        "Página siguiente",
        <ChevronRight aria-hidden="true" className="size-4" />,
      )}
    </nav>
  );
}
