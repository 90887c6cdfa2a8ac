import {
  BadgeCheck,
  CalendarCheck,
  Clock,
  ExternalLink,
  Globe,
  GraduationCap,
  Link2,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  ShieldCheck,
  Video,
} from "../../components/icons/icons.tsx";
import { lazy, Suspense, useEffect, useState } from "react";
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
import { DeferredShareMenu } from "../providers/card-actions.tsx";
import { mexicanNationalNumber, phoneTelHref } from "../providers/phone.ts";
import { FavouriteButton } from "../providers/favourite-button.tsx";
import { providerInitials } from "../providers/provider-summary.tsx";
import { buildShareText } from "../providers/share-text.ts";
import { SearchPanel } from "../search/search-form.tsx";
import { COMPACT_SEARCH_DELAY_MS } from "../voice/constants.ts";
import { InsurerTile } from "./insurer-tile.tsx";
import { RelatedProvider } from "./related-provider.tsx";
import { ReviewsBlock } from "./reviews-block.tsx";

// Only signed-in visitors can write: anonymous ones (most of the traffic) never load the forms.
const MessageForm = lazy(() =>
  import("./message-form.tsx").then((module) => ({ default: module.MessageForm })),
);
const ReviewForm = lazy(() =>
  import("./review-form.tsx").then((module) => ({ default: module.ReviewForm })),
);

const CERTIFICATIONS: Record<string, string> = {
  "NOM-004": "NOM-004: expediente clínico electrónico",
  "NOM-024": "NOM-024: intercambio de información en salud",
};

const SOCIAL: { key: keyof PublicSocialLinks; label: string; icon: typeof Globe }[] = [
  { key: "website", label: "Sitio web", icon: Globe },
  // lucide no longer ships brand marks: a neutral link icon and the network's name.
  { key: "facebook", label: "Facebook", icon: Link2 },
  { key: "instagram", label: "Instagram", icon: Link2 },
  { key: "twitter", label: "X (Twitter)", icon: Link2 },
  { key: "linkedin", label: "LinkedIn", icon: Link2 },
  { key: "youtube", label: "YouTube", icon: Link2 },
];

/**
 * Counts a profile view or a contact click for the doctor's weekly statistics. A beacon
 * never delays the call, the chat or the booking page, and survives leaving the page.
 */
function track(providerId: number, kind: "view" | "call" | "whatsapp" | "booking"): void {
  navigator.sendBeacon?.(`/api/providers/${providerId}/events`, new URLSearchParams({ kind }));
}

/** 'Otros {specialty} en {city}' reads best with the plural of the specialist. */
export function whatsappHref(
  provider: Pick<PublicProviderProfile, "name" | "specialty" | "phone">,
): string | null {
  const national = provider.phone ? mexicanNationalNumber(provider.phone) : null;
  if (!national) return null;
  const text = `Hola ${provider.name}, vi su perfil de ${provider.specialty} y me gustaría agendar una cita.`;
  return `https://wa.me/52${national}?text=${encodeURIComponent(text)}`;
}

function Avatar({ provider }: { provider: PublicProviderProfile }) {
  const [broken, setBroken] = useState(false);
  const classes =
    "size-28 shrink-0 rounded-full border-4 border-white bg-brand-100 shadow-md sm:size-32";
  if (provider.avatar && !broken) {
    return (
      <img
        src={provider.avatar}
        alt={`Foto de ${provider.name}`}
        width={128}
        height={128}
        onError={() => setBroken(true)}
        className={`${classes} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} flex items-center justify-center text-3xl font-bold text-brand-800`}
    >
      {providerInitials(provider.name)}
    </span>
  );
}

function Badge({
  icon: Icon,
  children,
  tone = "brand",
}: {
  icon: typeof Globe;
  children: React.ReactNode;
  tone?: "brand" | "sky" | "amber";
}) {
  const tones = {
    brand: "bg-brand-50 text-brand-800",
    sky: "bg-sky-50 text-sky-800",
    amber: "bg-amber-50 text-amber-900",
  };
  return (
    <li
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </li>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 p-5">
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

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
}

/** The doctor's public profile, in the order of the spec (public-side 2, Provider profile). */
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
}: ProfileViewProps) {
  const tel = phoneTelHref(provider.phone);
  const whatsapp = whatsappHref(provider);
  const loginHref = `/login?returnUrl=${encodeURIComponent(currentPath)}`;
  const socialLinks = provider.socialLinks
    ? SOCIAL.filter((s) => provider.socialLinks?.[s.key])
    : [];
  useEffect(() => track(provider.id, "view"), [provider.id]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { label: "Inicio", to: "/" },
          { label: provider.city, to: `/?q=${encodeURIComponent(provider.city)}` },
          { label: provider.specialty, to: `/?q=${encodeURIComponent(provider.specialty)}` },
          { label: provider.name },
        ]}
      />

      <section
        aria-labelledby="buscar-otro"
        className="mt-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
      >
        <h2 id="buscar-otro" className="mb-2 text-sm font-semibold text-gray-700">
          Buscar otro médico
        </h2>
        <SearchPanel idPrefix="perfil" voiceSearchDelayMs={COMPACT_SEARCH_DELAY_MS} />
      </section>

      <article className="mt-6 overflow-hidden rounded-2xl border border-gray-200">
        <div className="h-32 bg-gradient-to-r from-brand-600 to-brand-800 sm:h-44">
          {provider.bannerImage ? (
            <img
              src={provider.bannerImage}
              alt=""
              className="h-full w-full object-cover"
              loading="lazy"
            />
          ) : null}
        </div>
        <div className="px-5 pb-6">
          <div className="-mt-14 sm:-mt-16">
            <Avatar provider={provider} />
            <div className="mt-3 min-w-0">
              <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-gray-900 sm:text-3xl">
                {provider.name}
                {provider.licenseVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Cédula verificada
                  </span>
                ) : null}
              </h1>
              <div className="mt-1 flex items-center gap-3">
                <p className="text-lg text-brand-700">{provider.specialty}</p>
                <FavouriteButton providerId={provider.id} providerName={provider.name} />
              </div>
            </div>
          </div>

          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Distintivos">
            {provider.yearsOfPractice ? (
              <Badge icon={GraduationCap}>{provider.yearsOfPractice}+ años de experiencia</Badge>
            ) : null}
            {provider.certifications
              .filter((c) => CERTIFICATIONS[c])
              .map((c) => (
                <Badge key={c} icon={ShieldCheck} tone="sky">
                  {CERTIFICATIONS[c]}
                </Badge>
              ))}
            {provider.availableToday ? <Badge icon={CalendarCheck}>Disponible hoy</Badge> : null}
            {provider.telemedicine ? (
              <Badge icon={Video} tone="sky">
                Teleconsulta
              </Badge>
            ) : null}
          </ul>

          {provider.training ? (
            <div className="mt-4 rounded-lg bg-gray-50 p-4">
              <h2 className="flex items-center gap-2 font-semibold text-gray-900">
                <GraduationCap aria-hidden="true" className="size-5 text-brand-600" />
                Formación académica
              </h2>
              <dl className="mt-2 grid gap-1 text-sm text-gray-700 sm:grid-cols-3">
                {provider.training.degree ? (
                  <div>
                    <dt className="text-gray-500">Título</dt>
                    <dd>{provider.training.degree}</dd>
                  </div>
                ) : null}
                {provider.training.institution ? (
                  <div>
                    <dt className="text-gray-500">Institución</dt>
                    <dd>{provider.training.institution}</dd>
                  </div>
                ) : null}
                {provider.licenseNumber ? (
                  <div>
                    <dt className="text-gray-500">Cédula profesional</dt>
                    <dd>
                      {provider.licenseNumber}
                      {provider.training.registrationYear
                        ? ` (registro ${provider.training.registrationYear})`
                        : ""}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          ) : null}

          {provider.bio ? (
            <p className="mt-4 whitespace-pre-line text-gray-700">{provider.bio}</p>
          ) : null}

          <div className="mt-6 flex flex-wrap gap-2">
            {tel ? (
              <a
                href={tel}
                onClick={() => track(provider.id, "call")}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                Llamar
              </a>
            ) : null}
            {whatsapp ? (
              <a
                href={whatsapp}
                onClick={() => track(provider.id, "whatsapp")}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp
              </a>
            ) : null}
            <DeferredShareMenu
              url={provider.profilePath}
              text={buildShareText(provider, provider.profilePath)}
            />
            {provider.bookingUrl ? (
              <a
                href={provider.bookingUrl}
                onClick={() => track(provider.id, "booking")}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-4 font-semibold text-gray-800 hover:bg-gray-50"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Reservar en línea
              </a>
            ) : null}
            {provider.claimed ? (
              <a
                href={provider.bookingUrl ?? tel ?? "#contacto"}
                onClick={() => {
                  if (provider.bookingUrl) track(provider.id, "booking");
                  else if (tel) track(provider.id, "call");
                }}
                {...(provider.bookingUrl
                  ? { target: "_blank", rel: "noopener noreferrer nofollow" }
                  : {})}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
              >
                <CalendarCheck aria-hidden="true" className="size-4" />
                Agendar Cita
              </a>
            ) : (
              <Link
                to={`/reclamar-perfil/${provider.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Reclamar este perfil
              </Link>
            )}
          </div>
        </div>
      </article>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
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

          {provider.offices && provider.offices.length > 0 ? (
            <Section id="consultorios" title="Consultorios">
              <ul className="grid gap-3 sm:grid-cols-2">
                {provider.offices.map((office, index) => (
                  <li
                    key={`${office.address}-${index}`}
                    className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700"
                  >
                    <p className="font-semibold text-gray-900">
                      {office.name || `Consultorio ${index + 1}`}
                    </p>
                    <p>{office.address}</p>
                    {office.phone ? <p>Tel. {office.phone}</p> : null}
                    {office.hours ? <p>{office.hours}</p> : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

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
              <Suspense fallback={<p className="text-sm text-gray-600">Cargando…</p>}>
                <MessageForm providerId={provider.id} providerName={provider.name} />
              </Suspense>
            )}
          </Section>

          <ReviewsBlock
            reviews={reviews}
            removed={provider.removedReviews}
            signedIn={signedIn}
            loginHref={loginHref}
            writeForm={
              <Suspense fallback={null}>
                <ReviewForm
                  providerId={provider.id}
                  canWrite={reviewer.canWrite}
                  reason={reviewer.reason}
                />
              </Suspense>
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
    </div>
  );
}
