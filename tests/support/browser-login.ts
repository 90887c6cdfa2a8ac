import { expect, type Page } from "@playwright/test";

/** Signs an account in through /login and waits for the page it returns to, hydrated. */
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
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Signs an administrator in through /admin/login, landing on the panel. */
export async function logInAdmin(
  page: Page,
  base: string,
  admin: { username: string; password: string },
): Promise<void> {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/login`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Usuario").fill(admin.username);
  await page.getByLabel("Contraseña").fill(admin.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();
}
