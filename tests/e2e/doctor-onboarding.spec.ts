import { expect, test, type Page } from "@playwright/test";
import { specServer } from "../support/spec-server.ts";

// Its own server and database: the test edits a demo doctor's listing.
const PORT = 4221;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/e2e-onboarding-db";
const DOCTOR = { email: "doctor.demo02@example.com", password: "Doctor-Demo-2026" };

specServer({ port: PORT, dataDir: DATA_DIR });

/** Logs in from /login with no returnUrl: where the doctor lands is the test. */
async function logIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Correo electrónico").first().fill(DOCTOR.email);
  await page.getByLabel("Contraseña").first().fill(DOCTOR.password);
  // The welcome toast drops ?login=success soon after the page hydrates: watch for the landing
  // from before the click, not after it, or a slow machine sees only the cleaned URL.
  const landed = page.waitForURL(/\/dashboard\?login=success$/, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
  await landed;
  // Kept: the dashboard's forms save, and its step links focus a field, with the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const percentOf = async (page: Page) =>
  Number((await page.getByTestId("porcentaje-perfil").innerText()).replace(/\D/g, ""));

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

async function saveSchedule(page: Page, value: string) {
  const schedule = page.locator("#campo-horario");
  await schedule.fill(value);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PUT" && /\/self$/.test(response.url()),
  );
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  expect((await saved).status()).toBe(200);
}

for (const width of [375, 1280]) {
  test(`at ${width} px a doctor lands on the dashboard, completes a step and sees the percentage rise`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await expect(page.getByRole("heading", { name: "Mi Panel de Control" })).toBeVisible();
    const checklist = page.getByRole("region", {
      name: /Completa tu perfil|Tu perfil está completo/,
    });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole("progressbar", { name: "Perfil completo" })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Start from a listing without a schedule, whatever the demo data gave this doctor.
    await saveSchedule(page, "");
    await expect(page.getByTestId("paso-schedule")).toHaveAttribute("data-done", "false");
    const before = await percentOf(page);

    // The step's button opens Perfil and focuses the field that fixes it.
    await page
      .getByTestId("paso-schedule")
      .getByRole("link", { name: /Escribir horario/ })
      .click();
    await expect(page.locator("#campo-horario")).toBeFocused();
    await saveSchedule(page, "Lun - Vie: 9:00 a 14:00");
    await expect(page.getByTestId("paso-schedule")).toHaveAttribute("data-done", "true");
    await expect.poll(() => percentOf(page)).toBe(before + 10);
    await expect(checklist.getByRole("progressbar", { name: "Perfil completo" })).toHaveAttribute(
      "aria-valuenow",
      String(before + 10),
    );
    await expectNoSidewaysScroll(page);
  });
}

test("the license step says what comes next and links to the cédula field", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logIn(page);
  const license = page.getByTestId("paso-license");
  await expect(license).toBeVisible();
  if ((await license.getAttribute("data-done")) === "true") {
    await expect(license).toContainText("Cédula verificada");
    return;
  }
  // Not verified: the step explains the next step and its button reaches the field.
  await expect(license).toContainText("Registro Nacional de Profesionistas");
  await license.getByRole("link").first().click();
  await expect(page.locator("#campo-cedula")).toBeFocused();
});

test("empty statistics explain what they will show; the active tab stays in view on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  await page.goto(`${BASE}/dashboard?tab=articulos`);
  // Kept: the tabs are ARIA tabs, and the active one is scrolled into view, with the scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const tabs = page.getByRole("tablist", { name: "Secciones del panel" });
  const active = tabs.getByRole("tab", { selected: true });
  await expect(active).toHaveText("Artículos");
  // The last tab, off the strip's right edge at 375 px, is scrolled into the strip.
  await expect
    .poll(async () => {
      const [strip, tab] = await Promise.all([tabs.boundingBox(), active.boundingBox()]);
      return Boolean(
        strip && tab && tab.x >= strip.x - 1 && tab.x + tab.width <= strip.x + strip.width + 1,
      );
    })
    .toBe(true);
  await expectNoSidewaysScroll(page);

  await tabs.getByRole("tab", { name: "Estadísticas" }).click();
  const empty = page.getByTestId("estadisticas-vacias");
  await expect(empty).toBeVisible();
  await expect(empty).toContainText("Todavía no hay datos");
  await expect(empty).toContainText("Visitas al perfil");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
