import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import { DashboardShell } from "./dashboard-shell.tsx";
import { emptyAgenda } from "./tabs/agenda/agenda-fixtures.ts";
import { NotAuthorized } from "./not-authorized.tsx";

function ownProvider(overrides: Partial<OwnProvider> = {}): OwnProvider {
  return {
    id: 7,
    name: "Dra. Elena Ramírez",
    slug: "elena-ramirez",
    profilePath: "/elena-ramirez/cardiologia/guadalajara",
    specialty: "Cardiología",
    city: "Guadalajara",
    bio: "Cardióloga.",
    phone: "33 0123 4567",
    whatsapp: "",
    email: "consultorio@example.com",
    location: "Av. Vallarta 100",
    schedule: "",
    experience: 12,
    price: 900,
    availableToday: false,
    onlineBooking: false,
    telemedicine: true,
    licenseNumber: "1234567",
    licenseVerified: true,
    licenseIssue: null,
    avatar: null,
    approvalStatus: "approved",
    emailVerified: true,
    servicesWithPricing: [{ name: "Consulta", price: 900 }],
    locations: [],
    socialLinks: {},
    insuranceNetworks: [],
    ...overrides,
  };
}

function render(provider: OwnProvider, path = "/dashboard") {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <DashboardShell initialProvider={provider} conversations={[]} agenda={emptyAgenda()} />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("DashboardShell", () => {
  it("shows the header, the public-profile button and the nine tabs in order", () => {
    const html = render(ownProvider());
    expect(html).toContain("Mi Panel de Control");
    expect(html).toContain('href="/elena-ramirez/cardiologia/guadalajara"');
    expect(html).toContain("Ver perfil público");
    expect(html).toContain("Cédula verificada");
    expect(html).not.toContain("Email no verificado");
    // Before hydration the tabs are links (they work without script), in a labelled nav.
    expect(html).toContain('<nav aria-label="Secciones del panel"');
    expect(html).not.toContain('role="tab');
    const links = [...html.matchAll(/<a id="panel-pestana-[^>]* href="([^"]+)"[^>]*>([^<]+)</g)];
    expect(links.map((m) => m[1])).toEqual([
      "/dashboard",
      ...[
        "servicios",
        "ubicaciones",
        "agenda",
        "redes",
        "resenas",
        "mensajes",
        "estadisticas",
        "articulos",
      ].map((key) => `/dashboard?tab=${key}`),
    ]);
    const tabs = links.map((m) => m[2]);
    expect(tabs).toEqual([
      "Perfil",
      "Servicios",
      "Ubicaciones",
      "Agenda",
      "Redes",
      "Reseñas",
      "Mensajes",
      "Estadísticas",
      "Artículos",
    ]);
    // The bio counter starts at the saved bio's length.
    expect(html.replace(/<!-- -->/g, "")).toContain(`${"Cardióloga.".length}/500`);
  });

  it("badges an unverified email and a pending listing, without a public link", () => {
    const html = render(ownProvider({ emailVerified: false, approvalStatus: "pending" }));
    expect(html).toContain("Email no verificado - Funciones limitadas");
    expect(html).toContain("Pendiente de aprobación");
    expect(html).toContain("Reenviar correo de verificación");
    expect(html).not.toContain("Ver perfil público");
  });

  it("opens the tab named in the URL and disables saving an empty list", () => {
    const html = render(ownProvider({ servicesWithPricing: [] }), "/dashboard?tab=servicios");
    expect(html).toMatch(/aria-current="page"[^>]*>Servicios</);
    // Only the chosen tab's panel shows; the editing tabs' drafts stay in the page, hidden.
    expect(html).toMatch(/<div id="panel-seccion-servicios" data-state="active"/);
    expect(html).toMatch(/<div id="panel-seccion-perfil" hidden=""/);
    expect(html).toMatch(/<div id="panel-seccion-resenas" hidden=""[^>]*><\/div>/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Guardar servicios</);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Guardar ubicaciones</);
  });
});

describe("onboarding checklist in the panel", () => {
  it("shows the completeness and the steps left, each linking to its field", () => {
    const html = render(ownProvider({ licenseVerified: false, licenseNumber: null }));
    // Bio 20 and services 15 of the fixture; no photo, offices, schedule, insurers or cédula.
    expect(html).toMatch(/data-testid="porcentaje-perfil"[^>]*>35(<!-- -->)? %/);
    expect(html).toContain('aria-valuenow="35"');
    expect(html).toContain("Cédula sin verificar");
    expect(html).toContain('href="/dashboard?tab=perfil#campo-cedula"');
    expect(html).toContain('href="/dashboard?tab=ubicaciones#agregar-consultorio"');
    expect(html).toContain('id="campo-cedula"');
    expect(html).toContain('id="agregar-consultorio"');
  });
});

describe("NotAuthorized", () => {
  it("offers the login that comes back to the panel", () => {
    const Stub = createRoutesStub([
      { path: "/dashboard", Component: () => <NotAuthorized signedInAs={null} /> },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/dashboard"]} />);
    expect(html).toContain("Acceso no autorizado");
    expect(html).toContain('href="/login?returnUrl=%2Fdashboard"');
  });
});
