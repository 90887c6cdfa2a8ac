import { expect, test, type Page } from "@playwright/test";

// The services list of a result card (WCAG 1.4.13): hoverable, persistent, dismissable with
// Escape, and kept inside the viewport near its edges.

async function firstServicesButton(page: Page) {
  await page.goto("/cardiologia");
  // Kept: the services button and its tooltip are the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const trigger = page.getByRole("article").getByRole("button", { name: /^\d+ servicios?$/ });
  await expect(trigger.first()).toBeVisible();
  return trigger.first();
}

const detail = (page: Page) => page.getByTestId("servicios-detalle");

test("the services list opens on hover, can be hovered itself and closes with Escape", async ({
  page,
}) => {
  const trigger = await firstServicesButton(page);
  await trigger.hover();
  await expect(detail(page)).toBeVisible();
  await expect(detail(page)).toContainText("$");

  // Moving onto the list keeps it open, and it stays while the pointer rests there.
  const box = (await detail(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.waitForTimeout(800);
  await expect(detail(page)).toBeVisible();

  // Escape dismisses it without moving the pointer.
  await page.keyboard.press("Escape");
  await expect(detail(page)).toBeHidden();

  // Leaving both the button and the list closes it.
  await trigger.hover();
  await expect(detail(page)).toBeVisible();
  await page.mouse.move(5, 5, { steps: 4 });
  await expect(detail(page)).toBeHidden();
});

test("keyboard focus shows the list and describes the button; Escape hides it", async ({
  page,
}) => {
  const trigger = await firstServicesButton(page);
  // Focus would scroll a card below the fold into view, and Radix closes a tooltip when the
  // page scrolls: bring it into view first and let the scroll end (two frames).
  await trigger.evaluate(async (element) => {
    element.scrollIntoView({ block: "center" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await trigger.focus();
  await expect(detail(page)).toBeVisible();
  const describedBy = await trigger.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveAttribute("role", "tooltip");
  await page.keyboard.press("Escape");
  await expect(detail(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("near the top of a phone screen the list opens below, inside the viewport", async ({
  page,
}) => {
  await page.setViewportSize({ width: 340, height: 640 });
  const trigger = await firstServicesButton(page);
  // The button 70 px from the top: no room above for the list. Radix closes an open tooltip
  // when the page scrolls, so the scroll must be over (two frames) before the tap.
  await trigger.evaluate(async (element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - 70);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await trigger.click();
  await expect(detail(page)).toBeVisible();
  await expect(detail(page)).toHaveAttribute("data-side", "bottom");
  const box = (await detail(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(340);
});
