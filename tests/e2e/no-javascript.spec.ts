import AxeBuilder from "@axe-core/playwright";
import { expect, request, test, type Page } from "@playwright/test";
import { accountMenu, signInAdminContext, signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// A cheap phone takes seconds to run the page's scripts, and people tap meanwhile: the header's
// menus, signing out and the panels' tabs must work on the server's HTML alone. Here they never
// run at all. Each test signs in its own session through the API, so signing it out leaves the
// other specs' sessions alone.
test.use({ javaScriptEnabled: false });

const DOCTOR = FIXTURES.doctor;

/** The dashboard's tab links, each followed by the browser: the server renders its panel. */
async function switchDashboardTabs(page: Page) {
  const tabs = page.getByRole("navigation", { name: "Secciones del panel" });
  await expect(tabs.getByRole("link", { name: "Perfil" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Servicios" }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard?tab=servicios`);
  await expect(tabs.getByRole("link", { name: "Servicios" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(tabs.getByRole("link", { name: "Perfil" })).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("button", { name: "Guardar servicios" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar perfil" })).toBeHidden();
  await tabs.getByRole("link", { name: "Redes" }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard?tab=redes`);
  await expect(page.getByLabel("Facebook")).toBeVisible();
}

/** The context's cookies as a Cookie header, to try them again after signing out. */
async function cookieOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies(BASE);
  return cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
}

/** Signed out for real: home, no cookie left, and the old session cookie opens nothing. */
async function expectSignedOut(page: Page, oldCookie: string) {
  await expect(page).toHaveURL(`${BASE}/`);
  expect(await cookieOf(page)).not.toContain("session_token");
  const api = await request.newContext({ extraHTTPHeaders: { cookie: oldCookie } });
  try {
    expect((await api.get(`${BASE}/dashboard`)).status()).toBe(401);
  } finally {
    await api.dispose();
  }
}

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the account menu opens, leads to the panel, whose tabs switch, and signs out", async ({
    page,
  }) => {
    await signInContext(page.context(), BASE, DOCTOR);
    await page.goto(`${BASE}/`);
    const menu = accountMenu(page, DOCTOR.firstName);
    const panelLink = page.getByRole("banner").getByRole("link", { name: "Mi Panel de Control" });
    await expect(panelLink).toBeHidden();
    await menu.click();
    await panelLink.click();
    await expect(page).toHaveURL(`${BASE}/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi Panel de Control");
    await switchDashboardTabs(page);

    const session = await cookieOf(page);
    await menu.click();
    await page.getByRole("banner").getByRole("button", { name: "Cerrar Sesión" }).click();
    await expectSignedOut(page, session);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" }),
    ).toBeVisible();
  });

  test("the administration panel's and the header's sign-out buttons end the session", async ({
    page,
  }) => {
    for (const [where, button] of [
      ["/admin", "Cerrar sesión"],
      ["/", "Cerrar sesión de administrador"],
    ] as const) {
      await signInAdminContext(page.context(), BASE, FIXTURES.admin);
      await page.goto(`${BASE}${where}`);
      const oldCookie = await cookieOf(page);
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page).toHaveURL(`${BASE}/admin/login`);
      const api = await request.newContext({ extraHTTPHeaders: { cookie: oldCookie } });
      try {
        expect((await api.get(`${BASE}/api/admin/session`)).status()).toBe(401);
      } finally {
        await api.dispose();
      }
      await page.goto(`${BASE}/admin`);
      await expect(page).toHaveURL(`${BASE}/admin/login`);
    }
  });

  test("the administration panel's tabs switch", async ({ page }) => {
    await signInAdminContext(page.context(), BASE, FIXTURES.admin);
    await page.goto(`${BASE}/admin`);
    const tabs = page.getByRole("navigation", { name: "Secciones del panel" });
    await expect(tabs.getByRole("link", { name: "Médicos" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [name, key] of [
      ["Blog", "blog"],
      ["Actividad", "actividad"],
      ["Médicos", null],
    ] as const) {
      await tabs.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(key ? `${BASE}/admin?tab=${key}` : `${BASE}/admin`);
      await expect(tabs.getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.locator(`#admin-seccion-${key ?? "medicos"}`)).toBeVisible();
    }
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the phone menu opens and its links lead on", async ({ page }) => {
    await page.goto(`${BASE}/no-existe`);
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await expect(menu).toBeHidden();
    await page.getByRole("banner").locator("summary", { hasText: "menú" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Especialidades" }).click();
    await expect(page).toHaveURL(`${BASE}/especialidades`);
    await expect(menu).toBeHidden();
  });

  test("the phone menu leads to the panel, whose tabs switch, and signs out", async ({ page }) => {
    await signInContext(page.context(), BASE, DOCTOR);
    await page.goto(`${BASE}/`);
    // The desktop menu is not shown at this width: the phone menu carries the account.
    await expect(accountMenu(page, DOCTOR.firstName)).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    const toggle = page.getByRole("banner").locator("summary", { hasText: "menú" });
    await toggle.click();
    await menu.getByRole("link", { name: "Mi Panel de Control" }).click();
    await expect(page).toHaveURL(`${BASE}/dashboard`);
    await switchDashboardTabs(page);

    const session = await cookieOf(page);
    await toggle.click();
    await menu.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expectSignedOut(page, session);
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
  });
});

// axe runs in the page, so it needs JavaScript: here the page's own scripts are refused instead,
// and what axe reads is the server's markup (tabs as a navigation of links, menus as disclosures).
test.describe("the server's markup, before any of the page's scripts run", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 375, height: 740 } });

  async function expectNoViolationsBeforeScripts(page: Page, url: string) {
    await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, (route) => route.abort());
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("navigation", { name: "Secciones del panel" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  }

  test("axe finds no violation on the doctor's dashboard", async ({ page }) => {
    await signInContext(page.context(), BASE, DOCTOR);
    await expectNoViolationsBeforeScripts(page, `${BASE}/dashboard?tab=servicios`);
  });

  test("axe finds no violation on the administrators' panel", async ({ page }) => {
    await signInAdminContext(page.context(), BASE, FIXTURES.admin);
    await expectNoViolationsBeforeScripts(page, `${BASE}/admin?tab=blog`);
  });
});
