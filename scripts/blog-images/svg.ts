/**
 * Tiny SVG string builders for the blog illustrations. Everything is flat colour: shapes,
 * a few linear gradients, no filters and no noise, so the PNGs stay small.
 */

export type Attrs = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
}

export function el(tag: string, a: Attrs = {}, children?: string | string[]): string {
  if (children === undefined) return `<${tag}${attrs(a)}/>`;
  const inner = Array.isArray(children) ? children.join("") : children;
  return `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });

export const rrect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra: Attrs = {},
) => el("rect", { x, y, width: w, height: h, rx: r, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el("path", { d, fill, ...extra });

/** A stroked path with round caps and joins (no fill). */
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });

export const g = (children: string | string[], extra: Attrs = {}) => el("g", extra, children);

/**
 * Places a prop drawn in a 200×200 box so that its centre lands on (cx, cy) with the given
 * size in pixels, optionally rotated (degrees) and mirrored.
 */
export function place(
  content: string,
  cx: number,
  cy: number,
  size: number,
  opts: { rotate?: number; flip?: boolean; opacity?: number } = {},
): string {
  const s = size / 200;
  const parts = [`translate(${r2(cx)} ${r2(cy)})`];
  if (opts.rotate) parts.push(`rotate(${opts.rotate})`);
  parts.push(`scale(${opts.flip ? -r4(s) : r4(s)} ${r4(s)})`, "translate(-100 -100)");
  return g(content, { transform: parts.join(" "), opacity: opts.opacity });
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

export function linearGradient(id: string, stops: [number, string][], vertical = true): string {
  return el(
    "linearGradient",
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    stops.map(([offset, color]) => el("stop", { offset, "stop-color": color })),
  );
}

export function svgDoc(width: number, height: number, body: string[], defs: string[] = []): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    (defs.length ? `<defs>${defs.join("")}</defs>` : "") +
    body.join("") +
    `</svg>`
  );
}

export interface TextOpts {
  size: number;
  fill: string;
  weight?: "normal" | "bold";
  anchor?: "start" | "middle" | "end";
  family?: string;
}

export function text(x: number, y: number, content: string, o: TextOpts): string {
  return el(
    "text",
    {
      x,
      y,
      "font-family": o.family ?? "DejaVu Sans",
      "font-size": o.size,
      "font-weight": o.weight ?? "normal",
      "text-anchor": o.anchor ?? "start",
      fill: o.fill,
    },
    escapeXml(content),
  );
}

/**
 * Greedy word wrap by an estimate of DejaVu Sans advance widths (it is a wide face: about
 * 0.6 em for lower case, more in bold). Conservative so that text never overflows.
 */
export function wrap(content: string, maxWidth: number, size: number, bold = false): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Like wrap(), but with lines of similar length (no lonely last word). */
export function balancedWrap(
  content: string,
  maxWidth: number,
  size: number,
  bold = false,
): string[] {
  let best = wrap(content, maxWidth, size, bold);
  if (best.length < 2) return best;
  for (let width = maxWidth - 10; width > maxWidth / 3; width -= 10) {
    const lines = wrap(content, width, size, bold);
    if (lines.length !== best.length) break;
    best = lines;
  }
  return best;
}

export function measure(content: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of content) {
    if (ch === " ") em += 0.32;
    else if (/[il.,:;'!|]/.test(ch)) em += 0.3;
    else if (/[fjrt1()]/.test(ch)) em += 0.42;
    else if (/[mwMW]/.test(ch)) em += 0.9;
    else if (/[A-ZÁÉÍÓÚÑ]/.test(ch)) em += 0.72;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else em += 0.6;
  }
  return em * size * (bold ? 1.1 : 1);
}
