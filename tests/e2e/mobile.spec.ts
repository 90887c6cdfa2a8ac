import { expect, test } from "@playwright/test";

test("on a phone the navigation opens from the menu button and works with the keyboard", async ({
  page,
}) => {
  await page.goto("/no-existe");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const toggle = page.getByRole("button", { name: "Abrir menú" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Menú móvil" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Para Pacientes" }).click();
  await expect(page).toHaveURL("/");
  await expect(menu).toBeHidden();
});

test("at 375 px results switch between list and map", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/medicina-general");
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
