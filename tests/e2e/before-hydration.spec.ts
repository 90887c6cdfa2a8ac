import { expect, test, type Page } from "@playwright/test";
import { accountMenu, fixtureDoctorProfilePath, signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE } from "../support/shared-server.ts";
import { specServer } from "../support/spec-server.ts";

// Every public page is whole HTML before React hydrates it, and its scripts may start late (after
// load and paint, on a slow connection much later): what a visitor types or picks in a form
// before hydration must still be there, and be sent, when they submit after it. Each test holds
// the page's scripts back, fills the form on the server's HTML alone, lets the scripts in,
// waits for hydration and only then submits.

// Every test but those of "a doctor's profile" (a server of its own) only reads pages and signs the
// fixtures' patient in: they use the shared server, named here because this spec runs beside the
// shared server's specs.
test.use({ baseURL: SHARED_BASE });

/**
 * Opens `url` with its JavaScript held back; answers a function that lets the scripts in and
 * waits until React has hydrated the page.
 */
async function openBeforeHydration(page: Page, url: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'load': a page's module scripts may hold its load event until they run.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return async () => {
    // Nothing ran while the form was filled: the test's premise.
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Lazy chunks (a profile's message form) hydrate their part of the page after the rest.
    await page.waitForLoadState("networkidle");
  };
}

test("the home search keeps a query, specialty and city chosen before hydration", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/");
  // "vacunas": free text ("niños" alone is read as Pediatría, docs/search.md).
  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("vacunas");
  await page.getByRole("combobox", { name: "Especialidad" }).selectOption("pediatria");
  await page.getByRole("combobox", { name: "Ciudad" }).selectOption("guadalajara");
  await hydrate();

  await expect(page.getByRole("combobox", { name: "Especialidad" })).toHaveValue("pediatria");
  await expect(page.getByRole("combobox", { name: "Ciudad" })).toHaveValue("guadalajara");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/pediatria/guadalajara?q=vacunas");
});

test("the results page's search keeps a city chosen before hydration, and the next page's form shows its own", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/cardiologia/guadalajara");
  const city = page.getByRole("combobox", { name: "Ciudad" });
  await expect(city).toHaveValue("guadalajara");
  await city.selectOption("monterrey");
  await hydrate();

  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL("/cardiologia/monterrey");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cardiología en Monterrey");
  // A client-side navigation: the form starts again from the new page's values.
  await expect(city).toHaveValue("monterrey");
  await expect(page.getByRole("combobox", { name: "Especialidad" })).toHaveValue("cardiologia");
});

test("the results page's filters keep what was chosen before hydration", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/cardiologia/guadalajara");
  const filters = page.getByRole("form", { name: "Filtros de búsqueda" });
  await filters.getByRole("combobox", { name: "Aseguradora" }).selectOption("gnp-seguros");
  await filters.getByRole("checkbox", { name: "Cédula verificada" }).check();
  await hydrate();

  await filters.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL("/cardiologia/guadalajara?insurer=gnp-seguros&verified=true");
});

test.describe("on a phone, with the page's scripts still held back", () => {
  test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });

  test("'Más filtros' shows the filters, and applying them goes to the canonical URL", async ({
    page,
  }) => {
    await openBeforeHydration(page, "/medicina-general/guadalajara?sort=price");
    const column = page.getByRole("complementary", { name: "Filtros" });
    await expect(column).toBeHidden();
    await page.getByRole("link", { name: "Más filtros" }).click();
    await expect(column).toBeVisible();
    await column.getByLabel("Precio máximo").selectOption("1000");
    await column.getByLabel("Teleconsulta").check();
    await column.getByLabel("Disponible hoy").check();
    await column.getByLabel("Cédula verificada").check();
    await column.getByRole("button", { name: "Aplicar filtros" }).click();
    // The browser's own submission; the server sends it on to the URL the chips link from,
    // keeping the order and leaving the city for teleconsultation.
    await expect(page).toHaveURL(
      "/medicina-general?city=online&availability=today&priceMax=1000&verified=true&sort=price",
    );
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    for (const chip of ["Hasta $1,000", "Teleconsulta", "Disponible hoy", "Cédula verificada"]) {
      await expect(page.getByRole("link", { name: `Quitar filtro: ${chip}` })).toBeVisible();
    }
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("price");
  });
});

test("the specialties page's pickers keep a choice made before hydration", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/especialidades");
  const form = page.getByRole("search", { name: "Buscar especialista por ciudad" });
  await form.getByRole("combobox", { name: "Especialidad" }).selectOption("pediatria");
  await form.getByRole("combobox", { name: "Ciudad" }).selectOption("monterrey");
  await hydrate();

  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/pediatria?city=monterrey");
});

test("the account menu opened before hydration stays open when the scripts run", async ({
  page,
  baseURL,
}) => {
  await signInContext(page.context(), baseURL!, FIXTURES.patient);
  const hydrate = await openBeforeHydration(page, "/");
  // A <details>: the browser opens it without the page's scripts.
  await accountMenu(page, FIXTURES.patient.firstName).click();
  const account = page.getByRole("banner").getByRole("link", { name: "Mi cuenta" });
  await expect(account).toBeVisible();
  await hydrate();

  await expect(account).toBeVisible();
});

test.describe("a doctor's profile", () => {
  // Its own server: the test sends a message to the fixture doctor, whose inbox the shared
  // server's dashboard spec expects empty.
  const PORT = 4231;
  const BASE = specServer({ port: PORT, dataDir: ".tmp/e2e-before-hydration-db" });

  test("the message a patient writes before the form hydrates is the one sent", async ({
    page,
  }) => {
    const profilePath = await fixtureDoctorProfilePath(BASE);
    await signInContext(page.context(), BASE, FIXTURES.patient);

    const text = "Escrito antes de que cargara la página: ¿atiende los sábados?";
    const hydrate = await openBeforeHydration(page, `${BASE}${profilePath}`);
    await page.getByLabel("Tu mensaje").fill(text);
    await hydrate();

    await expect(page.getByLabel("Tu mensaje")).toHaveValue(text);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Mensaje enviado").first()).toBeVisible();
    // Sent, the box empties for another message.
    await expect(page.getByLabel("Tu mensaje")).toHaveValue("");
    await page.getByRole("link", { name: "Ver conversación" }).click();
    await expect(page.getByRole("list", { name: "Mensajes" })).toContainText(text);
  });
});

test("an order picked on the results page before hydration is opened once React takes over", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/cardiologia/guadalajara");
  const order = page.getByRole("combobox", { name: "Ordenar por" });
  await order.selectOption("price");
  // Nothing happens without JavaScript: the page stays as it was.
  await expect(page).toHaveURL("/cardiologia/guadalajara");
  await hydrate();

  await expect(page).toHaveURL("/cardiologia/guadalajara?sort=price");
  await expect(order).toHaveValue("price");
});
