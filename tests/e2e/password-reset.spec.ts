import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FIXTURES } from "../support/fixtures.ts";
import { serverWithMail } from "../support/server-with-mail.ts";
import { accountMenu } from "../support/browser-login.ts";

// Its own server: the reset link and the notice arrive at a real SMTP server the test runs.
const site = serverWithMail({ port: 4234, dataDir: ".tmp/e2e-password-reset-db" });
const BASE = site.base;
/** A verified patient of this server's database: its password changes here only. */
const PERSON = FIXTURES.patient;
const NEW_PASSWORD = "clave-nueva-segura-2";

test.describe.configure({ mode: "serial" });

/**
 * Opens a page and acts on the server's HTML without waiting for its scripts (issue #33): the
 * login, request and reset forms post to their routes' actions, and the links are plain links.
 */
async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function logIn(page: Page, password: string) {
  await open(page, "/login");
  await page.getByLabel("Correo electrónico").first().fill(PERSON.email);
  await page.getByLabel("Contraseña", { exact: true }).first().fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await site.start(request);
});

test.afterAll(() => site.stop());

test("a patient who forgot the password resets it from /login with the emailed link", async ({
  page,
  browser,
}) => {
  // Another device where the person is still signed in: the reset must end that session.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await logIn(other, PERSON.password);
  await expect(other).toHaveURL(/\/\?login=success$|\/$/);
  // Each check on its own connection: the server closes a connection idle for 5 s (Node's
  // keep-alive), and the test's request client, unlike a browser, does not retry a request
  // sent on one just as it closes (a CI run failed on that with ECONNRESET).
  const signedInStatus = async () =>
    (
      await other.request.get(`${BASE}/api/auth/user`, { headers: { connection: "close" } })
    ).status();
  expect(await signedInStatus()).toBe(200);

  await open(page, "/login");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL(`${BASE}/recuperar-contrasena`);
  await expect(page.getByRole("heading", { name: "¿Olvidaste tu contraseña?" })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = site.mailCount();
  await page.getByLabel("Correo electrónico").fill(PERSON.email.toUpperCase());
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await expect(
    page.getByText("Si existe una cuenta con ese correo, te enviamos un enlace"),
  ).toBeVisible();

  const { link, text } = await site.mailedLink(PERSON.email, "/restablecer-contrasena", before);
  expect(text).toContain("Recibimos una solicitud para restablecer la contraseña de tu cuenta");
  expect(text).toContain("vence en 60 minutos");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Elige una nueva contraseña" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Nueva contraseña").fill("corta");
  await page.getByLabel("Confirmar contraseña").fill("corta");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 8 caracteres")).toBeVisible();
  await page.getByLabel("Nueva contraseña").fill(NEW_PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("heading", { name: "¡Contraseña cambiada!" })).toBeVisible();

  const notice = await site.mailedLink(PERSON.email, "/recuperar-contrasena", before + 1);
  expect(notice.text).toContain("La contraseña de tu cuenta se cambió el");
  expect(notice.text).toContain("cerramos todas tus sesiones abiertas");
  expect(await signedInStatus()).toBe(401);
  await elsewhere.close();

  // The link was spent.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "No pudimos usar este enlace" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Solicitar un nuevo enlace" })).toHaveAttribute(
    "href",
    "/recuperar-contrasena",
  );

  await logIn(page, PERSON.password);
  await expect(page.getByText("Email o contraseña incorrectos.").first()).toBeVisible();
  await logIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/(\?login=success)?$/);
  await expect(accountMenu(page, PERSON.firstName)).toBeVisible();
});

test("an unknown email gets the same answer and no mail", async ({ page }) => {
  const before = site.mailCount();
  await open(page, "/recuperar-contrasena");
  await page.getByLabel("Correo electrónico").fill("nadie.registrado@example.com");
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(site.mailedTo("nadie.registrado@example.com", before)).toBe(false);
});

test("administrators reach their reset page from /admin/login, which says what to do without an email", async ({
  page,
}) => {
  await open(page, "/admin/login");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL(`${BASE}/recuperar-contrasena?cuenta=admin`);
  await expect(page.getByText("correo registrado en tu cuenta de administrador")).toBeVisible();
  await expect(
    page.getByText("npm run admin:create -- --username TU_USUARIO --reset"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute(
    "href",
    "/admin/login",
  );
});
