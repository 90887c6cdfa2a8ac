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

/** Where a toast waits for the next page of the tab (a full page load starts a new store). */
const CARRIED_TOAST_KEY = "aviso-pendiente";

/**
 * Keeps `input` for the next page this tab loads, which shows it (`showCarriedToast`): a toast
 * shown just before a full page load (the sign-out goes home that way) was gone with the old
 * page, often before anyone could read it.
 */
export function toastOnNextPage(input: ToastInput): void {
  if (typeof window === "undefined") return;
  try {
    window.sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode, quota): the toast is only shown on this page.
  }
}

/** Shows, once, the toast the previous page of this tab left for it. */
export function showCarriedToast(): void {
  if (typeof window === "undefined") return;
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(CARRIED_TOAST_KEY);
    window.sessionStorage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  let carried: unknown;
  try {
    carried = JSON.parse(stored);
  } catch {
    return;
  }
  if (typeof carried !== "object" || carried === null) return;
  const { title, description, variant } = carried as Record<string, unknown>;
  if (typeof title !== "string") return;
  toast({
    title,
    ...(typeof description === "string" ? { description } : {}),
    variant: variant === "destructive" ? "destructive" : "default",
  });
}
