import { Link } from "react-router";
import type { BlogArticlePage } from "../../../common/blog/dto.ts";
import type { BlogImage } from "../../../common/blog/types.ts";
import { Search } from "../../components/icons/icons.tsx";
import { BlogCard } from "./blog-card.tsx";
import { BlogPicture } from "./blog-picture.tsx";
import { MarkupText } from "./markup-text.tsx";

export function Figure({ image, priority = false }: { image: BlogImage; priority?: boolean }) {
  return (
    <figure className="my-8">
      <BlogPicture
        image={image}
        // The article's column is at most 48rem wide (max-w-3xl).
        sizes="(min-width: 48rem) 48rem, 100vw"
        priority={priority}
        className="h-auto w-full rounded-xl bg-gray-100"
      />
      <figcaption className="mt-2 text-center text-sm text-gray-600">{image.caption}</figcaption>
    </figure>
  );
}

/** The article's text: an editorial's sections, figures and references, or plain paragraphs. */
export function ArticleText({ page }: { page: BlogArticlePage }) {
  return (
    <div className="mt-6 space-y-5 text-lg leading-relaxed text-gray-800">
      {page.kind === "editorial" ? (
        <>
          <p>
            <MarkupText text={page.content.intro} />
          </p>
          {page.content.sections.map((section, index) => (
            <section key={section.title} className="space-y-3">
              <h2 className="pt-4 text-2xl font-bold text-gray-900">{section.title}</h2>
              {section.content ? (
                <p>
                  <MarkupText text={section.content} />
                </p>
              ) : null}
              {section.items ? (
                <ul className="list-disc space-y-2 pl-6">
                  {section.items.map((entry) => (
                    <li key={entry}>
                      <MarkupText text={entry} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {index === 1 && page.images.supporting[0] ? (
                <Figure image={page.images.supporting[0]} />
              ) : null}
            </section>
          ))}
          <Figure image={page.images.infographic} />
          <aside className="rounded-xl bg-brand-50 p-5 text-brand-900">
            <MarkupText text={page.content.callToAction} />
          </aside>
          <section className="space-y-3">
            <h2 className="pt-4 text-xl font-bold text-gray-900">Referencias</h2>
            <ol className="list-decimal space-y-2 pl-6 text-base">
              {page.content.references.map((reference) => (
                <li key={reference.url + reference.title}>
                  {reference.source}. {reference.title}.{" "}
                  <a
                    href={reference.url}
                    rel="noopener noreferrer"
                    className="break-all text-brand-700 underline"
                  >
                    {reference.url}
                  </a>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        page.paragraphs.map((paragraph, index) => (
          <p key={index}>
            <MarkupText text={paragraph} />
          </p>
        ))
      )}
    </div>
  );
}

/**
 * What follows the text: the author, a search for the category's specialty, related
 * articles and the call to find a doctor.
 */
export function ArticleFooter({
  page,
  searchLink,
}: {
  page: BlogArticlePage;
  searchLink: { slug: string; label: string } | null;
}) {
  const { item } = page;
  return (
    <>
      <section
        aria-labelledby="sobre-el-autor"
        className="mt-10 rounded-xl border border-gray-200 p-5"
      >
        <h2 id="sobre-el-autor" className="text-lg font-bold text-gray-900">
          Sobre el autor
        </h2>
        <p className="mt-2 font-semibold text-gray-900">
          {item.doctor ? (
            <Link to={item.doctor.profilePath} className="text-brand-700 underline">
              {item.author}
            </Link>
          ) : (
            item.author
          )}
          <span className="font-normal text-gray-600"> · {item.authorSpecialty}</span>
        </p>
        <p className="mt-1 text-gray-700">{page.authorBio}</p>
      </section>
      {searchLink ? (
        <p className="mt-6">
          <Link
            to={`/${searchLink.slug}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Search aria-hidden="true" className="size-4" />
            Buscar {searchLink.label} con cédula verificada
          </Link>
        </p>
      ) : null}

      {page.related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-10">
          <h2 id="relacionados" className="text-xl font-bold text-gray-900">
            Artículos relacionados
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {page.related.map((related) => (
              <li key={related.slug}>
                <BlogCard item={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-10 rounded-xl bg-brand-700 p-6 text-white">
        <h2 className="text-xl font-bold">¿Necesitas consultar a un médico?</h2>
        <p className="mt-2">
          Encuentra especialistas con cédula profesional verificada, compara precios y lee opiniones
          de pacientes.
        </p>
        <Link
          to="/"
          className="mt-4 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Buscar médicos
        </Link>
      </section>
    </>
  );
}
