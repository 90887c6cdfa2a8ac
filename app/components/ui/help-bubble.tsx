import { CircleHelp, X } from "../icons/icons.tsx";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { HelpMessage } from "../../../common/content/help-messages.ts";

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
    // Private browsing without storage: the bubble simply comes back next visit.
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
 * The help bubble of /, /registro-paciente, /profesional/… and /login (spec public-side 2
 * and 4; the canonical /{slug}/{specialty}/{city} profile stays free of it, so nothing covers
 * a doctor's details on a small phone).
 * Shown when not dismissed; closing records the id and leaves a round 'Abrir ayuda'
 * button that brings it back. Its texts load after the page, never before it.
 */
export function HelpBubble() {
  const { pathname } = useLocation();
  const [messages, setMessages] = useState<readonly HelpMessage[] | null>(null);
  const [open, setOpen] = useState<boolean | null>(null);

  const candidate =
    pathname === "/" ||
    pathname === "/registro-paciente" ||
    pathname === "/login" ||
    pathname.startsWith("/profesional/");

  useEffect(() => {
    if (!candidate || messages) return;
    let cancelled = false;
    void import("../../../common/content/help-messages.ts").then((module) => {
      if (!cancelled) setMessages(module.HELP_MESSAGES);
    });
    return () => {
      cancelled = true;
    };
  }, [candidate, messages]);

  const message = messages && candidate ? helpMessageFor(messages, pathname) : undefined;

  useEffect(() => {
    if (!message) return;
    // Spec: shown when the message is not showOnce or its id was never dismissed.
    const dismissed = Boolean(message.showOnce) && readDismissed().includes(message.id);
    setOpen(!dismissed);
  }, [message]);

  if (!message || open === null) return null;
  const side = message.position === "bottom-left" ? "left-4" : "right-4";

  if (!open) {
    return (
      <button
        type="button"
        aria-label="Abrir ayuda"
        aria-expanded="false"
        onClick={() => setOpen(true)}
        className={`fixed bottom-4 ${side} z-40 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800`}
      >
        <CircleHelp aria-hidden="true" className="size-6" />
      </button>
    );
  }

  return (
    <aside
      aria-labelledby="ayuda-titulo"
      className={`fixed bottom-4 ${side} z-40 w-[calc(100%-2rem)] max-w-sm rounded-xl border border-gray-200 bg-white p-4 shadow-xl`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="ayuda-titulo" className="font-bold text-gray-900">
          {message.title}
        </h2>
        <button
          type="button"
          aria-label="Cerrar ayuda"
          onClick={() => {
            rememberDismissed(message.id);
            setOpen(false);
          }}
          className="rounded-md p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-2 text-sm text-gray-700">{message.message}</p>
    </aside>
  );
}
