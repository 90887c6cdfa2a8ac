import type { MetaDescriptor } from "react-router";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  noIndex?: boolean;
  ogType?: "website" | "article" | "profile";
  image?: string;
}

/** Title, description, canonical, robots and Open Graph tags for one page (spec: page metadata options). */
export function pageMeta({
  title,
  description,
  canonical,
  noIndex,
  ogType = "website",
  image,
}: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noIndex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "es_MX" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

/** Root loader data as seen from a route's meta function. */
export function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
} {
  const data = matches.find((match) => match?.id === "root")?.data as
    { brandName?: string; siteUrl?: string; contactEmail?: string } | undefined;
  return {
    brandName: data?.brandName ?? "Directorio Médico",
    siteUrl: data?.siteUrl ?? "",
    contactEmail: data?.contactEmail ?? "",
  };
}
