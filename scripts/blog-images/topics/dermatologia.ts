/** Dermatología: sun protection (article 1) and adult acne (article 2). */
import type { ArticleArt } from "../article.ts";
import { GRAY, INK, PALE, SKIN, SKIN_SHADE, SKY, WHITE, type Palette } from "../palette.ts";
import { bust, calendar, clock, drop, magnifier, shadow, sparkle, sprout, sun } from "../props.ts";
import { circle, el, ellipse, g, path, place, rrect, stroke } from "../svg.ts";

const SUN_YELLOW = "#FACC15";
const SUN_RAYS = "#FDBA74";

export function umbrella(p: Palette): string {
  return g([
    rrect(96, 24, 8, 170, 4, GRAY),
    path("M100 26C60 26 24 52 14 104L57 104Q62 50 100 26Z", p.main),
    path("M100 26Q62 50 57 104L143 104Q138 50 100 26Z", WHITE),
    path("M100 26C140 26 176 52 186 104L143 104Q138 50 100 26Z", p.main),
    path("M14 104Q35.5 118 57 104Z", p.main),
    path("M57 104Q78.5 118 100 104L143 104Q121.5 118 100 104Z", WHITE),
    path("M143 104Q164.5 118 186 104Z", p.main),
    circle(100, 22, 7, p.dark),
  ]);
}

export function sunscreen(p: Palette): string {
  return g([
    rrect(92, 14, 16, 20, 4, p.dark),
    rrect(76, 30, 48, 38, 10, p.dark),
    rrect(60, 62, 80, 126, 22, WHITE),
    path("M118 66H118C130 66 140 76 140 88V166C140 178 130 188 118 188Z", PALE),
    rrect(70, 98, 60, 62, 12, p.main),
    g(
      Array.from({ length: 8 }, (_, i) =>
        rrect(98, 106, 4, 10, 2, WHITE, { transform: `rotate(${i * 45} 100 129)` }),
      ),
    ),
    circle(100, 129, 11, SUN_YELLOW),
  ]);
}

export function sunHat(p: Palette): string {
  return g([
    ellipse(100, 132, 92, 26, "#FCD9A0"),
    path("M52 132C52 84 70 66 100 66C130 66 148 84 148 132Z", "#FDE3B5"),
    path("M52 112H148V128H52Z", p.main),
    ellipse(100, 132, 48, 8, "#F2C27E"),
  ]);
}

export function sunglasses(p: Palette): string {
  return g([
    stroke("M26 84L16 70M174 84L184 70", INK, 6),
    path("M24 84H92V104C92 122 80 132 60 132C38 132 24 120 24 104Z", INK),
    path("M108 84H176V104C176 122 162 132 140 132C120 132 108 122 108 104Z", INK),
    stroke("M92 90Q100 82 108 90", INK, 6),
    path("M34 92H54L40 118C36 114 34 108 34 102Z", p.light, { opacity: 0.5 }),
    path("M118 92H138L124 118C120 114 118 108 118 102Z", p.light, { opacity: 0.5 }),
  ]);
}

function beachTowel(p: Palette): string {
  return g([
    path("M20 120L150 70L186 110L56 160Z", p.light),
    path("M46 110L162 66L168 73L52 117ZM66 136L178 93L182 98L70 141Z", WHITE, { opacity: 0.8 }),
  ]);
}

/** A person seen from behind, with a few regular moles and one irregular one under the lens. */
function skinCheck(p: Palette, w: number, h: number): string[] {
  const skin = SKIN[1];
  const shade = SKIN_SHADE[1];
  const hair = "#3B2A20";
  const mole = "#6B4226";
  const cx = w * 0.42;
  const size = 270;
  const s = size / 200;
  const lx = cx + 120;
  const ly = h * 0.62;
  const mx = lx + 16 * s;
  const my = ly + 16 * s;
  return [
    path(
      `M${cx - 190} ${h}C${cx - 190} ${h * 0.6} ${cx - 150} ${h * 0.44} ${cx} ${h * 0.42}` +
        `C${cx + 150} ${h * 0.44} ${cx + 190} ${h * 0.6} ${cx + 190} ${h}Z`,
      skin,
    ),
    path(
      `M${cx - 150} ${h}C${cx - 146} ${h * 0.86} ${cx - 120} ${h * 0.8} ${cx - 96} ${h * 0.78}` +
        `Q${cx} ${h * 0.86} ${cx + 96} ${h * 0.78}C${cx + 120} ${h * 0.8} ${cx + 146} ${h * 0.86} ${cx + 150} ${h}Z`,
      p.main,
    ),
    stroke(`M${cx - 96} ${h * 0.46}L${cx - 88} ${h * 0.8}`, p.main, 18),
    stroke(`M${cx + 96} ${h * 0.46}L${cx + 88} ${h * 0.8}`, p.main, 18),
    rrect(cx - 32, h * 0.3, 64, h * 0.16, 20, shade),
    ellipse(cx - 56, h * 0.24, 12, 18, skin),
    ellipse(cx + 56, h * 0.24, 12, 18, skin),
    circle(cx, h * 0.22, 60, hair),
    circle(cx - 130, h * 0.6, 6, mole),
    circle(cx - 44, h * 0.56, 7, mole),
    circle(cx + 30, h * 0.66, 5, mole),
    circle(cx - 70, h * 0.72, 5, mole),
    circle(cx + 150, h * 0.8, 5, mole),
    place(magnifier(p.dark, "#EAB990"), mx, my, size),
    path(
      `M${lx - 24} ${ly - 10}C${lx - 20} ${ly - 34} ${lx + 6} ${ly - 30} ${lx + 14} ${ly - 22}` +
        `C${lx + 34} ${ly - 20} ${lx + 30} ${ly + 4} ${lx + 22} ${ly + 12}C${lx + 18} ${ly + 32}` +
        ` ${lx - 6} ${ly + 30} ${lx - 14} ${ly + 20}C${lx - 34} ${ly + 14} ${lx - 30} ${ly} ${lx - 24} ${ly - 10}Z`,
      "#7C4A2D",
    ),
    circle(lx + 6, ly - 4, 10, "#3F2415"),
    circle(lx - 10, ly + 10, 6, "#A0522D"),
    place(sun(SUN_YELLOW, SUN_RAYS), w * 0.86, h * 0.2, 120),
  ];
}

function acneFace(skinIndex: number, shirt: string): string {
  const spot = (x: number, y: number, r: number) =>
    g([
      circle(x, y, r + 2, "#FB7185", { opacity: 0.35 }),
      circle(x, y, r, "#E11D48", { opacity: 0.55 }),
    ]);
  return g([
    bust({ skin: skinIndex, shirt, longHair: true, hair: 2 }),
    spot(70, 100, 3.5),
    spot(78, 92, 2.6),
    spot(66, 90, 2.2),
    spot(128, 102, 3.4),
    spot(122, 93, 2.4),
    spot(104, 58, 2.6),
    spot(94, 64, 2),
    spot(108, 120, 2.6),
  ]);
}

export function pumpBottle(p: Palette): string {
  return g([
    rrect(94, 40, 12, 40, 3, GRAY),
    rrect(78, 32, 48, 14, 6, p.dark),
    rrect(120, 34, 26, 8, 4, p.dark),
    rrect(84, 72, 32, 16, 4, p.dark),
    rrect(62, 84, 76, 104, 18, p.light),
    rrect(72, 112, 56, 48, 10, WHITE),
    place(drop(SKY), 100, 136, 34),
  ]);
}

export function creamJar(p: Palette): string {
  return g([
    rrect(46, 86, 108, 30, 10, p.main),
    rrect(52, 112, 96, 68, 16, WHITE),
    rrect(52, 134, 96, 22, 0, p.light),
    path("M70 86C80 66 92 62 100 70C108 62 120 66 130 86Z", WHITE),
  ]);
}

function cleanserTube(p: Palette): string {
  return g([
    path("M64 30H136L124 150H76Z", p.main),
    rrect(60, 22, 80, 14, 6, p.dark),
    rrect(80, 148, 40, 30, 8, WHITE),
    rrect(78, 60, 44, 40, 10, WHITE),
    circle(100, 80, 9, SUN_YELLOW),
  ]);
}

function roundMirror(p: Palette, inside: string): string {
  return g([
    rrect(92, 176, 16, 24, 4, p.dark),
    circle(100, 100, 92, p.main),
    circle(100, 100, 80, "#E0F2FE"),
    el("clipPath", { id: "mirror-glass" }, circle(100, 100, 80, WHITE)),
    g(inside, { "clip-path": "url(#mirror-glass)" }),
    path("M46 62C56 44 72 34 90 30", "none", {
      stroke: WHITE,
      "stroke-width": 8,
      "stroke-linecap": "round",
      opacity: 0.7,
    }),
  ]);
}

const sunProtection: ArticleArt = {
  id: 1,
  slug: "como-proteger-tu-piel-del-sol-en-mexico",
  category: "Dermatología",
  feature: (p, w, h) => [
    place(sun(SUN_YELLOW, SUN_RAYS), w * 0.76, h * 0.24, 220),
    ellipse(w * 0.5, h * 0.84, 400, 64, p.light),
    place(umbrella(p), w * 0.46, h * 0.5, 440, { rotate: -10 }),
    shadow(w * 0.3, h * 0.88, 110),
    place(sunHat(p), w * 0.3, h * 0.78, 240),
    shadow(w * 0.66, h * 0.93, 60),
    place(sunscreen(p), w * 0.66, h * 0.7, 240),
    place(sunglasses(p), w * 0.8, h * 0.86, 150, { rotate: 8 }),
  ],
  hero: (p, w, h) => [
    place(sun(SUN_YELLOW, SUN_RAYS), w * 0.16, h * 0.3, 230),
    place(umbrella(p), w * 0.7, h * 0.46, 460, { rotate: 8 }),
    place(beachTowel(p), w * 0.5, h * 0.84, 360),
    place(sunglasses(p), w * 0.47, h * 0.82, 130, { rotate: -14 }),
    shadow(w * 0.3, h * 0.93, 60),
    place(sunscreen(p), w * 0.3, h * 0.76, 200, { rotate: -6 }),
    place(sunHat(p), w * 0.86, h * 0.86, 200),
  ],
  supporting: (p, w, h) => skinCheck(p, w, h),
  infographic: {
    title: "Protege tu piel del sol",
    subtitle: "4 hábitos diarios y una señal para consultar",
    points: [
      {
        icon: sunscreen,
        title: "Usa protector solar",
        text: "De amplio espectro, FPS 30 o más. Vuelve a aplicarlo cada 2 horas y al salir del agua.",
      },
      {
        icon: umbrella,
        title: "Busca la sombra",
        text: "Evita el sol directo de 10:00 a 16:00 h, cuando la radiación es más intensa.",
      },
      {
        icon: sunHat,
        title: "Cúbrete",
        text: "Sombrero de ala ancha, lentes con filtro UV y ropa de manga larga.",
      },
      {
        icon: (p) => sun(SUN_YELLOW, p.light),
        title: "También en días nublados",
        text: "Los rayos UV atraviesan las nubes; protégete todo el año.",
      },
      {
        icon: (p) => magnifier(p.dark, SKIN[1]),
        title: "Revisa tus lunares",
        text: "Si uno cambia de forma, color o tamaño, sangra o no cicatriza, acude al dermatólogo.",
      },
    ],
    footer: "Ante cualquier cambio en tu piel, acude a tu médico.",
    footerIcon: "doctor",
  },
};

const acne: ArticleArt = {
  id: 2,
  slug: "acne-en-adultos-causas-y-cuando-consultar",
  category: "Dermatología",
  feature: (p, w, h) => [
    place(roundMirror(p, place(acneFace(1, p.dark), 100, 118, 150)), w * 0.5, h * 0.5, 500),
    shadow(w * 0.22, h * 0.9, 70),
    place(pumpBottle(p), w * 0.22, h * 0.7, 250),
    shadow(w * 0.78, h * 0.9, 80),
    place(creamJar(p), w * 0.78, h * 0.77, 200),
    place(drop(SKY), w * 0.82, h * 0.36, 70),
    place(drop(SKY), w * 0.88, h * 0.5, 46),
    place(sparkle(p.accent), w * 0.7, h * 0.2, 50),
  ],
  hero: (p, w, h) => [
    place(acneFace(3, p.dark), w * 0.3, h - 220, 440),
    rrect(w * 0.52, h * 0.74, w * 0.42, 16, 8, p.dark),
    place(pumpBottle(p), w * 0.6, h * 0.6, 220),
    place(cleanserTube(p), w * 0.74, h * 0.63, 190, { rotate: 6 }),
    place(creamJar(p), w * 0.87, h * 0.66, 170),
    place(drop(SKY), w * 0.66, h * 0.2, 60),
    place(drop(SKY), w * 0.74, h * 0.28, 40),
    place(sparkle(p.accent), w * 0.52, h * 0.24, 50),
  ],
  supporting: (p, w, h) => [
    place(calendar(p, [0, 1, 2, 3, 4, 5, 6], p.main, true), w * 0.24, h * 0.34, 200),
    place(clock(WHITE, p.light), w * 0.76, h * 0.26, 130),
    rrect(w * 0.1, h * 0.8, w * 0.8, 18, 9, p.dark),
    rrect(w * 0.14, h * 0.8 + 18, 20, 40, 6, p.dark),
    rrect(w * 0.82, h * 0.8 + 18, 20, 40, 6, p.dark),
    place(pumpBottle(p), w * 0.27, h * 0.66, 190),
    place(cleanserTube(p), w * 0.46, h * 0.67, 170, { rotate: -4 }),
    place(creamJar(p), w * 0.63, h * 0.7, 150),
    place(sprout("#4ADE80", p.main), w * 0.8, h * 0.67, 150),
  ],
  infographic: {
    title: "Acné en adultos: 5 claves",
    subtitle: "Cuidados en casa y cuándo ver al dermatólogo",
    points: [
      {
        icon: (p) => drop(p.main),
        title: "Lava tu cara con suavidad",
        text: "Dos veces al día, con un limpiador suave y sin tallar.",
      },
      {
        icon: (p) => acneFace(1, p.main),
        title: "No aprietes los granos",
        text: "Hacerlo puede dejar manchas y cicatrices.",
      },
      {
        icon: creamJar,
        title: "Elige productos «no comedogénicos»",
        text: "Cremas y maquillaje que no tapen los poros.",
      },
      {
        icon: (p) => calendar(p, [0, 1, 2, 3, 4], p.main, true),
        title: "Ten paciencia",
        text: "Los tratamientos suelen tardar varias semanas en mostrar resultados.",
      },
      {
        icon: (p) => magnifier(p.dark, SKIN[1]),
        title: "Consulta al dermatólogo",
        text: "Si hay bultos dolorosos, cicatrices, cambios en tu ciclo o afecta tu ánimo.",
      },
    ],
    footer: "No te automediques: acude a tu médico.",
    footerIcon: "doctor",
  },
};

export const DERMATOLOGIA: ArticleArt[] = [sunProtection, acne];
