import { parseSearchIntent } from "./intent.ts";
import { searchHref } from "./href.ts";
import type { PageFilters } from "./url.ts";

/**
 * The results URL a typed query stands for: the specialty, city and filter words it names
 * replace those of the page ("dermatólogo" typed on /cardiologia/guadalajara leads to
 * /dermatologia/guadalajara) and the rest are kept; when nothing else is left of the text,
 * the query itself goes too (/?q=dermatologo en merida -> /dermatologia/merida). A guessed
 * (misspelled) specialty or city counts only when the whole text was understood, so a
 * surname next to other words is left to the name search. Undefined when the page is
 * already where the text leads, or the person asked for the literal words.
 */
export function canonicalFilters(filters: PageFilters): PageFilters | undefined {
  if (!filters.q || filters.literal) return undefined;
  const intent = parseSearchIntent(filters.q);
  const { qualifiers, confidence } = intent;
  const wholeTextUnderstood = intent.remainingText.trim() === "";
  const sure = (value: number | undefined) => value === 1 || wholeTextUnderstood;
  const specialtySlug =
    intent.specialtySlug && sure(confidence.specialty)
      ? intent.specialtySlug
      : filters.specialtySlug;
  const namedCity = intent.citySlug && sure(confidence.city) ? intent.citySlug : undefined;
  // Insurer, verified licence and states have no place in the URL yet: the text keeps them.
  // While the text stays, the search reads its filter words itself, and the page's own
  // toggles (sort, availability) stay the person's to change.
  const textStillNeeded =
    !wholeTextUnderstood || Boolean(intent.state || qualifiers.insurerSlug || qualifiers.verified);
  const applyWords = !textStillNeeded;
  const online =
    (applyWords && qualifiers.telemedicine === true) || (filters.onlineOnly && !namedCity);
  const next: PageFilters = {
    ...filters,
    specialtySlug,
    citySlug: online ? undefined : (namedCity ?? (intent.state ? undefined : filters.citySlug)),
    onlineOnly: online,
    zone: namedCity && namedCity !== filters.citySlug ? undefined : filters.zone,
    availableToday: filters.availableToday || (applyWords && qualifiers.availableToday === true),
    sort: applyWords && qualifiers.priceOrder ? "price" : filters.sort,
    page: 1,
  };
  if (applyWords) {
    next.q = undefined;
    next.semantic = false;
  }
  const changed = searchHref(next) !== searchHref({ ...filters, page: 1 });
  return changed ? next : undefined;
}
