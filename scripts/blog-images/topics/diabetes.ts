/** Diabetes: type 2 prevention and early detection (article 9), diabetic foot care (article 10). */
import type { ArticleArt } from "../article.ts";
import { GRAY, LINE, PALE, SKIN, SKIN_SHADE, SKY, WHITE, type Palette } from "../palette.ts";
import { calendar, checkBadge, drop, glassOfWater, magnifier, sneaker } from "../props.ts";
import { circle, ellipse, g, path, place, rect, rrect, stroke } from "../svg.ts";
import { creamJar } from "./dermatologia.ts";
import { testTube } from "./salud-sexual.ts";

const RED = "#EF4444";

export function glucometer(p: Palette): string {
  return g([
    rrect(88, 8, 24, 40, 4, WHITE),
    rect(88, 8, 24, 10, p.accent),
    rrect(50, 34, 100, 152, 28, p.main),
    rrect(64, 54, 72, 64, 12, "#E0F2FE"),
    place(drop(RED), 84, 86, 34),
    rrect(100, 72, 24, 8, 4, p.dark),
    rrect(100, 90, 18, 8, 4, p.light),
    circle(80, 146, 12, WHITE, { opacity: 0.85 }),
    circle(120, 146, 12, WHITE, { opacity: 0.85 }),
  ]);
}

/** A hand with the index finger up and a drop of blood on the fingertip. */
function fingerDrop(skinIndex: number): string {
  const skin = SKIN[skinIndex] ?? SKIN[0];
  const shade = SKIN_SHADE[skinIndex] ?? SKIN_SHADE[0];
  return g([
    rrect(60, 186, 80, 20, 0, "#93C5FD"),
    rrect(84, 46, 34, 100, 17, skin),
    rrect(92, 52, 18, 16, 7, shade, { opacity: 0.5 }),
    rrect(54, 104, 96, 88, 32, skin),
    stroke("M120 120V150M136 122V148", shade, 4),
    ellipse(66, 140, 18, 28, shade, { transform: "rotate(-20 66 140)" }),
    place(drop(RED), 101, 26, 40),
  ]);
}

export function apple(): string {
  return g([
    path(
      "M100 62C80 46 40 50 36 94C32 142 66 186 100 172C134 186 168 142 164 94C160 50 120 46 100 62Z",
      RED,
    ),
    stroke("M100 64C100 48 104 38 112 30", "#78350F", 7),
    path("M110 44C120 24 144 22 156 30C146 46 126 50 110 44Z", "#22C55E"),
    ellipse(64, 96, 10, 20, WHITE, { opacity: 0.35, transform: "rotate(20 64 96)" }),
  ]);
}

/** The "plate method": half vegetables, a quarter protein, a quarter whole grains. */
export function plate(): string {
  return g([
    circle(100, 100, 92, WHITE),
    circle(100, 100, 76, PALE),
    path("M100 28A72 72 0 0 0 100 172Z", "#4ADE80"),
    circle(62, 74, 12, "#16A34A"),
    circle(70, 104, 14, "#16A34A"),
    circle(58, 132, 10, "#22C55E"),
    circle(84, 142, 8, "#F97316"),
    circle(82, 56, 8, "#F97316"),
    path("M100 100V28A72 72 0 0 1 172 100Z", "#FCA5A5"),
    ellipse(132, 70, 20, 14, "#F87171"),
    path("M100 100H172A72 72 0 0 1 100 172Z", "#FCD34D"),
    circle(124, 128, 6, "#F59E0B"),
    circle(140, 118, 6, "#F59E0B"),
    circle(130, 146, 6, "#F59E0B"),
  ]);
}

function cutlery(): string {
  return g([
    rrect(60, 20, 12, 160, 6, GRAY),
    stroke("M52 20V60C52 70 80 70 80 60V20", GRAY, 6),
    path("M128 20C150 30 152 80 140 100V180H128Z", GRAY),
  ]);
}

/** Sole of a foot seen from below, with the toes on top. */
export function foot(skinIndex: number, mark?: string): string {
  const skin = SKIN[skinIndex] ?? SKIN[0];
  const shade = SKIN_SHADE[skinIndex] ?? SKIN_SHADE[0];
  return g([
    path(
      "M96 190C68 190 58 168 60 142C62 118 54 100 56 80C58 58 74 48 94 48C122 48 140 60 142 84" +
        "C144 106 134 126 136 148C138 174 124 190 96 190Z",
      skin,
    ),
    ellipse(120, 36, 16, 20, skin),
    ellipse(92, 28, 10, 13, skin),
    ellipse(72, 34, 9, 11, skin),
    ellipse(58, 46, 7, 9, skin),
    ellipse(48, 60, 6, 8, skin),
    path("M120 100C128 120 124 140 116 154C108 140 108 118 120 100Z", shade, { opacity: 0.5 }),
    ellipse(98, 172, 24, 12, shade, { opacity: 0.4 }),
    mark ? circle(84, 96, 9, mark, { opacity: 0.8 }) : "",
  ]);
}

export function handMirror(p: Palette, reflection?: string): string {
  return g([
    rrect(88, 134, 24, 62, 12, p.dark),
    circle(100, 136, 14, p.dark),
    ellipse(100, 72, 62, 70, p.main),
    ellipse(100, 72, 50, 58, "#E0F2FE"),
    reflection ?? "",
    path("M68 52C74 38 84 28 98 26", "none", {
      stroke: WHITE,
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
  ]);
}

export function sock(p: Palette): string {
  return g([
    path(
      "M70 20H130V112C130 122 136 128 146 132L166 140C184 148 184 178 162 182H96C80 182 70 170 70 152Z",
      WHITE,
    ),
    rect(70, 20, 60, 26, p.light),
    rect(70, 52, 60, 8, p.light),
    path("M150 134L166 140C184 148 184 178 162 182H146C156 170 158 148 150 134Z", p.light),
  ]);
}

function basin(p: Palette): string {
  return g([
    path("M16 96H184C180 148 152 180 100 180C48 180 20 148 16 96Z", p.main),
    ellipse(100, 96, 84, 18, p.dark),
    ellipse(100, 98, 76, 13, SKY),
    path("M60 138C80 146 120 146 140 138", "none", {
      stroke: WHITE,
      "stroke-width": 6,
      "stroke-linecap": "round",
      opacity: 0.5,
    }),
  ]);
}

function towel(p: Palette): string {
  return g([
    rrect(24, 120, 152, 40, 12, p.light),
    rrect(34, 84, 132, 40, 12, WHITE),
    rrect(44, 50, 112, 38, 12, p.soft),
    rect(34, 100, 132, 6, p.light),
    rect(44, 64, 112, 6, p.light),
  ]);
}

function thermometer(p: Palette): string {
  return g([
    rrect(86, 20, 28, 130, 14, WHITE),
    circle(100, 156, 24, WHITE),
    rrect(94, 80, 12, 76, 6, p.main),
    circle(100, 156, 16, p.main),
    rect(114, 40, 10, 4, LINE),
    rect(114, 60, 10, 4, LINE),
    rect(114, 80, 10, 4, LINE),
    rect(114, 100, 10, 4, LINE),
  ]);
}

function shoeCheck(p: Palette, w: number, h: number): string[] {
  return [
    place(sneaker(p.main, p.dark), w * 0.42, h * 0.6, 380),
    place(magnifier(p.dark), w * 0.44, h * 0.34, 180),
    place(sock(p), w * 0.82, h * 0.66, 170, { rotate: 12 }),
    place(checkBadge(), w * 0.84, h * 0.24, 70),
  ];
}

const type2: ArticleArt = {
  id: 9,
  slug: "diabetes-tipo-2-prevencion-y-deteccion-temprana",
  category: "Diabetes",
  feature: (p, w, h) => [
    place(glucometer(p), w * 0.48, h * 0.5, 380),
    place(fingerDrop(2), w * 0.28, h * 0.62, 260, { rotate: -14 }),
    place(apple(), w * 0.74, h * 0.64, 210),
    place(sneaker(p.dark, p.accent), w * 0.84, h * 0.24, 150, { rotate: -10 }),
    place(drop(p.light), w * 0.18, h * 0.2, 60),
  ],
  hero: (p, w, h) => [
    place(cutlery(), w * 0.16, h * 0.56, 200),
    place(plate(), w * 0.36, h * 0.52, 330),
    place(glassOfWater(SKY), w * 0.56, h * 0.56, 200),
    place(glucometer(p), w * 0.72, h * 0.5, 260, { rotate: 8 }),
    place(sneaker(p.dark, p.accent), w * 0.88, h * 0.72, 180),
    place(apple(), w * 0.86, h * 0.22, 110),
  ],
  supporting: (p, w, h) => [
    place(calendar(p, [5], p.accent, true), w * 0.24, h * 0.46, 230),
    place(glucometer(p), w * 0.52, h * 0.54, 280, { rotate: -6 }),
    place(testTube(RED, p.dark), w * 0.76, h * 0.56, 220, { rotate: 12 }),
    place(drop(RED), w * 0.86, h * 0.22, 60),
  ],
  infographic: {
    title: "Diabetes tipo 2: prevenirla y detectarla",
    subtitle: "Pequeños cambios que reducen el riesgo",
    points: [
      {
        icon: (p) => sneaker(p.main, p.dark),
        title: "Muévete",
        text: "Al menos 150 minutos de actividad física a la semana, como caminar a paso rápido.",
      },
      {
        icon: () => plate(),
        title: "Come mejor",
        text: "Más verduras, frutas enteras y agua simple; menos bebidas azucaradas y ultraprocesados.",
      },
      {
        icon: () => apple(),
        title: "Cuida tu peso y tu cintura",
        text: "Bajar un poco de peso, si te sobra, ya reduce el riesgo.",
      },
      {
        icon: glucometer,
        title: "Hazte la prueba de glucosa",
        text: "Sobre todo si tienes sobrepeso, familiares con diabetes o tuviste diabetes en el embarazo.",
      },
      {
        icon: (p) => drop(p.main),
        title: "Reconoce las señales",
        text: "Mucha sed, orinar seguido, cansancio o visión borrosa: acude a tu médico.",
      },
    ],
    footer: "La detección temprana es sencilla: pregunta a tu médico.",
    footerIcon: "doctor",
  },
};

const diabeticFoot: ArticleArt = {
  id: 10,
  slug: "pie-diabetico-cuidados-diarios",
  category: "Diabetes",
  feature: (p, w, h) => [
    place(foot(1), w * 0.4, h * 0.5, 430, { rotate: -12 }),
    place(handMirror(p, place(foot(1), 100, 80, 90, { opacity: 0.55 })), w * 0.65, h * 0.46, 320, {
      rotate: 16,
    }),
    place(sneaker(p.main, p.dark), w * 0.84, h * 0.78, 200),
    place(checkBadge(), w * 0.2, h * 0.24, 80),
  ],
  hero: (p, w, h) => [
    place(basin(p), w * 0.24, h * 0.66, 320),
    place(thermometer(p), w * 0.4, h * 0.5, 180, { rotate: 12 }),
    place(towel(p), w * 0.56, h * 0.68, 250),
    place(sock(p), w * 0.74, h * 0.58, 200, { rotate: -8 }),
    place(sneaker(p.main, p.dark), w * 0.88, h * 0.76, 190),
  ],
  supporting: (p, w, h) => shoeCheck(p, w, h),
  infographic: {
    title: "Pie diabético: cuidado diario",
    subtitle: "Cinco minutos al día que protegen tus pies",
    points: [
      {
        icon: handMirror,
        title: "Revisa tus pies cada día",
        text: "Usa un espejo para ver la planta; busca heridas, ampollas, grietas o cambios de color.",
      },
      {
        icon: basin,
        title: "Lávalos y sécalos bien",
        text: "Con agua tibia, nunca caliente; seca muy bien entre los dedos.",
      },
      {
        icon: creamJar,
        title: "Hidrata la piel",
        text: "Una crema sencilla evita grietas; no la pongas entre los dedos.",
      },
      {
        icon: (p) => sneaker(p.main, p.dark),
        title: "Calzado cómodo, siempre",
        text: "No camines descalzo y revisa el interior del zapato antes de ponértelo.",
      },
      {
        icon: () => foot(1, RED),
        title: "Acude a tu médico",
        text: "Ante una herida que no sana, dolor, hinchazón, calor o cambio de color.",
      },
    ],
    footer: "Una herida en el pie no espera: acude a tu médico pronto.",
    footerIcon: "doctor",
  },
};

export const DIABETES: ArticleArt[] = [type2, diabeticFoot];
