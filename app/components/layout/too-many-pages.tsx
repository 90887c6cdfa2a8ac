import { isRouteErrorResponse } from "react-router";
import {
  TOO_MANY_RENDERS_MESSAGE,
  TOO_MANY_RENDERS_TITLE,
} from "../../../common/limits/render-budget.ts";

/**
 * Whether a route error is the server refusing a client navigation's data because the client
 * is past its page render budget (server/http/render-budget.ts). React Router's client turns
 * that 429 into a route error response; without this, the area's generic error showed
 * ("Algo salió mal", "Error al cargar los médicos") and the person could not tell they only
 * had to wait.
 */
export function isTooManyPages(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 429;
}

/** The budget's own words, inside the site's layout; a full reload tries again. */
export function TooManyPagesPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{TOO_MANY_RENDERS_TITLE}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold text-gray-900">{TOO_MANY_RENDERS_TITLE}</h1>
      <p role="alert" className="mt-4 text-gray-600">
        {TOO_MANY_RENDERS_MESSAGE}
      </p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Ir al inicio
      </a>
    </section>
  );
}
