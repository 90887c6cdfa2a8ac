import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google-oauth.ts";
import { startServerProcess, waitUntilReady } from "../support/server-process.ts";

// Its own server, configured to sign in with Google against the local fake.
const PORT = 4193;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/e2e-google-db";

test.describe.configure({ mode: "serial" });

let google: FakeGoogle;
let server: ReturnType<typeof startServerProcess>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
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
  server = startServerProcess({
    PORT: String(PORT),
    PGLITE_DATA_DIR: DATA_DIR,
    SEED_PROVIDERS: "60",
    PUBLIC_URL: BASE,
    ...google.env(),
  });
  await waitUntilReady(request, BASE, server.output);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await google?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("a visitor signs in with Google and comes back signed in, welcomed by name", async ({
  page,
}) => {
  await page.goto(`${BASE}/login`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("link", { name: "Continuar con Google" }).click();

  // Google's consent page (the fake consents at once) sends the browser back to us.
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByText("¡Bienvenido!").first()).toBeVisible();
  await expect(page.getByText("Iniciaste sesión con Google.").first()).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByRole("banner").getByRole("button", { name: "Renata" })).toBeVisible();

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
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("link", { name: "Continuar con Google" }).click();
  await expect(page).toHaveURL(/\/login\?error=google-denied/);
  await expect(page.getByRole("alert")).toHaveText(
    "Cancelaste el inicio de sesión con Google. Puedes intentarlo de nuevo o usar tu correo y contraseña.",
  );

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("link", { name: "Continuar con Google" }).click();
  await expect(page).toHaveURL(`${BASE}/medicina-general`);
  await expect(page.getByText("¡Bienvenido!").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Renata" })).toBeVisible();
});
