import { data, type AppLoadContext } from "react-router";
import { bioForCard } from "../../common/providers/bio-excerpt.ts";
import { PAGE_SIZE } from "../../common/providers/types.ts";
import type { SearchCriteria } from "../../common/search/filters.ts";
import { offsetOf, totalPagesFor } from "../../common/pagination.ts";
import { MAX_SEARCH_OFFSET } from "../../common/search/values.ts";
import { emptyResultSuggestions } from "../../common/search/suggestions.ts";
import { cardSlotsOf } from "../../common/search/next-slot.ts";
import type { PageFilters } from "../../common/search/url.ts";

/** Loads one page of results for a results URL; shared by the home and the specialty routes. */
export async function loadResults(context: AppLoadContext, filters: PageFilters) {
  const criteria: SearchCriteria = {
    specialtySlug: filters.specialtySlug,
    citySlug: filters.citySlug,
    onlineOnly: filters.onlineOnly,
    availableToday: filters.availableToday,
    zone: filters.zone,
    // The page says when a neighbourhood had nobody of the kind and shows its city instead.
    widenEmptyZone: true,
    insurerSlug: filters.insurerSlug,
    priceMax: filters.priceMax,
    priceMin: filters.priceMin,
    schedule: filters.schedule,
    gender: filters.gender,
    ageGroup: filters.ageGroup,
    homeVisit: filters.homeVisit,
    verified: filters.verified,
    onlineBooking: filters.onlineBooking,
    minRating: filters.minRating,
    language: filters.language,
    q: filters.q,
    semantic: filters.semantic,
    literal: filters.literal,
    sort: filters.sort,
    limit: PAGE_SIZE,
    offset: offsetOf(filters.page, PAGE_SIZE),
  };
  const result = await context.services.search.search(criteria);
  const totalPages = totalPagesFor(result.total, PAGE_SIZE, MAX_SEARCH_OFFSET);
  if (filters.page > totalPages && result.total > 0) {
    // A page past the end (an old shared link): say so with a 404 rather than an empty list.
    throw data(null, { status: 404 });
  }
  return {
    filters,
    // A card quotes at most the start of the bio (its share message): the rest stays home.
    providers: result.providers.map((card) => ({ ...card, bio: bioForCard(card.bio) })),
    total: result.total,
    totalCapped: result.totalCapped,
    totalPages,
    understood: result.understood,
    warning: result.warning,
    sort: result.sort,
    suggestions: result.total === 0 ? emptyResultSuggestions(filters) : null,
    tileUrl: context.publicConfig.mapTileUrl,
    nextSlots: cardSlotsOf(result.nextSlots, new Date()),
  };
}
export type ResultsData = Awaited<ReturnType<typeof loadResults>>;
