import { expect, test, type Locator, type Page } from "@playwright/test";

// A doctor's link opened on a phone (#issue item 1): the doctor, not a search form, fills the
// first screen; a contact bar follows the reader; each office has a map and 'Cómo llegar'.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const FIRST_SCREEN = 450;

interface Listing {
  profilePath: string;
  name: string;
  phone: string | null;
  price: number | null;
  licenseVerified: boolean;
  rating: { average: number | null; count: number };
}

/** A listing with everything the first screen shows: badge, reviews, price and a phone. */
async function completeListing(page: Page): Promise<Listing> {
  for (const specialty of ["cardiologia", "pediatria", "dermatologia", "medicina-general"]) {
    const listings = (await (
      await page.request.get(`/api/providers?specialty=${specialty}&limit=50`)
    ).json()) as Listing[];
    const found = listings.find(
      (p) => p.licenseVerified && p.rating.count > 0 && p.price && p.phone,
    );
    if (found) return found;
  }
  throw new Error("La base de demostración no tiene un perfil completo");
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!.y + box!.height;
}

test("the first 450 px show the doctor and how to reach them; the search waits behind a button", async ({
  page,
}) => {
  const listing = await completeListing(page);
  // The first screen and its links are checked in the server's HTML (issue #33).
  await page.goto(listing.profilePath);
  const hero = page.getByRole("article", { name: listing.name });

  const photo = hero
    .locator(`img[alt="Foto de ${listing.name}"], span[aria-hidden="true"].rounded-full`)
    .first();
  const parts: [string, Locator][] = [
    ["foto", photo],
    ["nombre", page.getByRole("heading", { level: 1, name: listing.name })],
    ["cédula verificada", hero.getByText("Cédula verificada")],
    [
      "calificación",
      hero.getByText(
        `(${listing.rating.count} ${listing.rating.count === 1 ? "reseña" : "reseñas"})`,
      ),
    ],
    ["precio", hero.getByText("Consulta desde")],
    ["Llamar", hero.getByRole("link", { name: "Llamar" })],
    ["WhatsApp", hero.getByRole("link", { name: "WhatsApp" })],
  ];
  for (const [what, locator] of parts) {
    await expect(locator, what).toBeVisible();
    expect(
      await bottomOf(locator),
      `${what} dentro de los primeros ${FIRST_SCREEN} px`,
    ).toBeLessThanOrEqual(FIRST_SCREEN);
  }
  await expect(hero.getByRole("link", { name: "Llamar" })).toHaveAttribute(
    "href",
    /^tel:\+52\d{10}$/,
  );
  await expect(hero.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/52\d{10}\?text=Hola/,
  );

  // Collapsed: no search form until asked for. The toggle and its lazy form are the scripts'.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const toggle = page.getByRole("button", { name: "Buscar otro médico" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("search")).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const search = page.getByRole("search");
  await expect(search).toBeVisible();
  await search.getByRole("searchbox").fill("dolor de rodilla");
  await search.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/\?q=dolor(\+|%20)de(\+|%20)rodilla$/);
});

test("a contact bar appears once the profile's buttons scroll away and stops above the footer", async ({
  page,
}) => {
  const listing = await completeListing(page);
  await page.goto(listing.profilePath);
  // Kept: the bar appears on scrolling, which the page's scripts watch.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const bar = page.getByRole("navigation", { name: "Contactar al médico" });
  // The hero's own buttons are on screen: the bar stays out of sight (and out of the tab order).
  await expect(bar).toBeHidden();

  await page.getByRole("heading", { name: "Reseñas y Calificaciones" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Llamar" })).toHaveAttribute("href", /^tel:/);
  await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);
  const viewport = page.viewportSize()!;
  // Pinned to the bottom of the screen once it has slid in (it animates from below), three
  // taps side by side at most.
  const bottom = async () => {
    const box = (await bar.boundingBox())!;
    return box.y + box.height;
  };
  await expect.poll(bottom).toBeLessThanOrEqual(viewport.height + 1);
  expect(await bottom()).toBeGreaterThan(viewport.height - 80);
  expect((await bar.boundingBox())!.height).toBeLessThan(80);

  // At the very end the footer is not covered.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerTop = (await page.getByRole("contentinfo").boundingBox())!.y;
  const barBottom = await bottomOf(page.getByTestId("barra-contacto"));
  expect(barBottom).toBeLessThanOrEqual(footerTop + 1);
});

test("each office has a map, loaded only when it comes near, and a 'Cómo llegar' link", async ({
  page,
}) => {
  const listing = await completeListing(page);
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/office-leaflet-map|leaflet/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(listing.profilePath);
  // Kept: the maps are loaded by the page's scripts as they come near.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The first screen does not pay for Leaflet.
  expect(chunks).toEqual([]);

  const offices = page.getByRole("region", { name: /^Consultorios?$/ });
  await offices.scrollIntoViewIfNeeded();
  const directions = offices.getByRole("link", { name: /^Cómo llegar/ }).first();
  await expect(directions).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+%2C-?\d+\.\d+$/,
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  // The test server's tiles do not exist: after Leaflet tries them, the drawing takes over.
  await expect.poll(() => chunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(
    offices.getByRole("img", { name: /^Dibujo de un mapa con la ubicación de / }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
});
