export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, "title" | "variant">> {
  id: number;
  description: string | undefined;
  open: boolean;
}

// Module-level store so toast() works from any handler without a React context.
// Only one toast is kept: a new one replaces the current (spec: one at a time).
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function setCurrent(item: ToastItem | null): void {
  current = item;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): ToastItem | null {
  return current;
}

// The server never shows toasts; a constant snapshot also keeps hydration consistent.
export function getServerSnapshot(): null {
  return null;
}

/** Shows a toast, replacing any toast currently on screen. */
export function toast(input: ToastInput): void {
  // On the server this module is shared by every request: a toast stored here would leak
  // into someone else's page, so toasts are a browser-only concern.
  if (typeof window === "undefined") return;
  setCurrent({
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    open: true,
  });
}

export function dismiss(id: number): void {
  // Ignore late close events from a toast that has already been replaced.
  if (current?.id !== id) return;
  setCurrent({ ...current, open: false });
}
