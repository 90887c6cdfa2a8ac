import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends Required<Pick<ToastInput, "title" | "variant">> {
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): ToastItem | null {
  return current;
}

// The server never shows toasts; a constant snapshot also keeps hydration consistent.
function getServerSnapshot(): null {
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

function dismiss(id: number): void {
  // Ignore late close events from a toast that has already been replaced.
  if (current?.id !== id) return;
  setCurrent({ ...current, open: false });
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-gray-200 bg-white text-ink",
  destructive: "border-red-700 bg-red-700 text-white",
};

const CLOSE_CLASSES: Record<ToastVariant, string> = {
  default: "text-gray-500 hover:bg-gray-100 hover:text-gray-900",
  destructive: "text-red-50 hover:bg-red-800 focus-visible:outline-white",
};

/** Renders the toast region. Mount exactly once, in the root layout. */
export function Toaster() {
  const item = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  return (
    <Toast.Provider label="Notificación" duration={5000} swipeDirection="right" swipeThreshold={50}>
      {item ? (
        <Toast.Root
          // A new id remounts the toast so its timer restarts when one replaces another.
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-2 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none motion-reduce:transition-none ${VARIANT_CLASSES[item.variant]}`}
        >
          <div className="min-w-0 flex-1 py-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="mt-1 text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Cerrar"
            className={`inline-flex size-10 shrink-0 items-center justify-center rounded-md ${CLOSE_CLASSES[item.variant]}`}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        hotkey={["F8"]}
        label="Notificaciones ({hotkey})"
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
