import { TERMS } from "../../common/content/legal/terms.ts";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  return { document: TERMS };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `${data?.document.title ?? "Términos y Condiciones de Uso"} - ${brandName}`,
    description:
      "Términos y condiciones de uso del directorio de médicos verificados: cuentas, reseñas y su moderación, responsabilidades y legislación aplicable en México.",
    canonical: `${siteUrl}/terminos`,
  });
};

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  const { brandName, siteUrl, contactEmail } = rootData(matches);
  return (
    <LegalPage
      document={loaderData.document}
      path="/terminos"
      siteUrl={siteUrl}
      brandName={brandName}
      contactEmail={contactEmail}
    />
  );
}
