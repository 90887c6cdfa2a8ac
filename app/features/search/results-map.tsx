import { Suspense, lazy, useCallback, useState, useSyncExternalStore, type ReactNode } from "react";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { MapPlaceholder } from "../../components/maps/map-placeholder.tsx";
import { MapErrorBoundary, MapLoading } from "../../components/maps/map-shared.tsx";

// React.lazy calls the import only when <LeafletMap> first renders, and it renders only in the
// browser after mount: Leaflet (which touches `window` on import), react-leaflet and
// leaflet.css stay out of the server render and out of the page's main bundle.
const LeafletMap = lazy(() => import("../../components/maps/leaflet-map.tsx"));

const noSubscription = () => () => {};

/** False on the server and during hydration, true in the browser afterwards. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Map of search results. Server-renders a loading status; in the browser it fetches the
 * Leaflet chunk and shows an interactive map with one marker per provider that has
 * coordinates. If the chunk, Leaflet or the tiles fail, it shows the drawn MapPlaceholder.
 */
export function ResultsMap({
  providers,
  tileUrl,
  className,
}: {
  providers: PublicProviderCard[];
  tileUrl: string;
  className?: string;
}) {
  const isClient = useIsClient();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesUnavailable = useCallback(() => setTilesFailed(true), []);
  const placeholder = <MapPlaceholder providers={providers} />;

  let content: ReactNode;
  if (!isClient) {
    content = <MapLoading />;
  } else if (tilesFailed) {
    content = placeholder;
  } else {
    content = (
      <MapErrorBoundary fallback={placeholder}>
        <Suspense fallback={<MapLoading />}>
          <div className="absolute inset-0">
            <LeafletMap
              providers={providers}
              tileUrl={tileUrl}
              onTilesUnavailable={onTilesUnavailable}
            />
          </div>
        </Suspense>
      </MapErrorBoundary>
    );
  }

  return (
    // `isolate` keeps Leaflet's z-indexed panes and controls below the page's sticky header.
    <div
      className={`relative isolate min-h-[600px] w-full overflow-hidden rounded-xl border border-gray-200 bg-brand-50 ${className ?? ""}`}
    >
      {content}
    </div>
  );
}
