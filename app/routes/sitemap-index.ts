import { siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/sitemap-index";

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

// /sitemap.xml is an index of files with at most 50,000 URLs each.
export async function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.publicConfig.publicUrl, request.url);
  return new Response(await context.services.sitemap.indexXml(siteUrl), { headers: XML_HEADERS });
}
