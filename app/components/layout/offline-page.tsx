/**
 * Whether an error is a client navigation that never reached the server: React Router's
 * request for the next page's data failed in the browser (no connection, a dropped mobile
 * network). Browsers reject such a fetch with a TypeError of their own wording (Chromium
 * "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari "Load
 * failed"); a TypeError from a bug in the page reads differently and keeps the generic page.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return /failed to fetch|networkerror|load failed|network error/i.test(error.message);
}

/**
 * What a person sees when the next page could not be loaded for lack of connection: what
 * happened and a way to try again (the address already is the page they asked for), not "Algo
 * salió mal", which reads as the site's fault and offers only the home page, which would fail
 * the same way.
 */
export function OfflinePage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Sin conexión</title>
      <h1 className="text-3xl font-bold text-gray-900">Sin conexión</h1>
      <p role="alert" className="mt-4 text-gray-600">
        No pudimos cargar esta página porque no hay conexión a internet. Revisa tu conexión y vuelve
        a intentarlo.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Reintentar
      </button>
    </section>
  );
}
