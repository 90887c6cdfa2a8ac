// Plain values of the search, apart from the catalogues and the zod schemas, so the browser's
// search form can use them without shipping either.
/** Spec public-side 3/4: the 'all' values that mean "no filter". */
export const ALL_SPECIALTIES = "todas";
export const ALL_CITIES = "todas-ciudades";
/** /especialidades links use city=online for teleconsultation. */
export const ONLINE_CITY = "online";
export const MAX_QUERY_LENGTH = 200;
export const MAX_API_LIMIT = 100;
/**
 * The deepest a search pages: an offset is walked over (every listing before it is read), so
 * past the first 1,000 results, where totals are capped too, a search answers no further.
 */
export const MAX_SEARCH_OFFSET = 1_000;
