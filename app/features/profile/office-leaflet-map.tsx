// The interactive map of one office. Like the results map, Leaflet reads `window` on import:
// this module is only loaded with a dynamic import in the browser (see office-map.tsx).
import "leaflet/dist/leaflet.css";
import type { LatLngTuple } from "leaflet";
import { useMemo } from "react";
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from "react-leaflet";
import {
  pinIcon,
  TILE_ATTRIBUTION,
  useTileFailureDetection,
} from "../../components/maps/leaflet-map.tsx";

const OFFICE_ZOOM = 16;

export default function OfficeLeafletMap({
  latitude,
  longitude,
  label,
  tileUrl,
  onTilesUnavailable,
}: {
  latitude: number;
  longitude: number;
  /** The office's name, read by screen readers on the pin. */
  label: string;
  tileUrl: string;
  onTilesUnavailable: () => void;
}) {
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const icon = useMemo(() => pinIcon(label), [label]);
  const tileHandlers = useTileFailureDetection(onTilesUnavailable);
  return (
    <MapContainer
      center={position}
      zoom={OFFICE_ZOOM}
      // A finger scrolling the page must scroll the page, not pan a small map.
      dragging={false}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      keyboard={false}
      className="size-full font-sans"
      style={{ height: "100%", width: "100%", background: "var(--color-brand-50, #effaf8)" }}
    >
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} eventHandlers={tileHandlers} />
      <ZoomControl position="topleft" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl position="bottomright" prefix={false} />
      <Marker position={position} icon={icon} keyboard={false} />
    </MapContainer>
  );
}
