import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHydrated, signInAdminContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// Issue #33 item 6: details seen on a small phone (320 and 375 px) and on a 1280 px admin
// screen. Boxes are measured, not pictures compared.

interface Listing {
  profilePath: string;
  specialty: string;
  phone: string | null;
  bookingUrl: string | null;
  claimed: boolean;
}

async function listings(page: Page, specialty: string): Promise<Listing[]> {
  const response = await page.request.get(`/api/providers?specialty=${specialty}&limit=50`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing[];
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [320, 375]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test("the contact bar's buttons keep their icons and labels inside them", async ({ page }) => {
      // The fullest bar: Llamar, WhatsApp and Agendar side by side.
      let listing: Listing | undefined;
      for (const specialty of ["cardiologia", "pediatria", "dermatologia", "ginecologia"]) {
        listing = (await listings(page, specialty)).find(
          (p) => p.phone && (p.bookingUrl || p.claimed),
        );
        if (listing) break;
      }
      expect(listing, "un perfil con teléfono y forma de agendar").toBeDefined();
      // Kept: the contact bar appears on scrolling, which the page's scripts watch.
      await openHydrated(page, listing!.profilePath);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

      const bar = page.getByTestId("barra-contacto");
      await expect(bar).toBeVisible();
      const links = bar.getByRole("link");
      await expect(links).toHaveCount(3);
      await expect(links.nth(1)).toHaveAccessibleName("WhatsApp");
      const barBox = await boxOf(bar);
      for (const link of await links.all()) {
        const name = await link.textContent();
        const box = await boxOf(link);
        expect(box.x, `${name}: borde izquierdo`).toBeGreaterThanOrEqual(barBox.x);
        expect(box.x + box.width, `${name}: borde derecho`).toBeLessThanOrEqual(
          barBox.x + barBox.width + 0.5,
        );
        const sizes = await link.evaluate((a) => {
          // The label's own box where it has one, else the link's.
          const label = (a.querySelector("span") as HTMLElement | null) ?? a;
          return {
            overflow: a.scrollWidth - a.clientWidth,
            label: label.scrollWidth,
            labelBox: label.clientWidth,
          };
        });
        expect(sizes.overflow, `${name}: nada se sale del botón`).toBeLessThanOrEqual(0);
        expect(sizes.label, `${name}: la etiqueta cabe entera`).toBeLessThanOrEqual(sizes.labelBox);
        const icon = await boxOf(link.locator("svg"));
        expect(icon.width, `${name}: ícono`).toBeGreaterThanOrEqual(16);
        expect(icon.height, `${name}: ícono`).toBeGreaterThanOrEqual(16);
      }
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, "la página no se desplaza de lado").toBeLessThanOrEqual(0);
    });

    for (const slug of ["medicina-fisica-y-rehabilitacion", "angiologia"]) {
      test(`a long specialty (${slug}) in the breadcrumb stays clear of 'Buscar otro médico'`, async ({
        page,
      }) => {
        const [listing] = await listings(page, slug);
        expect(listing, `un perfil de ${slug}`).toBeDefined();
        // No wait for the scripts: the breadcrumb's layout is the server's, from the first paint.
        await page.goto(listing!.profilePath);

        const trail = page.getByRole("navigation", { name: "Ruta de navegación" });
        const crumb = trail.getByRole("link", { name: listing!.specialty, exact: true });
        await expect(crumb).toBeVisible();
        const button = page.getByRole("button", { name: "Buscar otro médico" });
        const [crumbBox, buttonBox] = [await boxOf(crumb), await boxOf(button)];
        expect(
          overlaps(crumbBox, buttonBox),
          `${JSON.stringify(crumbBox)} y ${JSON.stringify(buttonBox)}`,
        ).toBe(false);
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(width);
        // Cut with an ellipsis if it must be, never in the page's text.
        expect(await crumb.textContent()).toBe(listing!.specialty);
      });
    }
  });
}

test.describe("a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the providers table's action buttons are whole inside the screen", async ({ page }) => {
    await signInAdminContext(page.context(), BASE, FIXTURES.admin);
    // Kept: the providers table is fetched by the page's scripts (only 'Solicitudes' is not).
    await openHydrated(page, `${BASE}/admin`);
    await expect(
      page.getByRole("heading", { name: /Mostrando [1-9][\d,]* proveedores/ }),
    ).toBeVisible();
    const table = page.getByTestId("tabla-proveedores");
    const buttons = table.getByRole("button", { name: /^(Ver detalles de|Aprobar a|Rechazar a) / });
    // The rows arrive after the page: wait for the first before counting.
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    for (let i = 0; i < Math.min(count, 12); i += 1) {
      const button = buttons.nth(i);
      const box = await boxOf(button);
      const name = await button.getAttribute("aria-label");
      expect(box.x, `${name}: borde izquierdo`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}: borde derecho`).toBeLessThanOrEqual(1280);
    }
  });
});
