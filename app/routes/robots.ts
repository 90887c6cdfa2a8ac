import { originBoundCaching } from "../lib/site-url.ts";
import type { Route } from "./+types/robots";

// Private areas and ad-hoc searches stay out of search engines; listings and profiles are in.
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.publicConfig;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /login",
    "Disallow: /verify-email",
    "Disallow: /reclamar-perfil/",
    "Disallow: /cita/",
    "Disallow: /*?*sort=",
    "Disallow: /*?*semanticSearch=",
    // The Sitemap line must be absolute: without PUBLIC_URL there is no origin to give.
    ...(publicUrl ? ["", `Sitemap: ${publicUrl}/sitemap.xml`] : []),
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": originBoundCaching(publicUrl, 3600),
    },
  });
}
