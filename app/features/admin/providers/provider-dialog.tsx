import { Loader2, Pencil, Save, X } from "../../../components/icons/icons.tsx";
import { Dialog } from "radix-ui";
import { useEffect, useState, type RefObject } from "react";
import {
  ADMIN_MESSAGES as M,
  type AdminProviderDetail,
} from "../../../../common/admin/providers.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { primaryButton, secondaryButton } from "../ui.tsx";
import { LicenseValidation } from "./license-validation.tsx";
import {
  changesOf,
  draftOf,
  ProviderEditForm,
  validateChanges,
  type Draft,
} from "./provider-edit-form.tsx";
import { PhotoRemoval } from "./photo-removal.tsx";
import { ProviderView } from "./provider-view.tsx";

const FORM_ID = "editar-proveedor";

/**
 * The provider detail dialog (admin-side 2): view mode, 'Editar' for edit mode, 'Guardar'
 * saves and closes, 'Cancelar' discards. Radix keeps focus inside and gives it back on close.
 */
export function ProviderDialog({
  providerId,
  onClose,
  onOpenProvider,
  returnFocusTo,
}: {
  providerId: number | null;
  onClose: () => void;
  /** Shows another listing instead (one that holds the same cédula). */
  onOpenProvider: (id: number) => void;
  /** The table's button that opened it: Radix only refocuses its own triggers. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const path = providerId === null ? null : `/api/admin/providers/${providerId}`;
  const detail = useAdminQuery<AdminProviderDetail>(path);
  const [editing, setEditing] = useState<{ initial: Draft; draft: Draft } | null>(null);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // Another provider, or the same one opened again: start in view mode.
  useEffect(() => {
    setEditing(null);
    setError(null);
  }, [providerId]);

  const provider = detail.data ?? null;

  async function save() {
    if (!provider || !editing) return;
    const changes = changesOf(editing.initial, editing.draft);
    if (Object.keys(changes).length === 0) {
      toast({ title: M.nothingToSave });
      setEditing(null);
      return;
    }
    const invalid = validateChanges(changes);
    if (invalid) {
      setError(invalid);
      toast({ title: M.saveFailed, description: invalid.message, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      await adminMutation("PUT", `/api/admin/providers/${provider.id}`, changes);
      toast({ title: M.saved });
      void invalidateAdmin("/api/admin/providers");
      onClose();
    } catch (failure) {
      toast({
        title: M.saveFailed,
        description: serverMessage(failure) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={providerId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold break-words text-ink">
                {provider ? provider.name : "Detalles del proveedor"}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-gray-600">
                {editing ? "Editar la información del proveedor" : "Información del proveedor"}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-md p-2 text-gray-600 hover:bg-gray-100"
              aria-label="Cerrar"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto px-6 py-4">
            {provider === null && detail.error ? (
              <p role="alert" className="text-sm text-red-700">
                No se pudo cargar el proveedor. Inténtalo de nuevo.
              </p>
            ) : provider === null ? (
              <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Cargando…
              </p>
            ) : editing ? (
              <ProviderEditForm
                provider={provider}
                draft={editing.draft}
                onDraft={(draft) => setEditing({ ...editing, draft })}
                error={error}
                formId={FORM_ID}
                onSubmit={save}
              />
            ) : (
              <>
                <ProviderView
                  provider={provider}
                  onOpenProvider={onOpenProvider}
                  licenseAction={
                    <LicenseValidation
                      key={provider.id}
                      provider={provider}
                      onValidated={() => void invalidateAdmin("/api/admin/providers")}
                      onOpen={onOpenProvider}
                    />
                  }
                />
                <PhotoRemoval provider={provider} />
              </>
            )}
          </div>

          <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-6 py-3">
            {provider && editing ? (
              <>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    setEditing(null);
                    setError(null);
                  }}
                >
                  Cancelar
                </button>
                <button type="submit" form={FORM_ID} className={primaryButton} disabled={saving}>
                  {saving ? (
                    <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <Save aria-hidden="true" className="size-4" />
                  )}
                  Guardar
                </button>
              </>
            ) : provider ? (
              <button
                type="button"
                className={primaryButton}
                onClick={() => {
                  const initial = draftOf(provider);
                  setEditing({ initial, draft: initial });
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Editar
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
