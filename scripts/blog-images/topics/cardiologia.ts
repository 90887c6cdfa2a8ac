/** Cardiología: high blood pressure (article 7) and heart attack warning signs (article 8). */
import type { ArticleArt } from "../article.ts";
import {
  GRAY,
  GREEN,
  INK,
  LINE,
  PALE,
  SKIN,
  SKIN_SHADE,
  SKY,
  WHITE,
  type Palette,
} from "../palette.ts";
import {
  HANDSET_D,
  bust,
  clock,
  drop,
  glassOfWater,
  heart,
  phone,
  plus,
  pulseHeart,
  sneaker,
} from "../props.ts";
import { lungs } from "./salud-mental.ts";
import { circle, ellipse, g, path, place, rect, rrect, stroke } from "../svg.ts";

const SCREEN = "#0F172A";

export function bpMonitor(p: Palette): string {
  return g([
    rrect(24, 40, 152, 124, 22, WHITE),
    rrect(24, 140, 152, 24, 0, PALE, { opacity: 0.8 }),
    rrect(40, 56, 120, 62, 10, SCREEN),
    rrect(54, 70, 60, 10, 5, GREEN),
    rrect(54, 88, 40, 10, 5, "#4ADE80"),
    place(heart(p.main, false), 138, 78, 26),
    rrect(126, 96, 22, 8, 4, GRAY),
    circle(100, 140, 14, p.main),
    rrect(46, 134, 24, 12, 6, LINE),
    rrect(130, 134, 24, 12, 6, LINE),
  ]);
}

/** A forearm resting with the cuff on the upper arm, tube up to the monitor. */
function bpKit(p: Palette, skinIndex: number): string {
  const skin = SKIN[skinIndex] ?? SKIN[0];
  const shade = SKIN_SHADE[skinIndex] ?? SKIN_SHADE[0];
  return g([
    path("M-10 122H60C100 124 130 130 150 132V162C130 164 100 168 60 172H-10Z", skin),
    rrect(-24, 114, 34, 66, 12, "#93C5FD"),
    path("M146 130C160 124 184 128 192 140C196 150 190 160 176 162L146 164Z", skin),
    path("M160 130C166 118 178 116 182 124C184 130 176 134 168 136Z", skin),
    stroke("M166 146H186M164 154H182", shade, 3),
    rrect(20, 112, 72, 66, 14, p.dark),
    rect(20, 128, 72, 7, p.main),
    stroke("M56 112C56 76 74 62 96 62", GRAY, 5),
    place(bpMonitor(p), 140, 62, 110),
  ]);
}

export function saltShaker(p: Palette): string {
  return g([
    path("M62 80H138L128 186H72Z", "#E2E8F0"),
    path("M66 124H134L128 186H72Z", WHITE),
    path("M118 84H132L124 182H112Z", WHITE, { opacity: 0.6 }),
    path("M60 84C60 46 140 46 140 84Z", GRAY),
    circle(86, 66, 4, INK),
    circle(100, 60, 4, INK),
    circle(114, 66, 4, INK),
    circle(154, 52, 30, p.main),
    rrect(136, 46, 36, 12, 6, WHITE),
  ]);
}

function broccoli(): string {
  return g([
    path("M88 120H112L118 186H82Z", "#86EFAC"),
    circle(70, 96, 30, "#22C55E"),
    circle(130, 96, 30, "#22C55E"),
    circle(100, 74, 34, "#16A34A"),
    circle(100, 112, 26, "#22C55E"),
  ]);
}

export function logbook(p: Palette): string {
  const rows = [0, 1, 2, 3].map((i) =>
    g([
      place(heart(p.main, false), 64, 82 + i * 26, 16),
      rrect(80, 78 + i * 26, i % 2 ? 44 : 60, 8, 4, LINE),
    ]),
  );
  return g([
    rrect(40, 24, 124, 160, 12, p.dark),
    rrect(48, 30, 112, 148, 8, WHITE),
    rrect(48, 30, 112, 30, 8, p.light),
    ...rows,
    rrect(146, 16, 16, 60, 4, p.accent, { transform: "rotate(20 154 46)" }),
  ]);
}

export function ambulance(p: Palette): string {
  return g([
    rrect(10, 64, 134, 92, 12, WHITE),
    path("M140 82H168L192 120V156H140Z", WHITE),
    path("M148 90H166L182 118H148Z", SKY),
    rect(10, 124, 182, 12, p.main),
    place(plus(p.main), 72, 96, 44),
    rrect(56, 52, 40, 14, 5, p.main),
    rrect(70, 52, 12, 14, 0, "#60A5FA"),
    rect(120, 76, 4, 74, LINE),
    circle(50, 158, 20, INK),
    circle(50, 158, 8, GRAY),
    circle(160, 158, 20, INK),
    circle(160, 158, 8, GRAY),
    rrect(184, 132, 10, 10, 3, p.accent),
  ]);
}

/** Phone screen with a green call button, a handset and ringing waves. */
export function callPhone(p: Palette): string {
  return phone(
    g([
      circle(100, 96, 28, GREEN),
      place(path(HANDSET_D, WHITE), 100, 96, 34),
      stroke("M122 76Q130 86 126 100M130 66Q142 82 136 106", GREEN, 5),
      stroke("M78 76Q70 86 74 100M70 66Q58 82 64 106", GREEN, 5),
      rrect(74, 142, 52, 14, 7, p.main),
    ]),
  );
}

/** Person holding the chest, with pain marks. */
function chestPain(p: Palette): string {
  const skin = SKIN[2];
  const shade = SKIN_SHADE[2];
  return g([
    bust({ skin: 2, shirt: p.main, hairColor: "#9CA3AF", smile: false }),
    stroke("M72 72L90 66M128 72L110 66", INK, 4),
    path(
      "M104 152C104 146 110 144 140 146C150 146 152 152 152 158V176C152 184 146 188 138 188H116C108 188 104 182 104 176Z",
      skin,
    ),
    ellipse(104, 166, 9, 16, skin, { transform: "rotate(-25 104 166)" }),
    stroke("M114 158H144M114 168H146M114 178H142", shade, 3),
    stroke("M162 142L172 134M166 160H180M160 180L172 188", p.dark, 5),
  ]);
}

function speedLines(color: string): string {
  return g([
    stroke("M20 70H70", color, 8),
    stroke("M0 100H60", color, 8, { opacity: 0.6 }),
    stroke("M30 130H80", color, 8, { opacity: 0.4 }),
  ]);
}

const hypertension: ArticleArt = {
  id: 7,
  slug: "hipertension-arterial-el-enemigo-silencioso",
  category: "Cardiología",
  feature: (p, w, h) => [
    place(pulseHeart(p.light), w * 0.3, h * 0.3, 180),
    rrect(w * 0.12, h * 0.82, w * 0.76, 18, 9, p.dark),
    place(bpKit(p, 1), w * 0.52, h * 0.56, 560),
    place(saltShaker(p), w * 0.82, h * 0.66, 180),
  ],
  hero: (p, w, h) => [
    rrect(w * 0.06, h * 0.8, w * 0.88, 18, 9, p.dark),
    place(bpMonitor(p), w * 0.36, h * 0.58, 320),
    stroke(
      `M${w * 0.24} ${h * 0.66}C${w * 0.16} ${h * 0.66} ${w * 0.14} ${h * 0.78} ${w * 0.2} ${h * 0.78}`,
      GRAY,
      6,
    ),
    rrect(w * 0.12, h * 0.7, w * 0.14, h * 0.1, 14, p.dark),
    place(logbook(p), w * 0.6, h * 0.62, 220, { rotate: 6 }),
    place(glassOfWater(SKY), w * 0.76, h * 0.68, 150),
    place(heart(p.main), w * 0.84, h * 0.3, 150),
    place(clock(WHITE, p.light), w * 0.14, h * 0.28, 120),
  ],
  supporting: (p, w, h) => [
    place(saltShaker(p), w * 0.2, h * 0.56, 210),
    place(broccoli(), w * 0.42, h * 0.6, 190),
    place(sneaker(p.main, p.dark), w * 0.64, h * 0.7, 210),
    place(logbook(p), w * 0.82, h * 0.44, 170, { rotate: 8 }),
    place(heart(p.main), w * 0.5, h * 0.2, 80),
  ],
  infographic: {
    title: "Mide tu presión en casa",
    subtitle: "5 pasos para una medición confiable",
    points: [
      {
        icon: (p) => clock(WHITE, p.main),
        title: "Reposa antes",
        text: "Siéntate 5 minutos en calma, con la espalda apoyada y los pies en el piso.",
      },
      {
        icon: (p) => bpKit(p, 1),
        title: "Brazo a la altura del corazón",
        text: "Apoyado en la mesa, con el brazalete sobre la piel y sin hablar.",
      },
      {
        icon: () => glassOfWater(SKY),
        title: "Sin café ni tabaco",
        text: "Evítalos, igual que el ejercicio, 30 minutos antes de medir.",
      },
      {
        icon: logbook,
        title: "Anota tus cifras",
        text: "Registra fecha, hora y resultado, y lleva la libreta a tu consulta.",
      },
      {
        icon: (p) => pulseHeart(p.main),
        title: "Acude a tu médico",
        text: "Si tus cifras salen altas de forma repetida, aunque te sientas bien.",
      },
    ],
    footer:
      "Presión muy alta con dolor de pecho, de cabeza intenso o visión borrosa: llama al 911.",
    footerIcon: "911",
  },
};

const heartAttack: ArticleArt = {
  id: 8,
  slug: "infarto-senales-de-alarma-y-que-hacer",
  category: "Cardiología",
  feature: (p, w, h) => [
    place(pulseHeart(p.main), w * 0.42, h * 0.46, 400),
    place(callPhone(p), w * 0.74, h * 0.52, 330, { rotate: 8 }),
    place(ambulance(p), w * 0.17, h * 0.78, 230),
    place(speedLines(p.light), w * 0.04, h * 0.78, 120),
  ],
  hero: (p, w, h) => [
    rrect(0, h * 0.86, w, 10, 5, GRAY, { opacity: 0.25 }),
    place(ambulance(p), w * 0.62, h * 0.62, 440, { flip: true }),
    place(speedLines(p.light), w * 0.9, h * 0.6, 200, { flip: true }),
    place(pulseHeart(p.main), w * 0.2, h * 0.4, 260),
    place(callPhone(p), w * 0.36, h * 0.58, 220, { rotate: -8 }),
  ],
  supporting: (p, w, h) => [
    place(chestPain(p), w * 0.36, h - 170, 340),
    place(callPhone(p), w * 0.76, h * 0.5, 260, { rotate: 6 }),
    place(heart(p.main), w * 0.12, h * 0.24, 70),
  ],
  infographic: {
    title: "Infarto: 5 señales de alarma",
    subtitle: "Si aparecen, cada minuto cuenta",
    points: [
      {
        icon: (p) => pulseHeart(p.main),
        title: "Dolor u opresión en el pecho",
        text: "Dura más de unos minutos, o se va y regresa.",
      },
      {
        icon: (p) => bust({ skin: 1, shirt: p.main, smile: false }),
        title: "Dolor que se extiende",
        text: "Hacia un brazo, la espalda, el cuello, la mandíbula o la boca del estómago.",
      },
      {
        icon: lungs,
        title: "Falta de aire",
        text: "Con o sin dolor de pecho.",
      },
      {
        icon: (p) => drop(p.main),
        title: "Sudor frío, náusea o mareo",
        text: "En mujeres, personas mayores o con diabetes las señales pueden ser menos típicas.",
      },
      {
        icon: callPhone,
        title: "Llama al 911 de inmediato",
        text: "No esperes a que pase ni manejes tú: pide una ambulancia.",
      },
    ],
    footer: "¿Señales de infarto? Llama al 911 de inmediato.",
    footerIcon: "911",
  },
};

export const CARDIOLOGIA: ArticleArt[] = [hypertension, heartAttack];
