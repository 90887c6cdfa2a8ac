import { expect, test } from "@playwright/test";

// The API reference: Swagger UI served from the app itself, under the site's own CSP.
test("/api/docs renders the API's operations with no CSP violation or script error", async ({
  page,
}) => {
  const problems: string[] = [];
  const requested: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => requested.push(request.url()));
  page.on("response", (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

  // Swagger UI reads the whole document (125 routes) and draws it in the page: CPU work that
  // took over 5 s once on two busy cores, with the heading already on its way.
  await expect(
    page.getByRole("heading", { name: /Directorio de médicos verificados/ }),
  ).toBeVisible({ timeout: 20_000 });
  // Operations of several areas, with their methods and paths.
  const search = page.locator(".opblock-get", { hasText: "/api/providers/specialty-counts" });
  await expect(search).toBeVisible();
  await expect(page.locator(".opblock-post", { hasText: "/api/auth/login" })).toBeVisible();
  await expect(
    page.locator(".opblock-delete", { hasText: "/api/favourites/{providerId}" }),
  ).toBeVisible();
  expect(await page.locator(".opblock").count()).toBeGreaterThan(80);

  // An operation opens to show its answers and their schema.
  await search.locator(".opblock-summary").click();
  await expect(search.getByText("Médicos publicados por especialidad")).toBeVisible();
  await expect(search.locator(".responses-table")).toContainText("200");

  expect(problems).toEqual([]);
  // Everything, the viewer included, comes from this server: no CDN.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});
