import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Set when Lighthouse could not measure the page even after a second try. */
  error?: string;
}

/** Lighthouse with its default mobile emulation (slow 4G, mid-range phone CPU) in Debian's Chromium. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const measure = () =>
        lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
      // A run can fail on a busy machine (no paint recorded): try once more, then say so
      // instead of reporting zeros as if they were scores.
      let lhr = (await measure())?.lhr;
      if (lhr?.runtimeError) lhr = (await measure())?.lhr;
      if (!lhr) continue;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
        tbtMs: Math.round(metric("total-blocking-time")),
        fcpMs: Math.round(metric("first-contentful-paint")),
        ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
