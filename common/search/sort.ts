import { SORT_LABELS, SORT_OPTIONS } from "../providers/types.ts";

/**
 * Orders of a results list: the spec's three (experience, price, availability) plus the
 * defaults, 'Relevancia' for a typed query and 'Recomendados' for a listing.
 */
export const SEARCH_SORTS = ["relevance", "recommended", ...SORT_OPTIONS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevancia",
  recommended: "Recomendados",
  ...SORT_LABELS,
};

/** The one line under the count that says how the list is ordered. */
export const SEARCH_SORT_EXPLANATIONS: Record<SearchSort, string> = {
  relevance:
    "Ordenados por relevancia: primero lo que mejor coincide con tu búsqueda; a igual coincidencia, los recomendados.",
  recommended:
    "Recomendados: primero médicos con cédula verificada y con reseñas, después los perfiles más completos.",
  experience: "Ordenados por años de experiencia, de más a menos.",
  price: "Ordenados por precio de consulta, del más bajo al más alto.",
  availability: "Primero los médicos con disponibilidad hoy.",
};

export function isSearchSort(value: unknown): value is SearchSort {
  return typeof value === "string" && (SEARCH_SORTS as readonly string[]).includes(value);
}

/**
 * The order a list gets when nobody chose one: relevance when there is text to be relevant
 * to, otherwise the recommended listings first.
 */
export function defaultSearchSort(hasText: boolean): "relevance" | "recommended" {
  return hasText ? "relevance" : "recommended";
}

/** The orders a visitor can choose on a page: 'Relevancia' only means something with a query. */
export function selectableSorts(hasQuery: boolean): SearchSort[] {
  return SEARCH_SORTS.filter((sort) => sort !== "relevance" || hasQuery);
}
