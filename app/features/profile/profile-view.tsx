import { Clock, Globe, Link2, Mail, MapPin, Phone } from "../../components/icons/icons.tsx";
import { useEffect } from "react";
import { Link } from "react-router";
import type {
  PublicProviderCard,
  PublicProviderProfile,
  PublicReview,
  PublicSocialLinks,
} from "../../../common/providers/types.ts";
import type { InsurerTileData } from "../../../common/catalogs/insurers.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { HelpBubble } from "../../components/ui/help-bubble.tsx";
import { bookingPath } from "../../lib/booking-links.ts";
import { profilePageOutcomeOf, type ProfilePageOutcome } from "../../lib/profile-page-form.ts";
import { NextSlotsStrip, type ProfileBooking } from "../../components/booking/next-slots-strip.tsx";
import { CompactSearch } from "./compact-search.tsx";
// In the page's own chunk, not lazy: a lazy form sits in a Suspense boundary the server
// sends hidden and reveals with an inline script, so a browser that runs no script (or has
// not yet) would never show it, and both forms post without scripts.
import { MessageForm } from "./message-form.tsx";
import { ReviewForm } from "./review-form.tsx";
import { InsurerTile } from "./insurer-tile.tsx";
import { profileContact, track } from "./profile-actions.tsx";
import { ProfileHero } from "./profile-hero.tsx";
import { ProfileOffices } from "./profile-offices.tsx";
import { Section } from "./profile-section.tsx";
import { RelatedProvider } from "./related-provider.tsx";
import { ReviewsBlock } from "../../components/reviews/reviews-block.tsx";
import { StickyContactBar } from "./sticky-contact-bar.tsx";

export { whatsappHref } from "./profile-actions.tsx";

const SOCIAL: { key: keyof PublicSocialLinks; label: string; icon: typeof Globe }[] = [
  { key: "website", label: "Sitio web", icon: Globe },
  // lucide no longer ships brand marks: a neutral link icon and the network's name.
  { key: "facebook", label: "Facebook", icon: Link2 },
  { key: "instagram", label: "Instagram", icon: Link2 },
  { key: "twitter", label: "X (Twitter)", icon: Link2 },
  { key: "linkedin", label: "LinkedIn", icon: Link2 },
  { key: "youtube", label: "YouTube", icon: Link2 },
];

export interface ProfileViewProps {
  provider: PublicProviderProfile;
  related: PublicProviderCard[];
  reviews: PublicReview[];
  /** Insurer tiles resolved on the server (logo and colours, or initials). */
  insurers: InsurerTileData[];
  /** 'Otros {label} en {city}': the specialty's plural practitioner name. */
  relatedLabel: string;
  siteUrl: string;
  currentPath: string;
  signedIn: boolean;
  /** Whether the signed-in person may write here, and why not. */
  reviewer: { canWrite: boolean; reason?: string };
  /** Map tiles of the offices' maps (MAP_TILE_URL). */
  tileUrl: string;
  /** A published agenda's next free times ('Próximos horarios'); null without one. */
  booking?: ProfileBooking | null;
  /** The attended visit a review is being written for ('Escribir reseña' of 'Mis citas'). */
  reviewAppointmentId?: number | null;
  /** The page action's answer to a form sent before the scripts ran (or without them). */
  outcome?: ProfilePageOutcome | null;
}

/**
 * The doctor's public profile (spec public-side 2, Provider profile). The doctor comes first:
 * the compact search waits behind a button, and on phones a contact bar follows the reader.
 */
export function ProfileView({
  provider,
  related,
  reviews,
  insurers,
  relatedLabel,
  siteUrl,
  currentPath,
  signedIn,
  reviewer,
  tileUrl,
  booking = null,
  reviewAppointmentId = null,
  outcome = null,
}: ProfileViewProps) {
  const contact = profileContact(provider, booking ? bookingPath(booking.slug) : null);
  const { tel } = contact;
  const loginHref = `/login?returnUrl=${encodeURIComponent(currentPath)}`;
  const socialLinks = provider.socialLinks
    ? SOCIAL.filter((s) => provider.socialLinks?.[s.key])
    : [];
  useEffect(() => track(provider.id, "view"), [provider.id]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:py-6">
      <CompactSearch>
        {/* On a phone only the specialty crumb shows: the name is the heading just below. */}
        <div className="max-sm:[&_li:not(:nth-last-child(2))]:hidden">
          <Breadcrumbs
            siteUrl={siteUrl}
            items={[
              { label: "Inicio", to: "/" },
              { label: provider.city, to: `/?q=${encodeURIComponent(provider.city)}` },
              { label: provider.specialty, to: `/?q=${encodeURIComponent(provider.specialty)}` },
              { label: provider.name },
            ]}
          />
        </div>
      </CompactSearch>

      <ProfileHero
        provider={provider}
        contact={contact}
        favouriteError={profilePageOutcomeOf(outcome, "favourite")?.error}
      />
      <HelpBubble className="mt-6" />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {booking ? <NextSlotsStrip booking={booking} /> : null}
          <Section id="contacto" title="Ubicación y contacto">
            <dl className="grid gap-3 text-gray-700 sm:grid-cols-2">
              {provider.location ? (
                <div className="flex gap-2">
                  <dt>
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span className="sr-only">Dirección</span>
                  </dt>
                  <dd>{provider.location}</dd>
                </div>
              ) : null}
              {provider.phone ? (
                <div className="flex gap-2">
                  <dt>
                    <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span className="sr-only">Teléfono</span>
                  </dt>
                  <dd>
                    {tel ? (
                      <a
                        href={tel}
                        onClick={() => track(provider.id, "call")}
                        className="text-brand-700 underline"
                      >
                        {provider.phone}
                      </a>
                    ) : (
                      provider.phone
                    )}
                  </dd>
                </div>
              ) : null}
              {provider.email ? (
                <div className="flex gap-2">
                  <dt>
                    <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span className="sr-only">Correo electrónico</span>
                  </dt>
                  <dd className="break-all">{provider.email}</dd>
                </div>
              ) : null}
              <div className="flex gap-2">
                <dt>
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span className="sr-only">Horario</span>
                </dt>
                <dd>{provider.schedule}</dd>
              </div>
            </dl>
          </Section>

          <ProfileOffices provider={provider} tileUrl={tileUrl} />

          <Section id="mensaje" title="Enviar mensaje">
            {!provider.claimed ? (
              <p className="text-sm text-gray-600">
                Este médico todavía no recibe mensajes en el directorio.
              </p>
            ) : !signedIn ? (
              <p className="text-sm text-gray-700">
                <Link to={loginHref} className="font-semibold text-brand-700 underline">
                  Inicia sesión
                </Link>{" "}
                para enviar un mensaje a {provider.name}.
              </p>
            ) : (
              <MessageForm
                providerId={provider.id}
                providerName={provider.name}
                outcome={profilePageOutcomeOf(outcome, "message")}
              />
            )}
          </Section>

          <ReviewsBlock
            reviews={reviews}
            removed={provider.removedReviews}
            signedIn={signedIn}
            loginHref={loginHref}
            writeForm={
              <ReviewForm
                providerId={provider.id}
                canWrite={reviewer.canWrite}
                reason={reviewer.reason}
                appointmentId={reviewAppointmentId}
                outcome={profilePageOutcomeOf(outcome, "review")}
              />
            }
          />
        </div>

        <aside className="space-y-6">
          {provider.price ? (
            <Section id="precio" title="Precio de consulta">
              <p className="text-gray-700">
                Desde{" "}
                <span className="text-2xl font-bold text-gray-900">
                  {formatMxn(provider.price)}
                </span>
              </p>
              {provider.servicesWithPricing.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm text-gray-700">
                  {provider.servicesWithPricing.map((service, index) => (
                    <li key={`${service.name}-${index}`} className="flex justify-between gap-3">
                      <span>{service.name}</span>
                      <span className="shrink-0 font-semibold">{formatMxn(service.price)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Section>
          ) : null}

          {provider.languages.length > 0 ? (
            <Section id="idiomas" title="Idiomas">
              <p className="text-gray-700">{provider.languages.join(", ")}</p>
            </Section>
          ) : null}

          {insurers.length > 0 ? (
            <Section id="aseguradoras" title="Aseguradoras aceptadas">
              <ul className="flex flex-wrap gap-2">
                {insurers.map((tile) => (
                  <li key={tile.name}>
                    <InsurerTile tile={tile} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {socialLinks.length > 0 ? (
            <Section id="redes" title="Redes sociales">
              <ul className="space-y-2">
                {socialLinks.map(({ key, label, icon: Icon }) => (
                  <li key={key}>
                    <a
                      href={provider.socialLinks?.[key]}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-2 text-brand-700 underline"
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="relacionados" className="text-xl font-bold text-gray-900">
              Otros {relatedLabel} en {provider.city}
            </h2>
            <Link
              to={
                provider.specialtySlug && provider.citySlug
                  ? `/${provider.specialtySlug}/${provider.citySlug}`
                  : "/"
              }
              className="font-semibold text-brand-700 underline"
            >
              Ver todos
            </Link>
          </div>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {related.map((card) => (
              <li key={card.id}>
                <RelatedProvider provider={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StickyContactBar providerId={provider.id} contact={contact} />
    </div>
  );
}
