import { data, isRouteErrorResponse, redirect } from "react-router";
import { pagePathOf } from "../../common/accounts/schemas.ts";
import { insurerTile } from "../../common/catalogs/insurers.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { physicianJsonLd } from "../../common/seo/physician.ts";
import { serializeJsonLd } from "../../common/seo/json-ld.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { profileBookingOf } from "../components/booking/next-slots-strip.tsx";
import { ProfileView } from "../features/profile/profile-view.tsx";
import { pageError, refusalOf } from "../lib/errors.server.ts";
import { profilePageAction } from "../lib/profile-page-action.server.ts";
import { isProfilePageIntent } from "../lib/profile-page-form.ts";
import { loginRedirect } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import { siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/profile";

/** The profile looks this far ahead for its 'Próximos horarios'. */
const NEXT_SLOTS_DAYS = 14;

// Every profile form of the route table: /{slug}/{specialty}/{city}, /profesional/{slug},
// /profesional/{name}/{specialty}/{city} and /{name}/{specialty}/{city}.
async function listingOf({ params, request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const slugOrName = params.slug ?? params.name;
  if (!slugOrName) throw data(null, { status: 404 });
  return context.services.providers
    .profileWithOwner({ slugOrName, specialtySlug: params.specialty, citySlug: params.city })
    .catch((error: unknown) => {
      throw pageError(error, request);
    });
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { providers } = context.services;
  const found = await listingOf(args);
  const provider = found.profile;
  const [related, reviews, user, booking] = await Promise.all([
    providers.related(provider),
    providers.reviewsOfPublicListing(provider.id),
    context.viewer(),
    // Most listings take no bookings here: no availability to compute for them.
    provider.onlineBooking ? profileBooking(context, provider) : null,
  ]);
  const url = new URL(request.url);
  const reviewAppointmentId = Number(url.searchParams.get("cita"));
  const reviewer = context.services.reviews.reviewerStatus(user, found.ownerUserId);
  const specialty = provider.specialtySlug
    ? findSpecialtyBySlug(provider.specialtySlug)
    : undefined;
  return {
    provider,
    related,
    reviews,
    insurers: (provider.insurers ?? []).map(insurerTile),
    relatedLabel: specialty?.specialistPlural.toLowerCase() ?? provider.specialty,
    // Built here so the page's JavaScript carries no structured-data code.
    jsonLd: serializeJsonLd(physicianJsonLd(provider, siteUrlFor(context.publicConfig.publicUrl))),
    currentPath: `${url.pathname}${url.search}`,
    signedIn: Boolean(user),
    reviewer,
    tileUrl: context.publicConfig.mapTileUrl,
    booking,
    reviewAppointmentId:
      Number.isSafeInteger(reviewAppointmentId) && reviewAppointmentId > 0
        ? reviewAppointmentId
        : null,
  };
}

/**
 * The profile's forms without the page's scripts (a phone still loading them, or none): the
 * message, the review and the heart post here with their `intent`, and each does what its API
 * route does, for the same people, with the same schema, service and limit. Anonymous
 * visitors go to the login page, which brings them back. A refusal or a sent message comes
 * back as `{ profile: outcome }`; a saved or removed favourite goes back to the profile, whose
 * heart then shows it.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const user = await context.viewer();
  if (!user) throw loginRedirect(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isProfilePageIntent(intent)) throw data(null, { status: 400 });
  const { profile } = await listingOf(args);
  const { outcome, status } = await profilePageAction(
    context.services,
    user,
    profile,
    intent,
    form,
  );
  if (intent === "favourite" && !outcome.error) {
    return redirect(pagePathOf(new URL(request.url)));
  }
  return data({ profile: outcome }, { status });
}

/**
 * 'Próximos horarios' of a listing whose agenda is published; null when it is not published
 * after all (the listing's flag was read from a cache: the availability service answers 404),
 * which keeps its message box or its own booking page.
 */
async function profileBooking(
  context: Route.LoaderArgs["context"],
  provider: { id: number; slug: string },
) {
  try {
    const now = new Date();
    return profileBookingOf(
      provider.slug,
      await context.services.availability.getAvailability(provider.id, { days: NEXT_SLOTS_DAYS }),
      now,
    );
  } catch (error) {
    if (refusalOf(error).status === 404) return null;
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  if (!data) {
    // No data: a 404, or a failed load (e.g. the database is down), which is no 404.
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? "Médico no encontrado" : "Ocurrió un error" }];
  }
  const { brandName, siteUrl } = rootData(matches);
  const { provider } = data;
  const description = provider.bio
    ? provider.bio.slice(0, 155)
    : `${provider.name}, ${provider.specialty} en ${provider.city}. Consulta su experiencia, precios, ubicación y opiniones de pacientes.`;
  return [
    ...pageMeta({
      title: `${provider.name} - ${provider.specialty} en ${provider.city} | ${brandName}`,
      description,
      canonical: `${siteUrl}${provider.profilePath}`,
      ogType: "profile",
      image: provider.avatar ? `${siteUrl}${provider.avatar}` : undefined,
    }),
    {
      name: "keywords",
      content: [
        provider.name,
        provider.specialty,
        `${provider.specialty} en ${provider.city}`,
        provider.city,
        "cédula profesional",
        "opiniones",
      ].join(", "),
    },
  ];
};

export default function Profile({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const { jsonLd, ...view } = loaderData;
  return (
    <>
      {/* Data block, not executable: serializeJsonLd escapes anything that could end it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProfileView {...view} siteUrl={siteUrl} outcome={actionData?.profile ?? null} />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Médico no encontrado",
  description: "El médico que buscas no existe o ha sido eliminado.",
});
