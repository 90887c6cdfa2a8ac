import { Component, type ReactNode } from "react";

/*
 * What every map of the site shares (results, a profile's offices): the pin, the loading
 * status and the fallback on failure. Apart from the drawings and Leaflet, so a page that
 * only may show a map does not load either with its first screen.
 */

/** Brand teal (brand-600) used for the pins, both in Leaflet and in the drawing. */
export const PIN_COLOR = "#0d7a6c";

/** SVG path of a 28×36 map pin whose tip is at (14, 35). Shared by both map renderings. */
export const PIN_PATH =
  "M14 1.5C7.1 1.5 1.5 6.9 1.5 13.6c0 8.9 10.6 18.9 11.6 19.9a1.3 1.3 0 0 0 1.8 0c1-1 11.6-11 11.6-19.9C26.5 6.9 20.9 1.5 14 1.5z";

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
