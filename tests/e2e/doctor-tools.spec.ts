import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openSignedIn } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { reviewOfOwnListing } from "../support/listing-review.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// The shared server: the fixture doctor's own listing gets a review, a reply and a post, which
// no other spec looks at. Signing in is not what these tests check: they sign in through the API.
const DOCTOR = FIXTURES.doctor;
const PATIENT = FIXTURES.patient;
// Another browser than the other tests' visitors: a new visit, not a reload of theirs.
const PERSON_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const COMMENT = "Consulta puntual, pero no me explicó los efectos del medicamento.";

test.describe.configure({ mode: "serial" });

let listing: { id: number; profilePath: string };

// Kept: the dashboard's tabs, forms and replies are the page's scripts.
const logIn = (page: Page, account: { email: string; password: string }, url: string) =>
  openSignedIn(page, BASE, account, url);

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.beforeAll(async () => {
  listing = await reviewOfOwnListing(
    BASE,
    { doctor: DOCTOR, patient: PATIENT },
    { rating: 2, comment: COMMENT },
  );
});

// Reporting instead of hiding is tests/e2e/review-reports.spec.ts.
test("a doctor replies to a review and the reply shows under it on the profile", async ({
  page,
  browser,
}) => {
  await logIn(page, DOCTOR, "/dashboard?tab=resenas");
  const item = page.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(item.getByText("Publicada")).toBeVisible();

  await item.getByRole("button", { name: "Responder" }).click();
  await item
    .getByLabel("Tu respuesta pública")
    .fill("Gracias por escribir; le llamo para explicarle.");
  await item.getByRole("button", { name: "Publicar respuesta" }).click();
  await expect(page.getByText("Reseña actualizada", { exact: true })).toBeVisible();
  await expect(item.getByText("Respuesta del médico")).toBeVisible();
  await expect(item.getByRole("button", { name: "Ocultar" })).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto(`${BASE}${listing.profilePath}`);
  const shown = visitor.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(shown.getByText("Respuesta del médico")).toBeVisible();
  await expect(shown.getByText("le llamo para explicarle")).toBeVisible();
  await visitor.close();
});

test("profile views and WhatsApp clicks reach the doctor's statistics", async ({
  page,
  browser,
}) => {
  await logIn(page, DOCTOR, "/dashboard");
  const lastWeek = async () => {
    const body = await (await page.request.get(`${BASE}/api/providers/me/analytics`)).json();
    const week = body.weeks.at(-1);
    return { views: week.views as number, whatsapp: week.whatsapp as number };
  };
  const before = await lastWeek();

  const context = await browser.newContext({ userAgent: PERSON_UA });
  const visitor = await context.newPage();
  await visitor.goto(`${BASE}${listing.profilePath}`);
  // Kept: the view and the WhatsApp click are counted by beacons of the page's scripts.
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Keep the visitor here: the beacon must go out, the chat need not open.
  await visitor.evaluate(() =>
    document.addEventListener("click", (event) => event.preventDefault(), true),
  );
  await visitor.getByRole("link", { name: "WhatsApp" }).click();
  await visitor.reload(); // the same visit: not another view
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");

  await expect.poll(lastWeek).toEqual({ views: before.views + 1, whatsapp: before.whatsapp + 1 });
  await openTab(page, "Estadísticas");
  const views = page.getByRole("listitem").filter({ hasText: "Visitas al perfil" });
  await expect(views.getByText(String(before.views + 1), { exact: true })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Visitas al perfil por semana" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("table")).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  await context.close();
});

test("a doctor writes a draft and sends it for review", async ({ page }) => {
  await logIn(page, DOCTOR, "/dashboard?tab=articulos");
  await page.getByRole("button", { name: "Nuevo artículo" }).click();
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByText("El título debe tener entre 5 y 160 caracteres")).toBeVisible();

  await page.getByLabel("Título").fill("Cuándo llevar a tu hijo al pediatra por fiebre");
  await page.getByLabel("Categoría").selectOption("Sistema de Salud");
  await page
    .getByLabel("Contenido")
    .fill(
      "La fiebre es una defensa del cuerpo.\n\n**Acude de inmediato** si tu bebé tiene menos de tres meses o si la fiebre dura *más de tres días*.",
    );
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByText("Borrador guardado", { exact: true })).toBeVisible();
  const post = page.getByRole("listitem").filter({ hasText: "Cuándo llevar a tu hijo" });
  await expect(post.getByText("Borrador")).toBeVisible();

  await page.getByRole("button", { name: "Enviar a revisión" }).first().click();
  await expect(page.getByText("Artículo enviado a revisión", { exact: true })).toBeVisible();
  await expect(post.getByText("En revisión")).toBeVisible();
  await expect(post.getByRole("button", { name: "Editar" })).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
});
