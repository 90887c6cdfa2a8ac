import { isRouteErrorResponse } from "react-router";
import { resultsTitle } from "../../common/search/title.ts";
import { isIndexable, searchHref } from "../../common/search/url.ts";
import { ResultsJsonLd } from "../features/search/results-json-ld.tsx";
import { ResultsErrorBoundary } from "../features/search/results-error-boundary.tsx";
import { ResultsView } from "../features/search/results-view.tsx";
import { filtersFromRequest } from "../lib/search-page.server.ts";
import { loadResults } from "../lib/search.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/results";

// /{specialty} and /{specialty}/{city}: an unknown specialty or city is a 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const filters = filtersFromRequest(request, { specialty: params.specialty, city: params.city });
  return loadResults(context, filters);
}

export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  if (!data) {
    // No data: a 404, or a failed load (e.g. the database is down), which is no 404.
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? "Página no encontrada" : "Error al cargar los médicos" }];
  }
  const { brandName, siteUrl } = rootData(matches);
  const title = resultsTitle(data.filters, data.understood);
  return pageMeta({
    title: `${title} - ${brandName}`,
    description: `${data.totalCapped ? "Más de " : ""}${data.total.toLocaleString("es-MX")} médicos en ${title.replace(/^.* en /, "")}: compara experiencia, precios de consulta, aseguradoras y opiniones de pacientes.`,
    canonical: `${siteUrl}${searchHref({ specialtySlug: data.filters.specialtySlug, citySlug: data.filters.citySlug, page: data.filters.page })}`,
    noIndex: !isIndexable(data.filters, data.total),
  });
};

export default function Results({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <ResultsJsonLd
        providers={loaderData.providers}
        siteUrl={rootData(matches).siteUrl}
        title={resultsTitle(loaderData.filters, loaderData.understood)}
      />
      <ResultsView {...loaderData} />
    </>
  );
}

export const ErrorBoundary = ResultsErrorBoundary;
