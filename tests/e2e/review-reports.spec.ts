import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  openHydrated,
  openSignedIn,
  signInAdminContext,
  signInContext,
} from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { reviewOfOwnListing } from "../support/listing-review.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// The shared server: a doctor reports a review of the fixture doctor's listing and an
// administrator removes it. The reviewer is the seed's demo patient: the fixture patient's review
// of that listing is doctor-tools.spec.ts's. Signing in is not tested here: the API signs in.
const ADMIN = FIXTURES.admin;
const DOCTOR = FIXTURES.doctor;
const PATIENT = { email: "paciente.demo@example.com", password: "Paciente-Demo-2026" };
const COMMENT = "La doctora me atendió bien, pero comentó en voz alta el diagnóstico de mi vecina.";

test.describe.configure({ mode: "serial" });

let listing: { id: number; profilePath: string };
let otherListing: { profilePath: string };

const axeViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`,
  );

test.beforeAll(async ({ request }) => {
  listing = await reviewOfOwnListing(
    BASE,
    { doctor: DOCTOR, patient: PATIENT },
    { rating: 2, comment: COMMENT },
  );
  const others = (await (await request.get(`${BASE}/api/providers?limit=5`)).json()) as {
    id: number;
    profilePath: string;
  }[];
  otherListing = others.find((p) => p.id !== listing.id)!;
});

test("a reported review stays public until an administrator removes it, and the profile then counts it", async ({
  page,
  browser,
}) => {
  // Kept: reporting a review is a form of the dashboard's scripts.
  await openSignedIn(page, BASE, DOCTOR, "/dashboard?tab=resenas");
  const item = page.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(item.getByText("Publicada")).toBeVisible();
  await expect(item.getByRole("button", { name: "Ocultar" })).toHaveCount(0);

  await item.getByRole("button", { name: "Reportar" }).click();
  await item.getByRole("button", { name: "Enviar reporte" }).click();
  await expect(item.getByText("Elige el motivo del reporte")).toBeVisible();
  await item.getByLabel("Contiene datos personales").check();
  await item.getByLabel("Detalles (opcional)").fill("Revela el diagnóstico de otra paciente.");
  expect(await axeViolations(page, '[role="tabpanel"]')).toEqual([]);
  await item.getByRole("button", { name: "Enviar reporte" }).click();
  await expect(page.getByText("Reporte enviado", { exact: true })).toBeVisible();
  await expect(item.getByText("Reportada: en revisión")).toBeVisible();
  await expect(item.getByRole("button", { name: "Reportar" })).toHaveCount(0);

  // Still public while it waits.
  const visitor = await browser.newPage();
  await visitor.goto(`${BASE}${listing.profilePath}`);
  const reviews = visitor.getByRole("region", { name: "Reseñas y Calificaciones" });
  await expect(reviews.getByText(COMMENT)).toBeVisible();
  await expect(reviews.getByText(/retirada/)).toHaveCount(0);

  // Its own context: axe needs one, and the administrator's cookie stays apart.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdminContext(adminContext, BASE, ADMIN);
  // Kept: the panel's 'Reseñas' tab and its reports are the page's scripts.
  await openHydrated(admin, `${BASE}/admin`);
  await admin.getByRole("tab", { name: "Reseñas" }).click();
  const reported = admin.getByRole("region", { name: "Reseñas reportadas" });
  const report = reported.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(report.getByText("Contiene datos personales")).toBeVisible();
  await expect(report.getByText("Revela el diagnóstico de otra paciente.")).toBeVisible();
  expect(await axeViolations(admin, '[role="tabpanel"]')).toEqual([]);
  await report.getByRole("button", { name: "Retirar reseña" }).click();
  const dialog = admin.getByRole("dialog", { name: "Retirar reseña" });
  await expect(dialog.getByText("1 reseña retirada por contener datos personales")).toBeVisible();
  await dialog
    .getByLabel("Nota para el historial (opcional)")
    .fill("Datos de salud de un tercero.");
  await dialog.getByRole("button", { name: "Retirar reseña" }).click();
  await expect(admin.getByText("Reseña retirada", { exact: true })).toBeVisible();
  await expect(reported.getByText("No hay reseñas reportadas pendientes.")).toBeVisible();
  await adminContext.close();

  await visitor.reload();
  await expect(reviews.getByText(COMMENT)).toHaveCount(0);
  await expect(reviews.getByText("1 reseña retirada por contener datos personales")).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(
    item.getByText("Retirada por un administrador: contiene datos personales"),
  ).toBeVisible();
  await expect(item.getByRole("button", { name: "Aprobar" })).toHaveCount(0);
});

test("a held review tells its author why it waits, and doctors are offered no review form", async ({
  page,
  browser,
}) => {
  // Kept: 'Escribir Reseña' opens the review form, which posts, with the page's scripts.
  await openSignedIn(page, BASE, PATIENT, otherListing.profilePath);
  // The form is a lazy chunk whose boundary hydrates after the page: a click before it lands
  // is lost, so wait for the page's requests to settle first.
  await page.waitForLoadState("networkidle");
  // A <details> (it opens without the scripts too), whose summary has no ARIA role.
  await page.locator("summary", { hasText: "Escribir Reseña" }).click();
  await page.getByRole("radio", { name: "5 estrellas" }).check({ force: true });
  await page
    .getByLabel("Comentario")
    .fill("Excelente, para citas llamen al cinco cinco uno dos tres cuatro cinco seis siete ocho");
  await page.getByRole("button", { name: "Publicar reseña" }).click();
  const block = page.getByRole("region", { name: "Reseñas y Calificaciones" });
  await expect(block.getByRole("status")).toHaveText(
    "Tu reseña se publicará después de una revisión porque parece incluir un número de teléfono. Para proteger tu privacidad no publicamos datos de contacto.",
  );

  const context = await browser.newContext();
  const doctor = await context.newPage();
  // What the doctor is told is in the server's HTML.
  await signInContext(context, BASE, DOCTOR);
  await doctor.goto(`${BASE}${otherListing.profilePath}`);
  const reviews = doctor.getByRole("region", { name: "Reseñas y Calificaciones" });
  await expect(
    reviews.getByText("Solo las cuentas de paciente pueden escribir reseñas."),
  ).toBeVisible();
  await expect(reviews.locator("summary", { hasText: "Escribir Reseña" })).toHaveCount(0);
  await expect(doctor.getByText("Email no verificado")).toHaveCount(0);
  await context.close();
});
