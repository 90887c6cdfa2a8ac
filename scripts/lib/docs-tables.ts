import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import {
  CONFIG_VARIABLES,
  defaultOf,
  type ConfigGroup,
  type ConfigVariable,
} from "../../server/config.ts";
import { documentedRateLimits } from "../../server/rate-limits/catalogue.ts";
import { projectRoot } from "./build.ts";

/** A table cell: pipes would end the cell, line breaks the row. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.map(cell).join(" | ")} |`)
    .join("\n");
}

/** The default as a reader wants it: the schema's own value, or the documented sentence. */
function shownDefault(name: keyof typeof CONFIG_VARIABLES): string {
  const variable: ConfigVariable = CONFIG_VARIABLES[name];
  if (variable.shownDefault) return variable.shownDefault;
  const value = defaultOf(name);
  return value === undefined ? "unset" : `\`${String(value)}\``;
}

export function configTable(group: ConfigGroup): string {
  const names = (Object.keys(CONFIG_VARIABLES) as (keyof typeof CONFIG_VARIABLES)[]).filter(
    (name) => CONFIG_VARIABLES[name].group === group,
  );
  return table(
    ["variable", "default", "meaning"],
    names.map((name) => [`\`${name}\``, shownDefault(name), CONFIG_VARIABLES[name].meaning]),
  );
}

export function rateLimitTable(): string {
  return table(
    ["what", "key", "limit"],
    documentedRateLimits().map((row) => [row.what, row.key, row.limit]),
  );
}

const CONFIG_GROUPS: ConfigGroup[] = [
  "server",
  "google",
  "sms",
  "photos",
  "licenses",
  "speech",
  "imports",
  "admin",
];

/** Each generated block: the file it lives in, its marker name and what it holds. */
export const GENERATED_BLOCKS: { file: string; name: string; render: () => string }[] = [
  ...CONFIG_GROUPS.map((group) => ({
    file: "docs/configuration.md",
    name: `config-${group}`,
    render: () => configTable(group),
  })),
  { file: "docs/security.md", name: "rate-limits", render: rateLimitTable },
];

const begin = (name: string) => `<!-- BEGIN GENERATED: ${name} (npm run docs:tables) -->`;
const end = (name: string) => `<!-- END GENERATED: ${name} -->`;

/** The file with each of its blocks replaced by what the code produces, formatted by Prettier. */
export async function regenerated(file: string): Promise<string> {
  const absolute = path.join(projectRoot, file);
  let text = readFileSync(absolute, "utf8");
  for (const block of GENERATED_BLOCKS.filter((b) => b.file === file)) {
    const from = text.indexOf(begin(block.name));
    const to = text.indexOf(end(block.name));
    if (from < 0 || to < from) throw new Error(`${file}: faltan los marcadores de ${block.name}`);
    text = `${text.slice(0, from)}${begin(block.name)}\n\n${block.render()}\n\n${text.slice(to)}`;
  }
  const options = (await resolveConfig(absolute)) ?? {};
  return format(text, { ...options, filepath: absolute });
}

export const generatedFiles = () => [...new Set(GENERATED_BLOCKS.map((block) => block.file))];

/** The variable names `.env.example` sets or shows commented out (`NAME=` or `# NAME=`). */
export function envExampleNames(): string[] {
  const text = readFileSync(path.join(projectRoot, ".env.example"), "utf8");
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}
