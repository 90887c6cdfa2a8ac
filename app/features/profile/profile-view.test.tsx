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
    telemedicine: false,
    bookingEnabled: false,
    bookingUrl: null,
    phone: "222 123 4567",
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
            },
          ]}
          insurers={[]}
          relatedLabel="pediatras"
          siteUrl="https://example.com"
          currentPath="/carmen-ortiz/pediatria/puebla"
          signedIn={false}
          reviewer={{ canWrite: false }}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/carmen-ortiz/pediatria/puebla"]} />);
}

describe("the public profile", () => {
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
