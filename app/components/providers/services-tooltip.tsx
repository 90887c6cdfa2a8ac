import { ListChecks } from "../icons/icons.tsx";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
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

/** Hover delay before the list opens, as the spec's tooltips. */
const OPEN_DELAY_MS = 700;
/** Time to cross the gap between the button and the list without it closing. */
const CLOSE_GRACE_MS = 150;
/** Gap between the button and the list, and the least distance kept from the screen's edges. */
const SIDE_OFFSET = 6;
const EDGE_PADDING = 8;

interface Placement {
  side: "top" | "bottom";
  left: number;
  top: number;
  /** The arrow's distance from the list's left edge: it points at the button's middle. */
  arrowLeft: number;
}

/**
 * Where the list goes: above the button, its right edge on the button's (align end), below
 * when there is no room above, and shifted to stay EDGE_PADDING inside the screen.
 */
export function placeTooltip(
  trigger: { top: number; bottom: number; left: number; right: number },
  content: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const roomAbove = trigger.top - SIDE_OFFSET - content.height >= EDGE_PADDING;
  const roomBelow = trigger.bottom + SIDE_OFFSET + content.height <= viewport.height - EDGE_PADDING;
  const side = roomAbove || !roomBelow ? "top" : "bottom";
  const top =
    side === "top" ? trigger.top - SIDE_OFFSET - content.height : trigger.bottom + SIDE_OFFSET;
  const widest = viewport.width - EDGE_PADDING - content.width;
  const left = Math.max(EDGE_PADDING, Math.min(trigger.right - content.width, widest));
  const middle = (trigger.left + trigger.right) / 2 - left;
  const arrowLeft = Math.max(12, Math.min(middle, content.width - 12));
  return { side, left, top, arrowLeft };
}

/**
 * The card's services and prices on hover (after 700 ms, as the spec's tooltips), keyboard
 * focus or tap. It meets WCAG 1.4.13: the pointer can move onto the list without it closing
 * (hoverable), it stays until the pointer or focus leaves (persistent), and Escape closes it
 * without moving the pointer or focus (dismissable). It opens above the button, or below when
 * there is no room above, and never past the screen's edges. Hand-made instead of Radix
 * Tooltip: its positioning library was 10 KB (gzip) of every results page's first load.
 */
export function ServicesTooltip({ services }: { services: ServiceSummaryItem[] }) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLSpanElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);
  const show = useCallback(() => {
    clearTimers();
    setOpen(true);
  }, [clearTimers]);
  const hide = useCallback(() => {
    clearTimers();
    setOpen(false);
    setPlacement(null);
  }, [clearTimers]);
  const showLater = () => {
    clearTimeout(closeTimer.current);
    if (!open) openTimer.current = setTimeout(show, OPEN_DELAY_MS);
  };
  const hideSoon = () => {
    clearTimeout(openTimer.current);
    closeTimer.current = setTimeout(hide, CLOSE_GRACE_MS);
  };

  useEffect(() => clearTimers, [clearTimers]);

  // Placed before the browser paints it, from the button's and the list's real sizes.
  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !contentRef.current) return;
    const content = contentRef.current.getBoundingClientRect();
    setPlacement(
      placeTooltip(
        triggerRef.current.getBoundingClientRect(),
        { width: content.width, height: content.height },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      ),
    );
  }, [open]);

  // While open: Escape closes it, and so do a tap elsewhere and scrolling (the list is fixed
  // to where the button was).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (triggerRef.current?.contains(target) || contentRef.current?.contains(target)) return;
      hide();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", hide, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", hide);
    };
  }, [open, hide]);

  if (services.length === 0) return null;
  const { shown, more } = summarizeServices(services);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-describedby={open ? id : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") showLater();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") hideSoon();
        }}
        onFocus={show}
        onBlur={hide}
        // A tap has no hover: it opens the list.
        onClick={show}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline decoration-dotted underline-offset-4 hover:bg-brand-50"
      >
        <ListChecks aria-hidden="true" className="size-4" />
        {servicesLabel(services.length)}
      </button>
      {open
        ? createPortal(
            <span
              ref={contentRef}
              id={id}
              role="tooltip"
              data-testid="servicios-detalle"
              data-side={placement?.side ?? "top"}
              onPointerEnter={() => clearTimeout(closeTimer.current)}
              onPointerLeave={hideSoon}
              style={{
                position: "fixed",
                left: placement?.left ?? 0,
                top: placement?.top ?? 0,
                visibility: placement ? "visible" : "hidden",
              }}
              className="z-30 block w-72 max-w-[calc(100vw-16px)] rounded-lg bg-ink px-3 py-2 text-left text-sm text-white shadow-lg"
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
              {more > 0 ? (
                <span className="mt-1 block text-gray-300">{moreLabel(more)}</span>
              ) : null}
              <span
                aria-hidden="true"
                style={{ left: (placement?.arrowLeft ?? 12) - 6 }}
                className={`absolute size-0 border-x-[6px] border-x-transparent ${
                  placement?.side === "bottom"
                    ? "-top-1.5 border-b-[6px] border-b-ink"
                    : "-bottom-1.5 border-t-[6px] border-t-ink"
                }`}
              />
            </span>,
            document.body,
          )
        : null}
    </>
  );
}
