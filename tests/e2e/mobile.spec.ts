import { expect, test } from "@playwright/test";

test("on a phone the navigation opens from the menu button and works with the keyboard", async ({
  page,
}) => {
  await page.goto("/no-existe");
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
