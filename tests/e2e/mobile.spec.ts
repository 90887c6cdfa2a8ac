import { expect, test } from "@playwright/test";

test("on a phone the navigation opens from the menu button, works with the keyboard and closes after a navigation", async ({
  page,
}) => {
  await page.goto("/no-existe");
  // Client-only behaviour under test: closing the menu on a client-side navigation (before
  // hydration a link loads a new page, whose menu starts closed anyway).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const toggle = page.getByRole("banner").locator("summary", { hasText: "menú" });
  await expect(toggle).toHaveAccessibleName("Abrir menú");
  const menu = page.getByRole("navigation", { name: "Menú móvil" });
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Cerrar menú");
  await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
  await menu.getByRole("link", { name: "Para Pacientes" }).click();
  await expect(page).toHaveURL("/");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAccessibleName("Abrir menú");
  // The same document: React Router navigated, and the menu closed itself.
  expect(
    await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga),
  ).toBe(true);
});

test("at 375 px results switch between list and map", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/medicina-general");
  // Kept: 'Mapa' and 'Lista' are buttons of the page's scripts (the map itself is a script).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const list = page.getByRole("region", { name: "Lista de médicos" });
  const map = page.getByRole("region", { name: "Mapa de médicos" });
  await expect(list).toBeVisible();
  await expect(map).toBeHidden();
  await page.getByRole("button", { name: "Mapa" }).click();
  await expect(map).toBeVisible();
  await expect(list).toBeHidden();
  // Offline the tiles cannot load: the drawn map or the live map is shown, never a blank box.
  await expect(map.getByText(/Mapa no disponible por el momento|Leaflet/).first()).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Lista" }).click();
  await expect(list).toBeVisible();
});
