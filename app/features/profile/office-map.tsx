import { ExternalLink, MapPinOff } from "../../components/icons/icons.tsx";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { PublicOffice } from "../../../common/providers/types.ts";
import {
  MapErrorBoundary,
  MapLoading,
  PIN_COLOR,
  PIN_PATH,
} from "../../components/maps/map-shared.tsx";

const OfficeLeafletMap = lazy(() => import("./office-leaflet-map.tsx"));

type LocatedOffice = PublicOffice & { latitude: number; longitude: number };

export function isLocated(office: PublicOffice): office is LocatedOffice {
  const { latitude, longitude } = office;
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** Directions in the visitor's maps app: by position when known, otherwise by address. */
export function directionsHref(office: PublicOffice): string {
  const destination = isLocated(office) ? `${office.latitude},${office.longitude}` : office.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Drawn stand-in when Leaflet or its tiles cannot load: streets and the office's pin. */
export function OfficeMapDrawing({ label }: { label: string }) {
  return (
    <div className="flex size-full flex-col bg-[#f4f8f7]">
      <p className="flex items-center gap-2 bg-white/80 px-3 py-1.5 text-xs font-semibold text-gray-800">
        <MapPinOff aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        Mapa no disponible por el momento
      </p>
      <svg
        className="min-h-0 w-full flex-1"
        role="img"
        aria-label={`Dibujo de un mapa con la ubicación de ${label}`}
        xmlns="http://www.w3.org/2000/svg"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 320 160"
      >
        <g stroke="#ffffff" strokeLinecap="round">
          <line x1="0" y1="52" x2="320" y2="40" strokeWidth="12" />
          <line x1="0" y1="118" x2="320" y2="104" strokeWidth="10" />
          <line x1="96" y1="0" x2="112" y2="160" strokeWidth="12" />
          <line x1="236" y1="0" x2="220" y2="160" strokeWidth="10" />
        </g>
        <rect x="128" y="60" width="56" height="34" rx="8" fill="#d7f2ed" />
        <g transform="translate(146 44)">
          <path d={PIN_PATH} fill={PIN_COLOR} stroke="#ffffff" strokeWidth="2" />
          <circle cx="14" cy="13.5" r="4.5" fill="#ffffff" />
        </g>
      </svg>
    </div>
  );
}

/**
 * One office's map: the same lazy Leaflet as the results, fetched only when the map comes
 * near the screen (most visitors call before scrolling this far), or the drawing when the
 * office has no position, the chunk fails or the tiles never load.
 */
export function OfficeMap({
  office,
  label,
  tileUrl,
}: {
  office: PublicOffice;
  label: string;
  tileUrl: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesUnavailable = useCallback(() => setTilesFailed(true), []);
  const position = isLocated(office) ? { lat: office.latitude, lng: office.longitude } : null;
  const located = position !== null;

  useEffect(() => {
    const element = box.current;
    if (!element || !located) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [located]);

  const drawing = <OfficeMapDrawing label={label} />;
  return (
    <div className="space-y-2">
      {/* `isolate` keeps Leaflet's z-indexed panes under the sticky header and contact bar. */}
      <div
        ref={box}
        className="relative isolate h-44 overflow-hidden rounded-lg border border-gray-200 bg-brand-50"
      >
        {!position || tilesFailed ? (
          drawing
        ) : near ? (
          <MapErrorBoundary fallback={drawing}>
            <Suspense fallback={<MapLoading />}>
              <div className="absolute inset-0" role="region" aria-label={`Mapa de ${label}`}>
                <OfficeLeafletMap
                  latitude={position.lat}
                  longitude={position.lng}
                  label={label}
                  tileUrl={tileUrl}
                  onTilesUnavailable={onTilesUnavailable}
                />
              </div>
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <MapLoading />
        )}
      </div>
      <a
        href={directionsHref(office)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Cómo llegar<span className="sr-only"> a {label} (se abre en otra pestaña)</span>
      </a>
    </div>
  );
}
