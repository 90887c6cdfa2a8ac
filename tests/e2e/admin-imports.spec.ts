import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FAKE_AIRTABLE_TOKEN, startFakeAirtable, type FakeAirtable } from "../fakes/airtable.ts";
import { openHydrated, signInAdminContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server (not the shared one): imports add listings, and Airtable is a local fake.
const PORT = 4200;
const DATA_DIR = ".tmp/e2e-admin-imports-db";

let airtable: FakeAirtable;

test.beforeAll(async () => {
  // Airtable's rate-limit penalty is 30 s; this fake asks for 2 s through Retry-After.
  airtable = await startFakeAirtable({ retryAfterSeconds: 2 });
});

const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: () => ({
    AIRTABLE_API_URL: airtable.url,
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  }),
});

test.afterAll(async () => {
  await airtable?.close();
});

const CSV = [
  "name,specialty,city,state,location,phone,price,url",
  'Dra. Renata Navegador Ruiz,Cardiología,Guadalajara,Jalisco,"Av. Prueba 1, Centro",33 0000 1111,900,https://fuente.example.org/e2e/renata',
  'Dr. Emilio Navegador Paz,Pediatría,Monterrey,Nuevo León,"Calle Prueba 2, Centro",81 0000 2222,800,https://fuente.example.org/e2e/emilio',
].join("\n");

/** The fixture administrator, signed in through the API (not what is tested), on the import panel. */
async function openImports(page: Page) {
  await signInAdminContext(page.context(), BASE, FIXTURES.admin);
  // Kept: the import panel and its uploads are the page's scripts.
  await openHydrated(page, `${BASE}/admin`);
  await page.getByRole("button", { name: /Importar \(CSV, Google Sheets, Airtable\)/ }).click();
  return page.getByRole("region", { name: "Importar médicos" });
}

test("an administrator imports a CSV and sees the new listings", async ({ page }) => {
  const panel = await openImports(page);
  await expect(panel.getByRole("tab", { name: "CSV" })).toHaveAttribute("aria-selected", "true");

  // The form's own checks come before any upload.
  await panel.getByRole("button", { name: "Importar CSV" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Por favor completa todos los campos requeridos",
  );

  await panel.getByLabel("Archivo CSV").setInputFiles({
    name: "medicos.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await expect(panel.getByTestId("csv-preview")).toContainText("Dra. Renata Navegador Ruiz");
  await panel.getByLabel("Nombre de la fuente").fill("Prueba de navegador");

  const accessibility = await new AxeBuilder({ page }).include("#area-importacion").analyze();
  expect(accessibility.violations).toEqual([]);

  await panel.getByRole("button", { name: "Importar CSV" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Importación exitosa" })).toContainText(
    "Importación exitosa: 2 profesionales importados, 0 omitidos",
  );

  // The providers list refreshes and shows the new (pending) listings; the history too.
  await expect(page.getByText("Dra. Renata Navegador Ruiz").first()).toBeVisible();
  await expect(page.getByText("Dr. Emilio Navegador Paz").first()).toBeVisible();
  await expect(panel.getByRole("table")).toContainText("medicos.csv");

  // Importing the same file again: both rows are duplicates now.
  await panel.getByLabel("Archivo CSV").setInputFiles({
    name: "medicos.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await panel.getByRole("button", { name: "Importar CSV" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Importación exitosa" })).toContainText(
    "0 profesionales importados, 2 omitidos",
  );
});

test("an Airtable import that must wait goes on in the background and ends in Spanish", async ({
  page,
}) => {
  airtable.setTable("appNavegadorPrueba", "Médicos", [
    {
      id: "recNavegador01",
      fields: { Nombre: "Dra. Airtable Navegador", Especialidad: "Pediatría" },
    },
    { id: "recNavegador02", fields: { Nombre: "Dr. Sin Especialidad Navegador" } },
  ]);
  const panel = await openImports(page);
  await panel.getByRole("tab", { name: "Airtable" }).click();

  await panel.getByLabel(/API key/).fill(FAKE_AIRTABLE_TOKEN);
  await panel.getByLabel("Base ID").fill("appNavegadorPrueba");
  await panel.getByLabel("Nombre de la tabla").fill("No existe");
  await panel.getByRole("button", { name: "Probar conexión" }).click();
  await expect(panel.getByRole("alert")).toContainText("No se encontró la base o la tabla");

  await panel.getByLabel("Nombre de la tabla").fill("Médicos");
  await panel.getByRole("button", { name: "Probar conexión" }).click();
  await expect(panel.getByRole("status").first()).toContainText(
    "Conexión exitosa. Campos encontrados: Nombre, Especialidad.",
  );

  airtable.failNextRequests(1);
  await panel.getByRole("button", { name: "Importar desde Airtable" }).click();
  await expect(panel.getByText("En pausa: la fuente pidió esperar")).toBeVisible();
  await expect(panel.getByRole("status").filter({ hasText: "Importación exitosa" })).toContainText(
    "Importación exitosa: 1 registros importados, 1 omitidos.",
  );
  await expect(panel.getByRole("status").filter({ hasText: "Importación exitosa" })).toContainText(
    "Registro recNavegador02: falta la especialidad.",
  );
});
