import { expect, test } from "@playwright/test";

const box = "Nombre, especialidad o síntoma";

test("a municipality of Guadalajara's metro area shows Guadalajara and says why", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: box }).fill("pediatra en zapopan");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/^[^?]*\/pediatria\/guadalajara\?q=pediatra/);
  await expect(page.getByRole("note")).toHaveText(
    "Zapopan: mostramos Guadalajara y su zona metropolitana.",
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Guadalajara");
});

test("a place the search does not know is said, and all of Mexico is shown", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent("pediatra en villa de las flores")}`);
  await expect(page.getByRole("note")).toHaveText(
    "No reconocimos «villa de las flores» como ciudad; mostramos todo México.",
  );
  await expect(page.getByRole("article").first()).toContainText("Pediatría");
});
