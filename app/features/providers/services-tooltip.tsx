import { ListChecks } from "../../components/icons/icons.tsx";
import { useState } from "react";
import { Tooltip } from "radix-ui";
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
 * The card's services and prices on hover, keyboard focus or tap (700 ms hover delay, as the
 * spec's tooltips), with Radix Tooltip so it meets WCAG 1.4.13: the pointer can move onto the
 * text without it closing (hoverable), it stays until the pointer or focus leaves
 * (persistent), and Escape closes it without moving the pointer (dismissable). Radix places
 * it and flips or shifts it away from the viewport's edges, so a card at the edge of a phone
 * screen never cuts it off.
 */
export function ServicesTooltip({ services }: { services: ServiceSummaryItem[] }) {
  const [open, setOpen] = useState(false);
  if (services.length === 0) return null;
  const { shown, more } = summarizeServices(services);

  return (
    <Tooltip.Provider delayDuration={700}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            // A tap has no hover: it opens the list (Radix alone would close it on click).
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline decoration-dotted underline-offset-4 hover:bg-brand-50"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {servicesLabel(services.length)}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            align="end"
            sideOffset={6}
            collisionPadding={8}
            data-testid="servicios-detalle"
            className="z-30 w-72 max-w-[calc(100vw-16px)] rounded-lg bg-ink px-3 py-2 text-left text-sm text-white shadow-lg"
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
            <Tooltip.Arrow className="fill-ink" width={12} height={6} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
