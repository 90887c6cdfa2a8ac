/** How many characters of a doctor's bio a card's share message quotes. */
export const BIO_EXCERPT_LENGTH = 100;

const WHITESPACE = /\s/;

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
  const kept = BIO_EXCERPT_LENGTH + 2;
  // One pass that stops at the cut: a results page does this for every card it renders, and
  // collapsing and splitting a whole long bio cost about 1.4 % of an uncached page's CPU.
  let excerpt = "";
  let count = 0;
  let spaceBefore = false;
  for (const char of bio) {
    if (WHITESPACE.test(char)) {
      spaceBefore = count > 0;
      continue;
    }
    if (spaceBefore) {
      if (count === kept) break;
      excerpt += " ";
      count++;
      spaceBefore = false;
    }
    if (count === kept) break;
    excerpt += char;
    count++;
  }
  return excerpt;
}
