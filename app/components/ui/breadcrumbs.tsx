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
          // min-w-0 and truncate: a crumb longer than its row ("Medicina Física y
          // Rehabilitación" beside a button on a 320 px phone) ends in an ellipsis instead of
          // running under its neighbour; the whole text stays in the page for screen readers.
          <li key={`${item.label}-${index}`} className="flex max-w-full min-w-0 items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            ) : null}
            {item.to && index < items.length - 1 ? (
              <Link
                to={item.to}
                title={item.label}
                className="min-w-0 truncate hover:text-brand-700 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={index === items.length - 1 ? "page" : undefined}
                className="min-w-0 truncate text-gray-900"
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
