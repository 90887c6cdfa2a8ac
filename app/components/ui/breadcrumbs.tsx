import { ChevronRight } from "../icons/icons.tsx";
import { Link } from "react-router";
import { serializeJsonLd } from "../../../common/seo/json-ld.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/** Visible trail plus BreadcrumbList structured data; the last crumb is the current page. */
export function Breadcrumbs({ items, siteUrl }: { items: Crumb[]; siteUrl: string }) {
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.to ? { item: `${siteUrl}${item.to}` } : {}),
    })),
  };
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-gray-600">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
            ) : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={index === items.length - 1 ? "page" : undefined}
                className="text-gray-900"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
