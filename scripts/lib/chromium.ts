import { ensureAptBinary } from "./apt.ts";

/** Debian's Chromium: Lighthouse, the screenshots and the voice spec drive the full browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink without the
 * full browser's windowing, the browser tests' engine. Measured on the search, phone, keyboard
 * and review-report specs (25 tests): Chromium's CPU 198 → 97 s, the run 108 → 78 s.
 * The binary itself rather than its shell wrapper: Playwright's signals reach the browser.
 */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

/**
 * Flags for every browser a test starts: without the background-networking ones Chromium tries
 * to reach Google's hosts at start, and a closed network refuses them many at a time.
 */
export const BROWSER_TEST_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** The full browser from the distribution (no browser downloads). */
export function ensureChromium(): void {
  ensureAptBinary(CHROMIUM_PATH, "chromium", "las pruebas de navegador");
}

/** The browser tests use the distribution's headless shell (no browser downloads). */
export function ensureHeadlessShell(): void {
  ensureAptBinary(HEADLESS_SHELL_PATH, "chromium-headless-shell", "las pruebas de navegador");
}
