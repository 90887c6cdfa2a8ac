// The interactive map. Leaflet reads `window` as soon as it is imported, so this module is
// only ever loaded with a dynamic import in the browser (see results-map.tsx), which also
import { escapeHtml } from "../../../common/text/escape.ts";
// makes Leaflet, react-leaflet and leaflet.css a chunk of their own.
import "leaflet/dist/leaflet.css";
import {
  divIcon,
  latLngBounds,
  type DivIcon,
  type LatLngTuple,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
} from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
} from "react-leaflet";
import { Link } from "react-router";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import {
  PIN_COLOR,
  PIN_PATH,
  consultPriceLabel,
  hasCoordinates,
  type LocatedProvider,
} from "./map-placeholder.tsx";

/** Mexico City, the view when no result has coordinates. */
export const DEFAULT_CENTER: LatLngTuple = [19.4326, -99.1332];
export const DEFAULT_ZOOM = 11;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;
/** Never zoom in further than this when fitting the markers (a single result, say). */
export const FIT_MAX_ZOOM = 15;
/** After the first failed tile, how long a successful one may take before giving up. */
export const TILE_FAILURE_TIMEOUT_MS = 4_000;

const FIT_PADDING: [number, number] = [40, 40];
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const LEAFLET_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>';
const MAP_LABEL = "Mapa de resultados";

export interface LeafletMapProps {
  providers: PublicProviderCard[];
  /** Tile URL template, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". */
  tileUrl: string;
  /** Called once when the tiles could not be loaded (offline, blocked, server down). */
  onTilesUnavailable: () => void;
}

export default function LeafletMap({ providers, tileUrl, onTilesUnavailable }: LeafletMapProps) {
  const located = providers.filter(hasCoordinates);
  const points = located.map((p): LatLngTuple => [p.latitude, p.longitude]);
  const tileHandlers = useTileFailureDetection(onTilesUnavailable);

  // The initial view is only read when the Leaflet map is created; FitToMarkers keeps it in
  // step with later result sets.
  const initialView =
    points.length > 0
      ? {
          bounds: latLngBounds(points),
          boundsOptions: { maxZoom: FIT_MAX_ZOOM, padding: FIT_PADDING },
        }
      : { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };

  return (
    <MapContainer
      {...initialView}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      keyboard
      zoomControl={false}
      attributionControl={false}
      className="size-full font-sans"
      // leaflet.css paints the container grey; the brand tint looks calmer while tiles load.
      style={{ height: "100%", width: "100%", background: "var(--color-brand-50, #effaf8)" }}
    >
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} eventHandlers={tileHandlers} />
      <ZoomControl position="topleft" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl position="bottomright" prefix={LEAFLET_PREFIX} />
      <MapBehaviour />
      <FitToMarkers points={points} />
      {located.map((provider) => (
        <ProviderMarker key={provider.id} provider={provider} />
      ))}
    </MapContainer>
  );
}

/**
 * Tiles that fail at first and never succeed within the timeout mean no map can be drawn:
 * report it so the caller can show the drawn placeholder instead of an empty grey box.
 */
export function useTileFailureDetection(onTilesUnavailable: () => void): LeafletEventHandlerFnMap {
  const callback = useRef(onTilesUnavailable);
  const anyLoaded = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    callback.current = onTilesUnavailable;
  }, [onTilesUnavailable]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // Stable object: react-leaflet rebinds the handlers whenever its identity changes.
  return useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileload() {
        anyLoaded.current = true;
        if (timer.current !== null) {
          clearTimeout(timer.current);
          timer.current = null;
        }
      },
      tileerror() {
        if (anyLoaded.current || timer.current !== null) return;
        timer.current = setTimeout(() => {
          timer.current = null;
          if (!anyLoaded.current) callback.current();
        }, TILE_FAILURE_TIMEOUT_MS);
      },
    }),
    [],
  );
}

/** Fits the view to the markers (or the default view) whenever the set of positions changes. */
function FitToMarkers({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const positionsKey = points.map((p) => p.join(",")).join(";");
  useEffect(() => {
    if (points.length === 0) {
      map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
    } else {
      map.fitBounds(latLngBounds(points), { maxZoom: FIT_MAX_ZOOM, padding: FIT_PADDING });
    }
    // Keyed on the positions, not the array identity, so a re-render does not move the map.
  }, [map, positionsKey]);
  return null;
}

/** Labels, keyboard and resize behaviour that react-leaflet does not expose as props. */
function MapBehaviour() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", MAP_LABEL);
    container.tabIndex = 0;

    let popupOpen = false;
    const onPopupOpen: LeafletEventHandlerFnMap["popupopen"] = (event) => {
      popupOpen = true;
      // Leaflet labels its close button in English.
      const close = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
      close?.setAttribute("aria-label", "Cerrar");
      close?.setAttribute("title", "Cerrar");
    };
    const onPopupClose = () => {
      popupOpen = false;
    };
    map.on({ popupopen: onPopupOpen, popupclose: onPopupClose });

    // Leaflet only handles Escape while the container itself has focus; also close the popup
    // when focus is on a marker or inside the popup.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && popupOpen) {
        event.stopPropagation();
        map.closePopup();
      }
    };
    container.addEventListener("keydown", onKeyDown);

    // Leaflet only notices window resizes; the page may resize the map's box on its own.
    const observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);

    return () => {
      map.off({ popupopen: onPopupOpen, popupclose: onPopupClose });
      container.removeEventListener("keydown", onKeyDown);
      observer?.disconnect();
    };
  }, [map]);
  return null;
}

/** A teal pin drawn in SVG; its hidden text names the marker for screen readers. */
export function pinIcon(name: string): DivIcon {
  return divIcon({
    className: "results-map-pin rounded-sm",
    html:
      `<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false" style="display:block;filter:drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.3))">` +
      `<path d="${PIN_PATH}" fill="${PIN_COLOR}" stroke="#fff" stroke-width="2"/>` +
      `<circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>` +
      `<span class="sr-only">${escapeHtml(name)}</span>`,
    iconSize: [28, 36],
    iconAnchor: [14, 35],
    popupAnchor: [0, -32],
  });
}

const FOCUSABLE_IN_POPUP = ".leaflet-popup-content a[href], .leaflet-popup-content button";

function ProviderMarker({ provider }: { provider: LocatedProvider }) {
  const icon = useMemo(() => pinIcon(provider.name), [provider.name]);
  const position = useMemo<LatLngTuple>(
    () => [provider.latitude, provider.longitude],
    [provider.latitude, provider.longitude],
  );
  const price = consultPriceLabel(provider.price);
  const openedFromKeyboard = useRef(false);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      keydown(event) {
        const key = event.originalEvent.key;
        if (key === "Enter") {
          // Leaflet opens the popup on the following keypress.
          openedFromKeyboard.current = true;
        } else if (key === " ") {
          // role="button" promises Space works too.
          event.originalEvent.preventDefault();
          openedFromKeyboard.current = true;
          (event.target as LeafletMarker).openPopup();
        }
      },
      popupopen(event) {
        if (!openedFromKeyboard.current) return;
        openedFromKeyboard.current = false;
        // react-leaflet renders the content in a portal after this event: wait a frame.
        requestAnimationFrame(() => {
          event.popup.getElement()?.querySelector<HTMLElement>(FOCUSABLE_IN_POPUP)?.focus();
        });
      },
      popupclose(event) {
        // Focus inside the closed popup would fall back to <body>: return it to the marker.
        const popupElement = event.popup.getElement();
        const active = document.activeElement;
        if (!active || active === document.body || popupElement?.contains(active)) {
          (event.target as LeafletMarker).getElement()?.focus();
        }
      },
    }),
    [],
  );

  return (
    <Marker position={position} icon={icon} keyboard eventHandlers={handlers}>
      <Popup>
        <div className="min-w-44 space-y-0.5 font-sans text-sm leading-snug text-gray-800">
          <Link
            to={provider.profilePath}
            className="block font-semibold text-brand-700! underline-offset-2 hover:underline"
          >
            {provider.name}
          </Link>
          <div className="text-gray-600">{provider.specialty}</div>
          {price ? <div className="font-medium text-gray-900">{price}</div> : null}
        </div>
      </Popup>
    </Marker>
  );
}
