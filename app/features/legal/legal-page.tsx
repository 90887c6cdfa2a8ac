import type { LegalDocument } from "../../../common/content/legal/types.ts";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { formatCalendarDay } from "../../../common/time/format.ts";

/** "enero de 2025" from "2025-01-15". */
export function lastUpdatedLabel(isoDay: string): string {
  return formatCalendarDay(isoDay, { month: "long", year: "numeric" });
}

/** Terms and privacy notice: a table of contents, numbered sections, the contact address. */
export function LegalPage({
  document,
  path,
  siteUrl,
  brandName,
  contactEmail,
}: {
  document: LegalDocument;
  path: string;
  siteUrl: string;
  brandName: string;
  contactEmail: string;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[{ label: "Inicio", to: "/" }, { label: document.title }]}
      />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{document.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        Última actualización: {lastUpdatedLabel(document.lastUpdated)} · {brandName}
      </p>
      <div className="mt-6 space-y-4 text-gray-800">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="indice" className="mt-8 rounded-xl bg-gray-50 p-5">
        <h2 id="indice" className="font-bold text-gray-900">
          Contenido
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`${path}#${section.id}`} className="text-brand-700 underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="mt-8 scroll-mt-20 space-y-3 text-gray-800"
        >
          <h2 className="text-xl font-bold text-gray-900">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphsAfter?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section className="mt-10 rounded-xl border border-gray-200 p-5">
        <h2 className="font-bold text-gray-900">Contacto</h2>
        <p className="mt-2 text-gray-700">
          Para cualquier duda sobre este documento escríbenos a{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-brand-700 underline">
            {contactEmail}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
