import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** The 404 page; areas pass their own wording ('Ciudad no encontrada', 'Especialidad no encontrada'). */
export function NotFoundPage({
  title = "Página no encontrada",
  description = "La página que buscas no existe o fue movida. Revisa la dirección o busca a tu médico desde el inicio.",
  back = { to: "/", label: "Buscar médicos" },
}: {
  title?: string;
  description?: string;
  /** The way back the area offers (the blog goes back to /blog). */
  back?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={back.to}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {back.label}
        </Link>
        <Link
          to="/ayuda"
          className="rounded-md border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Centro de ayuda
        </Link>
      </div>
    </section>
  );
}

/**
 * A route error boundary that shows this page, with the area's wording, for a 404 and lets
 * any other error reach the root boundary.
 */
export function notFoundBoundary(texts: {
  title: string;
  description: string;
  back?: { to: string; label: string };
}) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage {...texts} />;
    throw error;
  };
}
