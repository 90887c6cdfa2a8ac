import { ListChecks } from "../../components/icons/icons.tsx";
import { useId, useState } from "react";
import { formatMxn } from "../../../common/text/format.ts";

export interface ServiceSummaryItem {
  name: string;
  price: number;
}

/** The first `max` services and how many were left out. */
export function summarizeServices<T extends ServiceSummaryItem>(
  services: readonly T[],
  max = 3,
): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: services.slice(0, limit), more: Math.max(0, services.length - limit) };
}

function servicesLabel(count: number): string {
  return count === 1 ? "1 servicio" : `${count} servicios`;
}

function moreLabel(count: number): string {
  return count === 1 ? "+1 servicio más" : `+${count} servicios más`;
}

/**
 * A plain tooltip (hover or keyboard focus, 700 ms delay as the spec's tooltips) without a
 * positioning library: ten cards per page should not pay for one. Escape hides it (WCAG 1.4.13).
 */
export function ServicesTooltip({ services }: { services: ServiceSummaryItem[] }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  if (services.length === 0) return null;
  const { shown, more } = summarizeServices(services);

  return (
    <span
      className="group relative inline-block"
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <button
        type="button"
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline decoration-dotted underline-offset-4 hover:bg-brand-50"
      >
        <ListChecks aria-hidden="true" className="size-4" />
        {servicesLabel(services.length)}
      </button>
      <span
        role="tooltip"
        id={id}
        className={`pointer-events-none invisible absolute right-0 bottom-full z-30 mb-2 w-72 max-w-[80vw] rounded-lg bg-ink px-3 py-2 text-left text-sm text-white opacity-0 shadow-lg transition-opacity ${
          dismissed
            ? ""
            : "group-hover:visible group-hover:opacity-100 group-hover:delay-700 group-focus-within:visible group-focus-within:opacity-100"
        }`}
      >
        <span className="block space-y-1">
          {shown.map((service, index) => (
            <span key={`${index}-${service.name}`} className="flex justify-between gap-4">
              <span className="min-w-0 break-words">{service.name}</span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatMxn(service.price)}
              </span>
            </span>
          ))}
        </span>
        {more > 0 ? <span className="mt-1 block text-gray-300">{moreLabel(more)}</span> : null}
      </span>
    </span>
  );
}
