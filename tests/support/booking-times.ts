import type { Locator } from "@playwright/test";
import { AGENDA_NOTICE_MINUTES } from "./fixtures.ts";

/**
 * The first time link (`…horario=<instant>`) in `area` that starts at least five minutes past
 * the fixtures' agenda notice. The first time offered can leave the notice window while a test
 * runs (under a 3-hour notice, a 02:00 UTC visit stops being bookable at 23:00:00 UTC), and
 * booking it then answers, rightly, that the time is gone. A time in a closed day (`<details>`)
 * is shown first.
 */
export async function bookableTime(area: Locator): Promise<Locator> {
  const hrefs = await area
    .locator('a[href*="horario="]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const earliest = Date.now() + (AGENDA_NOTICE_MINUTES + 5) * 60_000;
  const href = hrefs.find(
    (candidate) =>
      Date.parse(new URLSearchParams(candidate.split("?")[1]).get("horario") ?? "") >= earliest,
  );
  if (!href) throw new Error("Ningún horario ofrecido empieza pasado el aviso mínimo.");
  const link = area.locator(`a[href="${href}"]`).first();
  if (!(await link.isVisible())) {
    await area.locator("details", { has: link }).locator("summary").first().click();
  }
  return link;
}
