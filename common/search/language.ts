/**
 * Languages a search can ask for: `language=en` in the page URL and in GET /api/providers, and
 * the words that mean it in a typed query ("que hable inglés", "English-speaking", "bilingüe").
 * Doctors list theirs in Spanish (providers.languages: ["Español", "Inglés"]); `stored` holds
 * every spelling the filter accepts, matched exactly as stored.
 */
export interface SearchLanguage {
  code: string;
  /** The name shown: "Inglés". */
  label: string;
  /** How listings write it in providers.languages. */
  stored: readonly string[];
}

export const SEARCH_LANGUAGES: readonly SearchLanguage[] = [
  { code: "en", label: "Inglés", stored: ["Inglés", "Ingles", "inglés", "ingles", "English"] },
  { code: "fr", label: "Francés", stored: ["Francés", "Frances", "francés", "French"] },
  { code: "de", label: "Alemán", stored: ["Alemán", "Aleman", "alemán", "German"] },
  { code: "it", label: "Italiano", stored: ["Italiano", "italiano", "Italian"] },
  { code: "pt", label: "Portugués", stored: ["Portugués", "Portugues", "portugués", "Portuguese"] },
  { code: "lsm", label: "Lengua de señas mexicana", stored: ["Lengua de señas mexicana", "LSM"] },
];

export type SearchLanguageCode = string;

export function findSearchLanguage(code: string | undefined): SearchLanguage | undefined {
  return code ? SEARCH_LANGUAGES.find((language) => language.code === code) : undefined;
}

/**
 * Words of a typed query that ask for a doctor who speaks a language, folded (lowercase, no
 * accents). Whole phrases only: "inglés" alone is also a surname, so it needs a verb or
 * "English" (which no Mexican surname is). "Bilingüe" means Spanish and English here.
 */
export const LANGUAGE_PHRASES: readonly (readonly [code: string, phrase: string])[] = [
  ["en", "english speaking"],
  ["en", "english speaker"],
  ["en", "speaks english"],
  ["en", "speak english"],
  ["en", "who speaks english"],
  ["en", "que hable ingles"],
  ["en", "que hablen ingles"],
  ["en", "que hable english"],
  ["en", "que hablen english"],
  ["en", "que habla ingles"],
  ["en", "habla ingles"],
  ["en", "hablan ingles"],
  ["en", "hable ingles"],
  ["en", "hable english"],
  ["en", "habla english"],
  ["en", "en ingles"],
  ["en", "in english"],
  ["en", "english"],
  ["en", "bilingue"],
  ["en", "bilingues"],
  ["en", "bilingual"],
  ["fr", "que hable frances"],
  ["fr", "habla frances"],
  ["fr", "en frances"],
  ["fr", "french speaking"],
  ["de", "que hable aleman"],
  ["de", "habla aleman"],
  ["de", "german speaking"],
  ["pt", "que hable portugues"],
  ["pt", "habla portugues"],
  ["it", "que hable italiano"],
  ["it", "habla italiano"],
  ["lsm", "lengua de senas"],
];
