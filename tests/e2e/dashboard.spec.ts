import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { accountMenu, openSignedIn, signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// The shared server: these tests change the fixture doctor's services and write to it; the other
// specs that use that listing (doctor-tools, review-reports) look only at reviews, posts and
// statistics.
const DOCTOR = FIXTURES.doctor;
const PATIENT = FIXTURES.patient;

test.describe.configure({ mode: "serial" });

// Signing in is not what these tests check: the API signs the context in. Kept: the
// dashboard's tabs, forms and lists are the page's scripts.
const logIn = (page: Page, account: { email: string; password: string }, url: string) =>
  openSignedIn(page, BASE, account, url);
/** Signed in, for what needs no page's scripts (the account menu, a 403 page, the API). */
const signIn = (page: Page, account: { email: string; password: string }) =>
  signInContext(page.context(), BASE, account);

test("visitors and patients get 'Acceso no autorizado' with a way to log in", async ({ page }) => {
  const anonymous = await page.goto(`${BASE}/dashboard`);
  expect(anonymous?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso no autorizado");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Iniciar sesión", exact: true }),
  ).toHaveAttribute("href", "/login?returnUrl=%2Fdashboard");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await signIn(page, PATIENT);
  const patient = await page.goto(`${BASE}/dashboard`);
  expect(patient?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso no autorizado");
  await expect(page.getByText(PATIENT.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Iniciar sesión con otra cuenta" })).toBeVisible();
});

test("a doctor opens the panel from the menu; tabs follow the keyboard and the URL; no axe violations", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // The account menu is a <details> and its entry a link: used from the server's HTML.
  await signIn(page, DOCTOR);
  await page.goto(`${BASE}/`);
  await accountMenu(page, DOCTOR.firstName).click();
  await page.getByRole("link", { name: "Mi Panel de Control" }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard`);
  // Kept: the tabs are ARIA tabs, which follow the keyboard, once the scripts have run.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi Panel de Control");
  await expect(page.getByText("Perfil publicado")).toBeVisible();
  await expect(page.getByText("Email no verificado - Funciones limitadas")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ver perfil público" })).toBeVisible();

  const tabs = page.getByRole("tablist", { name: "Secciones del panel" });
  for (const name of ["Perfil", "Servicios", "Ubicaciones", "Redes", "Reseñas", "Mensajes"]) {
    await expect(tabs.getByRole("tab", { name, exact: true })).toBeVisible();
  }
  await expect(tabs.getByRole("tab", { name: "Perfil" })).toHaveAttribute("aria-selected", "true");

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);

  await tabs.getByRole("tab", { name: "Perfil" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Servicios" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(tabs.getByRole("tab", { name: "Servicios" })).toBeFocused();
  await expect(page).toHaveURL(`${BASE}/dashboard?tab=servicios`);
  await page.reload();
  // ARIA tabs (role, aria-selected) exist once hydrated; before that they are working links.
  await expect(page.getByRole("tablist").getByRole("tab", { name: "Servicios" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "Guardar servicios" })).toBeVisible();

  // The bio counter follows what is typed.
  await page.getByRole("tab", { name: "Perfil" }).click();
  const bio = page.getByLabel("Biografía");
  await bio.fill("Atiendo con calma.");
  await expect(page.getByTestId("bio-counter")).toHaveText("18/500");
  await bio.fill("x".repeat(501));
  await expect(page.getByTestId("bio-counter")).toHaveText("501/500");
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("No se pudo actualizar tu perfil").first()).toBeVisible();
  await expect(
    page.getByText("La biografía no puede tener más de 500 caracteres").first(),
  ).toBeVisible();
  // A rejected save keeps what was typed.
  await expect(bio).toHaveValue("x".repeat(501));
  // No hydration mismatch or script error on the way.
  expect(problems).toEqual([]);
});

test("a doctor edits services and sees them with their price on the public profile", async ({
  page,
}) => {
  await logIn(page, DOCTOR, "/dashboard?tab=servicios");
  const save = page.getByRole("button", { name: "Guardar servicios" });

  // Spec: saving is disabled while the list is empty.
  const remove = page.getByRole("button", { name: /^Eliminar/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await expect(save).toBeDisabled();

  await page.getByRole("button", { name: "Agregar servicio" }).click();
  await expect(page.getByLabel("Nombre del servicio")).toBeFocused();
  await page.getByLabel("Nombre del servicio").fill("Valoración cardiológica integral");
  await page.getByLabel("Precio (MXN)").fill("1850");
  await page.getByLabel("Descripción (opcional)").fill("Incluye electrocardiograma.");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Perfil actualizado").first()).toBeVisible();

  // Offices: the same rule.
  await page.getByRole("tab", { name: "Ubicaciones" }).click();
  const saveOffices = page.getByRole("button", { name: "Guardar ubicaciones" });
  const removeOffice = page.getByRole("tabpanel").getByRole("button", { name: /^Eliminar/ });
  while ((await removeOffice.count()) > 0) await removeOffice.first().click();
  await expect(saveOffices).toBeDisabled();

  // A bad link is refused with its reason, and stays as typed.
  await page.getByRole("tab", { name: "Redes" }).click();
  await page.getByLabel("Facebook").fill("facebook.com/mi-consultorio");
  await page.getByRole("button", { name: "Guardar redes sociales" }).click();
  await expect(page.getByText("No se pudo actualizar tu perfil").first()).toBeVisible();
  await expect(page.getByLabel("Facebook")).toHaveValue("facebook.com/mi-consultorio");
  await expect(page.getByLabel("Facebook")).toHaveAccessibleDescription(
    "Ingresa una dirección web completa (https://…)",
  );

  await page.getByRole("link", { name: "Ver perfil público" }).click();
  await expect(page.getByText("Valoración cardiológica integral")).toBeVisible();
  await expect(page.getByText("$1,850 MXN").first()).toBeVisible();
});

test("a patient's message shows in the doctor's Mensajes tab and the doctor answers it", async ({
  page,
  browser,
}) => {
  await logIn(page, DOCTOR, "/dashboard?tab=mensajes");
  await expect(page.getByText("Aún no tienes mensajes.", { exact: false })).toBeVisible();
  const listing = (await (await page.request.get(`${BASE}/api/providers/me`)).json()) as {
    id: number;
  };

  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, PATIENT);
  const sent = await patientPage.request.post(`${BASE}/api/conversations`, {
    data: { providerId: listing.id, body: "¿Atiende los sábados por la mañana?" },
  });
  expect(sent.status()).toBe(201);
  await patientContext.close();

  await page.reload();
  await expect(page.getByRole("tab", { name: /Mensajes/ })).toHaveAccessibleName(
    "Mensajes 1 sin leer",
  );
  const thread = page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(`${PATIENT.firstName} ${PATIENT.lastName}`) });
  await expect(thread).toContainText("1 sin leer");
  await thread.click();
  await expect(page).toHaveURL(/\/mensajes\/\d+$/);
  await expect(page.getByText("¿Atiende los sábados por la mañana?")).toBeVisible();
  await page.getByLabel("Responder").fill("Sí, de 9 a 13 h.");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Sí, de 9 a 13 h.")).toBeVisible();
});

test("on a phone the tabs scroll sideways and the page does not", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, DOCTOR, "/dashboard");
  const list = page.getByRole("tablist");
  const sizes = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
});
