/** The 800×1000 infographic: a header with the title, 4–5 numbered cards with icons, a footer. */
import type { BlogCategory } from "../../common/blog/types.ts";
import { INK, WHITE, type Palette } from "./palette.ts";
import { HANDSET_D, type Prop, stethoscope } from "./props.ts";
import { SIZES } from "./scene.ts";
import { circle, g, path, place, rect, rrect, svgDoc, text, wrap, balancedWrap } from "./svg.ts";

export interface InfoPoint {
  icon: Prop;
  title: string;
  text: string;
}

export interface InfographicSpec {
  title: string;
  subtitle: string;
  points: InfoPoint[];
  footer: string;
  /** "911" draws a telephone in the footer, "doctor" a stethoscope. */
  footerIcon: "911" | "doctor";
}

const BODY = "#374151";

export function infographicSvg(category: BlogCategory, p: Palette, spec: InfographicSpec): string {
  const { width: W, height: H } = SIZES.infographic;
  const body: string[] = [rect(0, 0, W, H, p.bg)];

  // Header: category pill, title and subtitle on the dark shade.
  const titleLines = balancedWrap(spec.title, W - 96, 38, true);
  const subLines = wrap(spec.subtitle, W - 96, 20);
  const titleTop = 112;
  const subTop = titleTop + (titleLines.length - 1) * 46 + 38;
  const headerH = subTop + (subLines.length - 1) * 26 + 34;
  body.push(
    rect(0, 0, W, headerH, p.dark),
    circle(W - 40, 20, 120, WHITE, { opacity: 0.08 }),
    circle(W - 150, headerH, 60, WHITE, { opacity: 0.06 }),
  );
  const pillW = Math.round(category.length * 10.4 + 36);
  body.push(
    rrect(48, 32, pillW, 34, 17, WHITE),
    text(48 + pillW / 2, 55, category, {
      size: 16,
      weight: "bold",
      fill: p.dark,
      anchor: "middle",
    }),
  );
  titleLines.forEach((line, i) =>
    body.push(text(48, titleTop + i * 46, line, { size: 38, weight: "bold", fill: WHITE })),
  );
  subLines.forEach((line, i) =>
    body.push(text(48, subTop + i * 26, line, { size: 20, fill: p.soft })),
  );

  // Cards.
  const footerH = 104;
  const gap = 14;
  const top = headerH + 28;
  const bottom = H - 28 - footerH - 20;
  const n = spec.points.length;
  const cardH = Math.min(150, (bottom - top - gap * (n - 1)) / n);
  spec.points.forEach((pt, i) => {
    const y = top + i * (cardH + gap);
    const cy = y + cardH / 2;
    const titleL = wrap(pt.title, 560, 23, true);
    const textL = wrap(pt.text, 560, 19);
    const blockH = titleL.length * 28 + textL.length * 25 + 4;
    let ty = cy - blockH / 2 + 21;
    const lines: string[] = [];
    for (const l of titleL) {
      lines.push(text(180, ty, l, { size: 23, weight: "bold", fill: INK }));
      ty += 28;
    }
    ty += 4;
    for (const l of textL) {
      lines.push(text(180, ty, l, { size: 19, fill: BODY }));
      ty += 25;
    }
    body.push(
      g([
        rrect(36, y, W - 72, cardH, 20, WHITE),
        circle(100, cy, 46, p.soft),
        place(pt.icon(p), 100, cy, 66),
        circle(62, y + 22, 16, p.dark),
        text(62, y + 29, String(i + 1), {
          size: 18,
          weight: "bold",
          fill: WHITE,
          anchor: "middle",
        }),
        ...lines,
      ]),
    );
  });

  // Footer.
  const fy = H - 28 - footerH;
  const footLines = balancedWrap(spec.footer, W - 72 - 150, 21, true);
  const fTop = fy + footerH / 2 - ((footLines.length - 1) * 27) / 2 + 7;
  const icon =
    spec.footerIcon === "911"
      ? place(path(HANDSET_D, p.dark), 100, fy + footerH / 2, 50)
      : place(stethoscope(p.dark), 100, fy + footerH / 2, 56);
  body.push(
    rrect(36, fy, W - 72, footerH, 20, p.dark),
    circle(100, fy + footerH / 2, 36, WHITE),
    icon,
    ...footLines.map((l, i) =>
      text(160, fTop + i * 27, l, { size: 21, weight: "bold", fill: WHITE }),
    ),
  );

  return svgDoc(W, H, body);
}
