import { ListChecks } from "lucide-react";
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

export function ServicesTooltip({ services }: { services: ServiceSummaryItem[] }) {
  if (services.length === 0) return null;
  const { shown, more } = summarizeServices(services);

  return (
    // Own provider so the component works wherever it is dropped, without app-level setup.
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger
          type="button"
          className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline decoration-dotted underline-offset-4 hover:bg-brand-50"
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {servicesLabel(services.length)}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
          >
            <ul className="space-y-1">
              {shown.map((service, index) => (
                <li key={`${index}-${service.name}`} className="flex justify-between gap-4">
                  <span className="min-w-0 break-words">{service.name}</span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {formatMxn(service.price)}
                  </span>
                </li>
              ))}
            </ul>
            {more > 0 ? <p className="mt-1 text-gray-300">{moreLabel(more)}</p> : null}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
