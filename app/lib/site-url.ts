/** The absolute site origin for canonical links and JSON-LD: configured, else this request's. */
export function siteUrlFor(publicUrl: string | undefined, requestUrl: string): string {
  return publicUrl ?? new URL(requestUrl).origin;
}
