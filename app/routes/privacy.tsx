import { PRIVACY_NOTICE } from "../../common/content/legal/privacy.ts";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

export function loader() {
  return { document: PRIVACY_NOTICE };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `${data?.document.title ?? "Aviso de Privacidad Integral"} - ${brandName}`,
    description:
      "Aviso de privacidad integral conforme a la LFPDPPP: datos que recabamos, finalidades, transferencias y cómo ejercer tus derechos ARCO.",
    canonical: `${siteUrl}/aviso-de-privacidad`,
  });
};

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  const { brandName, siteUrl, contactEmail } = rootData(matches);
  return (
    <LegalPage
      document={loaderData.document}
      path="/aviso-de-privacidad"
      siteUrl={siteUrl}
      brandName={brandName}
      contactEmail={contactEmail}
    />
  );
}
