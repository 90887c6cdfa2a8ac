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

test("a typed neighbourhood stays in the address, as a chip, with its city's doctors", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: box }).fill("Zona Río");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/\?city=tijuana&zone=zona-rio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Especialistas en Zona Río, Tijuana",
  );
  await expect(page.getByRole("link", { name: "Quitar filtro: Zona Río" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Tijuana");
});

test("a neighbourhood with nobody of the kind shows its city and says so", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent("ginecólogo zona rio")}`);
  await expect(page).toHaveURL(/\/ginecologia\/tijuana\?zone=zona-rio$/);
  await expect(page.getByRole("note")).toHaveText(
    "Aún no hay médicos de Ginecología y Obstetricia con consultorio en Zona Río; mostramos todo Tijuana.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ginecología y Obstetricia en Tijuana",
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Tijuana");
});
