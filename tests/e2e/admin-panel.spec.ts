import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { openHydrated, signInAdminContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server: imports add listings and a photo is removed, on a small demo directory.
const PORT = 4201;
const DATA_DIR = ".tmp/e2e-admin-panel-db";

const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: { MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png" },
  startTimeoutMs: 150000,
});

/** The fixture administrator, signed in through the API (not what is tested), on the panel. */
async function signIn(page: Page) {
  await signInAdminContext(page.context(), BASE, FIXTURES.admin);
  // Kept: the providers table is fetched by the page's scripts.
  await openHydrated(page, `${BASE}/admin`);
  await expect(
    page.getByRole("heading", { name: /Mostrando [1-9][\d,]* proveedores/ }),
  ).toBeVisible();
}

const CSV = [
  "name,specialty,city,state,location",
  'Dra. Renata Navegador Ruiz,Cardiología,Villa Panel Nueva,Jalisco,"Av. Panel 1"',
  "Dr. Sin Ciudad Uno,Pediatría,,Jalisco,",
  'Dra. Renata Navegador Ruiz,Cardiología,Villa Panel Nueva,Jalisco,"Av. Panel 1"',
].join("\n");

test("the header shows the administrator's session, not 'Iniciar Sesión'", async ({ page }) => {
  await signIn(page);
  await page.goto(`${BASE}/`);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Panel de administración/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Iniciar Sesión" })).toHaveCount(0);
  await header.getByRole("link", { name: /Panel de administración/ }).click();
  await expect(page).toHaveURL(`${BASE}/admin`);
});

test("an import's skipped rows stay in the history after a reload and download as CSV", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("button", { name: /Importar \(CSV, Google Sheets, Airtable\)/ }).click();
  const panel = page.getByRole("region", { name: "Importar médicos" });
  await panel.getByLabel("Nombre de la fuente").fill("Prueba del historial");
  await panel.getByLabel("Archivo CSV").setInputFiles({
    name: "historial.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await panel.getByRole("button", { name: "Importar CSV" }).click();
  await expect(page.getByText(/1 profesionales importados, 2 omitidos/).first()).toBeVisible();

  // The city of the new listing is offered by the filter at once.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: /Mostrando [1-9][\d,]* proveedores/ }),
  ).toBeVisible();
  await expect(
    page.getByLabel("Ciudad").locator("option", { hasText: "Villa Panel Nueva" }),
  ).toHaveCount(1);

  await page.getByRole("button", { name: /Importar \(CSV, Google Sheets, Airtable\)/ }).click();
  const history = page.getByRole("region", { name: "Importar médicos" });
  await history.getByRole("button", { name: "Ver avisos (2)" }).click();
  const messages = history.getByRole("region", { name: /Avisos de la importación/ });
  await expect(messages.getByRole("row")).toHaveText([
    /Fila\s*Resultado\s*Motivo/,
    /3\s*Omitida\s*falta la ciudad/,
    /4\s*Omitida\s*duplicada de la fila 2 del mismo archivo/,
  ]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    messages.getByRole("link", { name: "Descargar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^importacion-\d+-\d{4}-\d{2}-\d{2}-avisos\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
    '"Fila","Resultado","Motivo"',
    '"3","Omitida","falta la ciudad"',
    '"4","Omitida","duplicada de la fila 2 del mismo archivo"',
    "",
  ]);
});

test("the name search finds every word in any order, accents and case aside", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Buscar").fill("ruíz RENATA");
  await expect(page.getByRole("heading", { name: "Mostrando 1 proveedores" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /^Dra\. Renata Navegador Ruiz/ })).toBeVisible();
});

test("the table scrolls inside its box with the name column in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole("button", { name: "Vista completa" }).click();
  const box = page.getByTestId("tabla-proveedores");
  const widths = await box.evaluate((element) => ({
    box: element.getBoundingClientRect().right,
    scroll: element.scrollWidth > element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.scroll).toBe(true);
  expect(widths.box).toBeLessThanOrEqual(1280);
  expect(widths.page).toBeLessThanOrEqual(1280);
  const name = box.locator("tbody tr").first().locator("td").first();
  const before = await name.boundingBox();
  await box.evaluate((element) => element.scrollBy({ left: 600 }));
  expect((await name.boundingBox())!.x).toBeCloseTo(before!.x, 0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
});

test("an administrator removes a doctor's photo after confirming", async ({ page }) => {
  await signIn(page);
  // A demo listing with a portrait, found through the API the panel uses.
  const list = await page.request.get(`${BASE}/api/admin/providers?limit=60`);
  const { providers } = (await list.json()) as { providers: { id: number; name: string }[] };
  let target: { id: number; name: string } | null = null;
  for (const provider of providers) {
    const detail = await page.request.get(`${BASE}/api/admin/providers/${provider.id}`);
    if (((await detail.json()) as { avatar: string | null }).avatar) {
      target = provider;
      break;
    }
  }
  expect(target).not.toBeNull();

  await page.getByLabel("Buscar").fill(target!.name);
  await page
    .getByRole("button", { name: `Ver detalles de ${target!.name}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Quitar foto de perfil" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`¿Quitar la foto de perfil de ${target!.name}?`);
  await confirm.getByRole("button", { name: "Quitar foto de perfil" }).click();
  await expect(page.getByText("Foto de perfil eliminada").first()).toBeVisible();
  await expect(dialog.getByText("Sin foto de perfil")).toBeVisible();

  const after = await page.request.get(`${BASE}/api/admin/providers/${target!.id}`);
  expect(((await after.json()) as { avatar: string | null }).avatar).toBeNull();
  const audit = await page.request.get(
    `${BASE}/api/admin/audit?entityType=provider&entityId=${target!.id}`,
  );
  expect(JSON.stringify(await audit.json())).toContain("photo");
});

test("a session ended on the server sends the next action to /admin/login", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Blog" }).click();
  await expect(page.getByText("Cargando artículos…")).toHaveCount(0);

  // The session ends on the server (another tab signs out) while the panel is on screen.
  await page.request.post(`${BASE}/api/admin/logout`);

  // The panel's next request meets the 401: one a click makes here, or a refresh the panel
  // makes by itself first (then the tabs are already gone when the click comes).
  await expect(async () => {
    if (!page.url().includes("/admin/login")) {
      await page.getByRole("tab", { name: "Médicos" }).click({ timeout: 1_000 });
      await page.getByRole("button", { name: "Actualizar" }).click({ timeout: 1_000 });
    }
    expect(page.url()).toBe(`${BASE}/admin/login?sesion=terminada`);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("alert")).toHaveText(
    "Tu sesión de administrador terminó. Inicia sesión de nuevo para continuar.",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText("Cargando artículos…")).toHaveCount(0);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" }),
  ).toBeVisible();
});
