import { useState } from "react";
import {
  PENDING_CHANGE_MESSAGES as PM,
  PENDING_CHANGE_STATUS_FILTERS,
  PENDING_CHANGE_STATUS_LABELS,
  type AdminPendingChange,
  type AdminPendingChangeList,
  type PendingChangeStatusFilter,
} from "../../../../common/admin/pending-changes.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { NotesDialog } from "../notes-dialog.tsx";
import { PublicProfileLink } from "../providers/license-holders.tsx";
import {
  Badge,
  dangerButton,
  EmptyState,
  formatDateTime,
  LoadState,
  SelectField,
  StatusBadge,
  successButton,
  type Tone,
} from "../ui.tsx";

const STATUS_BADGES: Record<AdminPendingChange["status"], [string, Tone]> = {
  pending: ["Pendiente", "amber"],
  approved: ["Aprobado", "green"],
  rejected: ["Rechazado", "red"],
  withdrawn: ["Retirado por el médico", "gray"],
};

async function decide(change: AdminPendingChange, verdict: "approve" | "reject", note?: string) {
  try {
    const answer = await adminMutation<{ message: string }>(
      "POST",
      `/api/admin/pending-changes/${change.id}/${verdict}`,
      // The request as it was read: an owner's later edit must be looked at first.
      { note, updatedAt: change.updatedAt },
    );
    toast({ title: answer.message, description: change.providerName });
    void invalidateAdmin("/api/admin/pending-changes");
    void invalidateAdmin("/api/admin/providers");
    return true;
  } catch (failure) {
    toast({
      title: "No se pudo guardar la decisión",
      description: serverMessage(failure) ?? undefined,
      variant: "destructive",
    });
    void invalidateAdmin("/api/admin/pending-changes");
    return false;
  }
}

/** The requested name against the cédula's holder in the registry. */
function RegistryVerdict({ change }: { change: AdminPendingChange }) {
  if (change.requestedNameMatchesRegistry === null) return null;
  return (
    <p className="mt-2 text-sm">
      Titular en el registro: <span className="font-semibold">{change.registryName}</span>{" "}
      {change.requestedNameMatchesRegistry ? (
        <Badge tone="green">El nombre nuevo coincide</Badge>
      ) : (
        <Badge tone="red">El nombre nuevo no coincide</Badge>
      )}
    </p>
  );
}

/** One request: the listing, what it shows now and what its owner asked for. */
function ChangeCard({ change }: { change: AdminPendingChange }) {
  const [busy, setBusy] = useState(false);
  const [label, tone] = STATUS_BADGES[change.status];
  const changesLicense = change.fields.some((field) => field.field === "licenseNumber");
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" data-pending-change={change.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{change.providerName}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={change.approvalStatus} />
          <Badge tone={tone}>{label}</Badge>
        </div>
      </div>
      <p className="text-sm text-gray-700">
        Solicitado por{" "}
        {change.requestedBy
          ? `${change.requestedBy.name} (${change.requestedBy.email})`
          : "una cuenta eliminada"}{" "}
        el {formatDateTime(change.updatedAt)}
        {change.publicPath ? " · " : null}
        <PublicProfileLink path={change.publicPath} />
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Cambios solicitados para {change.providerName}</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-gray-700">
                Dato
              </th>
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-gray-700">
                Publicado (antes)
              </th>
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-gray-700">
                Solicitado (después)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {change.fields.map((field) => (
              <tr key={field.field}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-gray-700">
                  {field.label}
                </th>
                <td className="px-3 py-2 text-gray-900">{field.before ?? "—"}</td>
                <td className="px-3 py-2 font-semibold text-gray-900">{field.after ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RegistryVerdict change={change} />
      {changesLicense && change.status === "pending" ? (
        <p className="mt-2 text-sm text-amber-900">{PM.licenseRevalidation}</p>
      ) : null}
      {change.adminNote ? (
        <p className="mt-2 text-sm text-gray-700">
          Nota{change.decidedBy ? ` de ${change.decidedBy}` : ""}: {change.adminNote}
        </p>
      ) : null}
      {change.status === "pending" ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={successButton}
            disabled={busy}
            aria-label={`Aprobar el cambio de ${change.providerName}`}
            onClick={async () => {
              setBusy(true);
              await decide(change, "approve");
              setBusy(false);
            }}
          >
            Aprobar cambio
          </button>
          <NotesDialog
            triggerLabel="Rechazar cambio"
            triggerAriaLabel={`Rechazar el cambio de ${change.providerName}`}
            triggerClass={dangerButton}
            title="Rechazar cambio"
            description="El perfil público conserva los datos aprobados."
            fieldLabel="Motivo del rechazo"
            submitLabel="Rechazar cambio"
            submitClass={dangerButton}
            requiredMessage={PM.rejectNoteRequired}
            maxLength={1000}
            onSubmit={(note) => decide(change, "reject", note)}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Cambios pendientes': name, specialty and cédula changes that owners of verified, published
 * listings asked for. The public keeps the approved values until one is approved here.
 */
export function PendingChangesTab() {
  const [status, setStatus] = useState<PendingChangeStatusFilter>("pending");
  const list = useAdminQuery<AdminPendingChangeList>(
    `/api/admin/pending-changes?status=${status}&limit=100`,
  );
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Cambios pendientes</h2>
      <p className="text-sm text-gray-700">
        Los médicos con cédula verificada y perfil publicado no cambian su nombre, especialidad ni
        cédula al instante: el perfil público muestra los datos aprobados hasta que decidas aquí.
      </p>
      <div className="max-w-xs">
        <SelectField
          id="filtro-cambios"
          label="Mostrar"
          value={status}
          options={PENDING_CHANGE_STATUS_FILTERS.map(
            (value) => [value, PENDING_CHANGE_STATUS_LABELS[value]] as const,
          )}
          onChange={(value) => setStatus(value as PendingChangeStatusFilter)}
        />
      </div>
      {!list.data ? (
        <LoadState
          error={list.error !== null}
          loading="Cargando cambios…"
          failed="No se pudieron cargar los cambios."
        />
      ) : list.data.changes.length === 0 ? (
        <EmptyState>
          {status === "pending" ? "No hay cambios pendientes." : "No hay cambios que mostrar."}
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.data.changes.map((change) => (
            <ChangeCard key={change.id} change={change} />
          ))}
        </ul>
      )}
    </div>
  );
}
