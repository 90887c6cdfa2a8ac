import { BIO_EXCERPT_LENGTH, bioForCard } from "../../../common/providers/bio-excerpt.ts";
import { experienceLabel } from "../../../common/providers/experience.ts";
import { formatMxn } from "../../../common/text/format.ts";

export interface ShareTextProvider {
  name: string;
  specialty: string;
  city: string;
  bio?: string | null;
  experience?: number | null;
  price?: number | null;
}

/**
 * Message shared over WhatsApp/SMS, e.g. "Dra. Ana López – Cardiología en Guadalajara.
 * Cardióloga con… 15 años de experiencia. Consulta desde $1,200 MXN. https://…".
 * Parts without data are left out; an empty url leaves out the link.
 */
export function buildShareText(provider: ShareTextProvider, url: string): string {
  const parts = [`${provider.name} – ${provider.specialty} en ${provider.city}.`];

  const bio = bioForCard(provider.bio ?? null) ?? "";
  if (bio) {
    const chars = Array.from(bio);
    if (chars.length > BIO_EXCERPT_LENGTH) {
      parts.push(`${chars.slice(0, BIO_EXCERPT_LENGTH).join("")}…`);
    } else {
      parts.push(/[.!?…]$/.test(bio) ? bio : `${bio}.`);
    }
  }

  const experience = experienceLabel(provider.experience);
  if (experience) parts.push(`${experience}.`);

  const price = provider.price ?? 0;
  if (price > 0) {
    parts.push(`Consulta desde ${formatMxn(price)}.`);
  }

  if (url) parts.push(url);
  return parts.join(" ");
}

/**
 * Joins the share text and the absolute link. Callers often pass text from buildShareText,
 * which already ends with the (possibly relative) link: that link is swapped for the absolute
 * one instead of being repeated.
 */
export function composeShareMessage(text: string, url: string, absoluteUrl: string): string {
  const trimmed = text.trim();
  if (!trimmed) return absoluteUrl;
  if (trimmed.endsWith(absoluteUrl)) return trimmed;
  if (url && trimmed.endsWith(url)) {
    return `${trimmed.slice(0, -url.length)}${absoluteUrl}`;
  }
  return `${trimmed} ${absoluteUrl}`;
}
