import { useContext, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { defaultTitle, organizationJsonLd, serializeJsonLd } from "../common/seo/json-ld.ts";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { DemoNotice } from "./components/layout/demo-notice.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { NotFoundPage } from "./components/layout/not-found-page.tsx";
import { isTooManyPages, TooManyPagesPage } from "./components/layout/too-many-pages.tsx";
import { isConnectionFailure, OfflinePage } from "./components/layout/offline-page.tsx";
import { footerCityLinks, searchFormOptions } from "./lib/catalog-options.server.ts";
import { siteUrlFor } from "./lib/site-url.ts";
import { useWelcomeToast } from "./features/accounts/use-welcome-toast.ts";
import { INLINE_STYLESHEET_HREF, InlineStylesheet } from "./lib/inline-stylesheet.ts";
import { FavouritesContext } from "./components/providers/favourite-button.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicConfig, services } = context;
  const user = await context.viewer();
  // The header shows a signed-in administrator's session instead of 'Iniciar Sesión'.
  const admin = await services.adminAccounts.fromCookieHeader(request.headers.get("cookie"));
  const favouriteIds = user ? await services.favourites.ids(user) : [];
  return {
    favouriteIds,
    user: user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          isProvider: user.isProvider,
          emailVerified: user.emailVerified,
        }
      : null,
    admin: admin ? { username: admin.username } : null,
    brandName: publicConfig.brandName,
    contactEmail: publicConfig.contactEmail,
    siteUrl: siteUrlFor(publicConfig.publicUrl),
    demo: (await services.settings.demoData()) !== null,
    searchOptions: searchFormOptions(await services.search.specialtyCounts().catch(() => [])),
    footerCities: footerCityLinks(),
    // The footer's copyright year, read once on the server so hydration prints the same.
    year: new Date().getFullYear(),
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const brandName = data?.brandName ?? "Directorio Médico";
  return [
    { title: defaultTitle(brandName) },
    {
      name: "description",
      content:
        "Encuentra médicos con cédula profesional verificada en México: especialidades, ciudades, opiniones de pacientes y precios de consulta.",
    },
    { name: "robots", content: "index, follow" },
  ];
};

/**
 * The site's styles. In production the whole stylesheet is inlined in the head (about 8 KB
 * compressed): the first paint waits for no other request (issue #19 item 5). In development
 * the linked file keeps Vite's style updates. With a precedence React writes either one at the
 * top of the head. The scripts of <Scripts> start only after load and paint
 * (app/lib/scripts-after-load.ts).
 */
function Stylesheet() {
  const inlined = useContext(InlineStylesheet);
  if (import.meta.env.DEV)
    return <link rel="stylesheet" href={appStylesheet} precedence="default" />;
  return (
    <style href={INLINE_STYLESHEET_HREF} precedence="default">
      {inlined}
    </style>
  );
}

/** The root's data as the browser last had it (see useRootData); never set on the server. */
let lastRootDataInBrowser: Awaited<ReturnType<typeof loader>> | undefined;

/**
 * The root's data (the signed-in person, the footer's cities, the brand). When a client
 * navigation's data request fails as a whole (no connection, a refused render), React Router
 * leaves the root without data and the error page showed the header signed out and the
 * footer without its cities: in the browser the layout keeps what the last page had. On the
 * server a missing root is the root's own failure and nothing from another request is used.
 */
function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (typeof document === "undefined") return data;
  if (data) lastRootDataInBrowser = data;
  return data ?? lastRootDataInBrowser;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const brandName = data?.brandName ?? "Directorio Médico";
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d7a6c" />
        <Stylesheet />
        <Meta />
        <Links />
        {data ? (
          <script
            type="application/ld+json"
            // Data block, not executable: serializeJsonLd escapes anything that could end it.
            dangerouslySetInnerHTML={{
              __html: serializeJsonLd(
                organizationJsonLd({
                  brandName,
                  url: `${data.siteUrl}/`,
                  contactEmail: data.contactEmail,
                }),
              ),
            }}
          />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Saltar al contenido
        </a>
        {data?.demo ? <DemoNotice /> : null}
        <SiteHeader brandName={brandName} user={data?.user ?? null} admin={data?.admin ?? null} />
        <main id="contenido" className="flex-1">
          {children}
        </main>
        <SiteFooter
          brandName={brandName}
          contactEmail={data?.contactEmail ?? ""}
          user={data?.user ?? null}
          cityLinks={data?.footerCities ?? []}
          year={data?.year ?? new Date().getFullYear()}
        />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Lets browser tests (and anyone debugging) know React has taken over the server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useWelcomeToast();
  const favourites = useMemo(
    () => ({ signedIn: loaderData.user !== null, ids: loaderData.favouriteIds }),
    [loaderData.user, loaderData.favouriteIds],
  );
  return (
    <FavouritesContext.Provider value={favourites}>
      <Outlet />
    </FavouritesContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (isTooManyPages(error)) return <TooManyPagesPage />;
  if (isConnectionFailure(error)) return <OfflinePage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Ocurrió un error</title>
      <h1 className="text-3xl font-bold text-gray-900">Algo salió mal</h1>
      <p className="mt-4 text-gray-600">
        No pudimos mostrar esta página. Por favor, intenta nuevamente en unos momentos.
      </p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Volver al inicio
      </a>
    </section>
  );
}
