import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAxeClean } from "../support/axe.ts";
import { openHydrated, signInAdminContext } from "../support/browser-login.ts";
import { nextClientAddress } from "../support/client-address.ts";
import { minimalPdf, minimalPng } from "../support/evidence-samples.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// 'Solicitudes' with the page's scripts never running (issue #33): the server renders the list,
// its pages and filters are links and a GET form, and a decision is a form the browser posts.
// Its own server: approving hands a listing to a new account for good. Each request comes from
// its own address (TRUST_PROXY) so the per-connection claim limits stay out of the way.
test.use({ javaScriptEnabled: false });

const PORT = 4237;
const DATA_DIR = ".tmp/e2e-claims-nojs-db";
const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: { EVIDENCE_DIR: `${DATA_DIR}/evidencia`, TRUST_PROXY: "true" },
  startTimeoutMs: 180_000,
});

/** One more than a page of 'Solicitudes' (CLAIMS_PAGE_SIZE is 20). */
const CLAIMS = 21;

interface Listing {
  id: number;
  name: string;
  phone: string | null;
  licenseNumber: string | null;
  claimed: boolean;
}

/** An evidence claim on the listing, opened and documented through the public API. */
async function claimWithDocuments(api: APIRequestContext, listing: Listing, email: string) {
  const from = { "x-forwarded-for": nextClientAddress() };
  const started = await api.post(`${BASE}/api/providers/claim`, {
    headers: from,
    data: {
      providerId: listing.id,
      firstName: "Solicitante",
      lastName: "Sin Scripts",
      email,
      phone: listing.phone,
      cedula: listing.licenseNumber ?? undefined,
      password: "Reclamo-Seguro-2026",
      confirmPassword: "Reclamo-Seguro-2026",
      method: "evidence",
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { claimId, claimToken } = (await started.json()) as { claimId: number; claimToken: string };
  const documents = await api.post(`${BASE}/api/providers/claim/${claimId}/evidence`, {
    headers: from,
    multipart: {
      claimToken,
      cedula: { name: "cedula.png", mimeType: "image/png", buffer: minimalPng() },
      identificacion: { name: "ine.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
    },
  });
  expect(documents.status(), await documents.text()).toBe(200);
}

const listings: Listing[] = [];

test.beforeAll(async ({ request }) => {
  // 21 requests, each with an argon2 hash of its password and two stored documents.
  test.setTimeout(120_000);
  const ids = (await (await request.get(`${BASE}/api/providers?limit=60`)).json()) as {
    id: number;
  }[];
  for (const { id } of ids) {
    const listing = (await (await request.get(`${BASE}/api/providers/${id}`)).json()) as Listing;
    if (!listing.claimed && listing.phone) listings.push(listing);
    if (listings.length === CLAIMS) break;
  }
  expect(listings).toHaveLength(CLAIMS);
  for (const [index, listing] of listings.entries()) {
    await claimWithDocuments(request, listing, `sin.scripts.${index}@example.com`);
  }
});

/** The requests on screen, each a list item headed 'Solicitud #…'. */
const cards = (page: Page) =>
  page
    .getByRole("list", { name: "Solicitudes de esta página" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^Solicitud #/ }) });

test("an administrator lists, pages, filters and approves a request without scripts", async ({
  page,
  request,
}) => {
  await signInAdminContext(page.context(), BASE, FIXTURES.admin);
  await page.goto(`${BASE}/admin`);
  await page
    .getByRole("navigation", { name: "Secciones del panel" })
    .getByRole("link", { name: "Solicitudes" })
    .click();
  await expect(page).toHaveURL(`${BASE}/admin?tab=solicitudes`);
  await expect(page.getByText("Cargando solicitudes")).toHaveCount(0);
  await expect(page.getByText(`${CLAIMS} solicitudes coinciden.`)).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  // Page 2: a link the browser follows, the server renders the one request left.
  await page
    .getByRole("navigation", { name: "Paginación" })
    .getByRole("link", { name: "Página 2" })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards(page)).toHaveCount(1);

  // The filters: a GET form; a new filter starts again at page 1.
  const target = listings[7]!;
  await page.getByLabel("Perfil o correo contiene").fill("sin.scripts.7@");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]search=sin\.scripts\.7%40/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText("1 solicitud coincide.")).toBeVisible();
  const card = cards(page).filter({ hasText: target.name }).first();
  await expect(card.getByText("sin.scripts.7@example.com")).toBeVisible();

  // A note too short for a rejection comes back inside the open form.
  await card.locator("summary", { hasText: "Rechazar" }).click();
  await card.getByLabel("Motivo del rechazo").fill("No.");
  await card.getByRole("button", { name: "Rechazar solicitud" }).click();
  await expect(card.getByRole("alert").filter({ hasText: "al menos 10 caracteres" })).toBeVisible();

  await card.locator("summary", { hasText: "Aprobar" }).click();
  await card.getByLabel("Nota (se envía al solicitante)").fill("Cédula e INE coinciden.");
  await card.getByRole("button", { name: "Aprobar y transferir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solicitud aprobada" })).toBeVisible();
  // Back on the same filtered list, where the decided request no longer waits.
  await expect(page).toHaveURL(/[?&]search=sin\.scripts\.7%40/);
  await expect(page.getByText("0 solicitudes coinciden.")).toBeVisible();
  const listing = (await (
    await request.get(`${BASE}/api/providers/${target.id}`)
  ).json()) as Listing;
  expect(listing.claimed).toBe(true);

  // Decided requests stay findable.
  await page.getByLabel("Estado").selectOption("approved");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("1 solicitud coincide.")).toBeVisible();
  await expect(cards(page).filter({ hasText: "Aprobada" }).first()).toBeVisible();
});

// axe runs in the page, so it needs JavaScript: the page's own scripts are refused instead, and
// what axe reads first is the server's markup; then the same list once hydrated.
test.describe("axe", () => {
  test.use({ javaScriptEnabled: true });

  for (const width of [375, 1280]) {
    test(`'Solicitudes' with an open decision form is axe-clean at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAdminContext(page.context(), BASE, FIXTURES.admin);
      const url = `${BASE}/admin?tab=solicitudes&search=sin.scripts.3%40`;
      const openForm = async () => {
        await cards(page).first().locator("summary", { hasText: "Aprobar" }).click();
        await expect(
          cards(page).first().getByLabel("Nota (se envía al solicitante)"),
        ).toBeVisible();
      };

      await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, (route) => route.abort());
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      await openForm();
      await expectAxeClean(page, `solicitudes ${width}px, sin scripts`);

      await page.unrouteAll();
      await openHydrated(page, url);
      await openForm();
      await expectAxeClean(page, `solicitudes ${width}px`);
    });
  }
});
