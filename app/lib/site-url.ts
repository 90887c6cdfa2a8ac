/**
 * The absolute site origin for canonical links, sitemaps and structured data: PUBLIC_URL
 * only. A request's Host header is whatever the client sent, so without PUBLIC_URL (allowed
 * outside production) the links stay relative to the page.
 */
export function siteUrlFor(publicUrl: string | undefined): string {
  return publicUrl ?? "";
}

/**
 * Cache-Control of a document that names the site's origin (sitemaps, robots.txt, RSS):
 * shared caches may keep it only when that origin is the configured one.
 */
export function originBoundCaching(publicUrl: string | undefined, maxAgeSeconds: number): string {
  return publicUrl ? `public, max-age=${maxAgeSeconds}` : "no-store";
}
