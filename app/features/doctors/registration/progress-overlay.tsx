import { CheckCircle2, Circle, Loader2 } from "../../../components/icons/icons.tsx";
import { Dialog } from "radix-ui";
import { REGISTRATION_TEXTS } from "../../../../common/doctors/registration.ts";

const STEPS = REGISTRATION_TEXTS.overlaySteps;

/**
 * The three-step overlay shown while a registration is sent (spec public-side 2 and 4). A
 * modal that cannot be dismissed: it closes itself when the request and the steps are done.
 */
export function RegistrationProgress({ step }: { step: number | null }) {
  const open = step !== null;
  const current = step ?? 0;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">
            Procesando tu registro
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            No cierres esta ventana; tomará solo unos segundos.
          </Dialog.Description>
          <div
            role="progressbar"
            aria-label="Progreso del registro"
            aria-valuemin={0}
            aria-valuemax={STEPS.length}
            aria-valuenow={current + 1}
            aria-valuetext={STEPS[current]}
            className="mt-5 h-2 overflow-hidden rounded-full bg-gray-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${((current + 1) / STEPS.length) * 100}%` }}
            />
          </div>
          <ol className="mt-5 space-y-3">
            {STEPS.map((text, index) => (
              <li
                key={text}
                className={`flex items-center gap-3 text-sm ${index <= current ? "text-ink" : "text-gray-500"}`}
              >
                {index < current ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                ) : index === current ? (
                  <Loader2
                    aria-hidden="true"
                    className="size-5 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none"
                  />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0 text-gray-300" />
                )}
                <span className={index === current ? "font-semibold" : undefined}>{text}</span>
              </li>
            ))}
          </ol>
          <p aria-live="polite" role="status" className="sr-only">
            {open ? STEPS[current] : ""}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
