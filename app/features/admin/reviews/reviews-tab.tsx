import { RotateCcw, Star } from "../../../components/icons/icons.tsx";
import { useState } from "react";
import type { AdminReview, ReviewStatus } from "../../../../common/reviews/types.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { NotesDialog } from "../notes-dialog.tsx";
import {
  Badge,
  EmptyState,
  formatDateTime,
  LoadState,
  primaryButton,
  SelectField,
  type Tone,
} from "../ui.tsx";

const NOTES_REQUIRED = "Indica el motivo para restaurar la reseña";
const STATUS: Record<ReviewStatus, [string, Tone]> = {
  rejected: ["Oculta", "red"],
  reported: ["Reportada", "amber"],
  pending: ["En revisión", "blue"],
  approved: ["Publicada", "green"],
};
const FILTERS = [
  ["rejected", "Ocultas"],
  ["reported", "Reportadas"],
  ["pending", "En revisión"],
  ["approved", "Publicadas"],
] as const;

function RestoreDialog({ review }: { review: AdminReview }) {
  return (
    <NotesDialog
      triggerLabel={
        <>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restaurar
        </>
      }
      triggerClass={primaryButton}
      title="Restaurar reseña"
      description={`La reseña vuelve a publicarse en el perfil de ${review.provider.name}. El motivo queda en su historial.`}
      fieldLabel="Motivo"
      submitLabel="Restaurar reseña"
      submitClass={primaryButton}
      requiredMessage={NOTES_REQUIRED}
      maxLength={500}
      onSubmit={async (notes) => {
        try {
          await adminMutation("PUT", `/api/admin/reviews/${review.id}/restore`, { notes });
          toast({
            title: "Reseña restaurada",
            description: `Publicada de nuevo en ${review.provider.name}`,
          });
          void invalidateAdmin("/api/admin/reviews");
          return true;
        } catch (failure) {
          toast({
            title: "No se pudo restaurar la reseña",
            description: serverMessage(failure) ?? undefined,
            variant: "destructive",
          });
          return false;
        }
      }}
    />
  );
}

/** Reviews hidden by doctors, reported or held: administrators see them and may restore them. */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>("rejected");
  const reviews = useAdminQuery<AdminReview[]>(`/api/admin/reviews?status=${status}`);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Reseñas ocultas y reportadas</h2>
      <div className="max-w-xs">
        <SelectField
          id="filtro-resenas"
          label="Reseñas"
          value={status}
          options={FILTERS}
          onChange={(value) => setStatus(value as ReviewStatus)}
        />
      </div>
      {!reviews.data ? (
        <LoadState
          error={reviews.error !== null}
          loading="Cargando reseñas…"
          failed="No se pudieron cargar las reseñas."
        />
      ) : reviews.data.length === 0 ? (
        <EmptyState>No hay reseñas en este estado.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {reviews.data.map((review) => {
            const [label, tone] = STATUS[review.approvalStatus];
            return (
              <li key={review.id} className="rounded-lg border border-gray-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-gray-800">
                    <span className="font-semibold">
                      {review.author.firstName} {review.author.lastName}
                    </span>{" "}
                    sobre <span className="font-semibold">{review.provider.name}</span> ·{" "}
                    {formatDateTime(review.createdAt)}
                  </p>
                  <Badge tone={tone}>{label}</Badge>
                </div>
                <p className="mt-1 flex items-center gap-1 text-sm text-gray-800">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  <span>{review.rating} de 5</span>
                </p>
                <p className="mt-2 text-sm whitespace-pre-line text-gray-900">{review.comment}</p>
                {review.history.length ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-medium text-brand-700">
                      Historial de moderación
                    </summary>
                    <ul className="mt-1 space-y-1 text-xs text-gray-700">
                      {review.history.map((event, index) => (
                        <li key={`${event.createdAt}-${index}`}>
                          {formatDateTime(event.createdAt)} · {event.actorType} ·{" "}
                          {event.fromStatus ?? "—"} → {event.toStatus}
                          {event.notes ? ` · «${event.notes}»` : ""}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                {review.approvalStatus !== "approved" ? (
                  <div className="mt-3">
                    <RestoreDialog review={review} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
