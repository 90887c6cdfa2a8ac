import { expect, request, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { FIXTURES } from "./fixtures.ts";

/** Signs an account in through /login and waits for the page it returns to. */
export async function logInAccount(
  page: Page,
  base: string,
  account: { email: string; password: string },
  returnUrl: string,
): Promise<void> {
  await page.goto(`${base}/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel("Correo electrónico").first().fill(account.email);
  await page.getByLabel("Contraseña").first().fill(account.password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
  await expect(page).toHaveURL(`${base}${returnUrl}`);
}

/** Signs an administrator in through /admin/login, landing on the panel. */
export async function logInAdmin(
  page: Page,
  base: string,
  admin: { username: string; password: string },
): Promise<void> {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/login`);
  // No wait for hydration: the form posts to the page's action without JavaScript too.
  await page.getByLabel("Usuario").fill(admin.username);
  await page.getByLabel("Contraseña").fill(admin.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();
}

/**
 * Signs a browser context in through the real login API (its cookie lands in the context), for
 * specs that need a signed-in person but do not test the login page.
 */
export async function signInContext(
  context: BrowserContext,
  base: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${base}/api/auth/login`, { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** The same for an administrator, through /api/admin/login. */
export async function signInAdminContext(
  context: BrowserContext,
  base: string,
  admin: { username: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${base}/api/admin/login`, { data: admin });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The header's account menu, named by the person's first name: a `<details>` disclosure (it
 * opens before the page's scripts load), whose summary has no ARIA role to find it by.
 */
export function accountMenu(page: Page, firstName: string | RegExp): Locator {
  return page.getByRole("banner").locator("summary", { hasText: firstName });
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** A page of a signed-in person (signed in through the API), opened and hydrated. */
export async function openSignedIn(
  page: Page,
  base: string,
  account: { email: string; password: string },
  url: string,
): Promise<void> {
  await signInContext(page.context(), base, account);
  await openHydrated(page, `${base}${url}`);
}

/** The public path of the listing the fixture doctor owns, asked as that doctor. */
export async function fixtureDoctorProfilePath(base: string): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  try {
    expect((await api.post("/api/auth/login", { data: FIXTURES.doctor })).ok()).toBe(true);
    return ((await (await api.get("/api/providers/me")).json()) as { profilePath: string })
      .profilePath;
  } finally {
    await api.dispose();
  }
}
