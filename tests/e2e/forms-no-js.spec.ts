import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../common/accounts/schemas.ts";
import { signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";

// A cheap phone takes seconds to run the page's scripts, and people tap meanwhile: the patient
// sign-up's two steps and the dashboard's profile forms post to their pages' actions. Here the
// scripts never run at all.
test.use({ javaScriptEnabled: false });

const NEED = "Necesito un dermatólogo por acné persistente";

test("a patient signs up through both steps of /registro-paciente", async ({ page }) => {
  const email = `sin.scripts.${Date.now()}@example.com`;
  await page.goto(`${BASE}/registro-paciente`);
  await expect(page.getByText("Paso 1 de 2")).toBeVisible();
  const need = page.getByLabel("Describe lo que necesitas o lo que sientes");
  await need.fill(NEED);
  await page.getByRole("button", { name: "Continuar" }).click();
  // Refused by the server: the description stays, the reason beside the box.
  await expect(page.getByText(ACCOUNT_MESSAGES.consentNeeded)).toBeVisible();
  await expect(need).toHaveValue(NEED);
  await page.getByLabel(/Doy mi consentimiento expreso/).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByText("Paso 2 de 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crea tu cuenta", exact: true })).toBeVisible();
  await page.getByLabel("Nombre").fill("Inés");
  await page.getByLabel("Apellido").fill("Sinscripts");
  await page.getByLabel("Correo electrónico").fill(email);
  const password = page.getByLabel("Contraseña (mínimo 8 caracteres)");
  await password.fill("corta");
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordMin8)).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveValue("");
  await expect(page.getByLabel("Nombre")).toHaveValue("Inés");
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);

  await password.fill("contraseña-segura");
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Verifica tu correo electrónico" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The account exists and waits for its email to be verified.
  const login = await page.request.post(`${BASE}/api/auth/login`, {
    data: { email, password: "contraseña-segura" },
  });
  expect(login.status()).toBe(403);
  expect(await login.json()).toMatchObject({ needsVerification: true });
});

test("the fixture doctor saves 'Redes' from the dashboard and finds it saved", async ({ page }) => {
  await signInContext(page.context(), BASE, FIXTURES.doctor);
  await page.goto(`${BASE}/dashboard?tab=redes`);
  const linkedin = page.getByLabel("LinkedIn");
  const save = page.getByRole("button", { name: "Guardar redes sociales" });

  // Refused by the same schema as the API: the Spanish reason beside the field, the text kept.
  await linkedin.fill("linkedin.com/in/lucia-fixture");
  await save.click();
  await expect(page).toHaveURL(`${BASE}/dashboard?tab=redes`);
  await expect(page.getByText("Ingresa una dirección web completa (https://…)")).toBeVisible();
  await expect(linkedin).toHaveValue("linkedin.com/in/lucia-fixture");
  await expect(linkedin).toHaveAttribute("aria-invalid", "true");

  const address = `https://www.linkedin.com/in/lucia-fixture-${Date.now()}`;
  await linkedin.fill(address);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Perfil actualizado" })).toBeVisible();

  await page.goto(`${BASE}/dashboard?tab=redes`);
  await expect(page.getByLabel("LinkedIn")).toHaveValue(address);
  const me = await page.request.get(`${BASE}/api/providers/me`);
  expect((await me.json()).socialLinks).toMatchObject({ linkedin: address });
});
