/** Sistema de Salud: public or private care, and checking a doctor's cédula (article 12). */
import type { ArticleArt } from "../article.ts";
import { GRAY, GREEN, INK, LINE, PALE, SKY, WHITE, type Palette } from "../palette.ts";
import { checkBadge, magnifier, plus, stethoscope } from "../props.ts";
import { circle, g, path, place, rect, rrect, stroke } from "../svg.ts";

/** Six columns of windows in three rows, leaving room for the door in the bottom row. */
function windows(): string[] {
  const out: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 6; c++) {
      if (r === 2 && (c === 2 || c === 3)) continue;
      out.push(rrect(30 + c * 24 + (c >= 3 ? 10 : 0), 98 + r * 26, 18, 16, 3, SKY));
    }
  }
  return out;
}

/** A large public hospital with a cross on the roof. */
export function hospital(p: Palette): string {
  return g([
    rect(20, 70, 160, 124, WHITE),
    rect(20, 70, 160, 16, p.main),
    rect(70, 40, 60, 34, WHITE),
    circle(100, 40, 26, p.main),
    place(plus(WHITE), 100, 40, 32),
    ...windows(),
    rrect(84, 150, 32, 44, 4, p.dark),
    rect(99, 150, 2, 44, p.soft),
    rect(10, 190, 180, 8, GRAY),
  ]);
}

/** A small private clinic with an awning. */
export function clinic(p: Palette): string {
  const stripes: string[] = [];
  for (let i = 0; i < 7; i++) stripes.push(rect(30 + i * 20, 100, 20, 22, i % 2 ? WHITE : p.dark));
  return g([
    rect(36, 100, 128, 94, WHITE),
    path("M24 104L100 50L176 104Z", p.dark),
    ...stripes,
    path("M30 122H170L164 132H36Z", p.dark, { opacity: 0.4 }),
    rrect(52, 140, 40, 54, 4, p.main),
    rrect(108, 140, 40, 30, 4, SKY),
    circle(100, 82, 14, WHITE),
    place(plus(p.main), 100, 82, 18),
    rect(20, 190, 160, 8, GRAY),
  ]);
}

/** A professional ID (cédula) with a photo, lines instead of text, and a green check. */
export function idCard(p: Palette, check = true): string {
  return g([
    rrect(14, 42, 172, 116, 14, WHITE),
    path("M14 72V56C14 48 20 42 28 42H172C180 42 186 48 186 56V72Z", p.main),
    rrect(28, 84, 46, 58, 8, p.soft),
    circle(51, 104, 11, p.dark),
    path("M33 142C33 126 41 120 51 120C61 120 69 126 69 142Z", p.dark),
    rrect(86, 88, 84, 9, 4.5, LINE),
    rrect(86, 106, 62, 9, 4.5, LINE),
    rrect(86, 124, 74, 9, 4.5, PALE),
    rrect(30, 52, 40, 8, 4, WHITE, { opacity: 0.7 }),
    check ? place(checkBadge(GREEN), 166, 146, 60) : "",
  ]);
}

function laptop(p: Palette): string {
  return g([
    rrect(30, 34, 140, 100, 10, INK),
    rrect(38, 42, 124, 84, 4, WHITE),
    rrect(48, 52, 104, 16, 8, PALE),
    circle(58, 60, 4, GRAY),
    rrect(48, 78, 104, 38, 6, p.soft),
    rrect(56, 86, 22, 22, 4, p.light),
    rrect(84, 88, 50, 6, 3, LINE),
    rrect(84, 100, 36, 6, 3, LINE),
    path("M14 134H186L176 152H24Z", GRAY),
    rrect(84, 134, 32, 6, 3, LINE),
  ]);
}

/** A signpost with two blank arrows pointing opposite ways. */
function signpost(p: Palette): string {
  return g([
    rrect(94, 30, 12, 166, 6, GRAY),
    path("M30 50H140L160 66L140 82H30Z", p.main),
    path("M170 96H60L40 112L60 128H170Z", p.dark),
    rrect(50, 62, 60, 8, 4, WHITE, { opacity: 0.6 }),
    rrect(80, 108, 60, 8, 4, WHITE, { opacity: 0.6 }),
  ]);
}

function tree(): string {
  return g([
    rrect(94, 120, 12, 70, 6, "#92400E"),
    circle(100, 90, 46, "#4ADE80"),
    circle(80, 112, 28, "#22C55E"),
  ]);
}

const publicOrPrivate: ArticleArt = {
  id: 12,
  slug: "imss-issste-o-medico-privado-como-elegir-atencion",
  category: "Sistema de Salud",
  feature: (p, w, h) => [
    place(hospital(p), w * 0.3, h * 0.46, 380),
    place(clinic(p), w * 0.7, h * 0.5, 320),
    place(idCard(p), w * 0.5, h * 0.76, 300, { rotate: -4 }),
    place(magnifier(p.dark), w * 0.86, h * 0.82, 130),
  ],
  hero: (p, w, h) => [
    rect(0, h * 0.86, w, h * 0.14, "#94A3B8", { opacity: 0.35 }),
    stroke(`M0 ${h * 0.93}H${w}`, WHITE, 6, { "stroke-dasharray": "40 30" }),
    place(hospital(p), w * 0.2, h * 0.55, 420),
    place(tree(), w * 0.38, h * 0.66, 200),
    place(signpost(p), w * 0.52, h * 0.6, 300),
    place(clinic(p), w * 0.8, h * 0.58, 380),
  ],
  supporting: (p, w, h) => [
    place(laptop(p), w * 0.38, h * 0.52, 380),
    place(idCard(p), w * 0.72, h * 0.62, 240, { rotate: 6 }),
    place(magnifier(p.dark), w * 0.74, h * 0.28, 130),
    place(stethoscope(p.dark), w * 0.12, h * 0.74, 120, { rotate: 10 }),
  ],
  infographic: {
    title: "IMSS, ISSSTE o médico privado",
    subtitle: "Cómo elegir dónde atenderte",
    points: [
      {
        icon: hospital,
        title: "Revisa tu derechohabiencia",
        text: "IMSS si trabajas en el sector privado; ISSSTE si trabajas para el gobierno federal.",
      },
      {
        icon: (p) => place(plus(p.main), 100, 100, 150),
        title: "Sin seguridad social",
        text: "Puedes atenderte en IMSS-Bienestar o en los servicios de salud de tu estado.",
      },
      {
        icon: clinic,
        title: "Consulta privada",
        text: "Compara costos, horarios y si acepta tu seguro de gastos médicos.",
      },
      {
        icon: (p) => idCard(p),
        title: "Verifica la cédula profesional",
        text: "Búscala en el Registro Nacional de Profesionistas de la SEP, también la de especialidad.",
      },
      {
        icon: (p) => magnifier(p.dark),
        title: "Pregunta y compara",
        text: "Pide que te expliquen tu diagnóstico y tus opciones; puedes pedir una segunda opinión.",
      },
    ],
    footer: "En una emergencia, llama al 911 o acude al hospital más cercano.",
    footerIcon: "911",
  },
};

export const SISTEMA_DE_SALUD: ArticleArt[] = [publicOrPrivate];
