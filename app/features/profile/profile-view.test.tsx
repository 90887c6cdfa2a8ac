import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicProviderProfile } from "../../../common/providers/types.ts";
import { ProfileView } from "./profile-view.tsx";

function profile(overrides: Partial<PublicProviderProfile> = {}): PublicProviderProfile {
  return {
    id: 11,
    name: "Dra. Carmen Ortiz",
    slug: "carmen-ortiz",
    specialty: "Pediatría",
    specialtySlug: "pediatria",
    city: "Puebla",
    citySlug: "puebla",
    state: "Puebla",
    location: "Av. Juárez 100",
    bio: "Pediatra con quince años de experiencia.",
    avatar: null,
    price: 800,
    experience: 15,
    licenseVerified: true,
    availableToday: false,
    onlineBooking: false,
    telemedicine: false,
    bookingEnabled: false,
    bookingUrl: null,
    phone: "222 123 4567",
    whatsapp: "2221234567",
    schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
    insuranceNetworks: [],
    servicesWithPricing: [],
    certifications: [],
    latitude: null,
    longitude: null,
    rating: { average: 4, count: 1 },
    profilePath: "/carmen-ortiz/pediatria/puebla",
    email: "consultorio@example.com",
    bannerImage: null,
    licenseNumber: "1234567",
    training: null,
    yearsOfPractice: 15,
    offices: [],
    socialLinks: {},
    insurers: [],
    languages: [],
    claimed: true,
    emailVerified: false,
    removedReviews: [],
    ...overrides,
  };
}

function render(provider: PublicProviderProfile) {
  const Stub = createRoutesStub([
    {
      path: "/carmen-ortiz/pediatria/puebla",
      Component: () => (
        <ProfileView
          provider={provider}
          related={[]}
          reviews={[
            {
              id: 1,
              rating: 4,
              comment: "Muy paciente con mi hijo.",
              createdAt: "2026-02-01T12:00:00.000Z",
              approvalStatus: "approved",
              user: { firstName: "Rosa", lastName: "M." },
              reply: null,
              verifiedVisit: false,
            },
          ]}
          insurers={[]}
          relatedLabel="pediatras"
          siteUrl="https://example.com"
          currentPath="/carmen-ortiz/pediatria/puebla"
          signedIn={false}
          reviewer={{ canWrite: false }}
          tileUrl="/teselas/{z}/{x}/{y}.png"
        />
      ),
    },
  ]);
  // React's text separators ("<!-- -->") would split the texts asserted below.
  return renderToString(<Stub initialEntries={["/carmen-ortiz/pediatria/puebla"]} />).replaceAll(
    "<!-- -->",
    "",
  );
}

describe("the public profile", () => {
  it("puts the doctor before the search: the form waits behind 'Buscar otro médico'", () => {
    const html = render(profile());
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Buscar otro médico/s);
    expect(html).not.toContain('name="q"');
    expect(html.indexOf("Dra. Carmen Ortiz</h1>")).toBeGreaterThan(-1);
  });

  it("shows the rating with its count, the price and the stored years of experience", () => {
    const html = render(profile({ rating: { average: 4.5, count: 23 }, experience: 38 }));
    expect(html).toContain("4.5");
    expect(html).toContain("(23 reseñas)");
    expect(html).toContain("$800");
    expect(html).toContain("38 años de experiencia");
    expect(html).not.toMatch(/\d\+ años/);
  });

  it("draws each office with a 'Cómo llegar' link by position, or by address without one", () => {
    const html = render(
      profile({
        offices: [
          { name: "Torre Médica", address: "Av. Reforma 1", latitude: 19.04, longitude: -98.2 },
          { name: "Clínica Sur", address: "Calle 5 Sur 20, Puebla" },
        ],
      }),
    );
    expect(html).toContain("destination=19.04%2C-98.2");
    expect(html).toContain(`destination=${encodeURIComponent("Calle 5 Sur 20, Puebla")}`);
    expect(html.match(/Cómo llegar/g)).toHaveLength(2);
    // Without a position there is no map to load: the drawing is shown at once.
    expect(html).toContain("Dibujo de un mapa con la ubicación de Clínica Sur");
  });

  it("offers 'Agendar' in the phone bar only where there is something to book", () => {
    expect(render(profile({ claimed: true }))).toContain(">Agendar</span></a>");
    expect(render(profile({ claimed: false, bookingUrl: null }))).not.toContain(
      ">Agendar</span></a>",
    );
    expect(render(profile({ claimed: false, bookingUrl: "https://citas.example/ana" }))).toContain(
      'href="https://citas.example/ana"',
    );
  });

  it("links WhatsApp to the doctor's own mobile, and has no WhatsApp button without one", () => {
    const withMobile = render(profile({ phone: "222 123 4567", whatsapp: "2229876543" }));
    const chats = withMobile.match(/href="https:\/\/wa\.me\/[^"]*"/g) ?? [];
    // The button under the name and the phone bar's, both to the mobile, not the office line.
    expect(chats).toHaveLength(2);
    for (const chat of chats)
      expect(chat).toMatch(/^href="https:\/\/wa\.me\/522229876543\?text=Hola/);

    const without = render(profile({ phone: "222 123 4567", whatsapp: null }));
    expect(without).not.toContain("wa.me");
    expect(without).not.toContain(">WhatsApp</span>");
    expect(without).toContain('href="tel:+522221234567"');
  });

  it("gives an uploaded photo a srcset of its three widths", () => {
    const hash = "0123456789abcdef0123";
    const html = render(profile({ avatar: `/fotos/${hash}-384.webp` }));
    expect(html).toContain(`/fotos/${hash}-96.webp 96w`);
    expect(html).toContain(`/fotos/${hash}-384.webp 384w`);
  });

  it("never shows the owner-only 'Email no verificado' badge to visitors", () => {
    const html = render(profile({ emailVerified: false }));
    expect(html).toContain("Dra. Carmen Ortiz");
    expect(html).not.toContain("Email no verificado");
    expect(html).not.toContain("Funciones limitadas");
  });

  it("says below the reviews how many an administrator removed, and why", () => {
    expect(render(profile())).not.toContain("retirada");
    const html = render(
      profile({
        removedReviews: [
          { reason: "datos_personales", count: 1 },
          { reason: "lenguaje_ofensivo", count: 2 },
        ],
      }),
    );
    expect(html).toContain("1 reseña retirada por contener datos personales");
    expect(html).toContain("2 reseñas retiradas por lenguaje ofensivo");
    expect(html.indexOf("1 reseña retirada")).toBeGreaterThan(
      html.indexOf("Muy paciente con mi hijo."),
    );
  });
});
