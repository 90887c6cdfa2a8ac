import { parseSearchIntent, type SearchIntent } from "./intent.ts";
import { searchHref } from "./href.ts";
import type { PageFilters } from "./url.ts";

/** Where a search looks once a typed query has been applied to the explicit filters. */
export interface TypedQueryPlace {
  specialtySlug?: string;
  citySlug?: string;
  onlineOnly: boolean;
}

/**
 * One rule for the results page and GET /api/providers: a typed query replaces the filters it
 * names and keeps the others. A specialty or city counts as named when it was read exactly,
 * or guessed (misspelled) with nothing else left of the text; a state replaces the city; a
 * named city ends a teleconsultation-only search. Guesses beside other words replace nothing
 * (the search may still use them where no filter was given).
 */
export function applyTypedQuery(
  explicit: TypedQueryPlace,
  intent: Pick<
    SearchIntent,
    "specialtySlug" | "citySlug" | "state" | "confidence" | "remainingText"
  >,
): TypedQueryPlace {
  const wholeTextUnderstood = intent.remainingText.trim() === "";
  const named = (value: string | undefined, confidence: number | undefined) =>
    value && (confidence === 1 || wholeTextUnderstood) ? value : undefined;
  const namedCity = named(intent.citySlug, intent.confidence.city);
  return {
    specialtySlug:
      named(intent.specialtySlug, intent.confidence.specialty) ?? explicit.specialtySlug,
    citySlug: namedCity ?? (intent.state ? undefined : explicit.citySlug),
    onlineOnly: explicit.onlineOnly && !namedCity,
  };
}

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
  // One reading of the text serves both steps when the filter words leave it as it was.
  const intent = parseSearchIntent(filters.q);
  const moved = withTypedFilters(filters, intent);
  const next = moved
    ? (placeFilters(moved, moved.q === filters.q ? intent : undefined) ?? moved)
    : placeFilters(filters, intent);
  if (!next) return undefined;
  const changed = searchHref(next) !== searchHref({ ...filters, page: 1 });
  return changed ? next : undefined;
}

/**
 * The filter words of a typed query (time, modality, price, gender, age, insurer, booking,
 * verified cédula) moved to the URL, where they show as removable chips and stay when the
 * person searches again; the rest of the text stays the query. Undefined when it names none.
 */
function withTypedFilters(filters: PageFilters, intent: SearchIntent): PageFilters | undefined {
  const words = intent.qualifiers;
  if (Object.keys(words).length === 0) return undefined;
  const online = words.telemedicine === true || filters.onlineOnly;
  const q = intent.textWithoutFilters.trim() || undefined;
  // A specialty the filter words themselves name ("doctor para niños hoy": Pediatría) would be
  // lost with them: it goes to the URL too, as the API reads it from the whole text.
  const fromWords =
    intent.specialtySlug &&
    intent.confidence.specialty === 1 &&
    !parseSearchIntent(q ?? "").specialtySlug
      ? intent.specialtySlug
      : undefined;
  return {
    ...filters,
    q,
    specialtySlug: fromWords ?? filters.specialtySlug,
    semantic: Boolean(q) && filters.semantic,
    onlineOnly: online,
    citySlug: online ? undefined : filters.citySlug,
    zone: online ? undefined : filters.zone,
    availableToday: words.schedule ? words.schedule === "today" : filters.availableToday,
    schedule: words.schedule
      ? words.schedule === "today"
        ? undefined
        : words.schedule
      : filters.schedule,
    homeVisit: words.homeVisit || filters.homeVisit,
    sort: words.priceOrder ? "price" : filters.sort,
    priceMax: words.priceMax ?? (words.priceMin ? undefined : filters.priceMax),
    priceMin: words.priceMin ?? (words.priceMax ? undefined : filters.priceMin),
    gender: words.gender ?? filters.gender,
    ageGroup: words.ageGroup ?? filters.ageGroup,
    insurerSlug: words.insurerSlug ?? filters.insurerSlug,
    language: words.language ?? filters.language,
    onlineBooking: words.onlineBooking || filters.onlineBooking,
    verified: words.verified || filters.verified,
    page: 1,
  };
}

/** The specialty and city a query names, replacing those of the page (see above). */
function placeFilters(filters: PageFilters, read?: SearchIntent): PageFilters | undefined {
  if (!filters.q) return undefined;
  const intent = read ?? parseSearchIntent(filters.q);
  const wholeTextUnderstood = intent.remainingText.trim() === "";
  const place = applyTypedQuery(filters, intent);
  // States have no place in the URL yet: the text keeps them, as it keeps a place read
  // through its metro area or not known, so the page can say so.
  const applyWords = wholeTextUnderstood && !intent.state && !intent.place;
  const online = place.onlineOnly;
  const next: PageFilters = {
    ...filters,
    specialtySlug: place.specialtySlug,
    citySlug: online ? undefined : place.citySlug,
    onlineOnly: online,
    zone:
      intent.zone && place.citySlug === intent.citySlug
        ? intent.zone
        : place.citySlug !== filters.citySlug
          ? undefined
          : filters.zone,
    page: 1,
  };
  if (applyWords) {
    next.q = undefined;
    next.semantic = false;
  }
  return next;
}
