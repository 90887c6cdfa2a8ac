/** How many characters of a doctor's bio a card's share message quotes. */
export const BIO_EXCERPT_LENGTH = 100;

/**
 * The part of a bio a results card can use: whitespace collapsed (line breaks from the profile
 * form would split a chat message) and cut by code point (half an emoji would leave a lone
 * surrogate, which makes encodeURIComponent throw) two characters past the excerpt, so the
 * share message still knows the bio goes on even when the cut ends on a space (collapsed
 * spaces never come two in a row). Results pages send this instead of the whole bio, which
 * was about a quarter of their data.
 */
export function bioForCard(bio: string | null): string | null {
  if (bio === null) return null;
  const chars = Array.from(bio.replace(/\s+/g, " ").trim());
  const kept = BIO_EXCERPT_LENGTH + 2;
  return chars.length > kept ? chars.slice(0, kept).join("") : chars.join("");
}
