import { rmSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { decodeQuotedPrintable, startFakeSmtp } from "../fakes/smtp.ts";
import { startServerProcess, waitUntilReady } from "../support/server-process.ts";

// Its own server: claiming changes a listing for good, and mail goes to a local SMTP server.
const PORT = 4195;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/e2e-claim-db";

test.describe.configure({ mode: "serial" });

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: ReturnType<typeof startServerProcess>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  smtp = await startFakeSmtp();
  server = startServerProcess({
    PORT: String(PORT),
    PGLITE_DATA_DIR: DATA_DIR,
    SEED_PROVIDERS: "60",
    SMTP_URL: smtp.url,
    PUBLIC_URL: BASE,
  });
  await waitUntilReady(request, BASE, server.output);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await smtp?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

interface Profile {
  id: number;
  name: string;
  phone: string | null;
  licenseNumber: string | null;
  claimed: boolean;
  profilePath: string;
}

/** A demo listing nobody owns yet, with a phone to prove. */
async function unclaimedDemoProfile(request: APIRequestContext): Promise<Profile> {
  const list = (await (await request.get(`${BASE}/api/providers?limit=60`)).json()) as {
    id: number;
  }[];
  for (const { id } of list) {
    const profile = (await (await request.get(`${BASE}/api/providers/${id}`)).json()) as Profile;
    if (!profile.claimed && profile.phone) return profile;
  }
  throw new Error("no unclaimed demo profile with a phone");
}

test("a doctor claims a demo profile by its phone and lands on the login page", async ({
  page,
  request,
}) => {
  const profile = await unclaimedDemoProfile(request);
  const email = "dra.reclamo@example.com";

  await page.goto(`${BASE}${profile.profilePath}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("link", { name: "Reclamar este perfil" }).click();
  await expect(page).toHaveURL(`${BASE}/reclamar-perfil/${profile.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reclamar perfil" })).toBeVisible();
  await expect(page.getByRole("heading", { name: profile.name })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  const phone = page.getByLabel("Teléfono del perfil");
  await phone.fill("33 9999 8888");
  await page.getByRole("button", { name: "Verificar número" }).click();
  await expect(page.getByText("El número no coincide con el registrado")).toBeVisible();
  await expect(page.getByLabel("Correo electrónico")).toHaveCount(0);

  await phone.fill(profile.phone!);
  await page.getByRole("button", { name: "Verificar número" }).click();
  await expect(page.getByText("Número verificado correctamente")).toBeVisible();
  await expect(page.getByLabel("Teléfono verificado")).toHaveValue(profile.phone!);

  await page.getByLabel("Nombre", { exact: true }).fill("Reclamo");
  await page.getByLabel("Apellido").fill("Demostración");
  await page.getByLabel("Correo electrónico").fill(email);
  if (profile.licenseNumber) {
    // A wrong cédula is answered on its own field.
    await page.getByLabel("Cédula profesional").fill("1");
  } else {
    await expect(page.getByLabel("Cédula profesional")).toHaveCount(0);
  }
  await page.getByLabel("Contraseña (mínimo 8 caracteres)").fill("Reclamo-Seguro-2026");
  await page.getByLabel("Confirma tu contraseña").fill("Reclamo-Seguro-2026");
  await page.getByRole("button", { name: "Reclamar perfil" }).click();
  if (profile.licenseNumber) {
    await expect(
      page.getByText("La cédula no coincide con la registrada en el perfil"),
    ).toBeVisible();
    await page.getByLabel("Cédula profesional").fill(profile.licenseNumber);
    await page.getByRole("button", { name: "Reclamar perfil" }).click();
  }

  await expect(page.getByText("¡Perfil reclamado con éxito!").first()).toBeVisible();
  const shown = Date.now();
  await page.waitForURL(`${BASE}/login`, { timeout: 6_000 });
  expect(Date.now() - shown).toBeGreaterThan(1_200);

  // The normal verification email went out.
  await expect
    .poll(() =>
      smtp.messages
        .filter((m) => m.to.includes(email))
        .some((m) => /\/verify-email\?token=/.test(decodeQuotedPrintable(m.raw))),
    )
    .toBe(true);

  // The profile is now an owned one.
  await page.goto(`${BASE}${profile.profilePath}`);
  await expect(page.getByRole("link", { name: "Agendar Cita", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reclamar este perfil" })).toHaveCount(0);

  await page.goto(`${BASE}/reclamar-perfil/${profile.id}`);
  await expect(
    page.getByText(
      "Este perfil ya ha sido reclamado. Si eres el propietario, por favor inicia sesión.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Teléfono del perfil")).toHaveCount(0);
});

test("unknown and malformed ids answer 404 with the not-found text", async ({ page }) => {
  for (const id of ["999999", "abc"]) {
    const response = await page.goto(`${BASE}/reclamar-perfil/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No se encontró el perfil médico solicitado.")).toBeVisible();
  }
});
