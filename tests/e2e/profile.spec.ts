import { expect, test } from "@playwright/test";

test("open a profile from the results; it carries its structured data and canonical URL", async ({
  page,
}) => {
  await page.goto("/medicina-general");
  const card = page.getByRole("article").first();
  const name = await card.getByRole("heading", { level: 3 }).innerText();
  await card.getByRole("link", { name: /Ver perfil/ }).click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+\/medicina-general\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText(
    "Inicio",
  );
  await expect(page.getByRole("button", { name: "Buscar otro médico" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(page.getByRole("heading", { name: "Reseñas y Calificaciones" })).toBeVisible();

  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const physician = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Physician");
  expect(physician).toMatchObject({
    name,
    medicalSpecialty: "Medicina General",
    address: { addressCountry: "MX" },
  });
});

test("the /profesional/{slug} form shows the same doctor with the same canonical URL", async ({
  page,
}) => {
  await page.goto("/pediatria");
  const href = await page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /Ver perfil/ })
    .getAttribute("href");
  const slug = href!.split("/")[1]!;
  await page.goto(`/profesional/${slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(href);
});

test("share from the profile copies its link; anonymous visitors are invited to log in and come back", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/dermatologia");
  const href = await page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /Ver perfil/ })
    .getAttribute("href");
  await page.goto(href!);
  // Kept: the share menu and its clipboard are the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Compartir" }).first().click();
  await page.getByRole("menuitem", { name: "Copiar enlace" }).click();
  await expect(page.getByText("Enlace copiado").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);

  const login = page.getByRole("link", { name: "Inicia sesión" }).first();
  await expect(login).toHaveAttribute("href", `/login?returnUrl=${encodeURIComponent(href!)}`);
});

test("an unknown doctor answers 404 with the spec's text", async ({ page }) => {
  const response = await page.goto("/nadie-se-llama-asi/cardiologia/guadalajara");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Médico no encontrado");
  await expect(page.getByText("El médico que buscas no existe o ha sido eliminado.")).toBeVisible();
});
