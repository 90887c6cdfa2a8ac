// Writes app/components/icons/sprite.svg: one <symbol> per icon that icons.tsx declares, drawn
// from the lucide-react package's own icon data. Run after adding an icon:
//   npx tsx scripts/icon-sprite.ts
// A unit test (app/components/icons/icons.test.ts) fails when the sprite is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(root, "app/components/icons/icons.tsx");
export const SPRITE_FILE = path.join(root, "app/components/icons/sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The lucide ids that icons.tsx draws, in file order. */
export function declaredIconIds(source = readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...new Set([...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]!))];
}

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

async function iconNode(id: string): Promise<IconNode> {
  const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${id}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

export async function renderSprite(ids: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const id of ids) {
    const children = (await iconNode(id)).map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    });
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${children.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const ids = declaredIconIds();
  writeFileSync(SPRITE_FILE, await renderSprite(ids));
  console.log(`sprite.svg: ${ids.length} iconos`);
}
