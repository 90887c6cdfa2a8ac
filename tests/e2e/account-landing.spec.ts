import { expect, test, type Page } from "@playwright/test";
import { serverWithMail } from "../support/server-with-mail.ts";
import { accountMenu, openHydrated } from "../support/browser-login.ts";

// Its own server: the verification link arrives at a real SMTP server the test runs.
const site = serverWithMail({ port: 4232, dataDir: ".tmp/e2e-account-landing-db" });
const BASE = site.base;
// A seeded doctor who owns a listing (README.md: demo accounts).
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };

test.describe.configure({ mode: "serial" });

/** Opens a page and acts on the server's HTML (issue #33): the login form posts to its action. */
async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`);
}

/** /registro-paciente, hydrated: the move to the account after 2 s is the page's scripts. */
async function openPatientSignup(page: Page) {
  await openHydrated(page, `${BASE}/registro-paciente`);
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Correo electrónico").first().fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).first().fill(account.password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
}

/** The signup form's links to the two legal pages. */
async function expectLegalLinks(page: Page, form = page.locator("form").last()) {
  await expect(form.getByRole("link", { name: /t[ée]rminos y condiciones/i })).toHaveAttribute(
    "href",
    "/terminos",
  );
  await expect(form.getByRole("link", { name: /aviso de privacidad/i })).toHaveAttribute(
    "href",
    "/aviso-de-privacidad",
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await site.start(request);
});

test.afterAll(() => site.stop());

test("signup → verify → login lands on /dashboard/paciente, whose answers are never stored", async ({
  page,
  context,
  request,
}) => {
  await openPatientSignup(page);
  await page
    .getByLabel("Describe lo que necesitas o lo que sientes")
    .fill("Busco una dermatóloga por una mancha en la piel");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("necesitamos tu consentimiento")).toBeVisible();
  await expect(page.getByRole("link", { name: "Aviso de privacidad" }).first()).toHaveAttribute(
    "href",
    "/aviso-de-privacidad",
  );
  await page.getByLabel(/Doy mi consentimiento expreso/).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Nombre").fill("Renata");
  await page.getByLabel("Apellido").fill("Lozano");
  await page.getByLabel("Correo electrónico").fill("renata.lozano@example.com");
  await page.getByLabel("Contraseña (mínimo 8 caracteres)").fill("contraseña-segura");
  await expectLegalLinks(page);
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Verifica tu correo electrónico" })).toBeVisible();
  // The page moves on to the patient's dashboard, which asks for a login first.
  await expect(page).toHaveURL(`${BASE}/login?returnUrl=%2Fdashboard%2Fpaciente`);

  // The person opens the emailed link in another tab and comes back to sign in.
  const mail = await context.newPage();
  await mail.goto((await site.mailedLink("renata.lozano@example.com", "/verify-email")).link);
  await expect(
    mail.getByRole("heading", { name: "¡Email verificado exitosamente!" }),
  ).toBeVisible();
  await mail.close();

  await logIn(page, { email: "renata.lozano@example.com", password: "contraseña-segura" });
  await expect(page).toHaveURL(/\/dashboard\/paciente(\?login=success)?$/);
  await expect(accountMenu(page, "Renata")).toBeVisible();

  // Signed-in pages and their data requests: private, never stored.
  for (const path of [
    "/dashboard/paciente",
    "/dashboard/paciente.data?_routes=routes%2Fpatient-dashboard",
    "/",
    "/_root.data?_routes=root",
  ]) {
    const response = await page.request.get(`${BASE}${path}`, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  // The same public page for an anonymous visitor is not marked private.
  const anonymous = await request.get(`${BASE}/`);
  expect(anonymous.headers()["cache-control"] ?? "").not.toContain("private");
  // A private page without a session redirects, and that answer is not stored either.
  const redirected = await request.get(`${BASE}/mensajes/1`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers()["cache-control"]).toBe("private, no-store");
});

test("a doctor lands on /dashboard after login unless a returnUrl says otherwise", async ({
  page,
  browser,
}) => {
  await open(page, "/login");
  await logIn(page, DOCTOR);
  await expect(page).toHaveURL(/\/dashboard(\?login=success)?$/);
  await expect(page.getByText("¡Bienvenido!").first()).toBeVisible();
  // The header greets the demo doctor by the given name of the listing the account owns.
  const listing = await page
    .getByRole("heading", { name: "Mi Panel de Control" })
    .locator("+ p")
    .textContent();
  const given = /^(?:Dra?|Lic)\. (\S+)/.exec(listing ?? "")?.[1];
  expect(given, listing ?? "").toBeTruthy();
  await expect(accountMenu(page, given!)).toBeVisible();
  await expect(accountMenu(page, "Médico")).toHaveCount(0);

  const other = await browser.newContext();
  const second = await other.newPage();
  await open(second, "/login?returnUrl=%2Fayuda");
  await logIn(second, DOCTOR);
  await expect(second).toHaveURL(/\/ayuda(\?login=success)?$/);
  await other.close();
});

test("the symptom step can be skipped; every signup form links the terms and the privacy notice", async ({
  page,
  request,
}) => {
  await openPatientSignup(page);
  await page.getByRole("button", { name: "Omitir este paso" }).click();
  await expect(page.getByRole("heading", { name: "Crea tu cuenta", exact: true })).toBeVisible();
  await expectLegalLinks(page);

  await open(page, "/login?tab=registro");
  await expectLegalLinks(page, page.getByRole("tabpanel"));
  for (const path of ["/doctor-signup", "/para-medicos", "/registro-medico"]) {
    await open(page, path);
    await expectLegalLinks(page, page.locator("form").filter({ hasText: "Cédula profesional" }));
  }

  const moved = await request.get(`${BASE}/privacidad`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/aviso-de-privacidad");
  await page.goto(`${BASE}/privacidad`);
  await expect(page).toHaveURL(`${BASE}/aviso-de-privacidad`);
});
