import { expect, test, type Page } from "@playwright/test";
import { fixtureDoctorProfilePath, signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// A cheap phone takes seconds to run the profile's scripts and people tap meanwhile: the
// message form, 'Escribir Reseña', the heart and 'Buscar otro médico' must work on the
// server's HTML alone. Here the scripts never run at all. Its own server: the patient writes
// to the fixture doctor and reviews the listing, which the shared server's specs read.
test.use({ javaScriptEnabled: false });

const PORT = 4244;
const BASE = specServer({
  port: PORT,
  dataDir: ".tmp/e2e-profile-no-js-db",
  startTimeoutMs: 180_000,
});
const DOCTOR = FIXTURES.doctor.listing.name;

let profilePath: string;
test.beforeAll(async () => {
  profilePath = await fixtureDoctorProfilePath(BASE);
});

async function openAsPatient(page: Page) {
  await signInContext(page.context(), BASE, FIXTURES.patient);
  await page.goto(`${BASE}${profilePath}`);
}

test("a signed-in patient sends a message, and a refused one keeps what was typed", async ({
  page,
}) => {
  await openAsPatient(page);
  const box = page.getByLabel("Tu mensaje");
  await box.fill("   ");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Escribe un mensaje." })).toBeVisible();
  await expect(box).toHaveValue("   ");

  const text = "Sin scripts: ¿atiende los sábados por la mañana?";
  await box.fill(text);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mensaje enviado" })).toHaveText(
    `Mensaje enviado. Te avisaremos por correo cuando ${DOCTOR} responda.`,
  );
  await page.getByRole("link", { name: "Ver conversación" }).click();
  await expect(page.getByRole("list", { name: "Mensajes" })).toContainText(text);
});

test("a signed-in patient saves the doctor with the heart and removes them again", async ({
  page,
}) => {
  await openAsPatient(page);
  const save = page.getByRole("button", { name: `Guardar a ${DOCTOR} en favoritos` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(page).toHaveURL(`${BASE}${profilePath}`);
  const remove = page.getByRole("button", { name: `Quitar a ${DOCTOR} de favoritos` });
  await expect(remove).toHaveAttribute("aria-pressed", "true");

  await page.goto(`${BASE}/dashboard/paciente`);
  await expect(
    page.getByRole("region", { name: "Médicos guardados" }).getByRole("heading", { name: DOCTOR }),
  ).toBeVisible();

  await page.goto(`${BASE}${profilePath}`);
  await remove.click();
  await expect(save).toHaveAttribute("aria-pressed", "false");
});

test("a signed-in patient opens 'Escribir Reseña' and publishes a review", async ({ page }) => {
  await openAsPatient(page);
  const block = page.getByRole("region", { name: "Reseñas y Calificaciones" });
  // A <details>: the browser opens it.
  await block.locator("summary", { hasText: "Escribir Reseña" }).click();
  const stars = block.getByRole("radiogroup");
  await block.locator("label", { has: page.getByRole("radio", { name: "4 estrellas" }) }).click();
  await block.getByLabel("Comentario").fill("Bien");
  await block.getByRole("button", { name: "Publicar reseña" }).click();

  // Refused by the server: open again, with the Spanish reason and what was picked and typed.
  await expect(block.getByRole("alert")).toHaveText(
    "No se pudo enviar tu reseña: El comentario debe tener al menos 10 caracteres",
  );
  await expect(block.getByLabel("Comentario")).toHaveValue("Bien");
  await expect(stars.getByRole("radio", { name: "4 estrellas" })).toBeChecked();

  const comment = "Sin scripts: muy puntual y me explicó todo con calma.";
  await block.getByLabel("Comentario").fill(comment);
  await block.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(block.getByRole("status")).toHaveText("Tu reseña ha sido publicada exitosamente");
  await expect(block.getByRole("listitem").filter({ hasText: comment })).toBeVisible();
});

test("'Buscar otro médico' leads to the search box", async ({ page }) => {
  await page.goto(`${BASE}${profilePath}`);
  await page.getByRole("button", { name: "Buscar otro médico" }).click();
  await expect(page).toHaveURL(/\/\?#inicio-q$/);
  const search = page.getByRole("search");
  await search.getByRole("searchbox").fill("dolor de rodilla");
  await search.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/dolor/);
});

test("an anonymous visitor is sent to log in and comes back to the profile", async ({ page }) => {
  await page.goto(`${BASE}${profilePath}`);
  await page.getByRole("link", { name: `Guardar a ${DOCTOR} en favoritos` }).click();
  await expect(page).toHaveURL(`${BASE}/login?returnUrl=${encodeURIComponent(profilePath)}`);
  // A form posted by hand, as a page open before signing out would: the same answer.
  const posted = await page.request.post(`${BASE}${profilePath}`, {
    form: { intent: "message", body: "Hola" },
    headers: { Origin: BASE },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toBe(`/login?returnUrl=${encodeURIComponent(profilePath)}`);

  await page.getByLabel("Correo electrónico").first().fill(FIXTURES.patient.email);
  await page.getByLabel("Contraseña").first().fill(FIXTURES.patient.password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}`));
  await expect(
    page.getByRole("button", { name: `Guardar a ${DOCTOR} en favoritos` }),
  ).toBeVisible();
});
