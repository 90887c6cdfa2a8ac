import { X } from "../icons/icons.tsx";
import { Toast } from "radix-ui";
import { dismiss, type ToastItem, type ToastVariant } from "./toast-store.ts";

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-gray-200 bg-white text-ink",
  destructive: "border-red-700 bg-red-700 text-white",
};

const CLOSE_CLASSES: Record<ToastVariant, string> = {
  default: "text-gray-500 hover:bg-gray-100 hover:text-gray-900",
  destructive: "text-red-50 hover:bg-red-800 focus-visible:outline-white",
};

/** The Radix toast region; loaded only once a toast has been requested. */
export default function ToastView({ item }: { item: ToastItem | null }) {
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
