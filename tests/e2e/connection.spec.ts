import { expect, test } from "@playwright/test";
import { accountMenu, openHydrated, signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";

// A phone on a mobile network loses its connection between two pages. The next page's data
// request fails in the browser: the page says so and offers to try again, and the layout keeps
// the signed-in header and the footer (React Router leaves the root without data then).
test("a navigation without connection says so, keeps the signed-in layout, and retries", async ({
  page,
  baseURL,
}) => {
  await signInContext(page.context(), baseURL!, FIXTURES.patient);
  // Kept: what a lost connection does to a client-side navigation is what this checks.
  await openHydrated(page, "/medicina-general");
  // The results route's module is loaded: the next page of results only needs its data.
  await page.waitForLoadState("networkidle");
  const account = accountMenu(page, FIXTURES.patient.firstName);
  await expect(account).toBeVisible();

  await page.context().setOffline(true);
  await page
    .getByRole("navigation", { name: "Paginación" })
    .getByRole("link", { name: "Página 2" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("no hay conexión a internet");
  await expect(page.getByText("Algo salió mal")).toBeHidden();
  await expect(account).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Guadalajara" }),
  ).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page).toHaveURL("/medicina-general?page=2");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Medicina General");
  await expect(
    page.getByRole("navigation", { name: "Paginación" }).locator('[aria-current="page"]'),
  ).toHaveText("2");
});
