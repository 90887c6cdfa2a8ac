import { parseSearchIntent } from "../../common/search/intent.ts";
import { MAX_QUERY_LENGTH } from "../../common/search/constants.ts";
import { softTokens } from "../../common/search/normalize.ts";
import { searchHref } from "../../common/search/url.ts";
import { summarizeWarningSigns, type WarningSummary } from "../warning-signs/assess.ts";

/** What a spoken (or browser-recognised) search asks for, and where it leads. */
export interface VoiceSearchIntent {
  /** The words to search: the transcript without the recogniser's punctuation. */
  searchQuery: string;
  specialtySlug?: string;
  citySlug?: string;
  /** The results page: /{specialty}/{city}, /{specialty}, /?city={city} or /?q={query}. */
  href: string;
  /**
   * Present only when the words describe a warning sign ("me duele el pecho y estoy sudando
   * frío"): what to do now and whom to call, read by the same rules as Dr. Salud.
   */
  warningSigns?: WarningSummary;
}

/**
 * Words that only make a spoken request polite or complete ("por favor, ayúdame a encontrar
 * un…"). parseSearchIntent already drops typed filler; speech adds these. Compared in the
 * accent-free, ñ-keeping form of softTokens.
 */
const SPOKEN_FILLER: ReadonlySet<string> = new Set(
  (
    "hola buenas buenos buen dia dias tardes noches oye por favor gracias me te puedes podrias " +
    "puede podria ayudar ayudas ayudame ayudeme encontrar encuentrame encuentra buscame busca " +
    "buscar busco recomienda recomiendame recomiendas recomendar conoces quiero quisiera " +
    "necesito ocupo ver a al de del el la los las lo que un una unos unas algun alguno alguna " +
    "alguien bueno buena buenos buenas mejor mejores para con mi en y o ir cita consulta " +
    "agendar hacer sacar pedir atienda atiendan atiende esta este aqui alla doctor doctora " +
    "medico medica especialista"
  ).split(" "),
);

/** Whisper ends sentences with a full stop and may add ¿…? or quotes around a request. */
export function cleanTranscript(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s"'«¿¡.,;:]+|[\s"'».,;:?!]+$/g, "")
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/**
 * Reads specialty and city with the same catalogues and lexicon as typed search
 * (parseSearchIntent): "busco un cardiólogo en Guadalajara" leads to /cardiologia/guadalajara.
 * When anything besides a specialty, a city and polite filler is said ("cardióloga que atienda
 * en línea", "me duele la rodilla"), the whole request becomes the free-text query (/?q=…),
 * where the results page reads specialty, city and symptoms itself. A spoken emergency keeps
 * its search but carries the warning signs, so the page can say what to do first.
 */
export function voiceSearchIntent(transcript: string): VoiceSearchIntent {
  const searchQuery = cleanTranscript(transcript);
  const intent = parseSearchIntent(searchQuery);
  // Filter words ("en línea", "disponible hoy") and states are read by the results page.
  const onlyNamed =
    Object.keys(intent.qualifiers).length === 0 &&
    !intent.state &&
    softTokens(intent.remainingText).every((word) => SPOKEN_FILLER.has(word));
  const named = Boolean(intent.specialtySlug || intent.citySlug);
  const href =
    named && onlyNamed
      ? searchHref({ specialtySlug: intent.specialtySlug, citySlug: intent.citySlug })
      : searchHref({ q: searchQuery || undefined });
  const warningSigns = searchQuery ? summarizeWarningSigns(searchQuery) : null;
  return {
    searchQuery,
    ...(intent.specialtySlug ? { specialtySlug: intent.specialtySlug } : {}),
    ...(intent.citySlug ? { citySlug: intent.citySlug } : {}),
    href,
    ...(warningSigns ? { warningSigns } : {}),
  };
}
