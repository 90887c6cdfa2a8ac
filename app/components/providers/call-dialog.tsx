import { Phone, PhoneCall } from "../icons/icons.tsx";
import { Dialog } from "radix-ui";
import { formatPhoneForDisplay, phoneTelHref, TRIGGER_CLASSES } from "./phone.ts";

export { formatPhoneForDisplay, mexicanNationalNumber, phoneTelHref } from "./phone.ts";

export function CallDialog({
  providerName,
  phone,
  defaultOpen = false,
}: {
  providerName: string;
  phone: string | null;
  /** Open at once (used when the dialog is loaded by the click that should open it). */
  defaultOpen?: boolean;
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
    <Dialog.Root defaultOpen={defaultOpen}>
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
