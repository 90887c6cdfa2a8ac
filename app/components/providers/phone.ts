// Mexico City, Guadalajara and Monterrey use two-digit area codes; the rest use three.
const TWO_DIGIT_AREA_CODES = new Set(["55", "56", "33", "81"]);

/**
 * The 10-digit national number, dropping the +52 country code, the old mobile "1" after it
 * and the retired "01" long-distance prefix. Null when the digits do not form one.
 */
export function mexicanNationalNumber(phone: string): string | null {
  // Anything after an extension marker is not dialable as part of the number.
  const [main = ""] = phone.split(/ext|extensi[oó]n|x/i);
  let digits = main.replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("521")) digits = digits.slice(3);
  else if (digits.length === 12 && (digits.startsWith("52") || digits.startsWith("01"))) {
    digits = digits.slice(2);
  }
  return digits.length === 10 ? digits : null;
}

/** `tel:` link in international form ("tel:+523312345678"), or null when nothing is dialable. */
export function phoneTelHref(phone: string | null): string | null {
  if (!phone) return null;
  const national = mexicanNationalNumber(phone);
  if (national) return `tel:+52${national}`;
  // Unusual formats (foreign numbers, short lines) still get a link from their raw digits.
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** "33 1234 5678" / "222 123 4567" for Mexican numbers; other formats are shown as given. */
export function formatPhoneForDisplay(phone: string): string {
  const national = mexicanNationalNumber(phone);
  if (!national) return phone.trim();
  const areaLength = TWO_DIGIT_AREA_CODES.has(national.slice(0, 2)) ? 2 : 3;
  const area = national.slice(0, areaLength);
  const rest = national.slice(areaLength);
  return areaLength === 2
    ? `${area} ${rest.slice(0, 4)} ${rest.slice(4)}`
    : `${area} ${rest.slice(0, 3)} ${rest.slice(3)}`;
}

export const TRIGGER_CLASSES =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold";
