import { expect, test } from "@playwright/test";

test("an English complaint finds the specialty that treats it", async ({ page }) => {
  await page.goto("/?q=ear%20infection");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Otorrinolaringología por "ear infection"',
  );
  await expect(page.getByRole("article").first()).toContainText("Otorrinolaringología");
});

test("'English speaking' becomes a removable language filter and cards show languages", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("searchbox", { name: "Nombre, especialidad o síntoma" })
    .fill("English speaking pediatrician");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/pediatria?language=en");
  const chip = page.getByRole("link", { name: "Quitar filtro: Habla Inglés" });
  await expect(chip).toBeVisible();
  const first = page.getByRole("article").first();
  await expect(first).toContainText("Pediatría");
  await expect(first).toContainText(/Idiomas: .*Inglés/);
  await expect(page.getByRole("combobox", { name: "Idioma que habla" }).first()).toHaveValue("en");
  await chip.click();
  await expect(page).toHaveURL("/pediatria");
});

test("a complaint two specialties treat shows both and says so", async ({ page }) => {
  await page.goto("/?q=dolor%20de%20rodilla");
  await expect(
    page.getByText("Mostramos Traumatología y Ortopedia y Medicina Física y Rehabilitación"),
  ).toBeVisible();
  const specialties = await page.getByRole("article").allInnerTexts();
  const firstFive = specialties.slice(0, 5).join("\n");
  expect(firstFive).toContain("Traumatología");
  expect(firstFive).toContain("Medicina Física y Rehabilitación");
});
