import { expect, test } from "@playwright/test";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google-oauth.ts";
import { specServer } from "../support/spec-server.ts";
import { accountMenu } from "../support/browser-login.ts";

// Its own server, configured to sign in with Google against the local fake.
const PORT = 4193;
const DATA_DIR = ".tmp/e2e-google-db";

let google: FakeGoogle;

test.beforeAll(async () => {
  google = await startFakeGoogle({
    user: {
      sub: "117000000000000000042",
      email: "renata.flores@example.com",
      email_verified: true,
      given_name: "Renata",
      family_name: "Flores",
      name: "Renata Flores",
    },
  });
});

const BASE = specServer({ port: PORT, dataDir: DATA_DIR, env: () => google.env() });

test.afterAll(async () => {
  await google?.close();
});

test("a visitor signs in with Google and comes back signed in, welcomed by name", async ({
  page,
}) => {
  // 'Continuar con Google' is a plain link: used straight from the server's HTML (issue #33).
  await page.goto(`${BASE}/login`);
  await page.getByRole("link", { name: "Continuar con Google" }).click();

  // Google's consent page (the fake consents at once) sends the browser back to us.
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByText("¡Bienvenido!").first()).toBeVisible();
  await expect(page.getByText("Iniciaste sesión con Google.").first()).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await expect(accountMenu(page, "Renata")).toBeVisible();

  const authorization = google.authorizationRequests.at(-1)!;
  expect(authorization.get("code_challenge_method")).toBe("S256");
  expect(authorization.get("redirect_uri")).toBe(`${BASE}/api/auth/google/callback`);
  expect(google.tokenRequests.at(-1)!.status).toBe(200);
});

test("cancelling at Google explains it on the login page; trying again returns to the page", async ({
  page,
}) => {
  google.nextConsent = "deny";
  await page.goto(`${BASE}/login?returnUrl=${encodeURIComponent("/medicina-general")}`);
  await page.getByRole("link", { name: "Continuar con Google" }).click();
  await expect(page).toHaveURL(/\/login\?error=google-denied/);
  await expect(page.getByRole("alert")).toHaveText(
    "Cancelaste el inicio de sesión con Google. Puedes intentarlo de nuevo o usar tu correo y contraseña.",
  );

  await page.getByRole("link", { name: "Continuar con Google" }).click();
  await expect(page).toHaveURL(`${BASE}/medicina-general`);
  await expect(page.getByText("¡Bienvenido!").first()).toBeVisible();
  await expect(accountMenu(page, "Renata")).toBeVisible();
});
