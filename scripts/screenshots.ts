// `npm run screenshots`: the main pages at a phone's width (375 px) and a desktop's (1280 px),
// saved as full-page PNGs in screenshots/ for review. Its own production server and demo
// database (.tmp/screenshots-db), on a port of its own; nothing else is touched.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";
import { CHROMIUM_PATH, ensureChromium } from "./lib/chromium.ts";
import { startProductionServer } from "./lib/production-server.ts";

const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;

const OUT = path.join(projectRoot, "screenshots");
const DATA_DIR = path.join(projectRoot, ".tmp/screenshots-db");
const ADMIN = { username: "admin", password: "clave-admin-capturas-de-pantalla" };
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };
const WIDTHS = [
  { label: "375", width: 375, height: 812 },
  { label: "1280", width: 1280, height: 800 },
];

async function shoot(page: Page, name: string, pagePath: string): Promise<void> {
  for (const { label, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(`${BASE}${pagePath}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle").catch(() => {});
    const file = path.join(OUT, `${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${path.relative(projectRoot, file)}`);
  }
}

ensureChromium();
ensureProductionBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const server = startProductionServer(PORT, {
  PGLITE_DATA_DIR: DATA_DIR,
  PHOTOS_DIR: path.join(DATA_DIR, "fotos"),
  SEED_PROVIDERS: "1500",
  LOG_LEVEL: "warn",
  // Offline: the maps show their drawing instead of tiles from the internet.
  MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  ADMIN_INITIAL_USERNAME: ADMIN.username,
  ADMIN_INITIAL_PASSWORD: ADMIN.password,
});

try {
  console.log("Preparando el servidor de capturas (base de demostración nueva)…");
  await server.ready(180_000);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    const [profile] = (await (
      await fetch(`${BASE}/api/providers?specialty=cardiologia&limit=1`)
    ).json()) as { profilePath: string }[];
    console.log("Guardando capturas en screenshots/:");
    const pages: [string, string][] = [
      ["inicio", "/"],
      ["resultados", "/cardiologia/guadalajara"],
      ["perfil", profile!.profilePath],
      ["especialidades", "/especialidades"],
      ["ciudad", "/guadalajara/medicos"],
      ["blog", "/blog"],
      ["articulo", "/blog/infarto-senales-de-alarma-y-que-hacer"],
      ["ayuda", "/ayuda"],
      ["para-medicos", "/para-medicos"],
      ["login", "/login"],
      ["registro-paciente", "/registro-paciente"],
      ["no-encontrada", "/esta-pagina-no-existe"],
    ];
    for (const [name, pagePath] of pages) await shoot(page, name, pagePath);

    const doctor = await context.request.post(`${BASE}/api/auth/login`, { data: DOCTOR });
    if (!doctor.ok()) throw new Error(`No se pudo iniciar sesión como médico: ${doctor.status()}`);
    await shoot(page, "panel-medico", "/dashboard");
    await shoot(page, "panel-medico-estadisticas", "/dashboard?tab=estadisticas");

    const admin = await context.request.post(`${BASE}/api/admin/login`, { data: ADMIN });
    if (!admin.ok())
      throw new Error(`No se pudo iniciar sesión como administrador: ${admin.status()}`);
    await shoot(page, "admin", "/admin");
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
