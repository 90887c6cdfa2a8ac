/** Ginecología: menstrual health and when to see the gynaecologist (article 11). */
import type { ArticleArt } from "../article.ts";
import { LINE, WHITE, type Palette } from "../palette.ts";
import { bust, calendar, clipboard, drop, phone, speechBubble, stethoscope } from "../props.ts";
import { circle, g, path, place, rrect, stroke } from "../svg.ts";

/** A 28-day cycle as a ring of dots: menstruation first, the fertile window lighter. */
export function cycleRing(p: Palette, centre = true): string {
  const dots: string[] = [];
  for (let i = 0; i < 28; i++) {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 28;
    const x = 100 + Math.cos(a) * 76;
    const y = 100 + Math.sin(a) * 76;
    const fill = i < 5 ? p.accent : i >= 11 && i <= 16 ? p.main : LINE;
    dots.push(circle(x, y, i < 5 ? 9 : 7, fill));
  }
  return g([
    circle(100, 100, 94, WHITE),
    ...dots,
    centre ? place(drop(p.accent), 100, 100, 70) : "",
  ]);
}

export function flower(p: Palette): string {
  const petals = Array.from({ length: 6 }, (_, i) =>
    path("M100 100C84 80 84 48 100 34C116 48 116 80 100 100Z", p.light, {
      transform: `rotate(${i * 60} 100 100)`,
    }),
  );
  return g([
    stroke("M100 110V196", "#16A34A", 8),
    path("M100 170C80 170 64 156 62 138C84 138 98 150 100 170Z", "#4ADE80"),
    g(petals, { transform: "translate(0 -10)" }),
    circle(100, 90, 16, p.accent),
  ]);
}

export function hotWaterBottle(p: Palette): string {
  return g([
    rrect(80, 24, 40, 40, 8, p.main),
    rrect(72, 14, 56, 20, 6, p.dark),
    rrect(36, 56, 128, 134, 34, p.main),
    stroke(
      "M64 96Q82 86 100 96T136 96M64 124Q82 114 100 124T136 124M64 152Q82 142 100 152T136 152",
      WHITE,
      6,
      {
        opacity: 0.6,
      },
    ),
  ]);
}

const menstrual: ArticleArt = {
  id: 11,
  slug: "salud-menstrual-cuando-consultar-al-ginecologo",
  category: "Ginecología",
  feature: (p, w, h) => [
    place(calendar(p, [0, 1, 2, 3], p.accent), w * 0.54, h * 0.46, 400),
    place(cycleRing(p), w * 0.28, h * 0.62, 260),
    place(stethoscope(p.dark), w * 0.8, h * 0.66, 220, { rotate: -10 }),
    place(flower(p), w * 0.8, h * 0.22, 120, { rotate: 12 }),
  ],
  hero: (p, w, h) => [
    place(cycleRing(p), w * 0.3, h * 0.48, 340),
    place(
      phone(
        g([
          place(cycleRing(p, false), 100, 86, 76),
          rrect(70, 134, 60, 10, 5, p.light),
          rrect(70, 150, 40, 10, 5, LINE),
        ]),
      ),
      w * 0.56,
      h * 0.5,
      280,
      { rotate: 6 },
    ),
    place(hotWaterBottle(p), w * 0.76, h * 0.62, 220, { rotate: -10 }),
    place(flower(p), w * 0.9, h * 0.66, 150),
    place(flower(p), w * 0.1, h * 0.8, 110, { rotate: -14 }),
  ],
  supporting: (p, w, h) => [
    place(bust({ skin: 1, shirt: p.main, longHair: true, hair: 1 }), w * 0.28, h - 150, 300),
    place(speechBubble(WHITE), w * 0.44, h * 0.24, 190),
    place(cycleRing(p, false), w * 0.44, h * 0.24 - 10, 84),
    place(clipboard(p, 4, 2), w * 0.72, h * 0.56, 240, { rotate: 6 }),
    place(stethoscope(p.dark), w * 0.88, h * 0.8, 130, { rotate: -20 }),
  ],
  infographic: {
    title: "Salud menstrual: cuándo consultar",
    subtitle: "Señales para acudir al ginecólogo",
    points: [
      {
        icon: (p) => drop(p.accent),
        title: "Sangrado muy abundante",
        text: "Si empapas una toalla o un tampón cada hora, o expulsas coágulos grandes.",
      },
      {
        icon: hotWaterBottle,
        title: "Dolor que te detiene",
        text: "Cólicos que no mejoran y te impiden ir a la escuela, al trabajo o hacer tus actividades.",
      },
      {
        icon: (p) => cycleRing(p, false),
        title: "Ciclos irregulares",
        text: "Reglas muy seguidas, muy espaciadas o que desaparecen sin que haya embarazo.",
      },
      {
        icon: (p) => calendar(p, [2, 9], p.accent),
        title: "Sangrado fuera de tu regla",
        text: "Entre periodos, después de tener relaciones o después de la menopausia.",
      },
      {
        icon: (p) => clipboard(p, 3, 3),
        title: "Lleva un registro",
        text: "Anota inicio, duración y síntomas de cada ciclo y llévalo a tu consulta.",
      },
    ],
    footer: "Sangrado muy abundante con mareo o desmayo: llama al 911.",
    footerIcon: "911",
  },
};

export const GINECOLOGIA: ArticleArt[] = [menstrual];
