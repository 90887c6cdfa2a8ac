import { alivioIsBirth } from "../../common/search/subject.ts";
import { normalizeWord, type NormalizedMessage } from "./normalize.ts";

/**
 * Whether a phrase found in a message is said to be happening now. In the spirit of NegEx
 * (Chapman et al., 2001), adapted to how people write in Mexican Spanish:
 * - negated: "no me duele el pecho", "sin fiebre", "ni falta de aire", "nunca he pensado en…";
 * - resolved: "ya no me sangra", "…pero ya se le pasó", "…ya estoy bien";
 * - hypothetical: "¿y si me da un infarto?", "en caso de que se ahogue", "síntomas de…";
 * - past: "tuve un infarto hace tres años", "cuando era bebé".
 * A negation reaches at most a few words forward and stops at a comma, a full stop, "pero",
 * "solo", "y me…", "de repente"… Phrases that carry their own "no" ("no puede respirar", "no
 * despierta") are read as they are: a "no" before them does not flip them.
 */
/** "animal": said of a pet or a farm animal, not of a person (assess.ts). */
export type Assertion = "affirmed" | "negated" | "resolved" | "hypothetical" | "past" | "animal";

const NEGATION_CUES: ReadonlySet<string> = new Set([
  "no",
  "nunca",
  "jamas",
  "sin",
  "ni",
  "tampoco",
  "ningun",
  "ninguna",
  "ninguno",
  "niego",
  "niega",
]);

/** How many words after the cue a negation reaches. */
const CUE_REACH: Readonly<Record<string, number>> = { sin: 3, ni: 4 };
const DEFAULT_REACH = 5;

/**
 * A cue followed by these words does not deny what comes next: "no sé si…", "no se me quita",
 * "no para de sangrar", "no puedo…", "sin parar", "ni siquiera".
 */
const PSEUDO_NEGATIONS: readonly RegExp[] = [
  /^no se (si|que|cuanto|cuanta|cuantas|cuantos|como|donde|porque|por que|cual|quien)\b/,
  /^no (sabemos|sabe|estoy segur[oa]|estamos segur[oa]s|creo que sea nada)\b/,
  /^no (se )?((me|le|te|nos|les) )?(quita|quitaba|para|paro|paraba|detiene|detuvo|cede|calma|pasa|baja|bajaba|deja|dejaba|dejo|va)\b/,
  /^no (puedo|puede|pude|pudo|podia|podemos|pueden|podian|alcanzo|alcanza|aguanto|aguanta|aguantaba|soporto|soporta|soportaba)\b/,
  /^no (solo|es normal)\b/,
  /^no ((me|le) )?(hace|hacen|hizo|hicieron) (nada|efecto|caso)\b/,
  /^sin (parar|poder|fuerza|fuerzas|aire|respirar|despertar|reaccionar|responder|moverse|motivo|razon|querer|causa|golpe|golpearme|golpearse|control|sentido|ganas|lagrimas|comer|tomar|orinar|mojar|hacer|casco|ropa|haber|explicacion|dejar|detenerse)\b/,
  /^ni (siquiera)\b/,
  // Asides to the reader deny nothing: "no te preocupes", "no le digan a mi mamá".
  /^no (te|se|nos|les) (preocup\w*|asust\w*|espant\w*)\b/,
  /^no ((le|les|me|se) )?(digan|diga|digas|cuentes|cuenten|juzgues|juzguen|regan\w*)\b/,
];

/** Words where a negation stops. */
const SCOPE_ENDS: ReadonlySet<string> = new Set([
  ",",
  ".",
  // Laughter closes what was said before it (normalize.ts writes every "jajaja" as "jaja").
  "jaja",
  "pero",
  "aunque",
  "sino",
  "excepto",
  "salvo",
  "ahora",
  "porque",
  "pues",
  "cuando",
  "luego",
  "despues",
  "entonces",
  "mientras",
  "repente",
  "solo",
  "nomas",
]);

/** "y" starts a new clause when a verb or a pronoun follows: "no tengo fiebre y me duele…". */
const CLAUSE_STARTS: ReadonlySet<string> = new Set([
  "me",
  "le",
  "se",
  "te",
  "nos",
  "les",
  "tengo",
  "tiene",
  "tienen",
  "tenia",
  "tenemos",
  "esta",
  "estoy",
  "estan",
  "estaba",
  "siento",
  "siente",
  "sentia",
  "ahora",
  "hoy",
  "ya",
  "no",
  "mi",
  "su",
  "luego",
  "empezo",
  "empece",
  "sigue",
  "sigo",
  "hace",
  "a",
  // A symptom's own verb starts a clause of its own: "sin hacer del baño ni echar gases y
  // vomito todo", "no tengo fiebre y sangro mucho".
  "vomito",
  "vomita",
  "vomite",
  "vomitando",
  "sangro",
  "sangra",
  "sangrando",
  "duele",
  "duelen",
  "arde",
  "toso",
  "tose",
  "tiemblo",
  "tiembla",
  "ando",
  "anda",
  "traigo",
  "trae",
  "amaneci",
  "amanecio",
]);

function endsScope(tokens: readonly string[], index: number): boolean {
  const token = tokens[index] ?? ".";
  if (SCOPE_ENDS.has(token)) return true;
  return token === "y" && CLAUSE_STARTS.has(tokens[index + 1] ?? "");
}

function isPseudoNegation(tokens: readonly string[], cueIndex: number): boolean {
  const following = tokens.slice(cueIndex, cueIndex + 6).join(" ");
  return PSEUDO_NEGATIONS.some((pattern) => pattern.test(following));
}

function isNegationCue(tokens: readonly string[], index: number): boolean {
  // "casi no orina", "casi no respira": barely, which affirms the trouble.
  if (tokens[index] === "no" && tokens[index - 1] === "casi") return false;
  return NEGATION_CUES.has(tokens[index] ?? "") && !isPseudoNegation(tokens, index);
}

/** The cue that denies the phrase starting at `start`, if any, looking back within reach. */
function denyingCue(tokens: readonly string[], start: number): number | null {
  // A token that closes a clause (laughter) is never what a cue denies.
  if (SCOPE_ENDS.has(tokens[start] ?? "")) return null;
  for (let index = start - 1; index >= 0 && start - index <= DEFAULT_REACH; index--) {
    if (endsScope(tokens, index)) return null;
    if (!isNegationCue(tokens, index)) continue;
    const reach = CUE_REACH[tokens[index] ?? ""] ?? DEFAULT_REACH;
    return start - index <= reach ? index : null;
  }
  return null;
}

/** "bien" that means fine, not "very" ("está bien pálido"). */
const FINE = "bien(?=$| [,.]| y | pero | gracias| ahora| ya )";
const RESOLVED_AFTER = new RegExp(
  `(?:^| )(ya (?:se )?(?:(?:me|le|te|nos) )?(?:paso|quito|paro|detuvo|calmo|controlo|desperto|reacciono|recupero|compuso|volvio en si)|ya (?:estoy|esta|se siente|se ve|anda|andamos|quedo|quede) (?:${FINE}|normal|jugando)|(?:pero|y) (?:estoy|esta|se ve|se siente|sigue|anda) ${FINE}|esta jugando normal|(?:quede|quedo) ${FINE})(?: |$)`,
);
/** Resolution words reach this many tokens after the phrase. */
const RESOLUTION_REACH = 14;

const HYPOTHETICAL_BEFORE =
  /(?:^| )(y si|que pasa si|que pasaria si|que hago si (?:\S+ ){0,4}(?:(?:le|me|te|se|nos|les) (?:da|dan|de|diera|pasa|pasara)|llega a|llegara a|vuelve a|vuelva a)|que (?:debo )?hacer (?:si|en caso|cuando)|que se hace (?:si|cuando|en caso)|como se (?:ayuda|atiende|actua) (?:a )?(?:si|cuando|alguien)|si (?:alguien|una persona|uno|a alguien|a una persona)|en caso de|si alguna vez|si algun dia|por si|como (?:saber|se) (?:si|cuando)|como prevenir|para prevenir|prevenir|miedo (?:a |de )?que|me preocupa que|sintomas de|signos de|senales de|(?<!(?:dice|dicen|cree|creen|creo|pense|pensamos|piensan) )que es (?:la|el|un|una)|cuales son|como se (?:contagia|previene|cura|trata|evita)|quiero saber (?:que|si|como)|curso de|primeros auxilios)(?: |$)/;

const PAST_IN_SENTENCE =
  /(?:^| )(?<!desde )(hace (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|muchos|unos|unas) (?:anos|ano|meses|mes)|el ano pasado|cuando (?:era|eramos|estaba) (?:nino|nina|bebe|chico|chica|joven|chiquito|chiquita|chavo|chava)|de (?:nino|nina|chico|chica|chiquito|chiquita|joven|jovencit[oa]|adolescente|muchach[oa]|chamac[oa])|hace (?:mucho(?! (?:frio|calor|viento|aire|sol))|tiempo|anos)|cuando (?:tenia|tenias|teniamos|tenian) (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:anos|ano|meses|mes)|a los \d+(?: anos)?(?! (?:minutos|min|segundos|horas|dias|semanas|meses)))(?: |$)/;

/**
 * Words that bring a story back to now: "tuve un derrame hace años y hoy se me durmió…", "la
 * operaron hace años, lleva 2 días sin…".
 */
const NOW =
  /(?:^| )(?:ahora|ahorita|hoy|anoche|esta manana|esta tarde|de repente|de pronto|desde (?:ayer|anoche|hace)|lleva|llevo|llevamos|llevan)(?: |$)/;

/**
 * Whether a phrase is told as past history: a past time ("hace años", "de niño") before it in
 * its sentence with nothing bringing the story back to now in between, or in its own clause.
 * A past time in a later clause is other history ("…vomitó verde, la operaron hace años").
 */
function isPast(
  tokens: readonly string[],
  sentenceStart: number,
  start: number,
  end: number,
  sentenceEnd: number,
): boolean {
  let clauseStart = start;
  while (clauseStart > sentenceStart && tokens[clauseStart - 1] !== ",") clauseStart--;
  let clauseEnd = end;
  while (clauseEnd < sentenceEnd && tokens[clauseEnd] !== ",") clauseEnd++;
  if (PAST_IN_SENTENCE.test(tokens.slice(clauseStart, clauseEnd).join(" "))) {
    const inClauseBefore = tokens.slice(clauseStart, start).join(" ");
    const match = PAST_IN_SENTENCE.exec(inClauseBefore);
    // "hace años tuvo un derrame y hoy se le durmió la cara": now again before the phrase.
    if (match && NOW.test(inClauseBefore.slice(match.index + match[0].length))) return false;
    return true;
  }
  const before = tokens.slice(sentenceStart, clauseStart).join(" ");
  const match = PAST_IN_SENTENCE.exec(before);
  if (!match) return false;
  const between = `${before.slice(match.index + match[0].length)} ${tokens.slice(clauseStart, start).join(" ")}`;
  return !NOW.test(between);
}

/** The tokens [from, to) of the sentence holding tokens [start, end). */
export function sentenceBounds(
  tokens: readonly string[],
  start: number,
  end: number,
): [number, number] {
  let from = start;
  while (from > 0 && tokens[from - 1] !== ".") from--;
  let to = end;
  while (to < tokens.length && tokens[to] !== ".") to++;
  return [from, to];
}

const NEGATIVE_FORM = /^(no|ni|sin|nunca)$/;

/**
 * How the phrase at tokens[start, end) is asserted. A phrase that starts with its own "no"
 * ("no despierta") is not denied by an earlier cue. `ignoreHypothetical`: suicidal words count
 * even inside "¿qué pasaría si…?".
 */
export function assertionOf(
  message: NormalizedMessage,
  start: number,
  end: number,
  options: { ignoreHypothetical?: boolean } = {},
): Assertion {
  const { tokens } = message;
  const [sentenceStart, sentenceEnd] = sentenceBounds(tokens, start, end);
  const before = tokens.slice(sentenceStart, start).join(" ");

  if (!NEGATIVE_FORM.test(tokens[start] ?? "")) {
    const cue = denyingCue(tokens, start);
    if (cue !== null) return tokens[cue - 1] === "ya" ? "resolved" : "negated";
  }
  const after = tokens.slice(end, Math.min(sentenceEnd, end + RESOLUTION_REACH)).join(" ");
  if (RESOLVED_AFTER.test(after)) return "resolved";
  if (!options.ignoreHypothetical && HYPOTHETICAL_BEFORE.test(before)) return "hypothetical";
  if (isPast(tokens, sentenceStart, start, end, sentenceEnd)) return "past";
  return "affirmed";
}

/** Words and clause punctuation of the original text, so ñ and accents survive. */
const SURFACE_TOKEN = /[\p{L}\p{N}]+(?:[.,]\d+)?|[.,;:!?…]/gu;

/**
 * The message without what it denies: "no me duele el pecho, solo tengo gripa" -> ", solo
 * tengo gripa". The specialty ranking reads this, so a denied symptom suggests nobody. The
 * kept words are the person's own (with ñ: "uñas" is not "unas").
 */
export function withoutNegatedSpans(text: string): string {
  const surface = text.match(SURFACE_TOKEN) ?? [];
  const tokens = surface.map((word) =>
    word === "," ? "," : /^[.;:!?…]$/.test(word) ? "." : normalizeWord(word),
  );
  const negated = negatedTokens(tokens);
  return surface.filter((_, index) => !negated[index]).join(" ");
}

/** A time in the past: "la semana pasada", "hace tres días", "antier" (not "desde hace"). */
const PAST_TIME =
  /(?:^| )(?<!desde )(la semana pasada|el mes pasado|el ano pasado|antier|anteayer|el otro dia|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin) pasado|hace (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|unos|unas) (?:dias|semanas|semana|meses|mes|anos|ano))(?= |$)/g;
/** A plain statement that it is over: "desde entonces me siento normal", "todo salió bien". */
const RECOVERY =
  /(?:^| )(ya (?:estoy|esta|me siento|se siente|ando|anda) (?:bien|normal|perfect[oa])|(?:me siento|se siente|estoy|esta|ando|anda) (?:bien|normal|perfect[oa])(?= [,.]|$| y | desde| gracias| pero)|no (?:me |le )?ha vuelto a (?:pasar|dar|doler)|nunca (?:me |le |nos )?(?:volvio|ha vuelto) a (?:pasar|dar|doler)|(?:todo|todos|los estudios|los analisis|los examenes|el electro\w*|los resultados) (?:salio|salieron) (?:bien|normal\w*)|salieron (?:todos )?(?:bien|normales)|(?:sali|salio) (?:todo )?(?:normal|bien)|ya no (?:tengo|tiene|siento|siente|me duele|le duele) nada|sin (?:ningun |ninguna )?(?:otro |otra )?(?:sintoma|molestia)s?|ya (?:se )?(?:me |le )?(?:quito|paso) (?:todo|por completo))(?= |$)/g;
/**
 * A recovery that carries its own date: "se alivió hace 2 días", "se me quitó desde el martes",
 * "ya se le pasó ayer". Everything before it in the message is an episode over (unless the
 * "alivió" is a birth: common/search/subject.ts).
 */
const DATED_RECOVERY =
  /(?:^| )((?:ya )?(?:se (?:me |le |nos )?(?:alivio|quito|paso|calmo|compuso|curo)|(?:me |le )?alivi(?:o|e)|me cure) (?:sol[oa] |solit[oa] |por completo |del todo |todo )?(?:desde )?(?:hace (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|unos|unas) (?:dias|semanas|semana|meses|mes)|ayer|antier|anteayer|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin)(?: pasado)?|la semana pasada))(?= |$)/g;

/** Words that say it is back or worse, which undo a recovery said before them. */
const WORSENING =
  /(?:^| )(otra vez|de nuevo|volvio a|volvi a|todavia (?:me|le|tengo|tiene|siento|siente)|sigue (?:con|igual|doliendo|sangrando)|empeor\w*|cada vez (?:mas|peor)|pero (?:hoy|ahorita|ahora))(?= |$)/;

function tokenAt(text: string, charIndex: number): number {
  let count = 0;
  for (let i = 0; i < charIndex; i++) if (text[i] === " ") count++;
  return count;
}

/**
 * Token spans of episodes told as past and over: a time in the past, then a statement of
 * recovery ("la semana pasada me desmayé…, desde entonces me siento normal"). Only such clear
 * evidence lowers a warning sign that would otherwise count; a return or a worsening after
 * the recovery cancels it.
 */
export function resolvedEpisodes(message: NormalizedMessage): [number, number][] {
  const { text, tokens } = message;
  const recoveries = [...text.matchAll(RECOVERY)].map((match) =>
    tokenAt(text, match.index + (match[0].startsWith(" ") ? 1 : 0)),
  );
  const spans: [number, number][] = [];
  const birth = alivioIsBirth(text);
  for (const match of text.matchAll(DATED_RECOVERY)) {
    if (birth && /alivi/.test(match[1]!)) continue;
    const at = tokenAt(text, match.index + (match[0].startsWith(" ") ? 1 : 0));
    if (WORSENING.test(tokens.slice(at).join(" "))) continue;
    if (at > 0) spans.push([0, at]);
  }
  for (const match of text.matchAll(PAST_TIME)) {
    const at = tokenAt(text, match.index + (match[0].startsWith(" ") ? 1 : 0));
    const recovery = recoveries.find((index) => index > at);
    if (recovery === undefined) continue;
    if (WORSENING.test(tokens.slice(recovery).join(" "))) continue;
    const [from] = sentenceBounds(tokens, at, at + 1);
    spans.push([from, recovery]);
  }
  return spans;
}

/**
 * For each token, whether a negation cue reaches it (the cue and a "ya" before it included).
 * A further cue inside the scope ("no tengo fiebre ni tos") carries it on.
 */
export function negatedTokens(tokens: readonly string[]): boolean[] {
  const negated = tokens.map(() => false);
  let index = 0;
  while (index < tokens.length) {
    if (!isNegationCue(tokens, index)) {
      index++;
      continue;
    }
    if (tokens[index - 1] === "ya") negated[index - 1] = true;
    let reachEnd = index + (CUE_REACH[tokens[index]!] ?? DEFAULT_REACH);
    negated[index] = true;
    index++;
    while (index < tokens.length && index <= reachEnd && !endsScope(tokens, index)) {
      if (isNegationCue(tokens, index)) {
        reachEnd = index + (CUE_REACH[tokens[index]!] ?? DEFAULT_REACH);
      }
      negated[index] = true;
      index++;
    }
  }
  return negated;
}
