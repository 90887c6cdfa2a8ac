import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A header `<details>` menu: it opens and closes without JavaScript (the browser's own
 * disclosure); once hydrated it also closes on Escape, on a press outside it and after a
 * navigation, so a page reached from it never shows it still open.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  // Closed after a navigation, not when the scripts first run: a menu opened from the
  // server's HTML before hydration stays open (issue #33).
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const shownAt = useRef(address);
  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    close();
  }, [address, close]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      const focusInside = details.contains(document.activeElement);
      close();
      if (focusInside) details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [close]);
  return { ref, close };
}
