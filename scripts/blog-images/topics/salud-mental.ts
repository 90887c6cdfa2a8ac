/** Salud Mental: anxiety (article 3) and depression myths (article 4). */
import type { ArticleArt } from "../article.ts";
import { HAIR, INK, SKIN, SKIN_SHADE, SKY, WHITE, type Palette } from "../palette.ts";
import {
  bust,
  clock,
  cloud,
  crossBadge,
  heart,
  leaf,
  pulseHeart,
  speechBubble,
  sprout,
  sun,
} from "../props.ts";
import { circle, ellipse, g, path, place, rrect, stroke } from "../svg.ts";

export function lungs(p: Palette): string {
  return g([
    path("M92 64C70 50 42 72 36 112C30 152 44 176 68 174C88 172 92 154 92 132Z", p.main),
    path("M108 64C130 50 158 72 164 112C170 152 156 176 132 174C112 172 108 154 108 132Z", p.main),
    stroke("M100 20V78M100 78Q100 94 80 104M100 78Q100 94 120 104", p.dark, 10),
    ellipse(62, 110, 8, 18, WHITE, { opacity: 0.35 }),
  ]);
}

export function brain(fill: string, lines: string): string {
  return g([
    path(
      "M60 150C30 150 20 120 30 100C18 80 30 52 56 50C60 30 86 20 104 32C120 18 150 24 156 46" +
        "C180 50 188 80 176 96C190 116 176 146 150 146C146 162 124 170 110 160C96 172 70 166 60 150Z",
      fill,
    ),
    stroke("M104 36V158", lines, 6),
    stroke("M56 78C74 72 84 90 74 104M142 72C126 70 118 88 130 102", lines, 6),
    stroke("M50 124C66 116 80 128 76 142M154 120C138 116 126 128 130 142", lines, 6),
  ]);
}

function rainCloud(p: Palette, fill = p.light): string {
  return g([
    place(cloud(fill), 100, 80, 180),
    stroke("M66 150L58 172M100 150L92 172M134 150L126 172", SKY, 8),
  ]);
}

function sunBehindCloud(p: Palette): string {
  return g([place(sun(p.accent, "#FDE68A"), 120, 76, 140), place(cloud(WHITE), 88, 116, 150)]);
}

/** Someone sitting cross-legged, eyes closed, hands on the knees. */
function meditator(p: Palette, skinIndex: number): string {
  const skin = SKIN[skinIndex] ?? SKIN[0];
  const shade = SKIN_SHADE[skinIndex] ?? SKIN_SHADE[0];
  const hair = HAIR[skinIndex] ?? HAIR[0];
  return g([
    path(
      "M26 168C26 146 66 140 100 150C134 140 174 146 174 168C174 184 140 188 100 180C60 188 26 184 26 168Z",
      p.dark,
    ),
    path("M70 82C70 74 78 70 100 70C122 70 130 74 130 82L124 150H76Z", p.main),
    stroke("M74 84L52 128L66 158", p.main, 16),
    stroke("M126 84L148 128L134 158", p.main, 16),
    circle(66, 160, 9, skin),
    circle(134, 160, 9, skin),
    rrect(92, 56, 16, 18, 4, shade),
    circle(100, 42, 24, skin),
    path(
      "M76 40C76 24 88 16 100 16C114 16 124 24 124 40C116 32 104 30 96 26C90 32 82 36 76 40Z",
      hair,
    ),
    stroke("M88 44Q92 47 96 44M104 44Q108 47 112 44", INK, 2.5),
    stroke("M95 53Q100 56 105 53", INK, 2.5),
  ]);
}

/** A tangled thread that straightens into a calm wave. */
function untangle(p: Palette, w: number, h: number): string[] {
  const cx = w * 0.24;
  const cy = h * 0.5;
  const loops: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i * Math.PI) / 3.5;
    const r = 46 + (i % 3) * 14;
    loops.push(
      `M${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}` +
        `C${cx + Math.cos(a + 1.6) * 110} ${cy + Math.sin(a + 1.6) * 90}` +
        ` ${cx + Math.cos(a + 3) * 90} ${cy + Math.sin(a + 3) * 110}` +
        ` ${cx + Math.cos(a + 3.6) * r} ${cy + Math.sin(a + 3.6) * r}`,
    );
  }
  return [
    circle(cx, cy, 120, p.light, { opacity: 0.5 }),
    ...loops.map((d) => stroke(d, p.dark, 6)),
    stroke(
      `M${cx + 60} ${cy + 40}C${w * 0.42} ${cy + 60} ${w * 0.46} ${cy - 40} ${w * 0.56} ${cy}` +
        `S${w * 0.66} ${cy + 40} ${w * 0.72} ${cy}S${w * 0.78} ${cy - 30} ${w * 0.84} ${cy}`,
      p.main,
      10,
    ),
    place(heart(p.main), w * 0.86, cy - 80, 110),
    place(leaf("#4ADE80"), w * 0.6, h * 0.24, 60, { rotate: 30 }),
    place(leaf("#86EFAC"), w * 0.68, h * 0.76, 50, { rotate: -40 }),
  ];
}

/** Three soft wavy lines of breath; the middle one ends in a curl. */
function breeze(p: Palette, x: number, y: number, len: number, rightward: boolean): string[] {
  const wave = (x0: number, y0: number, l: number) => {
    const d = rightward ? 1 : -1;
    const xs = rightward ? x0 : x0 + l;
    return (
      `M${xs} ${y0}C${xs + d * l * 0.25} ${y0 - 16} ${xs + d * l * 0.5} ${y0 + 16} ${xs + d * l * 0.75} ${y0}` +
      `S${xs + d * l} ${y0 - 14} ${xs + d * l} ${y0}`
    );
  };
  return [
    stroke(wave(x, y, len * 0.8), p.light, 8),
    stroke(wave(x + (rightward ? 0 : len * -0.1), y + 44, len), p.main, 9),
    stroke(wave(x + (rightward ? len * 0.1 : 0), y + 88, len * 0.7), p.light, 8),
  ];
}

function halo(p: Palette, x: number, y: number, r: number): string {
  return g([
    circle(x, y, r, "none", { stroke: p.light, "stroke-width": 10 }),
    circle(x, y, r * 0.8, "none", { stroke: p.light, "stroke-width": 10, opacity: 0.7 }),
    circle(x, y, r * 0.6, p.soft),
  ]);
}

const anxiety: ArticleArt = {
  id: 3,
  slug: "ansiedad-senales-y-cuando-pedir-ayuda",
  category: "Salud Mental",
  feature: (p, w, h) => [
    halo(p, w * 0.5, h * 0.46, 250),
    place(bust({ skin: 2, shirt: p.main, eyesClosed: true }), w * 0.5, h - 200, 400),
    ...breeze(p, w * 0.14, h * 0.3, w * 0.2, false),
    ...breeze(p, w * 0.66, h * 0.3, w * 0.2, true),
    place(lungs(p), w * 0.16, h * 0.76, 150),
    place(pulseHeart(p.dark), w * 0.85, h * 0.76, 140),
    place(leaf("#86EFAC"), w * 0.3, h * 0.14, 60, { rotate: -30 }),
    place(leaf("#4ADE80"), w * 0.72, h * 0.12, 50, { rotate: 40 }),
  ],
  hero: (p, w, h) => [
    halo(p, w * 0.36, h * 0.5, 230),
    place(meditator(p, 1), w * 0.36, h * 0.56, 380),
    ellipse(w * 0.36, h * 0.9, 200, 20, p.dark, { opacity: 0.12 }),
    place(lungs(p), w * 0.72, h * 0.44, 200),
    ...breeze(p, w * 0.82, h * 0.3, w * 0.14, true),
    place(leaf("#4ADE80"), w * 0.6, h * 0.2, 60, { rotate: 30 }),
    place(leaf("#86EFAC"), w * 0.12, h * 0.7, 56, { rotate: -40 }),
  ],
  supporting: (p, w, h) => untangle(p, w, h),
  infographic: {
    title: "Ansiedad: señales para pedir ayuda",
    subtitle: "Cuándo los nervios dejan de ser pasajeros",
    points: [
      {
        icon: (p) => cloud(p.main),
        title: "Preocupación constante",
        text: "Difícil de controlar y presente la mayoría de los días.",
      },
      {
        icon: (p) => pulseHeart(p.main),
        title: "Síntomas en el cuerpo",
        text: "Palpitaciones, tensión muscular, falta de aire o problemas para dormir.",
      },
      {
        icon: (p) => crossBadge(p.main),
        title: "Evitas situaciones",
        text: "Dejas de ir a lugares o de hacer cosas por miedo o nervios.",
      },
      {
        icon: (p) => clock(WHITE, p.main),
        title: "Afecta tu vida diaria",
        text: "En el trabajo, la escuela, tu familia o tus relaciones.",
      },
      {
        icon: lungs,
        title: "Respira y pide apoyo",
        text: "Respirar lento ayuda, pero no sustituye la atención profesional.",
      },
    ],
    footer: "Si piensas en hacerte daño, llama al 911 o a la Línea de la Vida: 800 911 2000.",
    footerIcon: "911",
  },
};

const depression: ArticleArt = {
  id: 4,
  slug: "depresion-mitos-y-realidades",
  category: "Salud Mental",
  feature: (p, w, h) => [
    place(
      path(
        "M64 200V152C46 140 36 116 38 92C40 50 72 20 114 22C150 24 172 52 170 84L184 110" +
          "C186 114 184 118 180 118L170 120V136C170 146 162 152 152 150L134 148V200Z",
        "#C4B5FD",
      ),
      w * 0.48,
      h - 230,
      460,
    ),
    place(brain(WHITE, p.main), w * 0.48 + 12, h - 230 - 70, 200),
    place(rainCloud(p), w * 0.2, h * 0.3, 220),
    place(sunBehindCloud(p), w * 0.8, h * 0.26, 230),
    place(sprout("#4ADE80", p.main), w * 0.82, h * 0.78, 150),
  ],
  hero: (p, w, h) => [
    place(rainCloud(p), w * 0.17, h * 0.36, 250),
    stroke(
      `M${w * 0.24} ${h * 0.72}C${w * 0.4} ${h * 0.86} ${w * 0.5} ${h * 0.56} ${w * 0.66} ${h * 0.66}`,
      p.main,
      12,
      { "stroke-dasharray": "2 30" },
    ),
    place(brain(p.light, p.main), w * 0.45, h * 0.36, 190),
    place(sunBehindCloud(p), w * 0.78, h * 0.32, 280),
    place(sprout("#4ADE80", p.main), w * 0.76, h * 0.74, 170),
  ],
  supporting: (p, w, h) => [
    place(bust({ skin: 0, shirt: p.main, longHair: true, hair: 1 }), w * 0.3, h - 150, 300),
    place(bust({ skin: 3, shirt: p.dark, hair: 3 }), w * 0.7, h - 150, 300),
    place(speechBubble(WHITE), w * 0.38, h * 0.2, 170),
    place(heart(p.main, false), w * 0.38, h * 0.18, 60),
    place(speechBubble(p.light, false), w * 0.62, h * 0.16, 140),
    circle(w * 0.62 - 24, h * 0.15, 7, p.dark),
    circle(w * 0.62, h * 0.15, 7, p.dark),
    circle(w * 0.62 + 24, h * 0.15, 7, p.dark),
  ],
  infographic: {
    title: "Depresión: mitos y realidades",
    subtitle: "Lo que sí sabemos sobre esta enfermedad",
    points: [
      {
        icon: (p) => rainCloud(p, p.main),
        title: "Mito: «es solo tristeza»",
        text: "Realidad: es una enfermedad que dura semanas y afecta el sueño, el apetito y la energía.",
      },
      {
        icon: (p) => brain(p.main, WHITE),
        title: "Mito: «es falta de voluntad»",
        text: "Realidad: influyen factores biológicos, psicológicos y sociales; no es debilidad.",
      },
      {
        icon: (p) => speechBubble(p.main),
        title: "Mito: «hablarlo lo empeora»",
        text: "Realidad: hablar con alguien de confianza y pedir ayuda es un primer paso.",
      },
      {
        icon: (p) => sprout("#4ADE80", p.main),
        title: "Mito: «no tiene tratamiento»",
        text: "Realidad: la psicoterapia y, cuando el médico lo indica, los medicamentos ayudan.",
      },
      {
        icon: (p) => bust({ skin: 1, shirt: p.main }),
        title: "Mito: «solo les pasa a los adultos»",
        text: "Realidad: también afecta a niñas, niños, adolescentes y personas mayores.",
      },
    ],
    footer: "Si piensas en hacerte daño, llama al 911 o a la Línea de la Vida: 800 911 2000.",
    footerIcon: "911",
  },
};

export const SALUD_MENTAL: ArticleArt[] = [anxiety, depression];
