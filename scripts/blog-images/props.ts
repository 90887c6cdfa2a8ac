/**
 * Props shared by several articles. Each one is drawn in a 200×200 box (centre 100,100) and
 * put on the canvas with place().
 */
import {
  GRAY,
  GREEN,
  HAIR,
  INK,
  LINE,
  PALE,
  SKIN,
  SKIN_SHADE,
  WHITE,
  type Palette,
} from "./palette.ts";
import { circle, ellipse, g, path, rect, rrect, stroke } from "./svg.ts";

export type Prop = (p: Palette) => string;

export const HEART_D =
  "M100 172C40 130 18 98 22 68C26 38 52 24 74 28C88 30 96 40 100 50C104 40 112 30 126 28" +
  "C148 24 174 38 178 68C182 98 160 130 100 172Z";

export function heart(fill: string, shine = true): string {
  return g([
    path(HEART_D, fill),
    shine ? ellipse(62, 64, 14, 9, WHITE, { opacity: 0.45, transform: "rotate(-35 62 64)" }) : "",
  ]);
}

/** Heart crossed by a white pulse line. */
export function pulseHeart(fill: string): string {
  return g([heart(fill), stroke("M30 100H70L82 76L98 128L112 90L120 100H170", WHITE, 10)]);
}

export const SHIELD_D = "M100 18L166 42V96C166 140 138 168 100 184C62 168 34 140 34 96V42Z";

export function shield(fill: string, inner: string, check = true): string {
  return g([
    path(SHIELD_D, fill),
    path("M100 36L150 54V96C150 130 130 152 100 166C70 152 50 130 50 96V54Z", inner),
    check ? stroke("M74 100L94 120L130 80", WHITE, 16) : "",
  ]);
}

export function checkBadge(fill = GREEN): string {
  return g([circle(100, 100, 80, fill), stroke("M62 102L88 128L140 74", WHITE, 20)]);
}

export function crossBadge(fill: string): string {
  return g([circle(100, 100, 80, fill), stroke("M70 70L130 130M130 70L70 130", WHITE, 20)]);
}

/** Medical plus sign. */
export function plus(fill: string): string {
  return g([rrect(76, 30, 48, 140, 10, fill), rrect(30, 76, 140, 48, 10, fill)]);
}

export const DROP_D =
  "M100 20C100 20 44 92 44 128C44 160 70 184 100 184C130 184 156 160 156 128C156 92 100 20 100 20Z";

export function drop(fill: string): string {
  return g([
    path(DROP_D, fill),
    ellipse(78, 130, 9, 18, WHITE, { opacity: 0.5, transform: "rotate(20 78 130)" }),
  ]);
}

export const CLOUD_D =
  "M52 150C26 150 14 130 18 112C22 94 40 86 56 90C60 64 84 48 108 52C128 56 142 70 146 88" +
  "C166 86 184 100 184 120C184 138 170 150 152 150Z";

export function cloud(fill: string): string {
  return path(CLOUD_D, fill);
}

export function sun(fill: string, rays: string = fill): string {
  const r: string[] = [];
  for (let i = 0; i < 12; i++) {
    r.push(rrect(94, 6, 12, 30, 6, rays, { transform: `rotate(${i * 30} 100 100)` }));
  }
  return g([...r, circle(100, 100, 50, fill), circle(84, 84, 14, WHITE, { opacity: 0.35 })]);
}

export function sparkle(fill: string): string {
  return path(
    "M100 10C108 70 130 92 190 100C130 108 108 130 100 190C92 130 70 108 10 100C70 92 92 70 100 10Z",
    fill,
  );
}

export function calendar(
  p: Palette,
  marks: number[] = [],
  markColor = p.main,
  check = false,
): string {
  const cells: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const i = r * 4 + c;
      const x = 46 + c * 28;
      const y = 96 + r * 24;
      const on = marks.includes(i);
      cells.push(rrect(x, y, 20, 16, 4, on ? markColor : PALE));
      if (on && check)
        cells.push(stroke(`M${x + 5} ${y + 8}L${x + 9} ${y + 12}L${x + 16} ${y + 4}`, WHITE, 3));
    }
  }
  return g([
    rrect(30, 40, 140, 136, 16, WHITE),
    path("M30 80V56C30 47 37 40 46 40H154C163 40 170 47 170 56V80Z", p.main),
    rrect(60, 24, 14, 32, 7, p.dark),
    rrect(126, 24, 14, 32, 7, p.dark),
    ...cells,
  ]);
}

export function clipboard(p: Palette, rows = 4, checks = rows): string {
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    const y = 66 + i * 26;
    lines.push(rrect(62, y, 16, 16, 4, i < checks ? GREEN : PALE));
    if (i < checks) lines.push(stroke(`M66 ${y + 8}L70 ${y + 12}L75 ${y + 4}`, WHITE, 3));
    lines.push(rrect(86, y + 4, i % 2 ? 40 : 52, 8, 4, LINE));
  }
  return g([
    rrect(40, 28, 120, 156, 14, p.dark),
    rrect(52, 46, 96, 126, 8, WHITE),
    rrect(76, 18, 48, 24, 8, GRAY),
    ...lines,
  ]);
}

export function speechBubble(fill: string, tailLeft = true): string {
  const tail = tailLeft ? "M56 130L40 170L92 136Z" : "M144 130L160 170L108 136Z";
  return g([rrect(20, 40, 160, 100, 30, fill), path(tail, fill)]);
}

export function magnifier(ring: string, glass = "#E0F2FE"): string {
  return g([
    stroke("M120 120L170 170", INK, 24),
    circle(84, 84, 56, ring),
    circle(84, 84, 42, glass),
    path("M58 70C62 58 72 50 84 48", "none", {
      stroke: WHITE,
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
  ]);
}

/** Classic telephone handset (for calls and 911). */
export const HANDSET_D =
  "M58 30C66 24 76 26 80 34L94 62C98 70 96 78 90 84L80 92C90 114 106 130 128 140L136 130" +
  "C142 124 150 122 158 126L184 140C192 144 194 154 188 162L176 176C166 186 146 188 124 178" +
  "C84 160 52 128 32 86C22 64 24 46 34 38Z";

export function phone(screen: string): string {
  return g([
    rrect(50, 8, 100, 184, 20, INK),
    rrect(58, 26, 84, 148, 8, WHITE),
    rrect(86, 14, 28, 6, 3, GRAY),
    circle(100, 183, 5, GRAY),
    screen,
  ]);
}

export function leaf(fill: string, vein = WHITE): string {
  return g([
    path("M100 180C40 150 30 80 90 20C160 70 150 150 100 180Z", fill),
    stroke("M100 176C96 130 96 80 92 36", vein, 6, { opacity: 0.6 }),
  ]);
}

export function sprout(fill: string, pot: string): string {
  return g([
    stroke("M100 150V80", "#15803D", 8),
    path("M100 96C70 96 50 76 48 48C78 48 98 66 100 96Z", fill),
    path("M100 84C112 56 136 44 160 46C160 74 136 90 100 84Z", fill),
    path("M56 140H144L134 190H66Z", pot),
    rrect(50, 132, 100, 18, 6, pot),
  ]);
}

export function stethoscope(tube: string, metal = "#94A3B8"): string {
  return g([
    stroke("M60 24V70C60 96 78 110 100 110C122 110 140 96 140 70V24", tube, 10),
    stroke("M100 110V140C100 162 120 176 140 170", tube, 10),
    circle(60, 22, 8, metal),
    circle(140, 22, 8, metal),
    circle(150, 160, 26, metal),
    circle(150, 160, 16, PALE),
  ]);
}

export interface Person {
  skin: number;
  hair?: number;
  shirt: string;
  eyesClosed?: boolean;
  /** Long hair falls to the shoulders. */
  longHair?: boolean;
  smile?: boolean;
  /** Overrides the hair colour (e.g. grey for an older person). */
  hairColor?: string;
}

/** Head and shoulders. */
export function bust(o: Person): string {
  const skin = SKIN[o.skin % SKIN.length] ?? SKIN[0];
  const shade = SKIN_SHADE[o.skin % SKIN_SHADE.length] ?? SKIN_SHADE[0];
  const hair = o.hairColor ?? HAIR[(o.hair ?? o.skin) % HAIR.length] ?? HAIR[0];
  const eyes = o.eyesClosed
    ? [stroke("M76 82Q84 88 92 82", INK, 4), stroke("M108 82Q116 88 124 82", INK, 4)]
    : [circle(84, 82, 5, INK), circle(116, 82, 5, INK)];
  return g([
    o.longHair
      ? path("M52 76C52 40 74 26 100 26C126 26 148 40 148 76V150H52Z", hair)
      : path("M58 84C52 44 76 26 100 26C124 26 148 44 142 84Z", hair),
    path("M24 200C24 156 56 136 100 136C144 136 176 156 176 200Z", o.shirt),
    rect(86, 110, 28, 32, shade),
    path("M86 136Q100 150 114 136Z", shade),
    ellipse(58, 84, 8, 11, skin),
    ellipse(142, 84, 8, 11, skin),
    ellipse(100, 80, 42, 48, skin),
    path(
      o.longHair
        ? "M58 78C56 46 76 30 100 30C126 30 146 46 142 78C130 70 116 56 110 44C98 62 78 72 58 78Z"
        : "M58 74C54 44 76 28 100 28C126 28 148 44 142 74C136 60 124 54 112 54C96 54 80 50 70 44C64 54 60 64 58 74Z",
      hair,
    ),
    ...eyes,
    o.smile === false ? stroke("M90 106H110", INK, 4) : stroke("M88 102Q100 112 112 102", INK, 4),
    circle(74, 96, 7, "#F87171", { opacity: 0.25 }),
    circle(126, 96, 7, "#F87171", { opacity: 0.25 }),
  ]);
}

export function sneaker(body: string, accent: string): string {
  return g([
    path(
      "M20 150C20 120 30 100 40 90L70 96C84 110 104 112 120 106L150 118C174 124 184 134 184 150Z",
      body,
    ),
    rrect(16, 146, 172, 22, 10, WHITE),
    rrect(16, 160, 172, 8, 4, LINE),
    stroke("M78 104L70 120M92 108L86 124M106 108L102 124", WHITE, 6),
    path("M40 90C44 80 52 76 62 80L70 96Z", accent),
  ]);
}

export function glassOfWater(water: string): string {
  return g([
    path("M56 30H144L132 180H68Z", "#E0F2FE"),
    path("M61 84H139L132 180H68Z", water),
    path("M70 40H78L84 170H78Z", WHITE, { opacity: 0.6 }),
  ]);
}

export function clock(face: string, rim: string): string {
  return g([
    circle(100, 100, 84, rim),
    circle(100, 100, 68, face),
    stroke("M100 100V56M100 100L130 116", INK, 10),
    circle(100, 100, 8, INK),
  ]);
}

/** Soft shadow on the floor under a prop. */
export function shadow(cx: number, cy: number, rx: number, color = INK): string {
  return ellipse(cx, cy, rx, rx * 0.14, color, { opacity: 0.08 });
}
