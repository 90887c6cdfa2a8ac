import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Browser tests use the distribution's Chromium (no browser downloads here). Installs it with
 * apt when missing and allowed (root on Debian); otherwise explains what to install.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Instalando Chromium con apt para las pruebas de navegador…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync(
      "env",
      [
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "install",
        "-y",
        "--no-install-recommends",
        "chromium",
      ],
      {
        stdio: "inherit",
      },
    );
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `Las pruebas de navegador necesitan Chromium en ${CHROMIUM_PATH}. ` +
      "En Debian/Ubuntu instálalo con: sudo apt-get install chromium",
  );
}
