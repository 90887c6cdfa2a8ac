import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import {
  MapPlaceholder,
  consultPriceLabel,
  layoutPins,
} from "../../components/maps/map-placeholder.tsx";

function provider(id: number, overrides: Partial<PublicProviderCard> = {}): PublicProviderCard {
  return {
    id,
    name: `Dra. Prueba ${id}`,
    slug: `dra-prueba-${id}`,
    specialty: "Cardiología",
    specialtySlug: "cardiologia",
    city: "Ciudad de México",
    citySlug: "ciudad-de-mexico",
    state: "CDMX",
    location: null,
    bio: null,
    avatar: null,
    price: 800,
    experience: 10,
    licenseVerified: true,
    availableToday: false,
    onlineBooking: false,
    telemedicine: false,
    bookingEnabled: false,
    bookingUrl: null,
    phone: null,
    schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
    insuranceNetworks: [],
    servicesWithPricing: [],
    certifications: [],
    languages: [],
    latitude: 19.43 + id / 100,
    longitude: -99.13 + id / 100,
    rating: { average: null, count: 0 },
    profilePath: `/dra-prueba-${id}/cardiologia/ciudad-de-mexico`,
    ...overrides,
  };
}

function renderPlaceholder(providers: PublicProviderCard[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MapPlaceholder providers={providers} />
    </MemoryRouter>,
  );
}

const countPins = (html: string) => html.split('data-testid="map-pin"').length - 1;

describe("MapPlaceholder", () => {
  it("shows the notice, one pin per located provider and a link to each profile", () => {
    const providers = [
      provider(1),
      provider(2, { latitude: null, longitude: null, name: "Dr. Sin Ubicación" }),
      provider(3),
    ];
    const html = renderPlaceholder(providers);

    expect(html).toContain("Mapa no disponible por el momento");
    expect(countPins(html)).toBe(2);
    for (const p of providers) {
      expect(html).toContain(`href="${p.profilePath}"`);
      expect(html).toContain(p.name);
    }
    expect(html).toContain("Sin ubicación en el mapa");
    // Pure drawing: no image requests.
    expect(html).not.toMatch(/<img|https?:\/\/(?!www\.w3\.org)/);
  });

  it("handles results with no coordinates at all, and no results", () => {
    const unlocated = renderPlaceholder([provider(1, { latitude: null, longitude: null })]);
    expect(unlocated).toContain("Mapa no disponible por el momento");
    expect(countPins(unlocated)).toBe(0);
    expect(unlocated).toContain('href="/dra-prueba-1/cardiologia/ciudad-de-mexico"');

    const empty = renderPlaceholder([]);
    expect(empty).toContain("Mapa no disponible por el momento");
    expect(empty).toContain("No hay resultados para mostrar en el mapa.");
    expect(countPins(empty)).toBe(0);
  });

  it("lists at most ten providers but pins every located one", () => {
    const providers = Array.from({ length: 12 }, (_, i) => provider(i + 1));
    const html = renderPlaceholder(providers);
    expect(countPins(html)).toBe(12);
    expect(html).toContain(`href="${providers[9]!.profilePath}"`);
    expect(html).not.toContain(`href="${providers[10]!.profilePath}"`);
    expect(html).toContain("Y 2 resultados más en la lista.");
  });

  it("ignores coordinates that are not numbers on the globe", () => {
    const html = renderPlaceholder([
      provider(1, { latitude: Number.NaN }),
      provider(2, { latitude: 95 }),
      provider(3),
    ]);
    expect(countPins(html)).toBe(1);
  });
});

describe("layoutPins", () => {
  it("places pins by relative position: north up, east right", () => {
    const pins = layoutPins([
      provider(1, { latitude: 19.5, longitude: -99.2 }), // north-west
      provider(2, { latitude: 19.3, longitude: -99.0 }), // south-east
      provider(3, { latitude: null, longitude: null }),
    ]);
    expect(pins).toHaveLength(2);
    const [northWest, southEast] = pins;
    expect(northWest!.x).toBeLessThan(southEast!.x);
    expect(northWest!.y).toBeLessThan(southEast!.y);
    for (const pin of pins) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(100);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(100);
    }
    // Numbers match the list order, gaps included.
    expect(pins.map((p) => p.label)).toEqual([1, 2]);
  });

  it("centres a single provider", () => {
    const [pin] = layoutPins([provider(1)]);
    expect(pin!.x).toBe(50);
    expect(pin!.y).toBeCloseTo(53);
  });
});

describe("consultPriceLabel", () => {
  it("formats whole pesos and skips missing prices", () => {
    expect(consultPriceLabel(1250)).toBe("Consulta desde $1,250");
    expect(consultPriceLabel(null)).toBeNull();
  });
});

describe("ResultsMap on the server", () => {
  it("renders the loading status without touching window or loading Leaflet", async () => {
    expect("window" in globalThis).toBe(false);
    let windowReads = 0;
    Object.defineProperty(globalThis, "window", {
      configurable: true,
      get() {
        windowReads += 1;
        return undefined;
      },
    });
    try {
      // Imported here, with the trap set, so evaluating the module is checked too.
      const { ResultsMap } = await import("./results-map.tsx");
      const html = renderToStaticMarkup(
        <ResultsMap providers={[provider(1)]} tileUrl="https://tile.example/{z}/{x}/{y}.png" />,
      );
      expect(html).toContain('role="status"');
      expect(html).toContain("Cargando mapa...");
      expect(html).not.toContain("leaflet");
      expect(html).not.toContain("Mapa no disponible");
    } finally {
      Reflect.deleteProperty(globalThis, "window");
    }
    expect(windowReads).toBe(0);
  });
});
