import type { PublicProviderProfile } from "../providers/types.ts";
import { formatMxn } from "../text/format.ts";

/** schema.org Physician for a profile page (spec: structured Physician data). */
export function physicianJsonLd(provider: PublicProviderProfile, siteUrl: string) {
  const absolute = (path: string) => (path.startsWith("http") ? path : `${siteUrl}${path}`);
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    name: provider.name,
    url: absolute(provider.profilePath),
    ...(provider.avatar ? { image: absolute(provider.avatar) } : {}),
    ...(provider.phone ? { telephone: provider.phone } : {}),
    medicalSpecialty: provider.specialty,
    ...(provider.bio ? { description: provider.bio.slice(0, 300) } : {}),
    address: {
      "@type": "PostalAddress",
      ...(provider.location ? { streetAddress: provider.location } : {}),
      addressLocality: provider.city,
      ...(provider.state ? { addressRegion: provider.state } : {}),
      addressCountry: "MX",
    },
    ...(provider.latitude !== null && provider.longitude !== null
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: provider.latitude,
            longitude: provider.longitude,
          },
        }
      : {}),
    ...(provider.price ? { priceRange: `Desde ${formatMxn(provider.price)}` } : {}),
    ...(provider.rating.count > 0 && provider.rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: provider.rating.average,
            reviewCount: provider.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(provider.insurers?.length ? { paymentAccepted: provider.insurers.join(", ") } : {}),
    isAcceptingNewPatients: true,
  };
}
