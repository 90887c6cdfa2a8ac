import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { serializeJsonLd } from "../../../common/seo/json-ld.ts";

/** schema.org ItemList of the physicians on this page of results. */
export function ResultsJsonLd({
  providers,
  siteUrl,
  title,
}: {
  providers: PublicProviderCard[];
  siteUrl: string;
  title: string;
}) {
  if (providers.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    itemListElement: providers.map((provider, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Physician",
        name: provider.name,
        url: `${siteUrl}${provider.profilePath}`,
        medicalSpecialty: provider.specialty,
        address: {
          "@type": "PostalAddress",
          addressLocality: provider.city,
          addressRegion: provider.state ?? undefined,
          addressCountry: "MX",
        },
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
      },
    })),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
