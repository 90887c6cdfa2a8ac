/** Salud Sexual: STI prevention and testing (article 5), HPV vaccine and screening (article 6). */
import type { ArticleArt } from "../article.ts";
import { GRAY, INK, LINE, PALE, SKY, WHITE, type Palette } from "../palette.ts";
import {
  bust,
  calendar,
  checkBadge,
  clipboard,
  heart,
  shield,
  speechBubble,
  sparkle,
} from "../props.ts";
import { circle, g, path, place, rect, rrect, stroke } from "../svg.ts";

export function condomPacket(p: Palette, fill = p.main): string {
  return g([
    rrect(26, 26, 148, 148, 18, fill),
    rrect(40, 40, 120, 120, 10, "none", {
      stroke: WHITE,
      "stroke-width": 4,
      "stroke-dasharray": "6 10",
      opacity: 0.7,
    }),
    circle(100, 100, 38, "none", { stroke: p.light, "stroke-width": 12 }),
    circle(100, 100, 20, p.light, { opacity: 0.6 }),
    path("M26 60L40 66L26 72Z", p.bg),
  ]);
}

export function testTube(liquid: string, cap: string): string {
  return g([
    path("M80 30H120V150C120 174 80 174 80 150Z", WHITE),
    path("M80 96H120V150C120 174 80 174 80 150Z", liquid),
    rrect(72, 18, 56, 20, 6, cap),
    rect(88, 44, 6, 40, WHITE, { opacity: 0.8 }),
    rect(86, 104, 6, 46, WHITE, { opacity: 0.4 }),
  ]);
}

function tubeRack(p: Palette): string {
  return g([
    place(testTube(p.main, p.dark), 56, 92, 150),
    place(testTube(SKY, GRAY), 100, 86, 150),
    place(testTube(p.light, p.main), 144, 92, 150),
    rrect(14, 120, 172, 24, 8, p.dark),
    rrect(24, 144, 12, 40, 4, p.dark),
    rrect(164, 144, 12, 40, 4, p.dark),
  ]);
}

/** A lab result: a sheet with a test-tube mark, lines and a check list. */
function resultSheet(p: Palette): string {
  const rows = [0, 1, 2].map((i) =>
    g([
      rrect(56, 104 + i * 24, 14, 14, 4, "#22C55E"),
      stroke(`M59 ${111 + i * 24}L62 ${114 + i * 24}L67 ${108 + i * 24}`, WHITE, 2.5),
      rrect(78, 107 + i * 24, i === 1 ? 50 : 66, 8, 4, LINE),
    ]),
  );
  return g([
    rrect(36, 16, 128, 168, 12, WHITE),
    rrect(36, 16, 128, 30, 12, p.main),
    rect(36, 34, 128, 12, p.main),
    circle(70, 72, 16, p.soft),
    place(testTube(p.main, p.dark), 70, 72, 40),
    rrect(94, 62, 56, 8, 4, LINE),
    rrect(94, 76, 40, 8, 4, LINE),
    ...rows,
  ]);
}

export function padlock(p: Palette): string {
  return g([
    stroke("M64 92V66C64 44 80 30 100 30C120 30 136 44 136 66V92", GRAY, 16),
    rrect(40, 86, 120, 96, 20, p.dark),
    circle(100, 124, 14, p.bg),
    rrect(94, 128, 12, 28, 5, p.bg),
  ]);
}

export function microscope(p: Palette): string {
  return g([
    rrect(40, 168, 120, 20, 8, INK),
    rrect(120, 100, 16, 72, 6, INK),
    stroke("M128 104C154 92 150 52 118 42", INK, 16),
    g(
      [
        rrect(84, 30, 30, 90, 8, p.main),
        rrect(80, 14, 38, 20, 5, INK),
        rrect(90, 118, 18, 14, 3, GRAY),
      ],
      {
        transform: "rotate(-22 100 80)",
      },
    ),
    rrect(54, 134, 92, 10, 4, INK),
    rrect(66, 128, 56, 6, 2, SKY),
    circle(140, 132, 11, p.main),
  ]);
}

export function syringe(p: Palette): string {
  const ticks = [64, 80, 96, 112, 128].map((x) => rect(x, 80, 3, 14, INK, { opacity: 0.35 }));
  return g([
    stroke("M8 100H40", GRAY, 4),
    rrect(36, 92, 14, 16, 3, GRAY),
    rrect(48, 80, 100, 40, 8, WHITE),
    rrect(52, 84, 60, 32, 6, p.light),
    ...ticks,
    rrect(108, 84, 10, 32, 3, INK),
    rect(118, 94, 44, 12, GRAY),
    rrect(144, 70, 8, 60, 4, p.dark),
    rrect(160, 76, 14, 48, 6, p.dark),
  ]);
}

export function vial(p: Palette): string {
  return g([
    rrect(74, 26, 52, 28, 6, p.main),
    rect(84, 52, 32, 14, LINE),
    rrect(66, 62, 68, 116, 16, WHITE),
    rrect(70, 100, 60, 74, 12, p.light),
    rect(66, 112, 68, 34, p.soft),
    rect(76, 72, 8, 24, PALE),
  ]);
}

export function virus(fill: string, knob: string): string {
  const spikes: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI * 2) / 10;
    const x = 100 + Math.cos(a) * 64;
    const y = 100 + Math.sin(a) * 64;
    spikes.push(
      stroke(`M100 100L${x.toFixed(1)} ${y.toFixed(1)}`, fill, 8),
      circle(x, y, 10, knob),
    );
  }
  return g([
    ...spikes,
    circle(100, 100, 46, fill),
    circle(86, 88, 8, knob, { opacity: 0.7 }),
    circle(116, 112, 6, knob, { opacity: 0.7 }),
  ]);
}

function bandAid(x: number, y: number, angle: number): string {
  return g(
    [rrect(x - 20, y - 8, 40, 16, 8, "#FCD9A0"), rrect(x - 7, y - 6, 14, 12, 3, "#F5B971")],
    { transform: `rotate(${angle} ${x} ${y})` },
  );
}

const sti: ArticleArt = {
  id: 5,
  slug: "infecciones-de-transmision-sexual-prevencion-y-pruebas",
  category: "Salud Sexual",
  feature: (p, w, h) => [
    place(shield(p.main, p.light), w * 0.5, h * 0.48, 400),
    place(condomPacket(p, p.dark), w * 0.24, h * 0.64, 200, { rotate: -14 }),
    place(condomPacket(p), w * 0.3, h * 0.38, 150, { rotate: 12 }),
    place(tubeRack(p), w * 0.78, h * 0.62, 260),
    place(heart(p.main), w * 0.8, h * 0.22, 80),
    place(heart(p.light, false), w * 0.72, h * 0.16, 46),
  ],
  hero: (p, w, h) => [
    place(clipboard(p, 4, 3), w * 0.18, h * 0.5, 280, { rotate: -6 }),
    place(microscope(p), w * 0.44, h * 0.58, 280),
    place(testTube(p.main, p.dark), w * 0.6, h * 0.62, 190, { rotate: 10 }),
    place(shield(p.main, p.light), w * 0.8, h * 0.44, 300),
    place(condomPacket(p, p.dark), w * 0.9, h * 0.76, 130, { rotate: 16 }),
  ],
  supporting: (p, w, h) => [
    place(resultSheet(p), w * 0.42, h * 0.52, 330, { rotate: -4 }),
    place(padlock(p), w * 0.64, h * 0.66, 160),
    place(testTube(p.main, p.dark), w * 0.2, h * 0.56, 190, { rotate: -12 }),
    place(checkBadge(), w * 0.78, h * 0.3, 80),
    place(heart(p.light, false), w * 0.16, h * 0.2, 50),
  ],
  infographic: {
    title: "ITS: prevención y pruebas",
    subtitle: "Cuidarte es parte de una vida sexual sana",
    points: [
      {
        icon: condomPacket,
        title: "Usa condón",
        text: "En cada relación sexual, de principio a fin.",
      },
      {
        icon: (p) => testTube(p.main, p.dark),
        title: "Hazte pruebas",
        text: "De VIH, sífilis y otras ITS, aunque no tengas síntomas.",
      },
      {
        icon: (p) => place(syringe(p), 100, 100, 230, { rotate: -40 }),
        title: "Vacúnate",
        text: "Hay vacunas contra el VPH y la hepatitis B; pregunta por ellas.",
      },
      {
        icon: (p) => speechBubble(p.main),
        title: "Habla con tu pareja",
        text: "Compartan resultados y decidan juntos cómo cuidarse.",
      },
      {
        icon: (p) => shield(p.main, p.light),
        title: "Atiende los síntomas",
        text: "Llagas, flujo anormal, ardor o verrugas: acude a tu médico; no te automediques.",
      },
    ],
    footer: "Las pruebas son confidenciales: acude a tu médico o a tu centro de salud.",
    footerIcon: "doctor",
  },
};

const hpv: ArticleArt = {
  id: 6,
  slug: "virus-del-papiloma-humano-vacuna-y-deteccion",
  category: "Salud Sexual",
  feature: (p, w, h) => [
    place(calendar(p, [1, 6, 10], p.main, true), w * 0.72, h * 0.46, 300),
    place(syringe(p), w * 0.4, h * 0.5, 520, { rotate: -30 }),
    place(vial(p), w * 0.18, h * 0.68, 180),
    place(checkBadge(), w * 0.84, h * 0.22, 90),
    place(sparkle(p.accent), w * 0.28, h * 0.2, 50),
  ],
  hero: (p, w, h) => [
    place(virus("#CBD5E1", "#94A3B8"), w * 0.12, h * 0.3, 130),
    place(virus("#CBD5E1", "#94A3B8"), w * 0.22, h * 0.62, 100),
    place(virus("#CBD5E1", "#94A3B8"), w * 0.08, h * 0.8, 80),
    place(shield(p.main, p.light), w * 0.42, h * 0.48, 360),
    place(syringe(p), w * 0.72, h * 0.44, 360, { rotate: -20 }),
    place(vial(p), w * 0.88, h * 0.7, 160),
  ],
  supporting: (p, w, h) => [
    place(bust({ skin: 1, shirt: p.main, longHair: true, hair: 0 }), w * 0.24, h - 130, 260),
    place(bust({ skin: 3, shirt: p.dark, hair: 3 }), w * 0.76, h - 130, 260),
    place(shield(p.main, p.light), w * 0.5, h * 0.4, 200),
    place(syringe(p), w * 0.5, h * 0.78, 200, { rotate: -10 }),
    bandAid(w * 0.24 - 66, h - 58, -30),
    bandAid(w * 0.76 + 66, h - 58, 30),
  ],
  infographic: {
    title: "VPH: vacuna y detección",
    subtitle: "Dos herramientas para prevenir el cáncer cervicouterino",
    points: [
      {
        icon: (p) => place(syringe(p), 100, 100, 230, { rotate: -40 }),
        title: "La vacuna protege",
        text: "Es más eficaz si se aplica en la infancia o la adolescencia, antes de iniciar la vida sexual.",
      },
      {
        icon: (p) => calendar(p, [1, 6], p.main, true),
        title: "Completa tu esquema",
        text: "Tu médico o centro de salud te indica cuándo te toca cada aplicación.",
      },
      {
        icon: microscope,
        title: "Papanicolaou y prueba de VPH",
        text: "Detectan cambios en el cuello uterino antes de que se vuelvan cáncer.",
      },
      {
        icon: condomPacket,
        title: "Usa condón",
        text: "Reduce el riesgo de contagio, aunque no lo elimina por completo.",
      },
      {
        icon: (p) => clipboard(p, 3, 3),
        title: "Aunque estés vacunada",
        text: "Sigue haciéndote tus pruebas de detección cuando te corresponda.",
      },
    ],
    footer: "Pregunta en tu centro de salud por la vacuna y las pruebas de detección.",
    footerIcon: "doctor",
  },
};

export const SALUD_SEXUAL: ArticleArt[] = [sti, hpv];
