import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { ProviderCard } from "./provider-card.tsx";
import type { CardSlot } from "../../../common/search/next-slot.ts";
import { nextSlotLabel } from "./next-slot.tsx";

const card: PublicProviderCard = {
  id: 7,
  name: "Dra. Lucía Frontera Ruiz",
  slug: "lucia-frontera-ruiz",
  specialty: "Pediatría",
  specialtySlug: "pediatria",
  city: "Tijuana",
  citySlug: "tijuana",
  state: "Baja California",
  location: null,
  bio: null,
  avatar: null,
  price: 900,
  experience: 12,
  licenseVerified: true,
  availableToday: true,
  onlineBooking: true,
  telemedicine: false,
  bookingEnabled: true,
  bookingUrl: "https://reservas.example.com/lucia",
  phone: null,
  schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
  insuranceNetworks: [],
  servicesWithPricing: [],
  certifications: [],
  languages: [],
  latitude: null,
  longitude: null,
  rating: { average: null, count: 0 },
  profilePath: "/lucia-frontera-ruiz/pediatria/tijuana",
};

// Loaded on Monday 12 January 2026 at 15:00 in Tijuana (UTC-8), 17:00 in Mexico City.
const slotAt = (start: string, timeZone: CardSlot["timeZone"] = "America/Tijuana"): CardSlot => ({
  start,
  timeZone,
  today: "2026-01-12",
});

function render(provider: PublicProviderCard, nextSlot?: CardSlot): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProviderCard provider={provider} nextSlot={nextSlot} />
    </MemoryRouter>,
  );
}

describe("'Próxima cita' on result cards", () => {
  it("says today, tomorrow or the date, in the office's clock and calendar", () => {
    expect(nextSlotLabel(slotAt("2026-01-13T01:30:00Z"))).toBe("hoy 17:30");
    expect(nextSlotLabel(slotAt("2026-01-13T17:00:00Z"))).toBe("mañana 09:00");
    expect(nextSlotLabel(slotAt("2026-01-19T18:30:00Z"))).toBe("lun 19 ene, 10:30");
    // 22:30 on Monday in Tijuana is 00:30 on Tuesday in Mexico City: the office's date decides.
    expect(nextSlotLabel(slotAt("2026-01-13T06:30:00Z"))).toBe("hoy 22:30");
    expect(nextSlotLabel(slotAt("2026-01-13T06:30:00Z", "America/Mexico_City"))).toBe(
      "mañana 00:30",
    );
  });

  it("links the next slot to the booking page and names the office's zone", () => {
    const html = render(card, slotAt("2026-01-13T01:30:00Z"));
    expect(html).toContain("Próxima cita: hoy 17:30, hora de Tijuana");
    expect(html).toContain('href="/agendar/lucia-frontera-ruiz?desde=2026-01-12"');
    // The listing books here: its own booking page, not the outside system.
    expect(html).toContain('href="/agendar/lucia-frontera-ruiz"');
    expect(html).toContain("Agendar cita");
    expect(html).not.toContain("reservas.example.com");
  });

  it("offers booking without a time when no slot is free within two weeks", () => {
    const html = render(card);
    expect(html).not.toContain("Próxima cita");
    expect(html).toContain("Agendar cita");
  });

  it("shows no next slot for a listing that does not take bookings here", () => {
    const html = render({ ...card, onlineBooking: false }, slotAt("2026-01-13T01:30:00Z"));
    expect(html).not.toContain("Próxima cita");
    expect(html).not.toContain("Agendar cita");
    expect(html).toContain("Agendar en línea");
  });
});
