import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Tests use tools from the distribution (Chromium, nginx), never downloads. Installs the
 * package with apt when the binary is missing and that is allowed (root on Debian);
 * otherwise explains, in Spanish, what to install.
 */
export function ensureAptBinary(binary: string, aptPackage: string, purpose: string): void {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Instalando ${aptPackage} con apt para ${purpose}…`);
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync(
      "env",
      [
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "install",
        "-y",
        "--no-install-recommends",
        aptPackage,
      ],
      { stdio: "inherit" },
    );
    if (existsSync(binary)) return;
  }
  throw new Error(
    `${purpose[0]!.toUpperCase()}${purpose.slice(1)} necesitan ${binary}. ` +
      `En Debian/Ubuntu instálalo con: sudo apt-get install ${aptPackage}`,
  );
}
