import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "../../components/layout/not-found-page.tsx";
import { isConnectionFailure, OfflinePage } from "../../components/layout/offline-page.tsx";
import { isTooManyPages, TooManyPagesPage } from "../../components/layout/too-many-pages.tsx";

/**
 * Results routes: a 404 is the not-found page, a refused render the budget's page (a search
 * changed past 10 a second), a navigation without connection says so; anything else is the
 * spec's load error.
 */
export function ResultsErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isTooManyPages(error)) return <TooManyPagesPage />;
  if (isConnectionFailure(error)) return <OfflinePage />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p role="alert" className="text-gray-800">
        Error al cargar los médicos. Por favor, intenta nuevamente.
      </p>
    </div>
  );
}
