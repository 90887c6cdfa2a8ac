/** Spec public-side 4 and 9: the voice recorder's timings and limits. */
export const AUTO_STOP_MS = 6_000;
export const HARD_STOP_MS = 15_000;
export const BANNER_MS = 5_000;
/** The hero and the results page search about 500 ms after a transcript… */
export const SEARCH_DELAY_MS = 500;
/** …the profile page's compact form after about 100 ms. */
export const COMPACT_SEARCH_DELAY_MS = 100;
