/**
 * The one place that escapes text for markup. React escapes what it renders; these are for
 * the strings built by hand: mail HTML, the map's marker HTML, sitemaps and RSS (XML), and
 * JSON inside a <script> element.
 */

const MARKUP_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe inside HTML or XML elements and quoted attributes (&#39; is valid in both). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => MARKUP_ENTITIES[char]!);
}

export const escapeHtml = escapeMarkup;
export const escapeXml = escapeMarkup;

/**
 * JSON for a <script> element (JSON-LD): "<", ">" and "&" become \u escapes so no value can
 * close the element or start markup; U+2028 and U+2029 too, which old parsers read as line ends.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
