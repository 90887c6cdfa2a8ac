import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Axe's violations of the page as it is, one line each (the map library's tiles and controls
 * left out: they are not ours). Only violations are read, which is most of the saving.
 */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude(".leaflet-container")
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map(
      (v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(" | ")})`,
    ),
  ).toEqual([]);
}
