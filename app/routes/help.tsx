import { Mail } from "../components/icons/icons.tsx";
import { Link } from "react-router";
import { faqJsonLd } from "../../common/content/faq.ts";
import { HELP_FAQ_PATIENTS, HELP_FAQ_PROFESSIONALS } from "../../common/content/help.ts";
import { serializeJsonLd } from "../../common/seo/json-ld.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { FaqAccordion } from "../features/help/faq-accordion.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/help";

export function loader() {
  return {
    professionals: HELP_FAQ_PROFESSIONALS,
    patients: HELP_FAQ_PATIENTS,
    jsonLd: serializeJsonLd(faqJsonLd([...HELP_FAQ_PATIENTS, ...HELP_FAQ_PROFESSIONALS])),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Centro de ayuda - ${brandName}`,
    description:
      "Respuestas para pacientes y profesionales de la salud: cómo buscar médicos, verificar cédulas, escribir reseñas, registrarte y administrar tu perfil.",
    canonical: `${siteUrl}/ayuda`,
  });
};

export default function Help({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl, contactEmail } = rootData(matches);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {/* Data block, not executable: serializeJsonLd escapes anything that could end it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <Breadcrumbs siteUrl={siteUrl} items={[{ label: "Inicio", to: "/" }, { label: "Ayuda" }]} />
      <h1 className="mt-4 text-3xl font-bold text-gray-900 sm:text-4xl">Centro de ayuda</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        Encuentra respuestas rápidas sobre cómo usar el directorio. Si tienes una emergencia médica,
        llama al 911.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <FaqAccordion title="Para profesionales de la salud" items={loaderData.professionals} />
        <FaqAccordion title="Para pacientes" items={loaderData.patients} />
      </div>
      <section className="mt-10 rounded-xl bg-brand-50 p-6">
        <h2 className="text-xl font-bold text-gray-900">¿No encontraste tu respuesta?</h2>
        <p className="mt-2 text-gray-700">
          Escríbenos y te responderemos lo antes posible. También puedes consultar los{" "}
          <Link to="/terminos" className="text-brand-700 underline">
            Términos y Condiciones
          </Link>{" "}
          y el{" "}
          <Link to="/aviso-de-privacidad" className="text-brand-700 underline">
            Aviso de Privacidad
          </Link>
          .
        </p>
        <a
          href={`mailto:${contactEmail}`}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <Mail aria-hidden="true" className="size-4" />
          {contactEmail}
        </a>
      </section>
    </div>
  );
}
