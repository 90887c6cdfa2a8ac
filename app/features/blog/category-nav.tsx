import { Link } from "react-router";
import { categorySlug } from "../../../common/blog/reading.ts";
import { BLOG_CATEGORIES } from "../../../common/blog/types.ts";

/** Spec: the filter Todos plus the seven categories; the current one is marked. */
export function CategoryNav({ current }: { current: string | null }) {
  const links = [
    { label: "Todos", to: "/blog", slug: null },
    ...BLOG_CATEGORIES.map((category) => ({
      label: category,
      to: `/blog/categoria/${categorySlug(category)}`,
      slug: categorySlug(category),
    })),
  ];
  return (
    <nav aria-label="Categorías del blog">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
