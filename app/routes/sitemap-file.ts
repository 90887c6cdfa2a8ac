import { originBoundCaching, siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/sitemap-file";

export async function loader({ params, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.publicConfig.publicUrl);
  const xml = await context.services.sitemap.fileXml(params.name, siteUrl);
  if (xml === null)
    return new Response("No encontrado", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": originBoundCaching(context.publicConfig.publicUrl, 3600),
    },
  });
}
