/**
 * "Idiomas: Español, Inglés" for a card or a profile: the languages a doctor lists, or nothing
 * when they list none. A card shows it only when there is more than Spanish to say
 * (`onlyBeyondSpanish`), so a list of Spanish-only doctors is not a column of "Idiomas: Español".
 */
export function languagesLabel(
  languages: readonly string[],
  options: { onlyBeyondSpanish?: boolean } = {},
): string | undefined {
  if (languages.length === 0) return undefined;
  const spanishOnly = languages.every((language) => /^espa[ñn]ol$/i.test(language.trim()));
  if (options.onlyBeyondSpanish && spanishOnly) return undefined;
  return `Idiomas: ${languages.join(", ")}`;
}
