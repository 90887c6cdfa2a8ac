import { expect, test, type Page } from "@playwright/test";
import { accountMenu } from "../support/browser-login.ts";

// Keyboard only: from the home through search and a profile to login, with no mouse at all.
const PATIENT = { email: "paciente.demo@example.com", password: "Paciente-Demo-2026" };

/** Presses Tab (or Shift+Tab) until the focused element matches the selector. */
async function tabTo(page: Page, selector: string, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${selector} never got the focus in ${max} presses of Tab`);
}

/** What a sighted keyboard user needs: the focused element draws an outline or a ring. */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const css = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      outline: css.outlineStyle !== "none" && parseFloat(css.outlineWidth) > 0,
      ring: css.boxShadow !== "none",
      visible: box.width > 0 && box.height > 0 && css.visibility !== "hidden",
      matchesFocusVisible: element.matches(":focus-visible"),
    };
  });
  expect(style, "something has the focus").not.toBeNull();
  expect(style!.visible).toBe(true);
  expect(style!.matchesFocusVisible).toBe(true);
  expect(style!.outline || style!.ring, "the focus is drawn").toBe(true);
}

test("from the home to a profile and signed in, with the keyboard only", async ({ page }) => {
  // Straight from the server's HTML (issue #33): the skip link, the search form (a GET form the
  // server redirects to its clean address), the links and the login form need no scripts.
  await page.goto("/");

  // The first Tab reaches the skip link, which moves on to the content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");

  const form = page.getByRole("search").first();
  await tabTo(page, 'form[role="search"] input[name="q"]');
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Especialidad", { exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  // A closed select picks the option whose name is typed.
  await page.keyboard.type("Cardiolog");
  await expect(form.getByLabel("Especialidad", { exact: true })).toHaveValue("cardiologia");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Ciudad", { exact: true })).toBeFocused();
  await page.keyboard.type("Guadalajara");
  await expect(form.getByLabel("Ciudad", { exact: true })).toHaveValue("guadalajara");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Buscar" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/cardiologia/guadalajara");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Guadalajara");

  // The first result's profile link.
  const firstCard = page.getByRole("article").first();
  const profileLink = firstCard.getByRole("link", { name: /Ver perfil/ });
  const profileHref = await profileLink.getAttribute("href");
  expect(profileHref).toBeTruthy();
  await tabTo(page, `article a[href="${profileHref}"]`);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(profileHref!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The profile's sign-in prompt comes back here after login.
  const loginSelector = `a[href="/login?returnUrl=${encodeURIComponent(profileHref!)}"]`;
  // The results page has a level-1 heading too: the prompt says the profile is the page shown,
  // so the Tab presses start on it and not on a card that is about to go.
  await expect(page.locator(loginSelector)).toBeAttached();
  await tabTo(page, loginSelector, { max: 200 });
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(profileHref!)}`);

  // Its panel is an ARIA tab panel only once hydrated: find the form by its submit button.
  const login = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Iniciar Sesión", exact: true }) });
  await tabTo(page, 'input[type="email"]');
  await expect(login.getByLabel("Correo electrónico")).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(PATIENT.email);
  await page.keyboard.press("Tab");
  await expect(login.getByLabel("Contraseña")).toBeFocused();
  await page.keyboard.type(PATIENT.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(profileHref!);
  await expect(accountMenu(page, /Paciente|Mi cuenta/)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" })).toHaveCount(
    0,
  );
});
