import {
  CalendarCheck,
  ExternalLink,
  MessageCircle,
  Phone,
} from "../../components/icons/icons.tsx";
import { Link } from "react-router";
import type { PublicProviderProfile } from "../../../common/providers/types.ts";
import { DeferredShareMenu } from "../../components/providers/card-actions.tsx";
import { mexicanNationalNumber, phoneTelHref } from "../../components/providers/phone.ts";
import { safeExternalUrl } from "../../components/providers/provider-summary.tsx";
import { buildShareText } from "../../components/providers/share-text.ts";

export type ContactKind = "view" | "call" | "whatsapp" | "booking";

/**
 * Counts a profile view or a contact click for the doctor's weekly statistics. A beacon
 * never delays the call, the chat or the booking page, and survives leaving the page.
 */
export function track(providerId: number, kind: ContactKind): void {
  navigator.sendBeacon?.(`/api/providers/${providerId}/events`, new URLSearchParams({ kind }));
}

/**
 * A chat on the doctor's own WhatsApp number (not the office phone, often a landline), opened
 * with a Spanish greeting that names the doctor; null when the doctor gave none.
 */
export function whatsappHref(
  provider: Pick<PublicProviderProfile, "name" | "specialty" | "whatsapp">,
): string | null {
  const national = provider.whatsapp ? mexicanNationalNumber(provider.whatsapp) : null;
  if (!national) return null;
  const text = `Hola ${provider.name}, vi su perfil de ${provider.specialty} y me gustaría agendar una cita.`;
  return `https://wa.me/52${national}?text=${encodeURIComponent(text)}`;
}

/**
 * Where 'Agendar' leads: the slot picker of a doctor with a published agenda, the doctor's own
 * booking page, or for a claimed listing without either the message form (the doctor answers
 * there); null when none exists.
 */
export function bookingTarget(
  provider: Pick<PublicProviderProfile, "bookingUrl" | "claimed">,
  agendaPath: string | null = null,
): { href: string; external: boolean } | null {
  if (agendaPath) return { href: agendaPath, external: false };
  const external = safeExternalUrl(provider.bookingUrl);
  if (external) return { href: external, external: true };
  return provider.claimed ? { href: "#mensaje", external: false } : null;
}

export interface ProfileContact {
  tel: string | null;
  whatsapp: string | null;
  booking: ReturnType<typeof bookingTarget>;
}

/** `agendaPath`: the slot picker, for a listing whose agenda is published. */
export function profileContact(
  provider: PublicProviderProfile,
  agendaPath: string | null = null,
): ProfileContact {
  return {
    tel: phoneTelHref(provider.phone),
    whatsapp: whatsappHref(provider),
    booking: bookingTarget(provider, agendaPath),
  };
}

// min-w-0 lets a button narrower than its label (three in a 320 px bar) shrink; its icon
// keeps its size (ICON) and the label (LABEL) is cut with an ellipsis, still whole for
// screen readers. Padding and gap come apart (LAYOUT by default): a class given later does
// not override one already there, the stylesheet's order decides.
const BUTTON = "inline-flex min-h-11 min-w-0 items-center justify-center rounded-md font-semibold";
const LAYOUT = "gap-2 px-4";
const ICON = "size-4 shrink-0";
const LABEL = "min-w-0 truncate";
export const ACTION_CLASSES = {
  call: `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`,
  whatsapp: `${BUTTON} border border-green-700 bg-white text-green-800 hover:bg-green-50`,
  booking: `${BUTTON} bg-brand-800 text-white hover:bg-brand-700`,
  secondary: `${BUTTON} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`,
} as const;

export function CallLink({
  providerId,
  tel,
  className = LAYOUT,
}: {
  providerId: number;
  tel: string;
  className?: string;
}) {
  return (
    <a
      href={tel}
      onClick={() => track(providerId, "call")}
      className={`${ACTION_CLASSES.call} ${className}`}
    >
      <Phone aria-hidden="true" className={ICON} />
      <span className={LABEL}>Llamar</span>
    </a>
  );
}

export function WhatsAppLink({
  providerId,
  href,
  className = LAYOUT,
}: {
  providerId: number;
  href: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      onClick={() => track(providerId, "whatsapp")}
      target="_blank"
      rel="noopener noreferrer"
      className={`${ACTION_CLASSES.whatsapp} ${className}`}
    >
      <MessageCircle aria-hidden="true" className={ICON} />
      <span className={LABEL}>WhatsApp</span>
    </a>
  );
}

export function BookingLink({
  providerId,
  booking,
  label,
  className = LAYOUT,
}: {
  providerId: number;
  booking: NonNullable<ProfileContact["booking"]>;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={booking.href}
      onClick={() => {
        if (booking.external) track(providerId, "booking");
      }}
      {...(booking.external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
      className={`${ACTION_CLASSES.booking} ${className}`}
    >
      <CalendarCheck aria-hidden="true" className={ICON} />
      <span className={LABEL}>{label}</span>
    </a>
  );
}

/**
 * The two ways patients reach a doctor at once, first on the page: on a phone they sit side
 * by side within the first screen.
 */
export function PrimaryActions({
  provider,
  contact,
}: {
  provider: PublicProviderProfile;
  contact: ProfileContact;
}) {
  if (!contact.tel && !contact.whatsapp) return null;
  return (
    <div id="acciones-principales" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {contact.tel ? <CallLink providerId={provider.id} tel={contact.tel} /> : null}
      {contact.whatsapp ? <WhatsAppLink providerId={provider.id} href={contact.whatsapp} /> : null}
    </div>
  );
}

/** Sharing, the doctor's own booking page, and 'Agendar Cita' or 'Reclamar este perfil'. */
export function SecondaryActions({
  provider,
  contact,
}: {
  provider: PublicProviderProfile;
  contact: ProfileContact;
}) {
  const external = safeExternalUrl(provider.bookingUrl);
  return (
    <div className="flex flex-wrap gap-2">
      <DeferredShareMenu
        url={provider.profilePath}
        text={buildShareText(provider, provider.profilePath)}
      />
      {external ? (
        <a
          href={external}
          onClick={() => track(provider.id, "booking")}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`${ACTION_CLASSES.secondary} ${LAYOUT}`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Reservar en línea
        </a>
      ) : null}
      {provider.claimed ? (
        contact.booking ? (
          <BookingLink providerId={provider.id} booking={contact.booking} label="Agendar Cita" />
        ) : null
      ) : (
        <Link
          to={`/reclamar-perfil/${provider.id}`}
          className={`${BUTTON} ${LAYOUT} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          Reclamar este perfil
        </Link>
      )}
    </div>
  );
}
