import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "../support/axe.ts";

// Qualifiers typed in the search box become removable chips that a new search keeps; on a phone
// the form folds after a search so the first doctor is on the first screen (docs/search.md).
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const chips = (page: Page) => page.getByRole("list", { name: "Filtros aplicados" });
const firstCard = (page: Page) =>
  page.getByRole("region", { name: "Lista de médicos" }).getByRole("listitem").first();

// The search is a GET form the server reads and redirects to its clean address: the tests use
// it straight from the server's HTML, without waiting for the page's scripts (issue #33).

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("a typed qualifier becomes a chip that the next search keeps", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/cardiologia/guadalajara");
  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("doctora");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/gender=F/);
  await expect(chips(page).getByRole("link", { name: "Quitar filtro: Doctoras" })).toBeVisible();

  await page
    .getByRole("searchbox", { name: "Nombre, especialidad o síntoma" })
    .fill("que cobre menos de mil pesos");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/priceMax=1000/);
  expect(new URL(page.url()).pathname).toBe("/cardiologia/guadalajara");
  await expect(chips(page).getByRole("link", { name: "Quitar filtro: Doctoras" })).toBeVisible();
  await expect(
    chips(page).getByRole("link", { name: "Quitar filtro: Hasta $1,000" }),
  ).toBeVisible();

  // A chip is a link to the same search without it.
  await chips(page).getByRole("link", { name: "Quitar filtro: Doctoras" }).click();
  await expect(page).not.toHaveURL(/gender=/);
  await expect(page).toHaveURL(/priceMax=1000/);
});

test("English qualifiers give the Spanish chips, and the next search keeps them", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const searchbox = page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" });
  await searchbox.fill("cheap gp under 800 pesos this weekend");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/medicina-general\?availability=weekend&priceMax=800&sort=price$/);
  for (const chip of ["Hasta $800", "Más baratos primero", "Atiende en fin de semana"])
    await expect(chips(page).getByRole("link", { name: `Quitar filtro: ${chip}` })).toBeVisible();

  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("dentist");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/odontologia\?/);
  for (const chip of ["Hasta $800", "Más baratos primero", "Atiende en fin de semana"])
    await expect(chips(page).getByRole("link", { name: `Quitar filtro: ${chip}` })).toBeVisible();
});

test("the form keeps the specialty and city of /odontologia/cancun", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/odontologia/cancun");
  await expect(page.getByRole("combobox", { name: "Especialidad" })).toHaveValue("odontologia");
  await expect(page.getByRole("combobox", { name: "Ciudad" })).toHaveValue("cancun");
  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("barato");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/odontologia\/cancun\?sort=price$/);
  // Every city of the catalogue is offered, and every specialty with listings.
  expect(await page.getByRole("combobox", { name: "Ciudad" }).locator("option").count()).toBe(
    22 + 2,
  );
});

test("a neighbourhood stays while the next search keeps its city", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const search = async (words: string, city?: string) => {
    if (city) await page.getByRole("combobox", { name: "Ciudad" }).selectOption(city);
    await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill(words);
    await page.getByRole("button", { name: "Buscar" }).click();
  };
  await page.goto("/odontologia/cancun?zone=centro");
  await search("barato");
  await expect(page).toHaveURL(/\/odontologia\/cancun\?zone=centro&sort=price$/);
  // The address changes before React renders the new results, which remount the form; a city
  // picked in between went to the old form. The new chip says the new form is there.
  await expect(
    chips(page).getByRole("link", { name: "Quitar filtro: Más baratos primero" }),
  ).toBeVisible();
  await search("barato", "merida");
  await expect(page).toHaveURL(/\/odontologia\/merida\?sort=price$/);
});

test("on a 375 × 812 phone the count and the first doctor are on the first screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page
    .getByRole("searchbox", { name: "Nombre, especialidad o síntoma" })
    .first()
    .fill("cardiólogo en guadalajara que cobre poco");
  await page.getByRole("button", { name: "Buscar" }).first().click();
  await expect(page).toHaveURL(/\/cardiologia\/guadalajara\?sort=price/);
  const count = page.getByText(/médicos? encontrados?/);
  await expect(count).toBeVisible();
  await expect(firstCard(page)).toBeVisible();
  const countBox = (await count.boundingBox())!;
  const cardBox = (await firstCard(page).boundingBox())!;
  expect(countBox.y + countBox.height).toBeLessThanOrEqual(PHONE.height);
  console.log(
    `375 × 812: count ends at ${Math.round(countBox.y + countBox.height)} px, first card at ${Math.round(cardBox.y)} px`,
  );
  // The card's top and its first lines (the name) are on screen.
  expect(cardBox.y + 80).toBeLessThanOrEqual(PHONE.height);

  // The folded form opens with "Cambiar búsqueda" and keeps the chips' filters.
  await page.getByText("Cambiar búsqueda").click();
  await expect(page.getByRole("combobox", { name: "Ciudad" })).toHaveValue("guadalajara");
});

test("a results page with chips is axe clean at 375 and 1280 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(
    "/cardiologia/guadalajara?availability=weekend&priceMax=1000&gender=F&age=senior&sort=price",
  );
  // Kept: axe checks the page as it stays, with the roles the scripts add.
  await hydrated(page);
  await expect(chips(page)).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAxeClean(page, `${size.width} px`);
  }
});
