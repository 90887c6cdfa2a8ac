import { Star } from "../icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import type { PublicProviderCard } from "../../../common/providers/types.ts";

/*
 * The pieces every provider summary shares (result cards, related doctors on a profile):
 * photo with an initials fallback, rating line, and the small helpers behind them.
 */
const AVATAR_SIZE = 64;
const TITLE_PREFIX = /^\s*(?:dra|dr|lic)\.?\s+/i;
const RATING_FORMATTER = new Intl.NumberFormat("es-MX", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Up to two initials of the name, ignoring a Dr./Dra./Lic. title: "Dra. Ana López" -> "AL". */
export function providerInitials(name: string): string {
  return (
    name
      .replace(TITLE_PREFIX, "")
      .split(/\s+/)
      .filter((word) => /^\p{L}/u.test(word))
      .slice(0, 2)
      // First code point, so an accented capital written with a surrogate pair stays whole.
      .map((word) => Array.from(word)[0] ?? "")
      .join("")
      .toLocaleUpperCase("es-MX")
  );
}

/** Only absolute http(s) links: a stored booking URL must never become a script URL. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

export function Avatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (src && !failed) {
    return (
      <img
        ref={imgRef}
        src={src}
        alt={`Foto de ${name}`}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-full bg-brand-50 object-cover"
      />
    );
  }

  return (
    // Decorative: the name is the heading right next to it.
    <div
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800"
    >
      {providerInitials(name)}
    </div>
  );
}

export function RatingSummary({ rating }: { rating: PublicProviderCard["rating"] }) {
  if (rating.average === null || rating.count <= 0) {
    return <p className="text-sm text-gray-500">Sin reseñas aún</p>;
  }
  // One star and the number: ten cards of five icons each cost real server time.
  return (
    <p className="flex items-center gap-1 text-sm text-gray-700">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-ink">{RATING_FORMATTER.format(rating.average)}</span>
      <span>({plural(rating.count, "reseña", "reseñas")})</span>
    </p>
  );
}
