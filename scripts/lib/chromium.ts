import { ensureAptBinary } from "./apt.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Browser tests use the distribution's Chromium (no browser downloads here). */
export function ensureChromium(): void {
  ensureAptBinary(CHROMIUM_PATH, "chromium", "las pruebas de navegador");
}
