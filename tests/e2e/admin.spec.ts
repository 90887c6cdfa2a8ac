import AxeBuilder from "@axe-core/playwright";
import { rmSync } from "node:fs";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { ADMIN_MESSAGES } from "../../common/admin/providers.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { decodeQuotedPrintable, startFakeSmtp } from "../fakes/smtp.ts";
import { startServerProcess, waitUntilReady } from "../support/server-process.ts";

// Its own server and database (the shared one on 4173 is never touched): administrators
// approve listings and reject posts here.
const PORT = 4199;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/e2e-admin-db";
const ADMIN = { username: "admin", password: "clave-admin-de-pruebas-e2e" };
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };
const POST_TITLE = "Cómo prevenir el golpe de calor en verano";
const NOTES = "Agrega las fuentes de las recomendaciones y revisa los datos de hidratación.";

test.describe.configure({ mode: "serial" });

let server: ReturnType<typeof startServerProcess>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

/** A demo doctor writes a post and sends it for review, through the doctors' API. */
async function pendingPostByDemoDoctor() {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    expect((await api.post("/api/auth/login", { data: DOCTOR })).ok()).toBe(true);
    const created = await api.post("/api/providers/me/posts", {
      data: {
        title: POST_TITLE,
        category: "Salud Mental",
        excerpt: "Señales de alarma y cómo actuar.",
        content:
          "El calor extremo afecta a niños y adultos mayores.\n\nBebe agua con frecuencia y evita el sol entre las 12 y las 16 horas.",
        seoDescription: "Consejos para prevenir el golpe de calor.",
        seoKeywords: ["calor", "hidratación"],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await api.post(`/api/providers/me/posts/${id}/submit`)).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

async function logIn(page: Page) {
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(`${BASE}/admin/login`);
  // The login form posts to its route's action: used straight from the server's HTML.
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/admin`);
  // The panel it lands on is another matter: its table, filters and tabs are the scripts'.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  smtp = await startFakeSmtp();
  server = startServerProcess({
    PORT: String(PORT),
    PGLITE_DATA_DIR: DATA_DIR,
    SEED_PROVIDERS: "120",
    SMTP_URL: smtp.url,
    PUBLIC_URL: BASE,
    ADMIN_INITIAL_PASSWORD: ADMIN.password,
  });
  await waitUntilReady(request, BASE, server.output);
  await pendingPostByDemoDoctor();
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await smtp?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("the first start created the administrator without printing a given password", () => {
  expect(server.output()).toContain("Administrador inicial creado");
  expect(server.output()).not.toContain(ADMIN.password);
});

test("a wrong password shows the authentication error and /api/admin answers 401", async ({
  page,
}) => {
  expect((await page.request.get(`${BASE}/api/admin/providers`)).status()).toBe(401);
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill("no-es-la-clave");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("Error de autenticación", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Credenciales inválidas" })).toBeVisible();
});

test("an administrator filters pending providers, approves one and opens its details", async ({
  page,
}) => {
  await logIn(page);
  await expect(page.getByText("Inicio de sesión exitoso", { exact: true })).toBeVisible();
  const stats = page.getByRole("definition");
  await expect(stats.first()).not.toHaveText("—");

  await page.getByLabel("Estado", { exact: true }).selectOption("pending");
  await expect(page.getByText("Filtrado", { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Proveedores" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // The filter's answer arrives after 'Filtrado' shows: wait for the rows to be the new ones.
  await expect
    .poll(async () => new Set(await table.locator("tbody tr td:nth-child(4)").allInnerTexts()))
    .toEqual(new Set(["Pendiente"]));
  const heading = page.getByRole("heading", { name: /^Mostrando \d+ proveedores$/ });
  const before = Number(/(\d+)/.exec((await heading.innerText()).replace(/[.,\s]/g, ""))![1]);

  const firstRow = table.locator("tbody tr").first();
  const name = await firstRow.locator("td").first().locator("div").first().innerText();
  await firstRow.getByRole("button", { name: `Aprobar a ${name}` }).click();
  await expect(page.getByText("Estado actualizado", { exact: true })).toBeVisible();
  await expect(heading).toHaveText(`Mostrando ${before - 1} proveedores`);
  await expect(table.getByText(name, { exact: true })).toHaveCount(0);

  // The approved listing under 'Aprobado', and its detail dialog.
  await page.getByLabel("Estado", { exact: true }).selectOption("approved");
  await page.getByLabel("Buscar").fill(name);
  await page.getByLabel("Buscar").press("Enter");
  const row = table.locator("tbody tr").filter({ hasText: name }).first();
  await expect(row.getByText("Aprobado")).toBeVisible();
  await row.getByRole("button", { name: `Ver detalles de ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Cédula profesional" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Validar cédula" })).toBeVisible();
  await dialog.getByRole("button", { name: "Editar" }).click();
  await expect(dialog.getByLabel("Nombre", { exact: true })).toHaveValue(name);
  // The doctor's WhatsApp, checked by the dashboard's own rule and Spanish message.
  await dialog.getByLabel("WhatsApp (celular)").fill("123");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText(DOCTOR_MESSAGES.whatsapp)).toBeVisible();
  // The refusal is also announced in a toast, the topmost layer: Escape dismisses it first.
  const refusal = page.getByText(ADMIN_MESSAGES.saveFailed, { exact: true });
  await expect(refusal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(refusal).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Notas del administrador").fill("Revisado en la prueba de navegador.");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog.getByRole("button", { name: "Editar" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: `Ver detalles de ${name}` })).toBeFocused();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
});

test("an administrator rejects a doctor's post with notes, which reach the author", async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole("tab", { name: "Blog" }).click();
  await expect(page).toHaveURL(`${BASE}/admin?tab=blog`);
  const post = page.getByRole("article", { name: POST_TITLE });
  await expect(post.getByText("En revisión")).toBeVisible();
  await post.getByRole("button", { name: `Rechazar «${POST_TITLE}»` }).click();
  const dialog = page.getByRole("dialog", { name: "Rechazar artículo" });
  await dialog.getByRole("button", { name: "Rechazar artículo" }).click();
  await expect(
    dialog.getByText("Por favor ingresa las notas de revisión para rechazar el artículo."),
  ).toBeVisible();
  await dialog.getByLabel("Notas de revisión").fill(NOTES);
  await dialog.getByRole("button", { name: "Rechazar artículo" }).click();
  await expect(page.getByText("Artículo rechazado", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(post).toHaveCount(0);

  await page.getByLabel("Estado de los artículos").selectOption("rejected");
  await expect(post.getByText(NOTES)).toBeVisible();

  let mail = "";
  for (let i = 0; i < 50 && !mail; i++) {
    const found = smtp.messages.find((m) => m.to.includes(DOCTOR.email));
    if (found) mail = decodeQuotedPrintable(found.raw);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(mail).toContain("Agrega las fuentes de las recomendaciones");

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
});

test("the activity log shows the approval, and signing out closes the panel", async ({ page }) => {
  await logIn(page);
  await page.getByRole("tab", { name: "Actividad" }).click();
  const log = page.getByRole("table", { name: "Registro de actividad de los administradores" });
  await expect(log.getByText("Cambio de estado del proveedor").first()).toBeVisible();
  await expect(log.getByText("Artículo rechazado").first()).toBeVisible();
  const loaded: Record<string, RegExp> = {
    Actividad: /Cambio de estado del proveedor/,
    Reseñas: /No hay reseñas en este estado\.|Historial de moderación|Restaurar/,
    Estadísticas: /Proveedores por fuente de datos/,
  };
  for (const [tab, text] of Object.entries(loaded)) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").getByText(text).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${tab} ${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual(
      [],
    );
  }

  await page.getByRole("main").getByRole("button", { name: "Cerrar sesión", exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/admin/login`);
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(`${BASE}/admin/login`);
  expect((await page.request.get(`${BASE}/api/admin/session`)).status()).toBe(401);
});
