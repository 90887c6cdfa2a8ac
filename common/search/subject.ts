/**
 * Who a description is about, read from folded text (lowercase, no accents, ñ as n; see
 * foldText): a baby, a child, an adult son or daughter, an older adult, a pregnant woman.
 * The search lexicon uses it to send children to pediatrics (and adult sons to their own
 * doctor); the warning-sign rules use it for babies under three months, pregnancy weeks and
 * older adults.
 */
export interface Subject {
  /** Every age stated in the text, in months ("bebé de 3 semanas" -> 0.7, "de 70 años" -> 840). */
  agesInMonths: number[];
  /** A baby under a year ("mi bebé", "recién nacido", "de 8 meses"). */
  infant: boolean;
  /** Under three months, when fever alone is a warning sign. */
  youngInfant: boolean;
  /** Under 18, or a child word (hijo, niña, bebé…) with no adult age next to it. */
  child: boolean;
  olderAdult: boolean;
  pregnant: boolean;
  /** "tengo 30 semanas", "embarazada de 7 meses" (as weeks), when stated. */
  pregnancyWeeks: number | null;
  /** Gave birth recently ("di a luz hace una semana", "después del parto"). */
  postpartum: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const AMOUNT = `(\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = "(dia|dias|semana|semanas|mes|meses|ano|anos)";

function amountOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

function toMonths(amount: number, unit: string): number {
  if (unit.startsWith("dia")) return amount / 30;
  if (unit.startsWith("semana")) return amount / 4.3;
  if (unit.startsWith("mes")) return amount;
  return amount * 12;
}

/**
 * "de 3 semanas", "tiene 8 meses", "10 dias de nacido", "bebé 3 semanas" (typed as a search); not "hace dos años" nor a pregnancy
 * ("embarazada de 7 meses", "30 semanas de embarazo"). Group 1 is the verb or preposition.
 */
const AGE = new RegExp(
  `\\b(?<!embarazada |embarazo )(de|tiene|tengo|llevo|con|cumplio|cumple|bebe|bebito|bebita|nene|nena) ${AMOUNT} ${UNIT}\\b(?! de (?:embarazo|gestacion))|\\b()${AMOUNT} ${UNIT} de (?:nacid[oa]|edad|vida)\\b`,
  "g",
);
/** A bare number after a relative: "mi hijo ya grande, de 40", "mi papá de 70". */
const BARE_ADULT_AGE =
  /\b(?:hijo|hija|papa|mama|padre|madre|esposo|esposa|abuelo|abuela|suegro|suegra|tio|tia) (?:ya grande )?de (\d{2})\b(?! (?:dia|dias|semana|semanas|mes|meses|ano|anos)\b)/g;
const PREGNANCY_WORDS =
  /\b(embarazada|embarazadas|embarazo|encinta|gestacion|esperando (?:un )?bebe|pataditas|(?:siento|siente|sentia|sentimos|senti|sintio) (?:que )?(?:se mueva|se mueve|moverse|mover|patear) (?:el|mi|su) (?:bebe|bebito|bebita)|contracciones|preeclampsia|rompio la fuente|rompi (?:la )?fuente)\b/;
const NOT_PREGNANT = /\b(no (?:estoy|esta|estaba) embarazada|sin estar embarazada|no embarazada)\b/;
/**
 * "30 semanas de embarazo", "embarazada de 7 meses", "estoy de 7 meses", "mi esposa tiene 7
 * meses" (a grown woman's months are her pregnancy's), "llevo 39 semanas".
 */
const PREGNANCY_TIME = new RegExp(
  `\\b${AMOUNT} (semanas|meses) de (?:embarazo|gestacion)\\b|\\b(?:embarazada de|(?:estoy|esta|estaba|andaba|anda|ando|va|voy) de|(?:esposa|mujer|novia|nuera|senora|pareja|chava|morra|vieja) (?:ya )?(?:tiene|lleva|va en|anda en|cumplio|cumple|esta de)(?: los)?) ${AMOUNT} (semanas|meses)\\b(?! (?:con|sin|que|de (?:edad|nacid[oa])|tomando|enferm[oa]|sufriendo|yendo|en tratamiento|asi))|\\b(?:llevo|tengo|voy en|ando en) ${AMOUNT} (semanas|meses)\\b|\\b(?:voy|ando|estoy) en la (?:semana )?(\\d{1,2})\\b(?! de )`,
);
const POSTPARTUM =
  /\b(di a luz|dio a luz|(?:despues|luego) del parto|(?:tuve|tuvo|tuvimos|tuvieron) (?:a )?(?:mi|el|la|su|sus|mis) (?:bebes?|bebita|bebito|nena|nene|hij[oa]s?)|naci(?:o|eron) mis? (?:bebes?|hij[oa]s?)|pos ?t? ?parto|acabo de (?:tener|parir|dar a luz)|acaba de (?:tener|parir|dar a luz)|(?:me|le) hicieron (?:una |la )?cesarea|(?:tuve|tuvo) (?:una |mi |su )?cesarea|recien parida|puerperio|en la cuarentena)\b/;
/**
 * "Se alivió hace 5 días" is a birth when said of a woman or next to a baby or a birth; said of
 * a symptom ("tuve dolor en el pecho, se alivió hace 2 días") it is a recovery. "Me alivié hace
 * 3 días" is a birth unless "ya" comes before it or "de la gripa" after it.
 */
const ALIVIO_HACE =
  /\b(?<!ya )(?<!ya se )(se |me )?alivi(?:o|e) hace (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince) (?:dias?|semanas?)\b(?! de )/;
export const BIRTH_CONTEXT =
  /\b(esposa|mujer|hija|hermana|nuera|cunada|prima|sobrina|vecina|amiga|comadre|senora|muchacha|chava|paciente|bebes?|bebit[oa]|bb|nen[ea]|recien nacid[oa]|parto|cesarea|nacio|puntos|cuarentena|loquios|lactancia|amamant\w*|dando pecho|leche|coagulos?)\b/;
/** Whether "se alivió hace N días" in the message is a birth (see ALIVIO_HACE). */
export function alivioIsBirth(folded: string): boolean {
  const match = ALIVIO_HACE.exec(folded);
  if (!match) return false;
  return match[1] === "me " || BIRTH_CONTEXT.test(folded);
}
/** "bebé" after a determiner, so "mi papá bebe mucho" (drinks) is not a baby. */
const BABY =
  /\b(?:(?:mi|el|la|un|una|al|del|su|tu|nuestro|nuestra|este|esta|los|las|mis|sus|tus) (?:bebe|bebes|bebito|bebita|bebecito|bebecita|bb)|bebe (?:de )?\d+ (?:dias?|semanas?|mes|meses)|bebe de \d+|recien nacid[oa]s?|neonato|lactante)\b/;
const YOUNG_BABY = /\b(recien nacid[oa]s?|neonato)\b/;
const CHILD_WORDS =
  /\b(hijo|hija|hijos|hijas|nino|nina|ninos|ninas|nene|nena|chamaco|chamaca|chamacos|escuincle|escuincla|infantil|adolescente|nieto|nieta|nietos|nietas|nietecit[oa]|nietit[oa]|sobrinit[oa]|primit[oa]|hermanit[oa]|kid|kids|child|children|toddler|baby|babies|my son|my daughter)\b|\b(?:mi|mis|el|la|los|las|al|del|su|sus|tu|tus|este|esta) (?:chiquit[oa]s?|pequen[oa]s?)\b/;
/** A son or daughter who is an adult: "mi hijo de 30 años", "mi hija ya grande". */
const ADULT_CHILD =
  /\b(?:hijo|hija|hijos|hijas|nieto|nieta|nietos|nietas)(?: ya (?:es )?(?:grande|adult[oa]))? (?:de|tiene|con) (\d+)\b(?! (?:dia|dias|semana|semanas|mes|meses)\b)|\b(ya (?:es )?grande|adulto|adulta|mayor de edad)\b/g;
const ELDER_WORDS =
  /\b(abuelo|abuela|abuelito|abuelita|abuelos|anciano|anciana|adulto mayor|adulta mayor|tercera edad|persona mayor)\b/;

const ADULT_MONTHS = 18 * 12;
const OLDER_MONTHS = 65 * 12;

/** The weeks of a stated pregnancy, and where the message says them (not an age). */
interface PregnancyTime {
  weeks: number;
  start: number;
  end: number;
}

function readPregnancyTime(folded: string, pregnancyWords: boolean): PregnancyTime | null {
  const match = PREGNANCY_TIME.exec(folded);
  if (!match) return null;
  const weeks = weeksOf(match, pregnancyWords);
  return weeks === null ? null : { weeks, start: match.index, end: match.index + match[0].length };
}

function weeksOf(match: RegExpExecArray, pregnancyWords: boolean): number | null {
  const folded = match.input;
  const [, amountA, unitA, amountB, unitB, amountC, unitC, ordinal] = match;
  // "voy en la 38", "ando en la semana 30": weeks, when the week is named or a pregnancy or a
  // baby is in the message (not "voy en la 5" of a bus or a floor).
  if (ordinal !== undefined) {
    const weeks = Number(ordinal);
    const named = match[0].includes("semana") || pregnancyWords || /\bbebe\b/.test(folded);
    return named && weeks >= 4 && weeks <= 42 ? weeks : null;
  }
  const firstPerson = amountC !== undefined;
  const ofAWoman = amountB !== undefined;
  const amount = amountOf(amountA ?? amountB ?? amountC ?? "0");
  const unit = unitA ?? unitB ?? unitC ?? "semanas";
  const weeks = unit === "meses" ? Math.round(amount * 4.3) : amount;
  // "tengo 3 semanas con tos" is not a pregnancy; "tengo 28 semanas" alone is.
  if (ofAWoman && (weeks < 4 || weeks > 42)) return null;
  if (firstPerson && (weeks < 4 || weeks > 42 || (unit === "meses" && !pregnancyWords))) {
    return null;
  }
  return weeks;
}

export function readSubject(folded: string): Subject {
  const postpartum = POSTPARTUM.test(folded) || alivioIsBirth(folded);
  const pregnancyWords = PREGNANCY_WORDS.test(folded) && !NOT_PREGNANT.test(folded);
  const pregnancyTime = postpartum ? null : readPregnancyTime(folded, pregnancyWords);
  const pregnancyWeeks = pregnancyTime?.weeks ?? null;
  const pregnant = !postpartum && (pregnancyWords || pregnancyWeeks !== null);

  const ages: number[] = [];
  for (const match of folded.matchAll(AGE)) {
    // "mi esposa tiene 7 meses": the pregnancy's months, not her age.
    const at = match.index;
    if (pregnancyTime && at >= pregnancyTime.start && at < pregnancyTime.end) continue;
    const [, verb, amountA, unitA, , amountB, unitB] = match;
    const amount = amountA ?? amountB;
    const unit = unitA ?? unitB;
    // "tengo 3 semanas con tos", "llevo 39 semanas": a duration, not the speaker's age.
    if ((verb === "tengo" || verb === "llevo") && !unit?.startsWith("ano")) continue;
    if (amount && unit) ages.push(toMonths(amountOf(amount), unit));
  }
  for (const match of folded.matchAll(BARE_ADULT_AGE)) {
    const years = Number(match[1]);
    if (years >= 18) ages.push(years * 12);
  }
  let adultChild = false;
  for (const match of folded.matchAll(ADULT_CHILD)) {
    if (match[2] || Number(match[1]) >= 18) adultChild = true;
  }

  const statedBaby = ages.some((months) => months < 12);
  // A pregnant woman's "bebé" is the one she carries, not a baby in the room.
  const infant = statedBaby || (BABY.test(folded) && !pregnant);
  const youngInfant = ages.some((months) => months < 3) || YOUNG_BABY.test(folded);
  const child =
    ages.some((months) => months < ADULT_MONTHS) ||
    infant ||
    (CHILD_WORDS.test(folded) && !adultChild && !pregnant);
  const olderAdult = ages.some((months) => months >= OLDER_MONTHS) || ELDER_WORDS.test(folded);

  return {
    agesInMonths: ages,
    infant,
    youngInfant,
    child,
    olderAdult,
    pregnant,
    pregnancyWeeks,
    postpartum,
  };
}
