import { builtOnce } from "./built-once.ts";
import { CITIES } from "../catalogs/cities.ts";
import { METRO_AREAS } from "../catalogs/metro-areas.ts";
import { MUNICIPALITIES_BY_STATE } from "../catalogs/municipalities.ts";
import { slugify } from "../text/slug.ts";
import { foldText } from "./normalize.ts";
import type { PlaceNote } from "./place-notice.ts";

export type { PlaceNote } from "./place-notice.ts";

/**
 * Places beyond the catalogue's 22 city names: every municipality of INEGI's catalogue (a
 * metropolitan-area member leads to its city, any other to its state), state names and
 * abbreviations, the catalogue cities' neighbourhoods and well-known nicknames. Read by
 * parseSearchIntent through one prebuilt map of folded phrases.
 */

interface Place {
  name: string;
  kind: "city" | "metro" | "state" | "outside" | "zone";
  citySlug?: string;
  state?: string;
  /** A neighbourhood's slug (the `zone` filter). */
  zone?: string;
  /** Read only after a word such as "en" or "colonia" (surnames, everyday words). */
  needsLead: boolean;
}

/** INEGI state codes and the state names the catalogue and patients use. */
const STATES: ReadonlyMap<string, string> = new Map([
  ["01", "Aguascalientes"],
  ["02", "Baja California"],
  ["03", "Baja California Sur"],
  ["04", "Campeche"],
  ["05", "Coahuila"],
  ["06", "Colima"],
  ["07", "Chiapas"],
  ["08", "Chihuahua"],
  ["09", "Ciudad de México"],
  ["10", "Durango"],
  ["11", "Guanajuato"],
  ["12", "Guerrero"],
  ["13", "Hidalgo"],
  ["14", "Jalisco"],
  ["15", "Estado de México"],
  ["16", "Michoacán"],
  ["17", "Morelos"],
  ["18", "Nayarit"],
  ["19", "Nuevo León"],
  ["20", "Oaxaca"],
  ["21", "Puebla"],
  ["22", "Querétaro"],
  ["23", "Quintana Roo"],
  ["24", "San Luis Potosí"],
  ["25", "Sinaloa"],
  ["26", "Sonora"],
  ["27", "Tabasco"],
  ["28", "Tamaulipas"],
  ["29", "Tlaxcala"],
  ["30", "Veracruz"],
  ["31", "Yucatán"],
  ["32", "Zacatecas"],
]);

/** Abbreviations not already read by parseSearchIntent's STATE_ALIASES; true: after "en" only. */
const STATE_ABBREVIATIONS: readonly (readonly [
  state: string,
  alias: string,
  needsLead: boolean,
])[] = [
  ["Morelos", "mor", false],
  ["Veracruz", "ver", true],
  ["Veracruz", "veracruz de ignacio de la llave", false],
  ["Michoacán", "michoacan de ocampo", false],
  ["Coahuila", "coahuila de zaragoza", false],
  ["Estado de México", "edo mex", false],
  ["Estado de México", "estado mexico", false],
  ["Baja California Sur", "bcs", false],
  ["Sinaloa", "sin", true],
  ["Sonora", "son", true],
  ["Tabasco", "tab", true],
  ["Zacatecas", "zac", true],
  ["Chiapas", "chis", false],
  ["Guerrero", "gro", false],
  ["Hidalgo", "hgo", false],
  ["Durango", "dgo", false],
  ["Nayarit", "nay", false],
  ["Campeche", "camp", false],
  ["Tlaxcala", "tlax", false],
];

/** Well-attested nicknames of catalogue cities (and one of a city outside it). */
const NICKNAMES: readonly (readonly [target: string, nickname: string])[] = [
  ["guadalajara", "la perla tapatia"],
  ["guadalajara", "perla tapatia"],
  ["guadalajara", "perla de occidente"],
  ["guadalajara", "la perla de occidente"],
  ["monterrey", "la sultana del norte"],
  ["monterrey", "sultana del norte"],
  ["monterrey", "la ciudad de las montanas"],
  ["puebla", "la angelopolis"],
  ["puebla", "angelopolis"],
  ["puebla", "puebla de los angeles"],
  ["puebla", "puebla de zaragoza"],
  ["merida", "la ciudad blanca"],
  ["merida", "ciudad blanca"],
  ["torreon", "la laguna"],
  ["torreon", "comarca lagunera"],
  ["torreon", "la comarca lagunera"],
  ["torreon", "region lagunera"],
  ["torreon", "la region lagunera"],
  ["ciudad-de-mexico", "la ciudad de los palacios"],
  ["ciudad-de-mexico", "chilangolandia"],
  // "El DF" (Distrito Federal until 2016) as it is said: "el defe", "el de efe".
  ["ciudad-de-mexico", "el defe"],
  ["ciudad-de-mexico", "defe"],
  ["ciudad-de-mexico", "el de efe"],
  ["ciudad-de-mexico", "el distrito federal"],
  ["ciudad-de-mexico", "distrito federal"],
  ["ciudad-de-mexico", "la capirucha"],
  ["ciudad-de-mexico", "capirucha"],
  ["ciudad-juarez", "juaritos"],
  ["tijuana", "tijuas"],
  ["tijuana", "la esquina de mexico"],
  ["leon", "la capital del calzado"],
  ["leon", "capital del calzado"],
  ["cuernavaca", "la ciudad de la eterna primavera"],
  ["cuernavaca", "ciudad de la eterna primavera"],
  ["cuernavaca", "cuerna"],
  ["xalapa", "jalapa"],
  ["xalapa", "la atenas veracruzana"],
  ["xalapa", "atenas veracruzana"],
  ["oaxaca", "la verde antequera"],
  ["oaxaca", "verde antequera"],
  ["mexicali", "la ciudad que capturo el sol"],
  ["cancun", "cancun quintana roo"],
  ["toluca", "toluca de lerdo"],
  ["morelia", "la ciudad de las canteras rosas"],
  ["queretaro", "santiago de queretaro"],
  // Pachuca, "la Bella Airosa", has no catalogue city: read so the page can say so.
  ["Hidalgo:Pachuca de Soto", "la bella airosa"],
  ["Hidalgo:Pachuca de Soto", "bella airosa"],
  ["Hidalgo:Pachuca de Soto", "pachuca"],
];

/**
 * Well-known districts that are no catalogue neighbourhood (the demo directory's zones): read
 * as their city, and those outside the city proper as its metro area (the page says so). From
 * each municipality's own pages and INEGI's localities (Marco Geoestadístico): Ciudad Satélite
 * and Lomas Verdes are in Naucalpan, Interlomas in Huixquilucan, Santa Fe in Álvaro Obregón and
 * Cuajimalpa, Andares and Puerta de Hierro in Zapopan, Valle Oriente in San Pedro Garza
 * García, Juriquilla in Querétaro, the Zona Hotelera in Cancún (Benito Juárez).
 */
const DISTRICTS: readonly (readonly [
  citySlug: string,
  name: string,
  kind: "city" | "metro",
  needsLead: boolean,
])[] = [
  ["ciudad-de-mexico", "Ciudad Satélite", "metro", false],
  ["ciudad-de-mexico", "Satélite", "metro", true],
  ["ciudad-de-mexico", "Lomas Verdes", "metro", false],
  ["ciudad-de-mexico", "Interlomas", "metro", false],
  ["ciudad-de-mexico", "Santa Fe", "city", true],
  ["guadalajara", "Andares", "metro", true],
  ["guadalajara", "Puerta de Hierro", "metro", false],
  ["monterrey", "Valle Oriente", "metro", false],
  ["queretaro", "Juriquilla", "city", false],
  ["cancun", "Zona Hotelera", "city", false],
];

/**
 * Names a person, a thing or an everyday word could also be: read as places only after
 * "en", "por", "colonia"... ("Dra. García" stays a name, "en García" is the municipality).
 */
const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    "abasolo aldama allende altamira apaseo arteaga bustamante camargo carmen casas charo " +
    "china cocula colon corregidora escobedo frontera galeana garcia gonzalez guadalupe " +
    "guerrero hidalgo iturbide jimenez juarez lerdo lerma linares lopez madera madero " +
    "magdalena marin matamoros mendez mier mina morelos nava ocampo padilla progreso rayon " +
    "reforma rosales rosario santiago tala tequila tula victoria zaragoza salud esperanza " +
    "union paz libertad independencia soledad concordia trinidad providencia americana " +
    "tecnologico centro roma cumbres contry country juventud anzures napoles condesa valle"
  ).split(" "),
);

/**
 * One-word neighbourhoods read without "en" or "colonia": famous, and nobody's surname
 * (a one-word colonia such as "Navarro" is also a surname, so it needs "en").
 */
const WELL_KNOWN_ZONES: ReadonlySet<string> = new Set(
  "polanco narvarte coyoacan chapalita obispado".split(" "),
);

/** First words of municipalities named after a person ("Benito Juárez", "General Escobedo"). */
const PERSON_FIRST_WORDS: ReadonlySet<string> = new Set(
  (
    "alvaro benito carlos emiliano felipe francisco general gustavo ignacio isidro jose juan " +
    "lazaro luis manuel melchor miguel nicolas othon rafael venustiano vicente guadalupe " +
    "mariano doctor coronel licenciado heroica jesus maria pedro angel"
  ).split(" "),
);

function folded(phrase: string): string {
  return foldText(phrase);
}

/** Whether a place name could as well be someone's name or an everyday word. */
function looksLikeName(words: readonly string[]): boolean {
  const first = words[0] ?? "";
  if (words.length === 1) return first.length < 5 || COMMON_WORDS.has(first);
  if (PERSON_FIRST_WORDS.has(first) || ARTICLES.has(first)) return true;
  // "San Martín", "Santa Catarina" are surnames and given names too; "San Juan del Río" not.
  return words.length === 2 && SAINT_WORDS.has(first);
}

const ARTICLES: ReadonlySet<string> = new Set(["el", "la", "los", "las"]);
const SAINT_WORDS: ReadonlySet<string> = new Set(["san", "santa", "santo", "villa"]);

/** Words that may follow "en" without naming a place ("consulta en casa", "en línea"). */
const NOT_PLACES: ReadonlySet<string> = new Set(
  (
    "casa domicilio linea persona consultorio hospital clinica urgencias general privado " +
    "privada sabado sabados domingo domingos fin semana noche noches manana tarde ingles " +
    "espanol mexico todo toda cualquier mi su mis sus centro"
  ).split(" "),
);

/** Folded place phrase -> how it is read. Longer phrases win by lookup order. */
export const PLACES: ReadonlyMap<string, Place> = (() => {
  const places = new Map<string, Place>();
  const citiesByState = new Map<string, string[]>();
  for (const city of CITIES) {
    citiesByState.set(city.state, [...(citiesByState.get(city.state) ?? []), city.slug]);
  }
  const add = (phrase: string, place: Place) => {
    const key = folded(phrase);
    if (key && !places.has(key) && !NOT_PLACES.has(key)) places.set(key, place);
  };

  // Metro members first, in catalogue order (bigger cities first): "Benito Juárez" is the
  // Mexico City borough, "Emiliano Zapata" the one by Cuernavaca.
  const metroOf = new Map<string, string>();
  for (const city of CITIES) {
    for (const [stateCode, name] of METRO_AREAS[city.slug] ?? []) {
      if (!metroOf.has(`${stateCode}|${name}`)) metroOf.set(`${stateCode}|${name}`, city.slug);
    }
  }
  // Ambiguous everyday names: the reading most people mean.
  add("juarez", {
    name: "Ciudad Juárez",
    kind: "city",
    citySlug: "ciudad-juarez",
    needsLead: true,
  });
  add("san pedro", {
    name: "San Pedro Garza García",
    kind: "metro",
    citySlug: "monterrey",
    needsLead: true,
  });
  add("tlaquepaque", {
    name: "San Pedro Tlaquepaque",
    kind: "metro",
    citySlug: "guadalajara",
    needsLead: false,
  });
  add("neza", {
    name: "Nezahualcóyotl",
    kind: "metro",
    citySlug: "ciudad-de-mexico",
    needsLead: true,
  });
  add("ecatepec", {
    name: "Ecatepec de Morelos",
    kind: "metro",
    citySlug: "ciudad-de-mexico",
    needsLead: false,
  });
  add("naucalpan", {
    name: "Naucalpan de Juárez",
    kind: "metro",
    citySlug: "ciudad-de-mexico",
    needsLead: false,
  });
  add("tlalnepantla", {
    name: "Tlalnepantla de Baz",
    kind: "metro",
    citySlug: "ciudad-de-mexico",
    needsLead: false,
  });
  add("tlajomulco", {
    name: "Tlajomulco de Zúñiga",
    kind: "metro",
    citySlug: "guadalajara",
    needsLead: false,
  });
  add("escobedo", {
    name: "General Escobedo",
    kind: "metro",
    citySlug: "monterrey",
    needsLead: true,
  });
  add("san nicolas", {
    name: "San Nicolás de los Garza",
    kind: "metro",
    citySlug: "monterrey",
    needsLead: true,
  });
  add("soledad", {
    name: "Soledad de Graciano Sánchez",
    kind: "metro",
    citySlug: "san-luis-potosi",
    needsLead: true,
  });
  add("madero", { name: "Ciudad Madero", kind: "metro", citySlug: "tampico", needsLead: true });
  add("xoxo", {
    name: "Santa Cruz Xoxocotlán",
    kind: "metro",
    citySlug: "oaxaca",
    needsLead: true,
  });
  add("rosarito", {
    name: "Playas de Rosarito",
    kind: "metro",
    citySlug: "tijuana",
    needsLead: false,
  });
  add("san juan del rio", {
    name: "San Juan del Río",
    kind: "state",
    state: "Querétaro",
    needsLead: false,
  });
  add("playa del carmen", {
    name: "Solidaridad",
    kind: "state",
    state: "Quintana Roo",
    needsLead: false,
  });

  const municipalities: { stateCode: string; name: string }[] = [];
  for (const [stateCode, list] of MUNICIPALITIES_BY_STATE) {
    for (const entry of list.split("|")) municipalities.push({ stateCode, name: entry.slice(4) });
  }
  // Metro members before the rest, so a name shared by two states reads as the metro one.
  // Then those of states with catalogue cities ("San Juan del Río" is Querétaro's before
  // Durango's).
  const rank = ({ stateCode, name }: { stateCode: string; name: string }) =>
    metroOf.has(`${stateCode}|${name}`)
      ? 0
      : citiesByState.has(STATES.get(stateCode) ?? "")
        ? 1
        : 2;
  municipalities.sort((a, b) => rank(a) - rank(b));
  for (const { stateCode, name } of municipalities) {
    const state = STATES.get(stateCode) ?? "";
    const citySlug = metroOf.get(`${stateCode}|${name}`);
    const words = folded(name).split(" ");
    const needsLead = looksLikeName(words);
    if (citySlug) add(name, { name, kind: "metro", citySlug, needsLead });
    // Elsewhere only distinctive names go without "en": "Celaya" is also a surname.
    else {
      const kind = citiesByState.has(state) ? "state" : "outside";
      add(name, { name, kind, state, needsLead: words.length < 2 || needsLead });
    }
  }

  for (const [state, alias, needsLead] of STATE_ABBREVIATIONS) {
    add(alias, {
      name: state,
      kind: citiesByState.has(state) ? "state" : "outside",
      state,
      needsLead,
    });
  }
  for (const state of STATES.values()) {
    if (!citiesByState.has(state))
      add(state, { name: state, kind: "outside", state, needsLead: false });
  }

  for (const [target, nickname] of NICKNAMES) {
    const [state, name] = target.split(":");
    if (name && state) add(nickname, { name, kind: "outside", state, needsLead: false });
    else add(nickname, { name: target, kind: "city", citySlug: target, needsLead: false });
  }

  for (const [citySlug, name, kind, needsLead] of DISTRICTS) {
    add(name, { name, kind, citySlug, needsLead });
  }

  // Neighbourhoods: a name at most two catalogue cities have goes to the bigger one
  // ("Polanco" is Mexico City's before San Luis Potosí's); a municipality's name wins.
  const owners = new Map<string, Set<string>>();
  for (const city of CITIES) {
    for (const name of city.neighborhoods) {
      owners.set(folded(name), (owners.get(folded(name)) ?? new Set()).add(city.slug));
    }
  }
  for (const city of CITIES) {
    for (const name of city.neighborhoods) {
      if ((owners.get(folded(name))?.size ?? 0) > 2) continue;
      const words = folded(name).split(" ");
      add(name, {
        name,
        kind: "zone",
        citySlug: city.slug,
        zone: slugify(name),
        needsLead:
          words.length === 1 ? !WELL_KNOWN_ZONES.has(words[0] ?? "") : looksLikeName(words),
      });
    }
  }
  return places;
})();

/** The word with one letter left out, each way: two words one typo apart share one. */
function deletions(word: string): string[] {
  return Array.from(word, (_, i) => word.slice(0, i) + word.slice(i + 1));
}

/**
 * Misspellings of one-word metro municipalities, neighbourhoods and nicknames (six letters
 * or more, none that could be a surname): every form with one letter left out, so a typo
 * is found by lookups, never by scanning names. A form two places share is dropped.
 */
const typoIndex = builtOnce((): ReadonlyMap<string, readonly [string, Place] | null> => {
  const index = new Map<string, readonly [string, Place] | null>();
  for (const [key, place] of PLACES) {
    if (place.needsLead || key.includes(" ") || key.length < 6) continue;
    if (place.kind !== "metro" && place.kind !== "zone" && place.kind !== "city") continue;
    for (const form of [key, ...deletions(key)]) {
      const known = index.get(form);
      index.set(form, known === undefined || known?.[1] === place ? [key, place] : null);
    }
  }
  return index;
});

/** A misspelled metro municipality or neighbourhood right after "en", "cerca de"… */
export function findPlaceTypo(
  folded: readonly string[],
  originals: readonly string[],
  consumed: readonly boolean[],
): PlaceReading | undefined {
  for (let start = 0; start < folded.length; start++) {
    const word = folded[start] ?? "";
    if (consumed[start] || word.length < 6 || !placeLeadBefore(folded, start)) continue;
    for (const form of [word, ...deletions(word)]) {
      const found = typoIndex().get(form);
      if (!found) continue;
      const from = leadStart(folded, consumed, start);
      const reading = readingOf(found[1], originals[start] ?? word);
      return { ...reading, start: from, length: start + 1 - from, typo: true };
    }
  }
  return undefined;
}

/** The most words a place name has ("dolores hidalgo cuna de la independencia nacional"). */
const MAX_PLACE_WORDS = Math.max(...[...PLACES.keys()].map((key) => key.split(" ").length));

/** Words after which the next ones name a place ("en", "cerca de", "rumbo a", "colonia"). */
const LEAD_WORDS: ReadonlySet<string> = new Set(
  "en por zona colonia col fraccionamiento fracc municipio alcaldia delegacion".split(" "),
);

/** Whether the words just before `start` introduce a place. */
export function placeLeadBefore(folded: readonly string[], start: number): boolean {
  let i = start - 1;
  // "en la colonia", "por el centro": articles between the lead and the place.
  while (i > 0 && (folded[i] === "la" || folded[i] === "el" || folded[i] === "los")) i--;
  const word = folded[i];
  if (word === undefined || i < 0) return false;
  if (LEAD_WORDS.has(word)) return true;
  // "cerca de", "rumbo a", "alrededor de"
  if (word === "de" && (folded[i - 1] === "cerca" || folded[i - 1] === "alrededor")) return true;
  return word === "a" && folded[i - 1] === "rumbo";
}

/** Where the words introducing a place begin, so "zona" or "colonia" is read with it. */
function leadStart(folded: readonly string[], consumed: readonly boolean[], start: number): number {
  let i = start;
  while (i > 0 && !consumed[i - 1] && LEAD_OR_LINK_WORDS.has(folded[i - 1] ?? "")) i--;
  return i;
}

const LEAD_OR_LINK_WORDS: ReadonlySet<string> = new Set([
  ...LEAD_WORDS,
  ..."la el los cerca alrededor de rumbo a".split(" "),
]);

export interface PlaceReading {
  /** First word read, with the lead words before the place ("zona", "colonia", "cerca de"). */
  start: number;
  length: number;
  citySlug?: string;
  state?: string;
  zone?: string;
  note?: PlaceNote;
  /** Read from a misspelling ("zapopam"). */
  typo?: boolean;
}

/**
 * The first known place among the words not yet read (`consumed`), longest name first at
 * each position: a metro municipality yields its city, another municipality its state, a
 * neighbourhood its city and zone, a nickname its city. `originals` are the user's words.
 */
export function findPlace(
  folded: readonly string[],
  originals: readonly string[],
  consumed: readonly boolean[],
): PlaceReading | undefined {
  for (let start = 0; start < folded.length; start++) {
    if (consumed[start]) continue;
    const lead = placeLeadBefore(folded, start);
    for (let length = Math.min(MAX_PLACE_WORDS, folded.length - start); length > 0; length--) {
      if (consumed.slice(start, start + length).some(Boolean)) continue;
      const place = PLACES.get(folded.slice(start, start + length).join(" "));
      if (!place || (place.needsLead && !lead)) continue;
      const words = originals.slice(start, start + length).join(" ");
      const first = leadStart(folded, consumed, start);
      return { ...readingOf(place, words), start: first, length: length + start - first };
    }
  }
  return undefined;
}

/** What a place sets in the search, and the note the page shows for it. */
function readingOf(place: Place, words: string): Omit<PlaceReading, "start" | "length"> {
  if (place.kind === "city" || place.kind === "zone") {
    return { citySlug: place.citySlug, zone: place.zone };
  }
  const { kind, name, citySlug, state } = place;
  const note: PlaceNote = { kind, words, name, citySlug, state };
  if (kind === "metro") return { citySlug, note };
  return kind === "state" ? { state, note } : { note };
}

/**
 * Words right after "en" or "cerca de" that are not read as anything (up to three, with
 * "de", "del", "la" between them): a place the search does not know. Undefined when the
 * first of them is a word that often follows "en" ("en casa") or has a digit.
 */
export function unknownPlaceAfterLead(
  folded: readonly string[],
  originals: readonly string[],
  consumed: readonly boolean[],
  isOtherWord: (word: string) => boolean,
): PlaceReading | undefined {
  for (let start = 1; start < folded.length; start++) {
    const lead = folded[start - 1];
    const after = lead === "en" || (lead === "de" && folded[start - 2] === "cerca");
    if (!after || consumed[start] || consumed[start - 1]) continue;
    const first = folded[start] ?? "";
    if (first.length < 3 || /\d/.test(first) || NOT_PLACES.has(first) || isOtherWord(first)) {
      continue;
    }
    let end = start + 1;
    while (end < folded.length && end - start < 5 && !consumed[end]) {
      const word = folded[end] ?? "";
      const joiner = word === "de" || word === "del" || word === "la" || word === "los";
      if (joiner && folded[end + 1] !== undefined && !consumed[end + 1]) {
        end++;
        continue;
      }
      if (joiner || /\d/.test(word) || isOtherWord(word)) break;
      end++;
    }
    while (end > start + 1 && ["de", "del", "la", "los"].includes(folded[end - 1] ?? "")) end--;
    const words = originals.slice(start, end).join(" ");
    const from = leadStart(folded, consumed, start);
    return { start: from, length: end - from, note: { kind: "unknown", words } };
  }
  return undefined;
}

/** How many distinct place phrases the map holds (for tests and the docs' figures). */
export const PLACE_COUNT = PLACES.size;
