// Plain values of the search, apart from the catalogues and the zod schemas, so the browser's
// search form can use them without shipping either.
/** Spec public-side 3/4: the 'all' values that mean "no filter". */
export const ALL_SPECIALTIES = "todas";
export const ALL_CITIES = "todas-ciudades";
/** /especialidades links use city=online for teleconsultation. */
export const ONLINE_CITY = "online";
export const MAX_QUERY_LENGTH = 200;
export const MAX_API_LIMIT = 100;
