import { BadgeCheck, CalendarCheck, ExternalLink, MapPin, Video } from "../icons/icons.tsx";
import { useId } from "react";
import { Link } from "react-router";
import { experienceLabel } from "../../../common/providers/experience.ts";
import { languagesLabel } from "../../../common/providers/languages.ts";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { DeferredCallDialog, DeferredShareMenu } from "./card-actions.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { phoneTelHref } from "./phone.ts";
import { ServicesTooltip } from "./services-tooltip.tsx";
import { Avatar, RatingSummary, safeExternalUrl } from "./provider-summary.tsx";
import { buildShareText } from "./share-text.ts";
import { bookingPath } from "../../lib/booking-links.ts";
import type { CardSlot } from "../../../common/search/next-slot.ts";
import { NextSlotLink } from "./next-slot.tsx";

const BADGE_CLASSES =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function ProviderCard({
  provider,
  nextSlot,
}: {
  provider: PublicProviderCard;
  /** Its next free slot when it takes bookings here and has one within two weeks. */
  nextSlot?: CardSlot | undefined;
}) {
  const headingId = useId();
  // A listing that takes bookings here books here; an outside system only for the others.
  const bookingUrl =
    provider.bookingEnabled && !provider.onlineBooking
      ? safeExternalUrl(provider.bookingUrl)
      : null;
  const place =
    provider.state && provider.state !== provider.city
      ? `${provider.city}, ${provider.state}`
      : provider.city;
  const experience = experienceLabel(provider.experience);
  const languages = languagesLabel(provider.languages, { onlyBeyondSpanish: true });

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        {/* Keyed by src so a new photo gets a fresh load attempt after an earlier failure. */}
        <Avatar key={provider.avatar ?? ""} name={provider.name} src={provider.avatar} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
            <Link to={provider.profilePath} className="rounded text-ink hover:text-brand-700">
              {provider.name}
            </Link>
          </h3>
          {provider.licenseVerified ? (
            <p className={`${BADGE_CLASSES} bg-brand-50 text-brand-800`}>
              <BadgeCheck aria-hidden="true" className="size-4" />
              Cédula verificada
            </p>
          ) : null}
          <p className="font-medium text-brand-700">{provider.specialty}</p>
          <p className="flex items-start gap-1 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{place}</span>
          </p>
          {experience ? <p className="text-sm text-gray-600">{experience}</p> : null}
          {languages ? <p className="text-sm text-gray-600">{languages}</p> : null}
          <RatingSummary rating={provider.rating} />
        </div>
        <FavouriteButton providerId={provider.id} providerName={provider.name} />
      </div>

      {provider.availableToday || provider.telemedicine ? (
        <ul className="flex flex-wrap gap-2">
          {provider.availableToday ? (
            <li className={`${BADGE_CLASSES} bg-green-50 text-green-800`}>
              <CalendarCheck aria-hidden="true" className="size-4" />
              Disponible hoy
            </li>
          ) : null}
          {provider.telemedicine ? (
            <li className={`${BADGE_CLASSES} bg-sky-50 text-sky-800`}>
              <Video aria-hidden="true" className="size-4" />
              Teleconsulta
            </li>
          ) : null}
        </ul>
      ) : null}

      {provider.onlineBooking && nextSlot ? (
        <NextSlotLink slug={provider.slug} slot={nextSlot} describedBy={headingId} />
      ) : null}

      {provider.price || provider.servicesWithPricing.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {provider.price ? (
            <p className="text-sm text-gray-700">
              Consulta desde{" "}
              <span className="font-semibold text-ink">{formatMxn(provider.price)}</span>
            </p>
          ) : null}
          <ServicesTooltip services={provider.servicesWithPricing} />
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <DeferredCallDialog
          providerName={provider.name}
          phone={provider.phone}
          dialable={phoneTelHref(provider.phone) !== null}
        />
        <DeferredShareMenu
          url={provider.profilePath}
          text={buildShareText(provider, provider.profilePath)}
        />
        {provider.onlineBooking ? (
          <Link
            to={bookingPath(provider.slug)}
            aria-describedby={headingId}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <CalendarCheck aria-hidden="true" className="size-4" />
            Agendar cita
          </Link>
        ) : bookingUrl ? (
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Agendar en línea
          </a>
        ) : null}
        <Link
          to={provider.profilePath}
          // Many cards repeat "Ver perfil": the description says whose profile it is.
          aria-describedby={headingId}
          className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:ml-auto"
        >
          Ver perfil
        </Link>
      </div>
    </article>
  );
}

/** Grey stand-in with the card's shape while results load; hidden from assistive tech. */
export function ProviderCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 motion-reduce:animate-none sm:p-5"
    >
      <div className="flex gap-4">
        <div className="size-16 shrink-0 rounded-full bg-gray-200" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="h-5 w-3/4 rounded bg-gray-200" />
          <div className="h-4 w-1/3 rounded-full bg-gray-200" />
          <div className="h-4 w-1/2 rounded bg-gray-200" />
          <div className="h-4 w-2/5 rounded bg-gray-200" />
          <div className="h-4 w-1/3 rounded bg-gray-200" />
        </div>
      </div>
      <div className="flex gap-2">
        <div className="h-6 w-28 rounded-full bg-gray-200" />
        <div className="h-6 w-24 rounded-full bg-gray-200" />
      </div>
      <div className="h-4 w-1/2 rounded bg-gray-200" />
      <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <div className="h-10 w-24 rounded-md bg-gray-200" />
        <div className="h-10 w-32 rounded-md bg-gray-200" />
        <div className="h-10 w-24 rounded-md bg-gray-200" />
      </div>
    </div>
  );
}
