import { MapPinOff } from "../icons/icons.tsx";
import { useId } from "react";
import { Link } from "react-router";
import { PIN_COLOR, PIN_PATH } from "./map-shared.tsx";
import type { PublicProviderCard } from "../../../common/providers/types.ts";

/** How many providers the placeholder lists (one results page). */
export const PLACEHOLDER_LIST_LIMIT = 10;

export { PIN_COLOR, PIN_PATH } from "./map-shared.tsx";

const priceFormatter = new Intl.NumberFormat("es-MX", {
  style: "currency",
  currency: "MXN",
  maximumFractionDigits: 0,
});

/** "Consulta desde $800", or null when the provider publishes no price. */
export function consultPriceLabel(price: number | null): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  return `Consulta desde ${priceFormatter.format(price)}`;
}

export type LocatedProvider = PublicProviderCard & { latitude: number; longitude: number };

/** True when the provider has usable WGS84 coordinates. */
export function hasCoordinates(provider: PublicProviderCard): provider is LocatedProvider {
  const { latitude, longitude } = provider;
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

interface DrawnPin {
  provider: LocatedProvider;
  /** Position in percent of the drawing's width and height (where the pin's tip goes). */
  x: number;
  y: number;
  /** Number shown in the pin and in the list, when the provider is in the list. */
  label: number | null;
}

// Pins are kept inside these percentages so they never touch the drawing's edges; the top
// margin is larger because the pin body is drawn above its tip.
const X_RANGE = [12, 88] as const;
const Y_RANGE = [18, 88] as const;

function scale(value: number, min: number, max: number, range: readonly [number, number]) {
  const [from, to] = range;
  if (max - min < 1e-9) return (from + to) / 2;
  return from + ((value - min) / (max - min)) * (to - from);
}

/** Places pins by their coordinates relative to each other (north up, east right). */
export function layoutPins(providers: PublicProviderCard[]): DrawnPin[] {
  const listed = providers.slice(0, PLACEHOLDER_LIST_LIMIT);
  const located = providers.filter(hasCoordinates);
  if (located.length === 0) return [];
  const lats = located.map((p) => p.latitude);
  const lngs = located.map((p) => p.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  return located.map((provider) => {
    const index = listed.indexOf(provider);
    return {
      provider,
      x: scale(provider.longitude, minLng, maxLng, X_RANGE),
      // Latitude grows northwards while SVG y grows downwards.
      y: scale(-provider.latitude, -maxLat, -minLat, Y_RANGE),
      label: index === -1 ? null : index + 1,
    };
  });
}

/**
 * Drawn stand-in for the interactive map, shown when Leaflet or the map tiles cannot load:
 * a soft street grid with one pin per provider that has coordinates, numbered like the list
 * of (up to ten) providers beside it, each a link to its profile. Pure SVG, no images.
 */
export function MapPlaceholder({ providers }: { providers: PublicProviderCard[] }) {
  // useId keeps pattern ids unique when several drawings share a page; strip characters
  // that some browsers mishandle inside url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const gridId = `mapa-cuadricula-${uid}`;
  const pins = layoutPins(providers);
  const listed = providers.slice(0, PLACEHOLDER_LIST_LIMIT);
  const hidden = providers.length - listed.length;
  const drawingLabel =
    pins.length === 0
      ? "Dibujo de un mapa sin ubicaciones"
      : pins.length === 1
        ? "Dibujo de un mapa con la ubicación aproximada de 1 médico"
        : `Dibujo de un mapa con la ubicación aproximada de ${pins.length} médicos`;

  return (
    <div className="flex h-full min-h-[600px] w-full flex-col overflow-hidden bg-white md:flex-row">
      <div className="flex h-96 shrink-0 flex-col md:h-auto md:flex-1">
        <p className="flex items-center gap-2 border-b border-gray-200 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800">
          <MapPinOff aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          Mapa no disponible por el momento
        </p>
        <div className="relative min-h-0 flex-1 overflow-hidden bg-[#f4f8f7]">
          <svg
            className="absolute inset-0 size-full"
            role="img"
            aria-label={drawingLabel}
            xmlns="http://www.w3.org/2000/svg"
          >
            <defs>
              <pattern id={gridId} width="32" height="32" patternUnits="userSpaceOnUse">
                <path d="M32 0H0V32" fill="none" stroke="#dfeae7" strokeWidth="1" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill="#f4f8f7" />
            <rect width="100%" height="100%" fill={`url(#${gridId})`} />
            {/* Parks and a river give the drawing a little geography. */}
            <rect x="46%" y="44%" width="13%" height="15%" rx="10" fill="#d7f2ed" />
            <rect x="8%" y="8%" width="9%" height="11%" rx="8" fill="#d7f2ed" />
            <line x1="0" y1="94%" x2="100%" y2="82%" stroke="#d6e9f2" strokeWidth="18" />
            <g stroke="#e3e8e7" strokeLinecap="round">
              <line x1="0" y1="36%" x2="100%" y2="28%" strokeWidth="14" />
              <line x1="0" y1="72%" x2="100%" y2="64%" strokeWidth="12" />
              <line x1="30%" y1="0" x2="37%" y2="100%" strokeWidth="14" />
              <line x1="74%" y1="0" x2="66%" y2="100%" strokeWidth="12" />
              <line x1="0" y1="8%" x2="100%" y2="96%" strokeWidth="8" />
            </g>
            <g stroke="#ffffff" strokeLinecap="round">
              <line x1="0" y1="36%" x2="100%" y2="28%" strokeWidth="10" />
              <line x1="0" y1="72%" x2="100%" y2="64%" strokeWidth="8" />
              <line x1="30%" y1="0" x2="37%" y2="100%" strokeWidth="10" />
              <line x1="74%" y1="0" x2="66%" y2="100%" strokeWidth="8" />
              <line x1="0" y1="8%" x2="100%" y2="96%" strokeWidth="5" />
            </g>
            {pins.map((pin) => (
              <svg
                key={pin.provider.id}
                x={`${pin.x.toFixed(2)}%`}
                y={`${pin.y.toFixed(2)}%`}
                width="1"
                height="1"
                overflow="visible"
                data-testid="map-pin"
              >
                <title>{pin.provider.name}</title>
                <g transform="translate(-14 -35)">
                  <ellipse cx="14" cy="35" rx="6" ry="2" fill="#0f172a" opacity="0.15" />
                  <path d={PIN_PATH} fill={PIN_COLOR} stroke="#ffffff" strokeWidth="2" />
                  <circle cx="14" cy="13.5" r="7" fill="#ffffff" />
                  {pin.label === null ? (
                    <circle cx="14" cy="13.5" r="3" fill={PIN_COLOR} />
                  ) : (
                    <text
                      x="14"
                      y="13.5"
                      dy="0.35em"
                      textAnchor="middle"
                      fontSize="9.5"
                      fontWeight="700"
                      fill={PIN_COLOR}
                      fontFamily="system-ui, sans-serif"
                    >
                      {pin.label}
                    </text>
                  )}
                </g>
              </svg>
            ))}
          </svg>
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto border-t border-gray-200 p-4 md:w-80 md:flex-none md:border-l md:border-t-0">
        {listed.length === 0 ? (
          <p className="text-sm text-gray-600">No hay resultados para mostrar en el mapa.</p>
        ) : (
          <>
            <p className="text-sm font-semibold text-gray-900">Médicos en esta búsqueda</p>
            <ol className="mt-3 space-y-2">
              {listed.map((provider, index) => (
                <li key={provider.id} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 text-sm">
                    <Link
                      to={provider.profilePath}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {provider.name}
                    </Link>
                    <p className="text-gray-600">
                      {provider.specialty}
                      {provider.city ? ` · ${provider.city}` : ""}
                    </p>
                    {hasCoordinates(provider) ? null : (
                      <p className="text-xs text-gray-500">Sin ubicación en el mapa</p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            {hidden > 0 ? (
              <p className="mt-3 text-xs text-gray-500">
                {hidden === 1
                  ? "Y 1 resultado más en la lista."
                  : `Y ${hidden} resultados más en la lista.`}
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
