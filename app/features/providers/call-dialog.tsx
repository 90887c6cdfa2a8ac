import { Phone, PhoneCall } from "lucide-react";
import { Dialog } from "radix-ui";

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

const TRIGGER_CLASSES =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold";

export function CallDialog({
  providerName,
  phone,
}: {
  providerName: string;
  phone: string | null;
}) {
  const href = phoneTelHref(phone);

  if (!phone || !href) {
    return (
      <button
        type="button"
        disabled
        className={`${TRIGGER_CLASSES} cursor-not-allowed border border-gray-200 bg-gray-100 text-gray-500`}
      >
        <Phone aria-hidden="true" className="size-4" />
        Teléfono no disponible
      </button>
    );
  }

  return (
    <Dialog.Root>
      <Dialog.Trigger
        className={`${TRIGGER_CLASSES} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
      >
        <Phone aria-hidden="true" className="size-4" />
        Llamar
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-2 text-lg font-semibold break-words text-ink">
            Llamar a {providerName}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Consultorio médico
          </Dialog.Description>

          <p className="mt-6 text-center text-3xl font-bold tracking-wide break-all text-ink tabular-nums">
            {formatPhoneForDisplay(phone)}
          </p>

          <div className="mt-6 flex flex-col gap-2">
            <a
              href={href}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              <PhoneCall aria-hidden="true" className="size-5" />
              Llamar ahora
            </a>
            <Dialog.Close className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-800 hover:bg-gray-50">
              Cerrar
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
