import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { CallDialog, formatPhoneForDisplay, phoneTelHref } from "./call-dialog.tsx";
import { ProviderCard, ProviderCardSkeleton } from "./provider-card.tsx";
import { providerInitials, safeExternalUrl } from "./provider-summary.tsx";
import { placeTooltip, ServicesTooltip, summarizeServices } from "./services-tooltip.tsx";
import { buildShareText, composeShareMessage } from "./share-menu.tsx";

const BIO =
  "Cardióloga con amplia experiencia en prevención cardiovascular, ecocardiografía y rehabilitación cardiaca para adultos y adultos mayores.";

function makeProvider(overrides: Partial<PublicProviderCard> = {}): PublicProviderCard {
  return {
    id: 1,
    name: "Dra. Ana López",
    slug: "ana-lopez",
    specialty: "Cardiología",
    specialtySlug: "cardiologia",
    city: "Guadalajara",
    citySlug: "guadalajara",
    state: "Jalisco",
    location: null,
    bio: BIO,
    avatar: null,
    price: 1200,
    experience: 15,
    licenseVerified: true,
    availableToday: true,
    onlineBooking: false,
    telemedicine: true,
    bookingEnabled: false,
    bookingUrl: "https://agenda.example.com/ana-lopez",
    phone: "33 1234 5678",
    schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
    insuranceNetworks: [],
    servicesWithPricing: [
      { name: "Consulta de primera vez", price: 1200 },
      { name: "Electrocardiograma", price: 600 },
      { name: "Ecocardiograma", price: 2500 },
      { name: "Holter 24 h", price: 1800 },
      { name: "Prueba de esfuerzo", price: 2200 },
    ],
    certifications: [],
    languages: [],
    latitude: null,
    longitude: null,
    rating: { average: 4.6, count: 12 },
    profilePath: "/ana-lopez/cardiologia/guadalajara",
    ...overrides,
  };
}

function renderCard(provider: PublicProviderCard): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProviderCard provider={provider} />
    </MemoryRouter>,
  );
}

describe("ProviderCard", () => {
  it("renders the name as a heading link to the profile", () => {
    const html = renderCard(makeProvider());
    expect(html).toMatch(
      /<h3[^>]*><a[^>]*href="\/ana-lopez\/cardiologia\/guadalajara"[^>]*>Dra\. Ana López<\/a><\/h3>/,
    );
    expect(html).toContain("Ver perfil");
  });

  it("shows the initials without the title when there is no photo", () => {
    const html = renderCard(makeProvider({ avatar: null }));
    expect(html).toContain(">AL<");
    expect(html).not.toContain("<img");
  });

  it("renders a lazy photo with its alt text when there is one", () => {
    const html = renderCard(makeProvider({ avatar: "https://img.example.com/ana.jpg" }));
    expect(html).toContain('alt="Foto de Dra. Ana López"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="64"');
    expect(html).toContain('height="64"');
  });

  it("shows the card details in Spanish", () => {
    const html = renderCard(makeProvider());
    expect(html).toContain("Cédula verificada");
    expect(html).toContain("Guadalajara, Jalisco");
    expect(html).toContain("15 años de experiencia");
    expect(html).toContain("4.6");
    expect(html).toContain("(12 reseñas)");
    expect(html).toContain("Disponible hoy");
    expect(html).toContain("Teleconsulta");
    expect(html).toContain("Consulta desde");
    expect(html).toContain("$1,200 MXN");
    expect(html).toContain("5 servicios");
    expect(html).toContain("Llamar");
    expect(html).toContain("Compartir");
  });

  it("handles singular and missing ratings", () => {
    expect(renderCard(makeProvider({ rating: { average: 5, count: 1 } }))).toContain("(1 reseña)");
    expect(renderCard(makeProvider({ rating: { average: null, count: 0 } }))).toContain(
      "Sin reseñas aún",
    );
  });

  it("leaves out optional parts when there is no data", () => {
    const html = renderCard(
      makeProvider({
        licenseVerified: false,
        availableToday: false,
        telemedicine: false,
        experience: 0,
        price: null,
        servicesWithPricing: [],
        phone: null,
      }),
    );
    expect(html).not.toContain("Cédula verificada");
    expect(html).not.toContain("Disponible hoy");
    expect(html).not.toContain("Teleconsulta");
    expect(html).not.toContain("de experiencia");
    expect(html).not.toContain("Consulta desde");
    expect(html).not.toContain("servicio");
    expect(html).toContain("Teléfono no disponible");
  });

  it("has no booking link when online booking is disabled", () => {
    const html = renderCard(makeProvider({ bookingEnabled: false }));
    expect(html).not.toContain("Agendar en línea");
    expect(html).not.toContain("agenda.example.com");
  });

  it("links to the booking site in a new tab when booking is enabled", () => {
    const html = renderCard(makeProvider({ bookingEnabled: true }));
    expect(html).toContain('href="https://agenda.example.com/ana-lopez"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain("Agendar en línea");
  });

  it("never links to a non-http booking URL", () => {
    const html = renderCard(
      makeProvider({ bookingEnabled: true, bookingUrl: "javascript:alert(1)" }),
    );
    expect(html).not.toContain("Agendar en línea");
    expect(html).not.toContain("javascript:");
  });

  it("renders user text as text, not markup", () => {
    const html = renderCard(makeProvider({ name: "Dr. <b>Juan</b> Pérez" }));
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;b&gt;Juan&lt;/b&gt;");
  });
});

describe("ProviderCardSkeleton", () => {
  it("is hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<ProviderCardSkeleton />);
    expect(html).toMatch(/^<div aria-hidden="true"[^>]*animate-pulse/);
  });
});

describe("providerInitials", () => {
  it("takes up to two initials without the title prefix", () => {
    expect(providerInitials("Dra. Ana López")).toBe("AL");
    expect(providerInitials("Dr. Juan Carlos Pérez Gómez")).toBe("JC");
    expect(providerInitials("Lic. Óscar Ruiz")).toBe("ÓR");
    expect(providerInitials("dr ernesto")).toBe("E");
  });
});

describe("safeExternalUrl", () => {
  it("accepts only absolute http(s) URLs", () => {
    expect(safeExternalUrl("https://agenda.example.com/x")).toBe("https://agenda.example.com/x");
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("/relativa")).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe("summarizeServices", () => {
  const services = makeProvider().servicesWithPricing;

  it("keeps the first three services and counts the rest", () => {
    const summary = summarizeServices(services);
    expect(summary.shown.map((service) => service.name)).toEqual([
      "Consulta de primera vez",
      "Electrocardiograma",
      "Ecocardiograma",
    ]);
    expect(summary.more).toBe(2);
  });

  it("reports nothing more when the list fits", () => {
    expect(summarizeServices(services.slice(0, 2))).toEqual({
      shown: services.slice(0, 2),
      more: 0,
    });
    expect(summarizeServices([], 3)).toEqual({ shown: [], more: 0 });
    expect(summarizeServices(services, 1).more).toBe(4);
  });
});

describe("ServicesTooltip", () => {
  it("labels the trigger with the service count", () => {
    expect(
      renderToStaticMarkup(<ServicesTooltip services={[{ name: "A", price: 1 }]} />),
    ).toContain("1 servicio<");
  });

  it("renders nothing for an empty list", () => {
    expect(renderToStaticMarkup(<ServicesTooltip services={[]} />)).toBe("");
  });
});

describe("placeTooltip", () => {
  const viewport = { width: 375, height: 640 };
  const content = { width: 288, height: 80 };

  it("opens above the button, its right edge on the button's, the arrow at the button's middle", () => {
    const trigger = { top: 300, bottom: 340, left: 250, right: 350 };
    expect(placeTooltip(trigger, content, viewport)).toEqual({
      side: "top",
      left: 62,
      top: 214,
      arrowLeft: 238,
    });
  });

  it("opens below when there is no room above, and stays 8 px inside the screen", () => {
    const trigger = { top: 70, bottom: 110, left: 10, right: 110 };
    const placed = placeTooltip(trigger, content, viewport);
    expect(placed.side).toBe("bottom");
    expect(placed.top).toBe(116);
    expect(placed.left).toBe(8);
    expect(placed.arrowLeft).toBe(52);
  });

  it("never passes the right edge, and keeps the arrow on the list", () => {
    const trigger = { top: 300, bottom: 340, left: 360, right: 420 };
    const placed = placeTooltip(trigger, content, viewport);
    expect(placed.left + content.width).toBeLessThanOrEqual(viewport.width - 8);
    expect(placed.arrowLeft).toBe(content.width - 12);
  });

  it("stays above when there is room on neither side", () => {
    const tall = { width: 288, height: 700 };
    expect(placeTooltip({ top: 300, bottom: 340, left: 0, right: 100 }, tall, viewport).side).toBe(
      "top",
    );
  });
});

describe("buildShareText", () => {
  const url = "https://medicos.example.mx/ana-lopez/cardiologia/guadalajara";

  it("names the provider and includes the bio excerpt, experience, price and link", () => {
    const text = buildShareText(makeProvider(), url);
    expect(text.startsWith("Dra. Ana López – Cardiología en Guadalajara. ")).toBe(true);
    expect(text).toContain(BIO.slice(0, 100));
    expect(text).not.toContain(BIO.slice(0, 101));
    expect(text).toContain("15 años de experiencia.");
    expect(text).toContain("desde $1,200 MXN");
    expect(text.endsWith(` ${url}`)).toBe(true);
  });

  it("leaves out the parts without data", () => {
    expect(
      buildShareText(
        { name: "Dr. Luis Mora", specialty: "Pediatría", city: "León", bio: null },
        url,
      ),
    ).toBe(`Dr. Luis Mora – Pediatría en León. ${url}`);
  });

  it("keeps a short bio whole", () => {
    const text = buildShareText(
      {
        name: "Dr. Luis Mora",
        specialty: "Pediatría",
        city: "León",
        bio: "Pediatra",
        experience: 1,
      },
      url,
    );
    expect(text).toBe(`Dr. Luis Mora – Pediatría en León. Pediatra. 1 año de experiencia. ${url}`);
  });

  it("never cuts an emoji in half", () => {
    const bio = `${"a".repeat(99)}🩺 y más texto`;
    const text = buildShareText({ name: "X", specialty: "Y", city: "Z", bio }, url);
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});

describe("composeShareMessage", () => {
  const absolute = "https://medicos.example.mx/ana-lopez/cardiologia/guadalajara";

  it("appends the absolute link to plain text", () => {
    expect(
      composeShareMessage("Mira este perfil", "/ana-lopez/cardiologia/guadalajara", absolute),
    ).toBe(`Mira este perfil ${absolute}`);
  });

  it("swaps a trailing relative link for the absolute one instead of repeating it", () => {
    const path = "/ana-lopez/cardiologia/guadalajara";
    expect(composeShareMessage(`Texto. ${path}`, path, absolute)).toBe(`Texto. ${absolute}`);
    expect(composeShareMessage(`Texto. ${absolute}`, path, absolute)).toBe(`Texto. ${absolute}`);
  });
});

describe("CallDialog", () => {
  it("builds an international tel: link from the digits", () => {
    expect(phoneTelHref("33 1234 5678")).toBe("tel:+523312345678");
    expect(phoneTelHref("+52 1 (55) 1234-5678")).toBe("tel:+525512345678");
    expect(phoneTelHref("01 222 123 4567")).toBe("tel:+522221234567");
    expect(phoneTelHref(null)).toBeNull();
    expect(phoneTelHref("n/d")).toBeNull();
    expect(formatPhoneForDisplay("3312345678")).toBe("33 1234 5678");
    expect(formatPhoneForDisplay("+52 222 123 4567")).toBe("222 123 4567");
  });

  it("disables the trigger when there is no phone", () => {
    const html = renderToStaticMarkup(<CallDialog providerName="Dra. Ana López" phone={null} />);
    expect(html).toMatch(/<button[^>]*disabled/);
    expect(html).toContain("Teléfono no disponible");
  });

  it("renders an enabled dialog trigger when there is a phone", () => {
    const html = renderToStaticMarkup(
      <CallDialog providerName="Dra. Ana López" phone="33 1234 5678" />,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain("Llamar");
    expect(html).not.toContain("disabled");
  });
});
