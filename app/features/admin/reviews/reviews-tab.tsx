import { RotateCcw, Star } from "../../../components/icons/icons.tsx";
import { useState } from "react";
import type { AdminReview, ReviewStatus } from "../../../../common/reviews/types.ts";
import { useAdminQuery } from "../api.ts";
import { ReportedReviews } from "./reported-reviews.tsx";
import { ReviewActionDialog } from "./review-action-dialog.tsx";
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
  rejected: ["Retirada u oculta", "red"],
  reported: ["Reportada", "amber"],
  pending: ["En revisión", "blue"],
  approved: ["Publicada", "green"],
};
const ACTORS: Record<AdminReview["history"][number]["actorType"], string> = {
  patient: "paciente",
  doctor: "médico titular",
  admin: "administrador",
  system: "filtro automático",
};
const FILTERS = [
  ["rejected", "Retiradas u ocultas"],
  ["reported", "Reportadas"],
  ["pending", "En revisión"],
  ["approved", "Publicadas"],
] as const;

function RestoreDialog({ review }: { review: AdminReview }) {
  return (
    <ReviewActionDialog
      trigger={
        <>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restaurar
        </>
      }
      triggerClass={primaryButton}
      title="Restaurar reseña"
      description={`La reseña vuelve a publicarse en el perfil de ${review.provider.name}. El motivo queda en su historial.`}
      fieldLabel="Motivo"
      requiredMessage={NOTES_REQUIRED}
      maxLength={500}
      path={`/api/admin/reviews/${review.id}/restore`}
      body={(notes) => ({ notes })}
      done={{
        title: "Reseña restaurada",
        description: `Publicada de nuevo en ${review.provider.name}`,
      }}
      failed="No se pudo restaurar la reseña"
    />
  );
}

/**
 * Owners' reports first (the decisions that wait), then reviews by status: removed or hidden,
 * held by the content filter, published; each with its record, and 'Restaurar'.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>("rejected");
  const reviews = useAdminQuery<AdminReview[]>(`/api/admin/reviews?status=${status}`);
  return (
    <div className="space-y-4">
      <ReportedReviews />
      <h2 className="border-t border-gray-200 pt-4 text-lg font-semibold text-gray-900">
        Reseñas por estado
      </h2>
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
                          {formatDateTime(event.createdAt)} · {ACTORS[event.actorType]} ·{" "}
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
