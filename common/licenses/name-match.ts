/**
 * Is the holder of a cédula the person applying? The registry's name is compared with the name
 * the applicant typed, with accents, case, punctuation, spacing and word order folded away,
 * courtesy titles and particles ignored, and every surname of the registry required.
 *
 * Rules for a registry record whose parts are known (the SEP gives `nombre`, `primerApellido`,
 * `segundoApellido`):
 * - every word of every registry surname must be typed (a compound or repeated surname too);
 * - at least one registry given name must be typed in full. One is enough, and not necessarily
 *   the first: people go by their second given name ("María Fernanda" signs "Fernanda", "José
 *   Luis" signs "Luis"), and the first is often the common María or José;
 * - the typed name may not hold a word the registry's name lacks. That is what keeps a sister
 *   ("María José" against "María Fernanda", same surnames) or a brother from passing; a single
 *   letter is accepted as the initial of a registry given name that was not typed in full.
 *
 * When the registry gives a single string (offline and administrator records), which words are
 * surnames is unknown: every registry word must be typed. Such records are often shortened by a
 * middle given name, so ONE extra typed word is accepted, only among the typed given names and
 * only when at least three words matched: "CARMEN VÁZQUEZ ORTIZ" vouches for "Carmen Elena
 * Vázquez Ortiz", but not for "Carmen Elena Sofía Vázquez Ortiz" (two extras), nor for "Carmen
 * Vázquez Ortiz Ruiz" (an extra surname), and "ROSA DÍAZ" vouches for no longer name. Before,
 * any number of extra words passed once three matched (red team).
 *
 * There is no fuzzy matching: "Mariana" is not "María". The only abbreviations read are the ones
 * registries and people write for the commonest names (Ma. and Mª = María, Fco. = Francisco,
 * Gpe. = Guadalupe).
 */

export type RegistryName = { given: string; firstSurname: string; secondSurname?: string } | string;

export interface TypedName {
  firstName: string;
  lastName: string;
}

export type RegistryWordRole = "given" | "firstSurname" | "secondSurname" | "name";

export interface RegistryWordCheck {
  /** The registry's word as it wrote it, upper case. */
  text: string;
  role: RegistryWordRole;
  /** "initial": the applicant typed only its first letter. */
  found: "yes" | "initial" | "no";
}

export interface NameMatchExplanation {
  matches: boolean;
  /** Every registry word that counts (no titles or particles), in the registry's order. */
  registryWords: RegistryWordCheck[];
  /** Typed words the registry's name does not hold, upper case, as typed. */
  extraTypedWords: string[];
  /** Why it is not a match, in Spanish, for the administrator; empty when it matches. */
  reasons: string[];
}

/** Never compared: courtesy titles, and the particles of compound names ("de la Cruz"). */
const COURTESY_TITLES = ["dr", "dra", "doctor", "doctora", "lic", "licda", "licdo", "mtro", "mtra"];
const PARTICLES = ["de", "del", "la", "las", "los", "y", "e", "van", "von", "da"];
const IGNORED_WORDS = new Set([...COURTESY_TITLES, ...PARTICLES]);

const ABBREVIATIONS: Record<string, string> = { ma: "maria", fco: "francisco", gpe: "guadalupe" };

/** Single-string registry names vouch for a longer typed name only with this many words in common… */
const MIN_WORDS_WITH_EXTRAS = 3;
/** …and for at most this many extra typed given names. */
const MAX_EXTRA_GIVEN_NAMES = 1;

interface Word {
  text: string;
  key: string;
}

const upper = (text: string) => text.toLocaleUpperCase("es-MX");

/** "Mª." -> "maria", "NÚÑEZ" -> "nunez", "O'Farrill" -> "ofarrill". */
function keyOf(word: string): string {
  const folded = word.normalize("NFKD").replace(/\p{M}/gu, "").replace(/['’]/g, "").toLowerCase();
  return ABBREVIATIONS[folded] ?? folded;
}

/** The words that count: split on spaces and punctuation (hyphens too), titles and particles out. */
function wordsOf(text: string): Word[] {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}'’]+/u)
    .map((word) => ({ text: upper(word), key: keyOf(word) }))
    .filter((word) => word.key !== "" && !IGNORED_WORDS.has(word.key));
}

/** The typed words, each usable once, so "López López" needs two "López". */
function typedPool(typed: TypedName) {
  const givenCount = wordsOf(typed.firstName).length;
  const words = wordsOf(`${typed.firstName} ${typed.lastName}`);
  const used = words.map(() => false);
  return {
    take(predicate: (word: Word) => boolean): boolean {
      const index = words.findIndex((word, i) => !used[i] && predicate(word));
      if (index === -1) return false;
      used[index] = true;
      return true;
    },
    unused: () => words.filter((_, i) => !used[i]).map((word) => word.text),
    /** Unused words typed in the surname field. */
    unusedSurnames: () =>
      words.filter((_, i) => !used[i] && i >= givenCount).map((word) => word.text),
  };
}

const listed = (words: RegistryWordCheck[]) => words.map((word) => word.text).join(" ");

export function explainNameMatch(registry: RegistryName, typed: TypedName): NameMatchExplanation {
  return typeof registry === "string"
    ? explainAgainstFullName(registry, typed)
    : explainAgainstParts(registry, typed);
}

export function namesMatch(registry: RegistryName, typed: TypedName): boolean {
  return explainNameMatch(registry, typed).matches;
}

function explainAgainstParts(
  registry: Exclude<RegistryName, string>,
  typed: TypedName,
): NameMatchExplanation {
  const pool = typedPool(typed);
  const check =
    (role: RegistryWordRole) =>
    (word: Word): RegistryWordCheck & { key: string } => ({
      text: word.text,
      key: word.key,
      role,
      found: pool.take((typedWord) => typedWord.key === word.key) ? "yes" : "no",
    });
  // Surnames first: they are required, so a typed word both could use goes to them.
  const surnames = [
    ...wordsOf(registry.firstSurname).map(check("firstSurname")),
    ...wordsOf(registry.secondSurname ?? "").map(check("secondSurname")),
  ];
  const given = wordsOf(registry.given).map(check("given"));
  for (const word of given) {
    if (word.found === "no" && pool.take((typedWord) => typedWord.key === word.key[0])) {
      word.found = "initial";
    }
  }
  const extraTypedWords = pool.unused();

  const reasons: string[] = [];
  const missing = (role: RegistryWordRole) =>
    surnames.filter((word) => word.role === role && word.found === "no");
  const firstMissing = missing("firstSurname");
  const secondMissing = missing("secondSurname");
  if (surnames.length === 0) reasons.push("El registro no trae apellidos con qué comparar.");
  if (firstMissing.length > 0) {
    reasons.push(`Falta el primer apellido del registro: ${listed(firstMissing)}.`);
  }
  if (secondMissing.length > 0) {
    reasons.push(`Falta el segundo apellido del registro: ${listed(secondMissing)}.`);
  }
  if (!given.some((word) => word.found === "yes")) {
    reasons.push(
      given.length === 0
        ? "El registro no trae nombre de pila con qué comparar."
        : `Ningún nombre de pila del registro (${listed(given)}) está completo en el nombre escrito.`,
    );
  }
  if (extraTypedWords.length > 0) {
    reasons.push(
      `El nombre escrito tiene palabras que no están en el registro: ${extraTypedWords.join(" ")}.`,
    );
  }
  return {
    matches: reasons.length === 0,
    registryWords: [...given, ...surnames].map(({ text, role, found }) => ({ text, role, found })),
    extraTypedWords,
    reasons,
  };
}

function explainAgainstFullName(registry: string, typed: TypedName): NameMatchExplanation {
  const pool = typedPool(typed);
  const registryWords: RegistryWordCheck[] = wordsOf(registry).map((word) => ({
    text: word.text,
    role: "name",
    found: pool.take((typedWord) => typedWord.key === word.key) ? "yes" : "no",
  }));
  const extraTypedWords = pool.unused();
  const matched = registryWords.filter((word) => word.found === "yes").length;

  const reasons: string[] = [];
  const missing = registryWords.filter((word) => word.found === "no");
  if (registryWords.length === 0) reasons.push("El registro no trae un nombre con qué comparar.");
  const extraSurnames = pool.unusedSurnames();
  if (missing.length > 0) {
    reasons.push(`Faltan palabras del nombre del registro: ${listed(missing)}.`);
  } else if (extraTypedWords.length > 0 && matched < MIN_WORDS_WITH_EXTRAS) {
    reasons.push(
      `El registro solo trae ${matched} palabras y el nombre escrito tiene otras: ${extraTypedWords.join(" ")}.`,
    );
  } else if (extraSurnames.length > 0) {
    reasons.push(
      `El nombre escrito tiene apellidos que no están en el registro: ${extraSurnames.join(" ")}.`,
    );
  } else if (extraTypedWords.length > MAX_EXTRA_GIVEN_NAMES) {
    reasons.push(
      `El nombre escrito tiene ${extraTypedWords.length} nombres que no están en el registro (se acepta uno): ${extraTypedWords.join(" ")}.`,
    );
  }
  return { matches: reasons.length === 0, registryWords, extraTypedWords, reasons };
}

/**
 * The registry name the matcher should use for a stored lookup: the SEP record's parts when it
 * has them (`fullData.nombre`, `primerApellido`, `segundoApellido`), otherwise the full name.
 */
export function registryNameOf(fullData: Record<string, unknown>, fullName: string): RegistryName {
  const { nombre, primerApellido, segundoApellido } = fullData;
  if (typeof nombre !== "string" || typeof primerApellido !== "string") return fullName;
  if (nombre.trim() === "" || primerApellido.trim() === "") return fullName;
  return {
    given: nombre,
    firstSurname: primerApellido,
    secondSurname: typeof segundoApellido === "string" ? segundoApellido : "",
  };
}
