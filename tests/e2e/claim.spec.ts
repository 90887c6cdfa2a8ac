import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startFakeTwilio, twilioEnv } from "../fakes/twilio.ts";
import { signInAdminContext } from "../support/browser-login.ts";
import { minimalPdf, minimalPng } from "../support/evidence-samples.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server: claiming changes listings for good, and codes go to a local Twilio fake.
const PORT = 4195;
const DATA_DIR = ".tmp/e2e-claim-db";
const PASSWORD = "Reclamo-Seguro-2026";

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

test.beforeAll(async () => {
  twilio = await startFakeTwilio();
});

const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: () => ({
    EVIDENCE_DIR: `${DATA_DIR}/evidencia`,
    ...twilioEnv(twilio),
  }),
  // The run's first spec server builds the database template: slow on a busy machine.
  startTimeoutMs: 180_000,
});

test.afterAll(async () => {
  await twilio?.close();
});

interface Profile {
  id: number;
  name: string;
  phone: string | null;
  licenseNumber: string | null;
  claimed: boolean;
  profilePath: string;
}

const taken = new Set<number>();

/** A demo listing nobody owns yet (and no other test of this file uses), with a phone. */
async function unclaimedDemoProfile(request: APIRequestContext): Promise<Profile> {
  const list = (await (await request.get(`${BASE}/api/providers?limit=60`)).json()) as {
    id: number;
  }[];
  for (const { id } of list) {
    if (taken.has(id)) continue;
    const profile = (await (await request.get(`${BASE}/api/providers/${id}`)).json()) as Profile;
    if (!profile.claimed && profile.phone) {
      taken.add(id);
      return profile;
    }
  }
  throw new Error("no unclaimed demo profile with a phone");
}

const isClaimed = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`${BASE}/api/providers/${id}`)).json()) as Profile).claimed;

/** Steps 1 and 2 of the claim page with the profile's public phone and cédula. */
async function openClaim(page: Page, profile: Profile, email: string, method: RegExp) {
  await page.goto(`${BASE}/reclamar-perfil/${profile.id}`);
  // Kept: the claim's steps (phone check, code, documents) are the page's scripts' widget.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Teléfono del perfil").fill(profile.phone!);
  await page.getByRole("button", { name: "Verificar número" }).click();
  await expect(page.getByText("Número verificado correctamente")).toBeVisible();
  await page.getByLabel("Nombre", { exact: true }).fill("Reclamo");
  await page.getByLabel("Apellido").fill("Demostración");
  await page.getByLabel("Correo electrónico").fill(email);
  if (profile.licenseNumber)
    await page.getByLabel("Cédula profesional").fill(profile.licenseNumber);
  await page.getByLabel("Contraseña (mínimo 8 caracteres)").fill(PASSWORD);
  await page.getByLabel("Confirma tu contraseña").fill(PASSWORD);
  await page.getByRole("radio", { name: method }).check();
}

const e164 = (phone: string) => `+52${phone.replace(/\D/g, "")}`;

test("public data opens a request; the code texted to the listing's phone proves it; a second claimant is refused", async ({
  page,
  browser,
  request,
}) => {
  const profile = await unclaimedDemoProfile(request);

  // A second person claims the same listing first and waits for a code.
  const rival = await browser.newPage();
  await openClaim(rival, profile, "rival@example.com", /Código por SMS/);
  await rival.getByRole("button", { name: "Enviar código" }).click();
  await expect(rival.getByRole("heading", { name: "Paso 3: escribe el código" })).toBeVisible();
  const rivalCode = twilio.latestCodeTo(e164(profile.phone!));
  expect(rivalCode).toMatch(/^\d{6}$/);

  await openClaim(page, profile, "dra.reclamo@example.com", /Código por SMS/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText(/Te enviamos un código de 6 dígitos por SMS/)).toBeVisible();
  // Everything the public profile shows has been typed: the listing is still nobody's.
  expect(await isClaimed(request, profile.id)).toBe(false);

  const code = twilio.latestCodeTo(e164(profile.phone!));
  expect(code).not.toBe(rivalCode);
  await page.getByLabel("Código de 6 dígitos").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirmar código" }).click();
  await expect(page.getByText("El código no es correcto. Te quedan 4 intentos.")).toBeVisible();
  await page.getByLabel("Código de 6 dígitos").fill(code!);
  await page.getByRole("button", { name: "Confirmar código" }).click();
  await expect(page.getByText("¡Perfil reclamado con éxito!").first()).toBeVisible();
  await page.waitForURL(`${BASE}/login`, { timeout: 6_000 });
  expect(await isClaimed(request, profile.id)).toBe(true);

  // The rival's own, still unexpired code no longer gives anything.
  await rival.getByLabel("Código de 6 dígitos").fill(rivalCode!);
  await rival.getByRole("button", { name: "Confirmar código" }).click();
  await expect(
    rival.getByText(
      "Otra persona ya demostró ser titular de este perfil. Si crees que es un error, escríbenos.",
    ),
  ).toBeVisible();
  await rival.close();

  await page.goto(`${BASE}/reclamar-perfil/${profile.id}`);
  await expect(
    page.getByText(
      "Este perfil ya ha sido reclamado. Si eres el propietario, por favor inicia sesión.",
    ),
  ).toBeVisible();
});

async function claimWithDocuments(page: Page, profile: Profile, email: string) {
  await openClaim(page, profile, email, /No tengo acceso/);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Paso 3: envía tus documentos" })).toBeVisible();
  await page.getByLabel("Foto de tu cédula profesional").setInputFiles({
    name: "cedula.png",
    mimeType: "image/png",
    buffer: minimalPng(),
  });
  await page.getByLabel("Identificación oficial (INE o pasaporte)").setInputFiles({
    name: "ine.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf(),
  });
  await page.getByRole("button", { name: "Enviar documentos" }).click();
  await expect(page.getByText(/Recibimos tus documentos/)).toBeVisible();
}

test("an administrator approves one evidence claim in Solicitudes and rejects another with a note", async ({
  page,
  browser,
  request,
}) => {
  const approved = await unclaimedDemoProfile(request);
  const rejected = await unclaimedDemoProfile(request);
  await claimWithDocuments(page, approved, "documentos.aprobados@example.com");
  const other = await browser.newPage();
  await claimWithDocuments(other, rejected, "documentos.rechazados@example.com");
  await other.close();
  expect(await isClaimed(request, approved.id)).toBe(false);

  // Signing in is not tested here: the fixture administrator signs in through the API.
  await signInAdminContext(page.context(), BASE, FIXTURES.admin);
  // No wait for the scripts: the server renders 'Solicitudes' and its decision forms post.
  await page.goto(`${BASE}/admin?tab=solicitudes`);
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();

  const cardOf = (name: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
  const approveCard = cardOf(approved.name);
  await expect(approveCard.getByText("documentos.aprobados@example.com")).toBeVisible();
  await expect(
    approveCard.getByRole("link", { name: /Cédula profesional \(imagen/ }),
  ).toBeVisible();
  const document = await page.request.get(
    `${BASE}${await approveCard.getByRole("link", { name: /Identificación oficial/ }).getAttribute("href")}`,
  );
  expect(document.headers()["content-type"]).toBe("application/pdf");

  await approveCard.locator("summary", { hasText: "Aprobar" }).click();
  await approveCard.getByLabel("Nota (se envía al solicitante)").fill("Cédula e INE coinciden.");
  await approveCard.getByRole("button", { name: "Aprobar y transferir" }).click();
  await expect(page.getByText("Solicitud aprobada").first()).toBeVisible();
  await expect.poll(() => isClaimed(request, approved.id)).toBe(true);

  const rejectCard = cardOf(rejected.name);
  await rejectCard.locator("summary", { hasText: "Rechazar" }).click();
  await rejectCard
    .getByLabel("Motivo del rechazo")
    .fill("La identificación no corresponde al perfil.");
  await rejectCard.getByRole("button", { name: "Rechazar solicitud" }).click();
  await expect(page.getByText("Solicitud rechazada").first()).toBeVisible();
  expect(await isClaimed(request, rejected.id)).toBe(false);
  // Nobody else can read the documents.
  const anonymous = await request.get(`${BASE}/api/admin/claims`);
  expect(anonymous.status()).toBe(401);
});

test("unknown and malformed ids answer 404 with the not-found text", async ({ page }) => {
  for (const id of ["999999", "abc"]) {
    const response = await page.goto(`${BASE}/reclamar-perfil/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No se encontró el perfil médico solicitado.")).toBeVisible();
  }
});
