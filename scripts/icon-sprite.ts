// Writes app/components/icons/sprite.svg: one <symbol> per icon that icons.tsx declares, drawn
// by lucide-react's own components (its public `lucide-react/icons/{id}` entry points, rendered
// to markup). lucide-react is a devDependency: the app ships the sprite, never the package.
// Run after adding an icon:
//   npx tsx scripts/icon-sprite.ts
// A unit test (app/components/icons/icons.test.ts) fails when the sprite is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const root = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(root, "app/components/icons/icons.tsx");
export const SPRITE_FILE = path.join(root, "app/components/icons/sprite.svg");

/** The lucide ids that icons.tsx draws, in file order. */
export function declaredIconIds(source = readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...new Set([...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]!))];
}

/** The drawing inside the icon's <svg>, as self-closed shapes (<path d="…"/>). */
async function iconShapes(id: string): Promise<string> {
  const module = (await import(`lucide-react/icons/${id}`)) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(module.default));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (inner === undefined) throw new Error(`lucide-react no dibujó el icono «${id}»`);
  return inner.replace(/<([a-z]+)((?:\s[^>]*)?)><\/\1>/g, "<$1$2/>");
}

/**
 * Lucide's stroke, on each symbol so the pages' <svg> need not repeat it (icons.tsx). The fill
 * stays on the page's <svg> (`fill="none"`): a fill-* class there must reach the shapes.
 */
const SYMBOL_STROKE =
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export async function renderSprite(ids: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const id of ids) {
    symbols.push(
      `<symbol id="${id}" viewBox="0 0 24 24" ${SYMBOL_STROKE}>${await iconShapes(id)}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const ids = declaredIconIds();
  writeFileSync(SPRITE_FILE, await renderSprite(ids));
  console.log(`sprite.svg: ${ids.length} iconos`);
}
