import { originBoundCaching, siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml is an index of files with at most 50,000 URLs each.
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.publicConfig;
  return new Response(await context.services.sitemap.indexXml(siteUrlFor(publicUrl)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": originBoundCaching(publicUrl, 3600),
    },
  });
}
