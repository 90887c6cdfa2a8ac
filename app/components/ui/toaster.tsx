import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { getServerSnapshot, getSnapshot, showCarriedToast, subscribe } from "./toast-store.ts";

export { toast, toastOnNextPage, type ToastInput, type ToastVariant } from "./toast-store.ts";

// Radix Toast is fetched with the first toast, not with every page.
const ToastView = lazy(() => import("./toast-view.tsx"));

/** Renders the toast region. Mount exactly once, in the root layout. */
export function Toaster() {
  const item = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  // A toast the previous page left for this one (toastOnNextPage), once hydrated.
  useEffect(() => showCarriedToast(), []);
  if (item === null) return null;
  return (
    <Suspense fallback={null}>
      <ToastView item={item} />
    </Suspense>
  );
}
