import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { MapPlaceholder } from "./map-placeholder.tsx";

// React.lazy calls the import only when <LeafletMap> first renders, and it renders only in the
// browser after mount: Leaflet (which touches `window` on import), react-leaflet and
// leaflet.css stay out of the server render and out of the page's main bundle.
const LeafletMap = lazy(() => import("./leaflet-map.tsx"));

/** Shows `fallback` when the map chunk fails to download or Leaflet throws. */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function MapLoading() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex items-center justify-center gap-3 text-sm font-medium text-brand-800"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      Cargando mapa...
    </div>
  );
}

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
