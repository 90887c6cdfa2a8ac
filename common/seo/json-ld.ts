import { scriptSafeJson } from "../text/escape.ts";

/**
 * JSON for a <script type="application/ld+json"> element. "<" is escaped so no value
 * (a doctor's name, an article title) can close the script element and inject markup.
 */
export function serializeJsonLd(data: unknown): string {
  return scriptSafeJson(data);
}

export interface OrganizationInfo {
  brandName: string;
  url: string;
  contactEmail: string;
}

/** schema.org Organization for every page (spec 9: customer service, Spanish, MX, founded 2024). */
export function organizationJsonLd({ brandName, url, contactEmail }: OrganizationInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brandName,
    url,
    logo: `${url.replace(/\/$/, "")}/favicon.svg`,
    foundingDate: "2024",
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: contactEmail,
      availableLanguage: "Spanish",
      areaServed: "MX",
    },
  };
}

export function defaultTitle(brandName: string): string {
  return `${brandName} - Encuentra y Reserva Citas Médicas en México`;
}
