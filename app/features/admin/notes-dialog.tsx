import { Loader2 } from "../../components/icons/icons.tsx";
import { Dialog } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { inputClass, secondaryButton } from "./ui.tsx";

/**
 * A moderation step that needs a written reason (reject a post, restore a review): a dialog
 * with one required text area. `onSubmit` answers whether the dialog may close.
 */
export function NotesDialog({
  triggerLabel,
  triggerAriaLabel,
  triggerClass,
  title,
  description,
  fieldLabel,
  submitLabel,
  submitClass,
  requiredMessage,
  maxLength,
  onMissing,
  onSubmit,
}: {
  triggerLabel: ReactNode;
  triggerAriaLabel?: string;
  triggerClass: string;
  title: string;
  description: ReactNode;
  fieldLabel: string;
  submitLabel: string;
  submitClass: string;
  /** Without it the note is optional. */
  requiredMessage?: string;
  maxLength: number;
  onMissing?: () => void;
  onSubmit: (notes: string) => Promise<boolean>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (requiredMessage && !notes.trim()) {
      setError(requiredMessage);
      onMissing?.();
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(notes)) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setNotes("");
        setError(null);
      }}
    >
      <Dialog.Trigger className={triggerClass} aria-label={triggerAriaLabel}>
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">
            {description}
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label htmlFor={id} className="mt-4 block text-sm font-medium text-gray-800">
              {fieldLabel}
            </label>
            <textarea
              id={id}
              rows={5}
              value={notes}
              required={requiredMessage !== undefined}
              maxLength={maxLength}
              onChange={(event) => {
                setNotes(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close type="button" className={secondaryButton}>
                Cancelar
              </Dialog.Close>
              <button type="submit" className={submitClass} disabled={busy}>
                {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
