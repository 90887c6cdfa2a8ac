import { data, redirect } from "react-router";
import { canonicalFilters } from "../../common/search/canonical.ts";
import { resolveSpecialtySlug } from "../../common/search/constants.ts";
import { keptZone, ZONE_CITY_FIELD } from "../../common/search/href.ts";
import { parsePageFilters, searchHref, type PageFilters } from "../../common/search/url.ts";

/** Reads the filters of a results URL, answering 404 for unknown specialties or cities. */
export function filtersFromRequest(
  request: Request,
  path: { specialty?: string; city?: string },
): PageFilters {
  const url = new URL(request.url);
  const parsed = parsePageFilters(path, url.searchParams);
  if (!parsed.ok) throw data(null, { status: 404 });
  // The search form without JavaScript sends its fields to "/": send them on to the real URL.
  // It carries the page's other filters in hidden fields: they stay.
  if (!path.specialty && url.searchParams.has("specialty")) {
    throw redirect(
      searchHref({
        ...parsed.filters,
        // The page's zone comes with its city: it stays only if the city is still that one.
        zone: keptZone(
          parsed.filters.zone,
          url.searchParams.get(ZONE_CITY_FIELD),
          parsed.filters.citySlug,
        ),
        page: 1,
        specialtySlug: resolveSpecialtySlug(url.searchParams.get("specialty") ?? undefined),
      }),
    );
  }
  // The filter panel submitted by the browser itself, before React took the page over
  // (app/features/search/filter-panel.tsx): its empty selects and its teleconsultation box
  // (which moves the search out of the city) have no place in the canonical URL.
  if (
    url.searchParams.has("telemedicine") ||
    [...url.searchParams.values()].some((value) => value === "")
  ) {
    const { filters } = parsed;
    throw redirect(
      searchHref(
        url.searchParams.has("telemedicine")
          ? { ...filters, onlineOnly: true, citySlug: undefined, zone: undefined }
          : filters,
      ),
    );
  }
  // A typed query names what it wants: the URL, title and heading follow what it understood.
  const canonical = canonicalFilters(parsed.filters);
  if (canonical) throw redirect(searchHref(canonical));
  return parsed.filters;
}
