import { expect, test, type Page } from "@playwright/test";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_SEED_PROVIDERS } from "../support/shared-server.ts";
import { specServer } from "../support/spec-server.ts";

// No page may scroll sideways (#issue item 3): every public page, every tab of a doctor's
// dashboard and of the admin panel, at a small phone, a common phone and a desktop.
// A server of its own with the shared server's seed (a copy of the database that one built), so
// this spec runs beside the shared server's specs instead of after them, and its sign-ins and
// pages spend no other spec's per-address limits.
const BASE = specServer({
  port: 4246,
  dataDir: ".tmp/e2e-no-sideways-scroll-db",
  env: {
    SEED_PROVIDERS: SHARED_SEED_PROVIDERS,
    LOG_LEVEL: "warn",
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  },
});
test.use({ baseURL: BASE });

const WIDTHS = [320, 375, 1280];
const HEIGHT = 800;
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };
// The fixtures give every test server this administrator.
const ADMIN = FIXTURES.admin;
const DASHBOARD_TABS = [
  "perfil",
  "servicios",
  "ubicaciones",
  "redes",
  "resenas",
  "mensajes",
  "estadisticas",
  "articulos",
];
const ADMIN_TABS = [
  "medicos",
  "solicitudes",
  "cambios",
  "blog",
  "resenas",
  "estadisticas",
  "actividad",
];

/** What sticks out past the right edge, named well enough to find it in the code. */
async function overflowAt(page: Page, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: HEIGHT });
  // Layout settles after the resize: charts and tables measure themselves in resize observers,
  // which run before the next frame, and React draws what they set before the one after.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= window.innerWidth) return null;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 1;
      })
      .slice(-3)
      .map((element) => {
        const id = element.id ? `#${element.id}` : "";
        const classes = String(element.getAttribute("class") ?? "")
          .split(/\s+/)
          .slice(0, 4)
          .join(".");
        return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return `documento de ${doc.scrollWidth} px; sobresale: ${culprits.join(", ")}`;
  });
}

async function walk(page: Page, paths: string[], failures: string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
    await page.goto(path);
    // Kept: the widths are those of the pages as they stay, panels filled by the scripts included.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Client-loaded panels (dashboard and admin tabs) fill in after hydration.
    await page.waitForLoadState("networkidle").catch(() => {});
    for (const width of WIDTHS) {
      const problem = await overflowAt(page, width);
      if (problem) failures.push(`${path} a ${width} px: ${problem}`);
    }
  }
}

test("no public page is wider than the screen at 320, 375 and 1280 px", async ({ page }) => {
  test.setTimeout(180_000);
  const [first] = (await (
    await page.request.get("/api/providers?specialty=cardiologia&limit=1")
  ).json()) as { id: number; profilePath: string }[];
  const unclaimed = (await (await page.request.get("/api/providers?limit=20")).json()) as {
    id: number;
  }[];
  const failures: string[] = [];
  await walk(
    page,
    [
      "/",
      "/cardiologia/guadalajara",
      "/?q=dolor%20de%20cabeza",
      first!.profilePath,
      "/especialidades",
      "/todas-las-especialidades",
      "/guadalajara/medicos",
      "/pediatra/especialistas",
      "/blog",
      "/blog/infarto-senales-de-alarma-y-que-hacer",
      "/ayuda",
      "/terminos",
      "/aviso-de-privacidad",
      "/login",
      "/registro-paciente",
      "/para-medicos",
      "/registro-medico",
      "/doctor-signup",
      "/recuperar-contrasena",
      `/reclamar-perfil/${unclaimed.at(-1)!.id}`,
      "/admin/login",
      "/esta-pagina-no-existe/de-verdad",
    ],
    failures,
  );
  expect(failures).toEqual([]);
});

test("no tab of a doctor's dashboard is wider than the screen", async ({ page }) => {
  test.setTimeout(120_000);
  expect((await page.request.post("/api/auth/login", { data: DOCTOR })).ok()).toBe(true);
  const failures: string[] = [];
  await walk(
    page,
    DASHBOARD_TABS.map((tab) => `/dashboard?tab=${tab}`),
    failures,
  );
  expect(failures).toEqual([]);
});

test("no tab of the admin panel is wider than the screen", async ({ page }) => {
  test.setTimeout(120_000);
  expect((await page.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  const failures: string[] = [];
  await walk(
    page,
    ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
    failures,
  );
  expect(failures).toEqual([]);
});
