import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_SEED_PROVIDERS } from "../support/shared-server.ts";
import { specServer } from "../support/spec-server.ts";

// Every main page at a phone's width and at a desktop's. The panels of
// doctors and administrators, their dialogs and tabs, are checked at desktop width by their own
// specs (dashboard, doctor-tools, admin, admin-imports); both panels at 375 px are here.
// A server of its own with the shared server's seed (a copy of the database that one built), so
// this spec runs beside the shared server's specs instead of after them, and its sign-ins and
// pages spend no other spec's per-address limits.
const BASE = specServer({
  port: 4245,
  dataDir: ".tmp/e2e-accessibility-db",
  env: {
    SEED_PROVIDERS: SHARED_SEED_PROVIDERS,
    LOG_LEVEL: "warn",
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  },
});
test.use({ baseURL: BASE });

const WIDTHS = [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 800 },
];
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };
// The fixtures give every test server this administrator.
const ADMIN = FIXTURES.admin;

const PAGES: { name: string; path: string | ((page: Page) => Promise<string>); status?: number }[] =
  [
    { name: "home", path: "/" },
    { name: "results", path: "/cardiologia/guadalajara" },
    // Every card takes bookings here: 'Próxima cita' and 'Agendar cita' on each.
    { name: "results with online booking", path: "/?booking=online" },
    { name: "city", path: "/guadalajara/medicos" },
    { name: "specialist", path: "/pediatra/especialistas" },
    { name: "specialties", path: "/especialidades" },
    {
      name: "profile",
      path: async (page) => {
        const response = await page.request.get("/api/providers?specialty=cardiologia&limit=1");
        const [first] = (await response.json()) as { profilePath: string }[];
        return first!.profilePath;
      },
    },
    { name: "login", path: "/login" },
    { name: "patient signup", path: "/registro-paciente" },
    { name: "for doctors", path: "/para-medicos" },
    { name: "doctor signup", path: "/registro-medico" },
    { name: "blog", path: "/blog" },
    { name: "article", path: "/blog/infarto-senales-de-alarma-y-que-hacer" },
    { name: "help", path: "/ayuda" },
    { name: "terms", path: "/terminos" },
    { name: "privacy", path: "/aviso-de-privacidad" },
    { name: "not found", path: "/esta-pagina-no-existe/de-verdad", status: 404 },
    { name: "admin login", path: "/admin/login" },
    // The fixtures' doctor with a published agenda: the slot picker, then a confirm step.
    { name: "booking", path: `/agendar/${FIXTURES.agendaDoctor.listing.slug}` },
    {
      name: "booking confirm step",
      path: async (page) => {
        await page.goto(`/agendar/${FIXTURES.agendaDoctor.listing.slug}`);
        return (await page
          .getByRole("region", { name: "Elige un horario" })
          .getByRole("list")
          .getByRole("link")
          .first()
          .getAttribute("href"))!;
      },
    },
  ];

async function expectNoViolations(page: Page, label: string) {
  // The map's tiles and controls come from the map library, not from us.
  // Only violations are read: axe then skips the details of what passed, which is most of its work.
  const results = await new AxeBuilder({ page })
    .exclude(".leaflet-container")
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map(
      (v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(" | ")})`,
    ),
  ).toEqual([]);
}

/** The same document at each width: the layout changes, the page does not reload. */
async function checkWidths(page: Page, path: string, status = 200, widths = WIDTHS) {
  await page.setViewportSize(widths[0]!);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  // Kept: axe checks the page as it stays, with the roles the scripts add (tabs, widgets).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectNoViolations(page, `${path} at ${size.name}`);
  }
}

for (const { name, path, status } of PAGES) {
  test(`axe finds no violation on the ${name} page at 375 and 1280 px`, async ({ page }) => {
    await checkWidths(page, typeof path === "string" ? path : await path(page), status);
  });
}

test("axe finds no violation on the doctor's dashboard at 375 px", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: DOCTOR })).ok()).toBe(true);
  await checkWidths(page, "/dashboard", 200, [WIDTHS[0]!]);
});

test("axe finds no violation on the 'Agenda' tab and on 'Mis citas' at 375 px", async ({
  page,
}) => {
  const doctor = FIXTURES.agendaDoctor;
  expect((await page.request.post("/api/auth/login", { data: doctor })).ok()).toBe(true);
  await checkWidths(page, "/dashboard?tab=agenda", 200, [WIDTHS[0]!]);
  // Its setup, opened, is checked too.
  for (const section of await page.locator("#panel-seccion-agenda details").all()) {
    await section.evaluate((element) => element.setAttribute("open", ""));
  }
  await expectNoViolations(page, "/dashboard?tab=agenda, opened, at 375 px");

  await page.context().clearCookies();
  expect((await page.request.post("/api/auth/login", { data: FIXTURES.patient })).ok()).toBe(true);
  await checkWidths(page, "/dashboard/paciente", 200, [WIDTHS[0]!]);
});

test("axe finds no violation on the administrators' panel at 375 px", async ({ page }) => {
  expect((await page.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  await page.setViewportSize(WIDTHS[0]!);
  expect((await page.goto("/admin"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();
  // The list arrives after the page (fetched once hydrated): check it once its rows are there
  // (the heading reads "Mostrando 0 proveedores" while the list is still loading). The
  // server's markup, before hydration, is checked by no-javascript.spec.ts.
  await expect(page.getByTestId("tabla-proveedores").getByRole("row").nth(1)).toBeVisible();
  await expectNoViolations(page, "/admin at 375 px");
});
