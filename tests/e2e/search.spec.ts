import { expect, test, type Page } from "@playwright/test";

/**
 * Controls without a form (sort, toggles, dialogs, menus) act once React has hydrated the
 * server HTML; links and GET forms are used straight from it (issue #33).
 */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole("article")
    .getByText(/^Consulta desde/)
    .allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

test("search from the home by specialty and city", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Especialidad" }).selectOption("pediatria");
  await page.getByRole("combobox", { name: "Ciudad" }).selectOption("ciudad-de-mexico");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/pediatria/ciudad-de-mexico");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pediatría en Ciudad de México");
  await expect(page.getByText(/\d+ médicos? encontrados?/)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Pediatría");
});

test("a typed specialty goes to its page; other free text stays /?q=", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("pediatra");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/pediatria");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pediatría en México");
  await expect(page.getByRole("article").first()).toContainText("Pediatría");

  // Symptoms the search understood: the title says what it shows, never 'Resultados de Búsqueda'.
  await page.goto("/?q=granos%20en%20la%20cara");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Dermatología por "granos en la cara"',
  );
  await expect(page).toHaveTitle(/^Dermatología por "granos en la cara" - /);
  await expect(page.getByRole("switch", { name: "Búsqueda Inteligente" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
});

test("the results page's search box replaces what the text names and keeps the rest", async ({
  page,
}) => {
  await page.goto("/cardiologia/guadalajara");
  await page.getByRole("searchbox", { name: "Nombre, especialidad o síntoma" }).fill("dermatologo");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL("/dermatologia/guadalajara");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dermatología en Guadalajara");
  await expect(page.getByRole("article").first()).toContainText("Dermatología");

  await page.goto("/?q=dermatologo%20en%20merida");
  await expect(page).toHaveURL("/dermatologia/merida");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dermatología en Mérida");
});

test("Búsqueda Inteligente maps a description of symptoms to a specialty", async ({ page }) => {
  // The switch is a link to the same search with it on: no scripts needed.
  await page.goto("/?q=granos%20en%20la%20cara");
  await page.getByRole("switch", { name: "Búsqueda Inteligente" }).click();
  await expect(page).toHaveURL(/semanticSearch=true/);
  await expect(page.getByText(/te mostramos especialistas en: Dermatología/)).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText("Dermatología");
});

test("a symptom query shows what it understood and one click back to the literal words", async ({
  page,
}) => {
  await page.goto("/?q=me%20duele%20el%20o%C3%ADdo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Otorrinolaringología por "me duele el oído"',
  );
  await expect(
    page.getByText("Mostrando Otorrinolaringología por «me duele el oído»"),
  ).toBeVisible();
  await expect(page.getByText(/^Ordenados por relevancia/)).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText("Otorrinolaringología");
  await page.getByRole("link", { name: "Buscar solo el texto «me duele el oído»" }).click();
  await expect(page).toHaveURL(/literal=true/);
  await expect(page.getByText(/^Mostrando Otorrinolaringología/)).toHaveCount(0);
  // The literal words are text the search could not read as anything.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de Búsqueda");
});

test("a crisis typed in the search box shows what to do now, with numbers to call", async ({
  page,
}) => {
  await page.goto("/?q=ya%20no%20quiero%20vivir");
  const banner = page.getByRole("alert").filter({ hasText: "Línea de la Vida" });
  await expect(banner).toBeVisible();
  await expect(
    banner.getByRole("link", { name: /Línea de la Vida: 800 911 2000/ }),
  ).toHaveAttribute("href", "tel:8009112000");
  await expect(banner.getByRole("link", { name: /Emergencias: 911/ })).toHaveAttribute(
    "href",
    "tel:911",
  );
});

test("an empty result offers the specialty meant and Búsqueda Inteligente", async ({ page }) => {
  await page.goto("/?q=otorrinolar");
  await expect(page.getByText("0 médicos encontrados")).toBeVisible();
  await expect(page.getByRole("link", { name: "Probar con Búsqueda Inteligente" })).toBeVisible();
  await page.getByRole("link", { name: "Otorrinolaringología" }).click();
  await expect(page).toHaveURL("/otorrinolaringologia");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Otorrinolaringología en México",
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });

  test("the filter sheet applies filters as removable chips, all in the URL", async ({ page }) => {
    // Kept: the sheet is a dialog of the page's scripts (focus return, closing unapplied).
    await gotoHydrated(page, "/medicina-general");
    const sheet = page.getByRole("form", { name: "Filtros de búsqueda" });
    await expect(sheet).toBeHidden();
    await page.getByRole("link", { name: "Más filtros" }).click();
    // A bottom sheet: a dialog over the page that closes without applying anything.
    const dialog = page.getByRole("dialog", { name: "Filtros" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to what opened the sheet.
    await expect(page.getByRole("link", { name: "Más filtros" })).toBeFocused();
    await expect(page).toHaveURL("/medicina-general");
    await page.getByRole("link", { name: "Más filtros" }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Precio máximo").selectOption("1000");
    await sheet.getByLabel("Cédula verificada").check();
    await sheet.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL("/medicina-general?priceMax=1000&verified=true");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Más filtros (2)" })).toBeVisible();
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(1000);
    await page.getByRole("link", { name: "Quitar filtro: Hasta $1,000" }).click();
    await expect(page).toHaveURL("/medicina-general?verified=true");
    await expect(
      page.getByRole("link", { name: "Quitar filtro: Cédula verificada" }),
    ).toBeVisible();
  });
});

test("a listing is in 'Recomendados' order by default, said in one line; the filters are a side column", async ({
  page,
}) => {
  await page.goto("/medicina-general");
  const sort = page.getByRole("combobox", { name: "Ordenar por" });
  await expect(sort).toHaveValue("recommended");
  await expect(sort.locator("option")).toHaveText([
    "Recomendados",
    "Más experiencia",
    "Menor precio",
    "Disponibles hoy primero",
  ]);
  await expect(
    page.getByText(/^Recomendados: primero médicos con cédula verificada/),
  ).toBeVisible();
  // Verified listings come first.
  const badges = page.getByRole("article").first().getByText("Cédula verificada");
  await expect(badges.first()).toBeVisible();

  // Desktop: the filters stand beside the results, no sheet to open.
  await expect(page.getByRole("link", { name: "Más filtros" })).toBeHidden();
  const column = page.getByRole("complementary", { name: "Filtros" });
  await column.getByLabel("Teleconsulta").check();
  await column.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL("/medicina-general?city=online");
  await page.getByRole("link", { name: "Quitar filtro: Teleconsulta" }).click();
  await expect(page).toHaveURL("/medicina-general");
  // The address changes before React renders the page's new filters; the order is chosen
  // from those, so choosing it earlier would bring the removed filter back.
  await expect(page.getByRole("link", { name: "Quitar filtro: Teleconsulta" })).toHaveCount(0);
  await expect(column.getByLabel("Teleconsulta")).not.toBeChecked();

  // The sort applies on change, with the page's scripts: the filters above are a GET form.
  await waitForHydration(page);
  await sort.selectOption("experience");
  await expect(page).toHaveURL("/medicina-general?sort=experience");
  await expect(page.getByText("Ordenados por años de experiencia, de más a menos.")).toBeVisible();
});

test("a text query is in 'Relevancia' order, which only a query offers", async ({ page }) => {
  // Kept: the sort applies on change, with the page's scripts.
  await gotoHydrated(page, "/?q=Castillo");
  const sort = page.getByRole("combobox", { name: "Ordenar por" });
  await expect(sort).toHaveValue("relevance");
  await expect(sort.locator("option").first()).toHaveText("Relevancia");
  await sort.selectOption("price");
  await expect(page).toHaveURL("/?q=Castillo&sort=price");
});

test("changing the sort and going to page 2 keep everything in the URL", async ({ page }) => {
  // Kept: the sort applies on change, with the page's scripts.
  await gotoHydrated(page, "/medicina-general");
  await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("price");
  await expect(page).toHaveURL("/medicina-general?sort=price");
  // The URL changes before the new list arrives: wait until the cards are the sorted ones.
  await expect
    .poll(async () => {
      const shown = await cardPrices(page);
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
    })
    .toBe(true);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page
    .getByRole("navigation", { name: "Paginación" })
    .getByRole("link", { name: "Página 2" })
    .click();
  await expect(page).toHaveURL("/medicina-general?sort=price&page=2");
  await expect(
    page.getByRole("navigation", { name: "Paginación" }).locator('[aria-current="page"]'),
  ).toHaveText("2");
  const secondPage = await cardPrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(prices.at(-1)!);

  // A new sort starts again at page 1.
  await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("availability");
  await expect(page).toHaveURL("/medicina-general?sort=availability");
});

test("share copies the profile link", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Kept: the share menu and its clipboard are the page's scripts.
  await gotoHydrated(page, "/medicina-general");
  const card = page.getByRole("article").first();
  const profileHref = await card.getByRole("link", { name: /Ver perfil/ }).getAttribute("href");
  await card.getByRole("button", { name: "Compartir" }).click();
  await page.getByRole("menuitem", { name: "Copiar enlace" }).click();
  await expect(page.getByText("Enlace copiado").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${profileHref}`,
  );
});

test("the call dialog shows the office phone", async ({ page }) => {
  // Kept: the call dialog is the page's scripts.
  await gotoHydrated(page, "/medicina-general");
  const card = page.getByRole("article").first();
  const name = await card.getByRole("heading", { level: 3 }).innerText();
  await card.getByRole("button", { name: "Llamar" }).click();
  const dialog = page.getByRole("dialog", { name: `Llamar a ${name}` });
  await expect(dialog).toContainText("Consultorio médico");
  await expect(dialog.getByRole("link", { name: "Llamar ahora" })).toHaveAttribute(
    "href",
    /^tel:\+52\d{10}$/,
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a specialty page and a city page show database counts and working links", async ({
  page,
}) => {
  // Kept: the list filters as one types, with the page's scripts.
  await gotoHydrated(page, "/especialidades");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Especialidades médicas");
  await page.getByRole("searchbox", { name: "Filtrar especialidades por nombre" }).fill("pedia");
  await expect(page.getByRole("link", { name: "Pediatría", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cardiología", exact: true })).toBeHidden();

  await page.goto("/pediatra/especialistas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pediatras en México");
  await expect(page.getByRole("heading", { name: "¿Cuándo acudir a un pediatra?" })).toBeVisible();
  await page.getByRole("link", { name: /Ver todos los pediatras/ }).click();
  await expect(page).toHaveURL("/pediatria");

  await page.goto("/guadalajara/medicos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Médicos en Guadalajara");
  await page.getByRole("link", { name: /^Ver los [\d,]+ médicos de Guadalajara$/ }).click();
  await expect(page).toHaveURL("/?city=guadalajara");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Especialistas en Guadalajara");
});

test("an unknown city or specialty answers 404 with the spec's text", async ({ page }) => {
  const city = await page.goto("/atlantida/medicos");
  expect(city?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ciudad no encontrada");
  const specialty = await page.goto("/astrologo/especialistas");
  expect(specialty?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Especialidad no encontrada");
});
