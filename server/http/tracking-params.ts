/**
 * Query parameters that ad networks, newsletters and social sites add to links (campaign tags
 * and click identifiers). No page reads them, and each click carries a different value, so
 * left in the HTML cache's key every shared link would render its own page and store its own
 * copy. They are dropped from the address the page is rendered for, not only from the key: a
 * key without them over a page rendered with them would serve one visitor's click identifier
 * (in the login link's `returnUrl`) to the next.
 */
const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "gclsrc",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
]);

const isTracking = (name: string) => TRACKING_PARAMS.has(name) || name.startsWith("utm_");

/**
 * The path and query without the tracking parameters (the others keep their order and their
 * exact spelling), or the same string when it has none.
 */
export function withoutTrackingParams(pathAndQuery: string): string {
  const start = pathAndQuery.indexOf("?");
  if (start === -1) return pathAndQuery;
  const parts = pathAndQuery.slice(start + 1).split("&");
  const kept = parts.filter((part) => {
    const name = part.split("=", 1)[0]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      return true;
    }
    return !isTracking(decoded.toLowerCase());
  });
  if (kept.length === parts.length) return pathAndQuery;
  const path = pathAndQuery.slice(0, start);
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
