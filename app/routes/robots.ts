import { siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/robots";

// Private areas and ad-hoc searches stay out of search engines; listings and profiles are in.
export function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.publicConfig.publicUrl, request.url);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /login",
    "Disallow: /verify-email",
    "Disallow: /reclamar-perfil/",
    "Disallow: /*?*sort=",
    "Disallow: /*?*semanticSearch=",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
