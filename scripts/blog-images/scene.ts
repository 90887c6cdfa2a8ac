/** Backgrounds and decoration shared by the feature, hero and supporting pictures. */
import { WHITE, type Palette } from "./palette.ts";
import { plus, sparkle } from "./props.ts";
import { circle, g, path, place, rect } from "./svg.ts";

export type Kind = "feature" | "hero" | "supporting";

export const SIZES: Record<Kind | "infographic", { width: number; height: number }> = {
  feature: { width: 1200, height: 630 },
  hero: { width: 1200, height: 600 },
  supporting: { width: 800, height: 500 },
  infographic: { width: 800, height: 1000 },
};

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same picture. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small sparkles, dots and plus signs near the edges, away from the subject. */
export function confetti(w: number, h: number, p: Palette, seed: number, count = 10): string {
  const rnd = random(seed);
  const out: string[] = [];
  let tries = 0;
  while (out.length < count && tries < 500) {
    tries++;
    const x = rnd() * w;
    const y = rnd() * h;
    const nearEdge = x < w * 0.14 || x > w * 0.86 || y < h * 0.12;
    if (!nearEdge || x < 20 || x > w - 20 || y < 20 || y > h - 20) continue;
    const kind = out.length % 3;
    const s = 14 + rnd() * 16;
    if (kind === 0) out.push(place(sparkle(p.accent), x, y, s * 1.4));
    else if (kind === 1) out.push(circle(x, y, s / 3, p.light));
    else out.push(place(plus(p.light), x, y, s));
  }
  return g(out);
}

export function backdrop(kind: Kind, p: Palette, seed: number): string {
  const { width: w, height: h } = SIZES[kind];
  if (kind === "feature") {
    return g([
      rect(0, 0, w, h, p.bg),
      circle(w / 2, h * 0.52, h * 0.47, p.soft),
      path(`M0 ${h}V${h * 0.72}C${w * 0.2} ${h * 0.66} ${w * 0.3} ${h * 0.86} 0 ${h}Z`, p.soft),
      path(
        `M${w} 0V${h * 0.3}C${w * 0.9} ${h * 0.28} ${w * 0.84} ${h * 0.1} ${w * 0.86} 0Z`,
        p.soft,
      ),
      confetti(w, h, p, seed),
    ]);
  }
  if (kind === "hero") {
    return g([
      rect(0, 0, w, h, p.bg),
      circle(w * 0.82, h * 0.3, h * 0.42, p.soft),
      circle(w * 0.16, h * 0.36, h * 0.26, p.soft),
      path(
        `M0 ${h * 0.74}C${w * 0.25} ${h * 0.68} ${w * 0.5} ${h * 0.8} ${w * 0.75} ${h * 0.74}` +
          `C${w * 0.88} ${h * 0.71} ${w * 0.95} ${h * 0.72} ${w} ${h * 0.74}V${h}H0Z`,
        p.light,
        { opacity: 0.55 },
      ),
      confetti(w, h * 0.7, p, seed + 1, 9),
    ]);
  }
  return g([
    rect(0, 0, w, h, p.soft),
    circle(w * 0.5, h * 0.55, h * 0.42, p.bg),
    circle(w * 0.08, h * 0.92, h * 0.2, WHITE, { opacity: 0.5 }),
    circle(w * 0.95, h * 0.08, h * 0.16, WHITE, { opacity: 0.5 }),
    confetti(w, h, p, seed + 2, 7),
  ]);
}
