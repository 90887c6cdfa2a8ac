/**
 * Drawn portraits for the demo listings, one set per gender, so a woman doctor never gets a
 * beard and a man never gets the long hair drawn for women. Pure SVG from simple shapes:
 * nothing is downloaded, no real face is shown. `npm run db:seed` and the start use the files
 * in public/images/retratos/, which scripts/demo-portraits.ts writes from this module.
 */

export type PortraitSex = "female" | "male";

export const PORTRAITS_PER_SEX = 12;
export const PORTRAIT_DIR = "/images/retratos";

const SKIN = [
  { face: "#f3cfb3", shade: "#d1b29a", line: "#af9581" },
  { face: "#e8b894", shade: "#c99a78", line: "#a07a5e" },
  { face: "#d39b72", shade: "#b5805b", line: "#8c6145" },
  { face: "#b47a52", shade: "#96633f", line: "#6f4a2f" },
  { face: "#8d5a3b", shade: "#74482d", line: "#553420" },
] as const;
const HAIR = ["#2b1d16", "#4a3024", "#6b4a2f", "#1f1f24", "#8a8a8a"] as const;
const BACKGROUND = ["#d8eefe", "#e3f5ef", "#fdf0d9", "#ece8fb", "#fde4e4", "#e6f0f3"] as const;
const SCRUBS = ["#2a9d8f", "#3b6fb6", "#7a5aa6", "#0d7a6c", "#c2577a", "#466a7a"] as const;

export function portraitPath(sex: PortraitSex, variant: number): string {
  const n = String((variant % PORTRAITS_PER_SEX) + 1).padStart(2, "0");
  return `${PORTRAIT_DIR}/${sex === "female" ? "medica" : "medico"}-${n}.svg`;
}

/** Hair drawn behind the head (long hair falls over the shoulders). */
function hairBack(sex: PortraitSex, style: number, colour: string): string {
  if (sex === "male") return "";
  const shapes = [
    // Long, straight, over the shoulders.
    `<path d="M80 118C74 64 100 52 128 52C158 52 184 66 176 118L184 196C160 206 96 206 72 196Z" fill="${colour}"/>`,
    // Chin-length bob.
    `<path d="M80 120C76 66 102 54 128 54C156 54 182 68 176 120L178 162C160 170 96 170 78 162Z" fill="${colour}"/>`,
    // Bun on top.
    `<circle cx="128" cy="50" r="20" fill="${colour}"/>`,
  ];
  return shapes[style % shapes.length]!;
}

/** Hair on the head, in front. */
function hairFront(sex: PortraitSex, style: number, colour: string): string {
  if (sex === "female") {
    const shapes = [
      `<path d="M86 116C80 72 104 58 130 58C158 58 178 76 170 116C164 92 146 80 118 84C104 88 92 98 86 116Z" fill="${colour}"/>`,
      `<path d="M86 112C84 70 106 58 130 58C156 58 176 72 170 112C150 96 110 92 86 112Z" fill="${colour}"/>`,
      `<path d="M88 104C90 72 108 62 128 62C150 62 168 72 168 104C152 88 104 88 88 104Z" fill="${colour}"/>`,
    ];
    return shapes[style % shapes.length]!;
  }
  const shapes = [
    // Short, even.
    `<path d="M86 108C84 70 106 60 128 60C152 60 174 70 170 108C164 90 150 82 128 82C106 82 92 90 86 108Z" fill="${colour}"/>`,
    // Side part.
    `<path d="M86 110C82 68 108 58 132 60C158 62 176 76 170 108C160 88 138 80 112 86C100 90 92 98 86 110Z" fill="${colour}"/>`,
    // Receding, cropped at the sides.
    `<path d="M86 104C86 82 94 72 104 68L104 96C96 98 90 100 86 104ZM170 104C170 82 162 72 152 68L152 96C160 98 166 100 170 104Z" fill="${colour}"/>`,
  ];
  return shapes[style % shapes.length]!;
}

/** Men only: none, a moustache, or a short beard with moustache. */
function facialHair(sex: PortraitSex, style: number, colour: string): string {
  if (sex === "female") return "";
  if (style === 1) {
    return `<path class="bigote" d="M112 136Q128 128 144 136Q128 140 112 136Z" fill="${colour}"/>`;
  }
  if (style === 2) {
    return (
      `<path class="barba" d="M88 124C90 160 108 166 128 166C148 166 166 160 168 124C160 150 144 152 128 152C112 152 96 150 88 124Z" fill="${colour}" opacity=".9"/>` +
      `<path class="bigote" d="M112 136Q128 128 144 136Q128 140 112 136Z" fill="${colour}"/>`
    );
  }
  return "";
}

/** The SVG of portrait `variant` (0-based) of a woman or a man doctor. Deterministic. */
export function portraitSvg(sex: PortraitSex, variant: number): string {
  const v = variant % PORTRAITS_PER_SEX;
  const skin = SKIN[(v * 3 + (sex === "female" ? 1 : 0)) % SKIN.length]!;
  const hair = HAIR[(v * 2 + 1) % (v % 4 === 3 ? HAIR.length : HAIR.length - 1)]!;
  const background = BACKGROUND[(v + (sex === "female" ? 2 : 0)) % BACKGROUND.length]!;
  const scrubs = SCRUBS[(v * 5 + (sex === "female" ? 3 : 0)) % SCRUBS.length]!;
  const hairStyle = v % 3;
  const faceStyle = Math.floor(v / 3) % 3;
  const earrings =
    sex === "female" && v % 2 === 0
      ? `<g fill="#e9c46a"><circle cx="87" cy="134" r="3.5"/><circle cx="169" cy="134" r="3.5"/></g>`
      : "";
  const glasses =
    v % 4 === 1
      ? `<g fill="none" stroke="#3b3b45" stroke-width="3"><circle cx="112" cy="118" r="12"/><circle cx="144" cy="118" r="12"/><path d="M124 118H132"/></g>`
      : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${background}"/>`,
    `<circle cx="128" cy="118" r="92" fill="#fff" opacity=".35"/>`,
    hairBack(sex, hairStyle, hair),
    `<path d="M110 140V188L128 206L146 188V140Z" fill="${skin.shade}"/>`,
    `<path d="M20 262C22 212 56 188 104 180L128 232L152 180C200 188 234 212 236 262Z" fill="#fff" stroke="#d5dee4" stroke-width="2"/>`,
    `<path d="M108 182L128 226L148 182L146 188L128 206L110 188Z" fill="${scrubs}"/>`,
    `<path d="M104 180L116 200L110 208L128 232M152 180L140 200L146 208L128 232" fill="none" stroke="#c9d3da" stroke-width="2" stroke-linejoin="round"/>`,
    `<ellipse cx="87" cy="118" rx="8" ry="12" fill="${skin.shade}"/><ellipse cx="169" cy="118" rx="8" ry="12" fill="${skin.shade}"/>`,
    `<ellipse cx="128" cy="114" rx="41" ry="50" fill="${skin.face}"/>`,
    hairFront(sex, hairStyle, hair),
    `<g fill="#2d2a32"><circle cx="112" cy="118" r="4.5"/><circle cx="144" cy="118" r="4.5"/></g>`,
    `<path d="M103 106Q112 100 120 105M136 105Q144 100 153 106" fill="none" stroke="${hair}" stroke-width="${sex === "female" ? 2.5 : 3.5}" stroke-linecap="round"/>`,
    `<path d="M128 122Q124 132 130 133" fill="none" stroke="${skin.line}" stroke-width="2.5" stroke-linecap="round"/>`,
    facialHair(sex, faceStyle, hair),
    `<path d="M114 ${sex === "female" ? 143 : 144}Q128 ${sex === "female" ? 154 : 152} 142 ${sex === "female" ? 143 : 144}" fill="none" stroke="${sex === "female" ? "#b5475a" : "#7a3e3e"}" stroke-width="3.5" stroke-linecap="round"/>`,
    earrings,
    glasses,
    `<g fill="none" stroke="#475866" stroke-width="5" stroke-linecap="round"><path d="M108 184C98 204 98 218 106 228"/><path d="M148 184C160 204 162 218 158 230"/></g><circle cx="106" cy="233" r="8" fill="#8a99a6" stroke="#475866" stroke-width="4"/>`,
    `</svg>`,
  ]
    .filter(Boolean)
    .join("\n");
}
