import { useEffect, useState } from "react";

// Once React has hydrated one component, later mounts (client navigations) start hydrated.
let hydratedOnce = false;

/** False on the server and in the first client render (so both agree), true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
