import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Trash2 } from "../../../components/icons/icons.tsx";
import type { AdminProviderDetail } from "../../../../common/admin/providers.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage } from "../api.ts";
import { dangerButton, secondaryButton } from "../ui.tsx";

const KINDS = [
  { kind: "photo", field: "avatar", label: "foto de perfil", removed: "Foto de perfil eliminada" },
  { kind: "banner", field: "bannerImage", label: "portada", removed: "Portada eliminada" },
] as const;

/** One picture with its 'Quitar' button and the confirmation before it goes. */
function Picture({
  provider,
  entry,
}: {
  provider: AdminProviderDetail;
  entry: (typeof KINDS)[number];
}) {
  const [busy, setBusy] = useState(false);
  const url = provider[entry.field];
  async function remove() {
    setBusy(true);
    try {
      await adminMutation("DELETE", `/api/admin/providers/${provider.id}/${entry.kind}`);
      toast({ title: entry.removed, description: provider.name });
      await invalidateAdmin("/api/admin/providers");
    } catch (failure) {
      toast({
        title: `No se pudo quitar la ${entry.label}`,
        description: serverMessage(failure) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center gap-3">
      {url ? (
        <img
          src={url}
          alt={`${entry.label} de ${provider.name}`}
          className={`${entry.kind === "photo" ? "size-16 rounded-full" : "h-16 w-32 rounded-md"} border border-gray-200 object-cover`}
        />
      ) : (
        <span className="text-sm text-gray-600">Sin {entry.label}</span>
      )}
      {url ? (
        <AlertDialog.Root>
          <AlertDialog.Trigger className={secondaryButton} disabled={busy}>
            <Trash2 aria-hidden="true" className="size-4" />
            Quitar {entry.label}
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-semibold text-ink">
                ¿Quitar la {entry.label} de {provider.name}?
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-gray-700">
                El perfil público dejará de mostrarla. Queda registrado en la actividad.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel className={secondaryButton}>Cancelar</AlertDialog.Cancel>
                <AlertDialog.Action className={dangerButton} onClick={remove}>
                  Quitar {entry.label}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      ) : null}
    </div>
  );
}

/** The listing's photo and banner, each removable by the administrator (audited by the API). */
export function PhotoRemoval({ provider }: { provider: AdminProviderDetail }) {
  return (
    <section aria-labelledby="fotos-titulo" className="mt-4 space-y-2">
      <h3 id="fotos-titulo" className="font-semibold text-gray-900">
        Fotos
      </h3>
      {KINDS.map((entry) => (
        <Picture key={entry.kind} provider={provider} entry={entry} />
      ))}
    </section>
  );
}
