import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import type { OwnProvider } from "../../common/doctors/types.ts";
import { openHydrated, openSignedIn, signInAdminContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server and database: an impostor registers, the fixture doctor renames its verified
// listing and an administrator decides.
const PORT = 4209;
const DATA_DIR = ".tmp/e2e-identity-review-db";
const IMPOSTOR = {
  firstName: "Renata",
  lastName: "Vázquez Ortiz",
  email: "renata.impostora@example.com",
};

const BASE = specServer({ port: PORT, dataDir: DATA_DIR });

/** A verified demo listing nobody may register again with its cédula. */
let holder: { id: number; name: string; cedula: string };
/** The fixture doctor's listing: verified and published. */
let ownListing: OwnProvider;

/** The first verified, published listing the public API offers with a cédula. */
async function verifiedListing() {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    const list = (await (await api.get("/api/providers?limit=50")).json()) as {
      id: number;
      name: string;
      licenseVerified: boolean;
    }[];
    for (const listing of list.filter((p) => p.licenseVerified)) {
      const profile = (await (await api.get(`/api/providers/${listing.id}`)).json()) as {
        licenseNumber: string | null;
      };
      if (profile.licenseNumber && /^\d{7,8}$/.test(profile.licenseNumber)) {
        return { id: listing.id, name: listing.name, cedula: profile.licenseNumber };
      }
    }
    throw new Error("no verified demo listing with a cédula");
  } finally {
    await api.dispose();
  }
}

/** The fixture doctor's own listing, as its dashboard reads it. */
async function fixtureListing(): Promise<OwnProvider> {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    expect((await api.post("/api/auth/login", { data: FIXTURES.doctor })).ok()).toBe(true);
    const listing = (await (await api.get("/api/providers/me")).json()) as OwnProvider;
    expect([listing.licenseVerified, listing.approvalStatus]).toEqual([true, "approved"]);
    return listing;
  } finally {
    await api.dispose();
  }
}

/** The fixture administrator, signed in through the API (not what is tested), on the panel. */
async function adminLogIn(page: Page) {
  await signInAdminContext(page.context(), BASE, FIXTURES.admin);
  // Kept: the providers table and its dialogs are the page's scripts.
  await openHydrated(page, `${BASE}/admin`);
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();
}

test.beforeAll(async () => {
  holder = await verifiedListing();
  ownListing = await fixtureListing();
});

test("an impostor registering with another listing's cédula is not verified and appears in the conflict view", async ({
  browser,
}) => {
  const applicant = await browser.newPage();
  // Kept: the sign-up form looks the cédula up with the page's scripts.
  await openHydrated(applicant, `${BASE}/doctor-signup`);
  await applicant.getByLabel("Nombre", { exact: true }).fill(IMPOSTOR.firstName);
  await applicant.getByLabel("Apellidos").fill(IMPOSTOR.lastName);
  await applicant.getByLabel("Correo electrónico").fill(IMPOSTOR.email);
  await applicant.getByLabel("Teléfono").fill("81 2345 6789");
  await applicant.getByLabel("Cédula profesional").fill(holder.cedula);
  await applicant.getByLabel("Especialidad").selectOption({ label: "Cardiología" });
  await applicant.getByLabel("Ambas").check();
  await applicant.getByLabel("Ciudad").selectOption({ label: "Monterrey" });
  await applicant.getByLabel("Contraseña (mínimo 8 caracteres)").fill("Renata-Segura-2026");
  await applicant.getByLabel("Confirmar contraseña").fill("Renata-Segura-2026");
  await applicant.getByRole("checkbox").check();
  // The public lookup still finds the cédula: it is the registration that refuses to verify.
  await expect(applicant.getByText(/Cédula profesional válida/)).toBeVisible();
  await applicant.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(applicant).toHaveURL(`${BASE}/dashboard`);
  await expect(applicant.getByText("Cédula sin verificar")).toBeVisible();
  await expect(applicant.getByText("Cédula verificada")).toHaveCount(0);
  // The impostor is told nothing about the other listing.
  await expect(applicant.getByText(holder.name)).toHaveCount(0);
  await applicant.close();

  const page = await browser.newPage();
  await adminLogIn(page);
  await page.getByLabel("Problemas de cédula").selectOption("conflicto");
  const table = page.getByRole("table", { name: "Proveedores" });
  const row = table.locator("tbody tr", { hasText: "Renata Vázquez Ortiz" });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Conflicto de cédula")).toBeVisible();
  await expect(row.getByText("Pendiente", { exact: true }).first()).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);

  await row.getByRole("button", { name: "Ver detalles de Renata Vázquez Ortiz" }).click();
  const dialog = page.getByRole("dialog");
  const sideBySide = dialog.getByRole("table", { name: "Otros perfiles con la misma cédula" });
  await expect(sideBySide).toBeVisible();
  await expect(sideBySide.getByRole("columnheader", { name: "Este perfil" })).toBeVisible();
  await expect(sideBySide.getByRole("cell", { name: holder.name, exact: true })).toBeVisible();
  await expect(
    sideBySide.getByRole("cell", { name: "Renata Vázquez Ortiz", exact: true }),
  ).toBeVisible();

  // 'Validar cédula' refuses and shows both names until an override with a note.
  await dialog.getByRole("button", { name: "Validar cédula" }).click();
  await expect(dialog.getByText(/Otro perfil ya tiene esta cédula/)).toBeVisible();
  const comparison = dialog.getByTestId("comparacion-nombres").last();
  await expect(comparison.getByText("Renata Vázquez Ortiz")).toBeVisible();
  await expect(comparison.getByText("Los nombres no coinciden.")).toBeVisible();
  await page.close();
});

test("a renamed verified listing keeps its old public name until an administrator approves it", async ({
  browser,
}) => {
  const oldName = ownListing.name;
  const newName = `${oldName} Villaseñor`;

  const doctor = await browser.newPage();
  // Kept: the dashboard's profile form saves with the page's scripts.
  await openSignedIn(doctor, BASE, FIXTURES.doctor, "/dashboard");
  const form = doctor.getByRole("form", { name: "Perfil" });
  await form.getByLabel("Nombre completo").fill(newName);
  await form.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(form.getByTestId("cambio-pendiente")).toHaveText(
    "Tu cambio de nombre quedó pendiente de revisión; el perfil público muestra los datos aprobados mientras tanto.",
  );
  await expect(form.getByText("Pendiente de revisión.")).toBeVisible();
  await expect(form.getByLabel("Nombre completo")).toHaveValue(newName);
  // Reloaded, the dashboard still shows what was asked for.
  await doctor.reload();
  await expect(
    doctor.getByRole("form", { name: "Perfil" }).getByLabel("Nombre completo"),
  ).toHaveValue(newName);
  await doctor.close();

  const visitor = await browser.newPage();
  // The public name is in the server's HTML.
  await visitor.goto(`${BASE}${ownListing.profilePath}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(oldName);
  await expect(visitor.getByText(newName)).toHaveCount(0);

  const page = await browser.newPage();
  await adminLogIn(page);
  await page.getByRole("tab", { name: "Cambios pendientes" }).click();
  const card = page.locator("li", { hasText: newName });
  await expect(card.getByRole("cell", { name: oldName, exact: true })).toBeVisible();
  await expect(card.getByRole("cell", { name: newName, exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Aprobar el cambio de ${oldName}` }).click();
  await expect(
    page.getByText("Cambio aprobado: el perfil público ya muestra los nuevos datos.").first(),
  ).toBeVisible();
  await expect(page.getByText("No hay cambios pendientes.")).toBeVisible();
  await page.close();

  // Public pages may be kept 60 s by a browser (Cache-Control); a reload asks the server,
  // whose page cache the approval emptied.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(newName);
  await visitor.close();
});
