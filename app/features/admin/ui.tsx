import { ChevronLeft, ChevronRight } from "../../components/icons/icons.tsx";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  APPROVAL_STATUS_LABELS,
  sourceBadgeLabel,
  type ApprovalStatus,
} from "../../../common/admin/providers.ts";
import { adminPageItems, adminPager } from "../../../common/pagination.ts";
import { formatDateTime as formatMexicoDateTime } from "../../../common/time/format.ts";

export const buttonBase =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButton = `${buttonBase} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`;
export const dangerButton = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;
export const successButton = `${buttonBase} bg-green-700 text-white hover:bg-green-800`;
export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 aria-invalid:border-red-600";

const TONES = {
  gray: "bg-gray-100 text-gray-800",
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
  violet: "bg-violet-100 text-violet-800",
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone = "gray", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<ApprovalStatus, Tone> = {
  pending: "amber",
  approved: "green",
  rejected: "red",
  needs_review: "blue",
};

export function StatusBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{APPROVAL_STATUS_LABELS[status]}</Badge>;
}

/** 'Validada'; 'Pendiente' when a number exists but is not validated; 'Sin cédula'. */
export function CedulaBadge({
  licenseNumber,
  licenseVerified,
}: {
  licenseNumber: string | null;
  licenseVerified: boolean;
}) {
  if (licenseVerified) return <Badge tone="green">Validada</Badge>;
  if (licenseNumber?.trim()) return <Badge tone="amber">Pendiente</Badge>;
  return <Badge tone="gray">Sin cédula</Badge>;
}

export function SourceBadge({ dataSource }: { dataSource: string }) {
  return <Badge tone="violet">{sourceBadgeLabel(dataSource)}</Badge>;
}

const NUMBER = new Intl.NumberFormat("es-MX");

/** Date and time in Mexico City, the same on the server and in the browser. */
export function formatDateTime(iso: string | null): string {
  return iso ? formatMexicoDateTime(iso) : "—";
}

export function formatCount(n: number): string {
  return NUMBER.format(n);
}

/**
 * 'Mostrando X a Y de N resultados', previous, next and at most five page buttons; shown only
 * when there is more than one page. With `hrefOf` the pages are links (they work from the
 * keyboard and before scripts load, and can be shared); otherwise buttons calling `onPage`.
 */
export function AdminPagination({
  page,
  pageSize,
  total,
  onPage,
  hrefOf,
}: {
  page: number;
  pageSize: number;
  total: number;
} & (
  | { onPage: (page: number) => void; hrefOf?: undefined }
  | { hrefOf: (page: number) => string; onPage?: undefined }
)) {
  const pager = adminPager(page, pageSize, total);
  if (!pager) return null;
  const { totalPages, from, to } = pager;
  const cell =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
  const plain = `${cell} border-gray-300 text-gray-700 hover:bg-gray-50`;
  const step = `${plain} gap-1 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-50`;

  /** One page control: a link, a button, or (the edge of the list) a control that does nothing. */
  function control(
    target: number,
    enabled: boolean,
    className: string,
    content: ReactNode,
    extra = {},
  ) {
    if (hrefOf) {
      return enabled ? (
        <Link to={hrefOf(target)} className={className} {...extra}>
          {content}
        </Link>
      ) : (
        <span aria-disabled="true" className={className}>
          {content}
        </span>
      );
    }
    return (
      <button
        type="button"
        className={className}
        disabled={!enabled}
        onClick={() => onPage?.(target)}
        {...extra}
      >
        {content}
      </button>
    );
  }

  return (
    <nav
      aria-label="Paginación"
      className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-gray-700">
        Mostrando {formatCount(from)} a {formatCount(to)} de {formatCount(total)} resultados
      </p>
      <div className="flex flex-wrap items-center gap-1">
        {control(
          page - 1,
          page > 1,
          step,
          <>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Anterior
          </>,
        )}
        {adminPageItems(page, totalPages).map((item) =>
          item.type === "ellipsis" ? (
            <span key={item.key} aria-hidden="true" className="px-1 text-gray-500">
              …
            </span>
          ) : (
            <Fragment key={item.page}>
              {control(
                item.page,
                true,
                item.page === page ? `${cell} border-brand-600 bg-brand-600 text-white` : plain,
                item.page,
                {
                  "aria-label": `Página ${item.page}`,
                  "aria-current": item.page === page ? "page" : undefined,
                },
              )}
            </Fragment>
          ),
        )}
        {control(
          page + 1,
          page < totalPages,
          step,
          <>
            Siguiente
            <ChevronRight aria-hidden="true" className="size-4" />
          </>,
        )}
      </div>
    </nav>
  );
}

/**
 * A labelled select over value/label pairs: controlled (`value`, `onChange`), or a plain form
 * field (`name`, `defaultValue`) that a GET form sends without scripts.
 */
export function SelectField({
  id,
  label,
  options,
  ...field
}: {
  id: string;
  label: string;
  options: readonly (readonly [string, string])[];
} & (
  { value: string; onChange: (value: string) => void } | { name: string; defaultValue: string }
)) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        {...("onChange" in field
          ? { value: field.value, onChange: (event) => field.onChange(event.target.value) }
          : field)}
        className={inputClass}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Nothing to list, in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
      {children}
    </p>
  );
}

/** The first load of a list: 'Cargando…' or the failure, announced. */
export function LoadState({
  error,
  loading,
  failed,
}: {
  error: boolean;
  loading: string;
  failed: string;
}) {
  return error ? (
    <p role="alert" className="text-sm text-red-700">
      {failed}
    </p>
  ) : (
    <p role="status" className="text-sm text-gray-700">
      {loading}
    </p>
  );
}
