import { CircleHelp, X } from "../icons/icons.tsx";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HELP_MESSAGES, type HelpMessage } from "../../../common/content/help-messages.ts";

/** Spec public-side 3: dismissed help ids are kept in localStorage under this key. */
export const DISMISSED_KEY = "dismissedTooltips";

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function rememberDismissed(id: string): void {
  try {
    const ids = new Set(readDismissed()).add(id);
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify([...ids]));
  } catch {
    // Private browsing without storage: the hint simply comes back next visit.
  }
}

/** The message for a path: exact routes, or a prefix when the route ends with "/". */
export function helpMessageFor(
  messages: readonly HelpMessage[],
  pathname: string,
): HelpMessage | undefined {
  return messages.find((message) =>
    message.route.endsWith("/") && message.route !== "/"
      ? pathname.startsWith(message.route)
      : pathname === message.route,
  );
}

/**
 * The help of /, /registro-paciente, /profesional/… and /login (spec public-side 2 and 4),
 * as an inline hint in the page's flow where the page puts it: a floating bubble covered the
 * home page's 'Buscar' button and the first result on phones. Error pages render no hint,
 * since their boundary replaces the page that would place it.
 *
 * A visitor sees a message once: showing it records its id as seen, and later visits (or
 * closing it) leave a small 'Abrir ayuda' button in its place.
 *
 * The server renders the message as a first visit sees it (the texts are 2 KB), so it is part
 * of the first paint instead of appearing a second later as the page's largest element (LCP);
 * only a visitor who has seen it before has it folded into the button after hydration.
 */
export function HelpBubble({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const message = helpMessageFor(HELP_MESSAGES, pathname);

  useEffect(() => {
    if (!message) return;
    const seen = Boolean(message.showOnce) && readDismissed().includes(message.id);
    setOpen(!seen);
    // Shown once per visitor: the next visit starts from the 'Abrir ayuda' button.
    if (!seen && message.showOnce) rememberDismissed(message.id);
  }, [message]);

  if (!message) return null;

  if (!open) {
    return (
      <div className={className}>
        <button
          type="button"
          aria-label="Abrir ayuda"
          aria-expanded="false"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <CircleHelp aria-hidden="true" className="size-5" />
          Ayuda
        </button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="ayuda-titulo"
      className={`rounded-xl border border-brand-200 bg-brand-50 p-4 text-left ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="ayuda-titulo" className="flex items-center gap-2 font-bold text-gray-900">
          <CircleHelp aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {message.title}
        </h2>
        <button
          type="button"
          aria-label="Cerrar ayuda"
          onClick={() => {
            rememberDismissed(message.id);
            setOpen(false);
          }}
          className="-m-1 flex size-11 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-white hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-700">{message.message}</p>
    </section>
  );
}
