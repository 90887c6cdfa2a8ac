import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { titleCaseName } from "../../common/doctors/registration.ts";
import { decodeQuotedPrintable, startFakeSmtp } from "../fakes/smtp.ts";
import { specServer } from "../support/spec-server.ts";
import { accountMenu, signInAdminContext } from "../support/browser-login.ts";
import { minimalPdf, minimalPng } from "../support/evidence-samples.ts";
import { FIXTURES } from "../support/fixtures.ts";

// Its own server: registrations add accounts and listings, and mail goes to a local SMTP server.
const PORT = 4194;
const DATA_DIR = ".tmp/e2e-doctor-registration-db";
/** Demo cédulas never start with 0: this one is in no registry. */
const UNKNOWN_CEDULA = "0123456";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

test.beforeAll(async () => {
  smtp = await startFakeSmtp();
});

const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: () => ({ SMTP_URL: smtp.url, EVIDENCE_DIR: `${DATA_DIR}/evidencia` }),
});

test.afterAll(async () => {
  await smtp?.close();
});

/** A demo listing's verified cédula and the name the registry gives for it. */
let demo: { cedula: string; registryName: string };

/** The offline registry vouches for the cédulas of verified demo listings. */
async function verifiedDemoCedula(request: APIRequestContext) {
  const list = (await (await request.get(`${BASE}/api/providers?limit=50`)).json()) as {
    id: number;
    licenseVerified: boolean;
  }[];
  for (const listing of list.filter((p) => p.licenseVerified)) {
    const profile = (await (await request.get(`${BASE}/api/providers/${listing.id}`)).json()) as {
      licenseNumber: string | null;
    };
    if (!profile.licenseNumber || profile.licenseNumber.length < 7) continue;
    const lookup = await request.get(
      `${BASE}/api/public/validate-license?license=${profile.licenseNumber}`,
    );
    const body = (await lookup.json()) as { isValid: boolean; data: { nombre: string } | null };
    if (body.isValid && body.data)
      return { cedula: profile.licenseNumber, registryName: titleCaseName(body.data.nombre) };
  }
  throw new Error("no verified demo cédula found");
}

async function mailLinkFor(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}\\?token=[A-Za-z0-9_%-]+`);
  for (let i = 0; i < 50; i++) {
    const message = smtp.messages.find((m) => m.to.includes(email));
    const link = message ? pattern.exec(decodeQuotedPrintable(message.raw)) : null;
    if (link) return link[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${path} email for ${email}`);
}

/** The text of the newest email to `email` whose subject has `subject`. */
async function mailFor(email: string, subject: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const message = smtp.messages.filter((m) => m.to.includes(email)).at(-1);
    const text = message ? decodeQuotedPrintable(message.raw) : "";
    if (text.includes(subject)) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${subject}" email for ${email}`);
}

async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`);
  // Kept: the sign-up forms look the cédula up and run the overlay with the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.beforeAll(async ({ request }) => {
  demo = await verifiedDemoCedula(request);
});

test("/para-medicos: a valid cédula fills the name, the overlay runs and the doctor sets a password from the email", async ({
  page,
}) => {
  await open(page, "/para-medicos");
  const form = page.locator("#registro");
  const submit = form.getByRole("button", { name: "Crear mi perfil" });
  await expect(submit).toBeDisabled();

  await form.getByLabel("Cédula profesional").fill(demo.cedula);
  await expect(form.getByText("Cédula profesional válida")).toBeVisible();
  await expect(form.getByLabel("Nombre completo")).toHaveValue(demo.registryName);
  await expect(submit).toBeEnabled();

  await form.getByLabel("Nombre de la clínica o consultorio").fill("Clínica Santa Fe");
  await form.getByLabel("Especialidad").selectOption({ label: "Cardiología" });
  await form.getByLabel("Ciudad").selectOption({ label: "Guadalajara" });
  await form.getByLabel("Correo electrónico").fill("nuevo.medico@example.com");
  await form.getByLabel("Teléfono").fill("33 1234 5678");
  await submit.click();

  const overlay = page.getByRole("dialog", { name: "Procesando tu registro" });
  await expect(overlay).toBeVisible();
  // The live region announces each step in turn (1000, 800 and 1200 ms).
  const progress = overlay.getByRole("status");
  await expect(progress).toHaveText("Creando tu perfil profesional...");
  await expect(progress).toHaveText("Validando credenciales médicas...");
  await expect(progress).toHaveText("Enviando confirmación por email...");
  await expect(page.getByText("¡Registro exitoso!").first()).toBeVisible({ timeout: 10_000 });
  await expect(
    page
      .getByText("Tu perfil ha sido creado. Te enviaremos un email con tus credenciales de acceso.")
      .first(),
  ).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(form.getByLabel("Cédula profesional")).toHaveValue("");
  await expect(form.getByLabel("Correo electrónico")).toHaveValue("");

  await page.goto(await mailLinkFor("nuevo.medico@example.com", "/crear-contrasena"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { name: "Crea tu contraseña" })).toBeVisible();
  await page.getByLabel("Nueva contraseña").fill("corta");
  await page.getByLabel("Confirmar contraseña").fill("corta");
  await page.getByRole("button", { name: "Crear contraseña" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 8 caracteres")).toBeVisible();
  await page.getByLabel("Nueva contraseña").fill("Clave-Del-Medico-2026");
  await page.getByLabel("Confirmar contraseña").fill("Clave-Del-Medico-2026");
  await page.getByRole("button", { name: "Crear contraseña" }).click();
  await expect(page.getByRole("heading", { name: "¡Contraseña creada!" })).toBeVisible();

  await page.getByRole("link", { name: "Iniciar sesión" }).last().click();
  await expect(page).toHaveURL(`${BASE}/login`);
  await page.getByLabel("Correo electrónico").first().fill("nuevo.medico@example.com");
  await page.getByLabel("Contraseña").first().fill("Clave-Del-Medico-2026");
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).last().click();
  // A doctor lands on the dashboard after signing in (no returnUrl).
  await expect(page).toHaveURL(new RegExp(`^${BASE}/dashboard(\\?.*)?$`));
  const firstName = demo.registryName.split(" ")[0]!;
  await expect(accountMenu(page, firstName)).toBeVisible();
});

test("/para-medicos: an unknown cédula shows the registry's answer and still lets the doctor register", async ({
  page,
}) => {
  await open(page, "/para-medicos");
  const form = page.locator("#registro");
  const submit = form.getByRole("button", { name: "Crear mi perfil" });
  await form.getByLabel("Nombre completo").fill("Persona Sin Cédula");
  await form.getByLabel("Cédula profesional").fill(UNKNOWN_CEDULA);
  await expect(
    form.getByText(/Cédula profesional no encontrada en el registro de este directorio/),
  ).toBeVisible();
  await expect(form.getByText(/Puedes registrarte de todos modos/)).toBeVisible();
  await expect(submit).toBeEnabled();
  // Too short to ask the registry: disabled, and what was typed stays.
  await form.getByLabel("Cédula profesional").fill("12345");
  await expect(submit).toBeDisabled();
  await expect(form.getByLabel("Nombre completo")).toHaveValue("Persona Sin Cédula");
});

async function fillSignup(page: Page, cedula: string, email: string) {
  await page.getByLabel("Nombre", { exact: true }).fill("Renata");
  await page.getByLabel("Apellidos").fill("Vázquez Ortiz");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("81 2345 6789");
  await page.getByLabel("Cédula profesional").fill(cedula);
  await page.getByLabel("Especialidad").selectOption({ label: "Otra especialidad" });
  await page.getByLabel("¿Cuál es tu especialidad?").fill("Medicina del deporte");
  await page.getByLabel("Ambas").check();
  await page.getByLabel("Ciudad").selectOption({ label: "Monterrey" });
  await page.getByLabel("Contraseña (mínimo 8 caracteres)").fill("Renata-Segura-2026");
  await page.getByLabel("Confirmar contraseña").fill("Renata-Segura-2026");
  await page.getByRole("checkbox").check();
}

test("/doctor-signup: an unknown cédula registers, sends documents and is published verified once an administrator approves", async ({
  page,
  browser,
}) => {
  await open(page, "/doctor-signup");
  await page.getByLabel("Cédula profesional").fill("12345");
  await expect(page.getByText("La cédula debe tener al menos 6 dígitos")).toBeVisible();
  await fillSignup(page, UNKNOWN_CEDULA, "renata.revision@example.com");
  await expect(
    page.getByText(/Cédula profesional no encontrada en el registro de este directorio/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard/cedula`);
  await expect(page.getByRole("heading", { name: "Verifica tu cédula profesional" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
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

  const admin = await browser.newPage();
  await signInAdminContext(admin.context(), BASE, FIXTURES.admin);
  // No wait for the scripts: the server renders 'Solicitudes' and its decision forms post.
  await admin.goto(`${BASE}/admin?tab=solicitudes`);
  const card = admin
    .getByRole("listitem")
    .filter({ hasText: "renata.revision@example.com" })
    .filter({ hasText: "Registro: cédula sin confirmar" });
  await expect(card.getByRole("link", { name: /Cédula profesional \(imagen/ })).toBeVisible();
  await expect(card.getByText(/no encontrada/i).first()).toBeVisible();
  const profilePath = await card
    .getByRole("link", { name: "Renata Vázquez Ortiz" })
    .getAttribute("href");
  await card.locator("summary", { hasText: "Aprobar" }).click();
  await card.getByLabel("Nota (se envía al solicitante)").fill("Cédula e INE revisadas.");
  await card.getByRole("button", { name: "Aprobar y publicar" }).click();
  await expect(admin.getByText("Solicitud aprobada").first()).toBeVisible();
  await admin.close();

  await page.goto(`${BASE}${profilePath}`);
  await expect(page.getByRole("heading", { level: 1, name: /Renata Vázquez Ortiz/ })).toBeVisible();
  await expect(page.getByText("Cédula verificada").first()).toBeVisible();
  const mail = await mailFor("renata.revision@example.com", "aprobamos tu cédula");
  expect(mail).toContain("Cédula e INE revisadas.");
});

test("/doctor-signup: a valid cédula and a chosen password land on the dashboard, signed in", async ({
  page,
}) => {
  await open(page, "/doctor-signup");
  await fillSignup(page, demo.cedula, "renata.vazquez@example.com");
  await expect(page.getByText("Cédula profesional válida")).toBeVisible();
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page).toHaveURL(`${BASE}/dashboard`);
  await expect(accountMenu(page, "Renata")).toBeVisible();
  await mailLinkFor("renata.vazquez@example.com", "/verify-email");
});
