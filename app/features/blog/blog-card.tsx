import { Clock } from "../../components/icons/icons.tsx";
import { Link } from "react-router";
import type { BlogListItem } from "../../../common/blog/dto.ts";
import { formatCalendarDay } from "../../../common/time/format.ts";
import { BlogPicture } from "./blog-picture.tsx";

export function CategoryBadge({ item }: { item: Pick<BlogListItem, "category" | "categorySlug"> }) {
  const classes =
    "inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800";
  return item.categorySlug ? (
    <Link to={`/blog/categoria/${item.categorySlug}`} className={`${classes} hover:bg-brand-100`}>
      {item.category}
    </Link>
  ) : (
    <span className={classes}>{item.category}</span>
  );
}

export function ArticleByline({ item }: { item: BlogListItem }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      <span>
        {item.doctor ? (
          <Link to={item.doctor.profilePath} className="font-medium text-brand-700 underline">
            {item.doctor.name}
          </Link>
        ) : (
          item.author
        )}
      </span>
      <time dateTime={item.date}>{formatCalendarDay(item.date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {item.readMinutes} min de lectura
      </span>
    </p>
  );
}

/** A blog list card; `featured` is the wide first card of /blog. */
export function BlogCard({
  item,
  featured = false,
  headingLevel = 2,
}: {
  item: BlogListItem;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `articulo-${item.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm ${
        featured ? "flex-col md:flex-row" : "flex-col"
      }`}
    >
      {item.image ? (
        <BlogPicture
          image={item.image}
          sizes={featured ? "(min-width: 48rem) 50vw, 100vw" : "(min-width: 48rem) 33vw, 100vw"}
          priority={featured}
          className={`aspect-[40/21] w-full bg-gray-100 object-cover ${featured ? "md:w-1/2" : ""}`}
        />
      ) : (
        <div
          aria-hidden="true"
          className={`flex aspect-[40/21] w-full items-center justify-center bg-brand-50 text-lg font-semibold text-brand-800 ${
            featured ? "md:w-1/2" : ""
          }`}
        >
          Artículo de un médico del directorio
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <CategoryBadge item={item} />
        </div>
        <Heading
          id={headingId}
          className={`font-bold text-gray-900 ${featured ? "text-2xl" : "text-lg leading-snug"}`}
        >
          <Link to={`/blog/${item.slug}`} className="hover:text-brand-700">
            {item.title}
          </Link>
        </Heading>
        <p className="text-gray-700">{item.excerpt}</p>
        <div className="mt-auto">
          <ArticleByline item={item} />
        </div>
      </div>
    </article>
  );
}
