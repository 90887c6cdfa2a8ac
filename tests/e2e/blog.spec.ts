import { expect, test } from "@playwright/test";
import { openHydrated } from "../support/browser-login.ts";

test("blog list, a category, an article and a related article", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog de salud" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Categorías del blog" });
  await expect(categories.getByRole("link", { name: "Todos" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await categories.getByRole("link", { name: "Cardiología" }).click();
  await expect(page).toHaveURL(/\/blog\/categoria\/cardiologia$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Artículos de Cardiología" }),
  ).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);

  const title = await cards.first().getByRole("heading").innerText();
  await cards.first().getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/\d+ min de lectura/).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText(
    "Cardiología",
  );
  for (const network of ["Facebook", "Twitter", "WhatsApp"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${network}`) })).toHaveAttribute(
      "target",
      "_blank",
    );
  }
  await expect(page.getByRole("heading", { name: "Sobre el autor" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Referencias" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Buscar cardiólogos/ })).toHaveAttribute(
    "href",
    "/cardiologia",
  );
  const hero = page.getByRole("main").locator("figure img").first();
  await expect(hero).toHaveAttribute("alt", /.{10,}/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const related = page.getByRole("region", { name: "Artículos relacionados" }).getByRole("article");
  expect(await related.count()).toBeGreaterThan(0);
  expect(await related.count()).toBeLessThanOrEqual(2);
  const relatedTitle = await related.first().getByRole("heading").innerText();
  expect(relatedTitle).not.toBe(title);
  await related.first().getByRole("link", { name: relatedTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: relatedTitle })).toBeVisible();
});

test("categories match without accents or case; unknown ones and unknown articles are 404s", async ({
  page,
}) => {
  const accented = await page.goto("/blog/categoria/Dermatolog%C3%ADa");
  expect(accented?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Artículos de Dermatología" }),
  ).toBeVisible();

  const category = await page.goto("/blog/categoria/astrologia");
  expect(category?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Categoría no encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al blog" })).toHaveAttribute("href", "/blog");

  const article = await page.goto("/blog/un-articulo-que-no-existe");
  expect(article?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Artículo no encontrado" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("the help centre opens one answer at a time and links to the contact address", async ({
  page,
}) => {
  // The answers open with React: wait until it has hydrated the page.
  await openHydrated(page, "/ayuda");
  const professionals = page.getByRole("region", { name: "Para profesionales de la salud" });
  const patients = page.getByRole("region", { name: "Para pacientes" });
  await expect(professionals.getByRole("button")).toHaveCount(7);
  await expect(patients.getByRole("button")).toHaveCount(7);

  const [first, second] = [
    patients.getByRole("button").nth(0),
    patients.getByRole("button").nth(1),
  ];
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: /@/ }).last()).toHaveAttribute("href", /^mailto:/);

  await page.goto("/aviso-de-privacidad");
  await expect(page.getByText("Última actualización: enero de 2025")).toBeVisible();
  await expect(page.getByText(/3 días hábiles/).first()).toBeVisible();
  await page.goto("/terminos");
  await expect(page.getByText(/18 años/).first()).toBeVisible();
});

test("the help bubble, once dismissed, stays dismissed after a reload", async ({ page }) => {
  await page.goto("/");
  // Kept: the bubble and its dismissal (kept in localStorage) are the page's scripts' widget.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const bubble = page.getByRole("region", { name: /Buscas médico/ });
  await expect(bubble).toContainText("Dr. Salud");
  await page.getByRole("button", { name: "Cerrar ayuda" }).click();
  await expect(bubble).toBeHidden();
  const reopen = page.getByRole("button", { name: "Abrir ayuda" });
  await expect(reopen).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("dismissedTooltips"))).toContain(
    "help-home",
  );

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole("button", { name: "Abrir ayuda" })).toBeVisible();
  await expect(bubble).toBeHidden();
  await page.getByRole("button", { name: "Abrir ayuda" }).click();
  await expect(bubble).toBeVisible();

  // Other pages have their own message: /login's is still there.
  await page.goto("/login");
  await expect(page.getByRole("region", { name: /Problemas para entrar/ })).toBeVisible();
});
