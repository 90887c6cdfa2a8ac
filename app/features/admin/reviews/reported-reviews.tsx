import { Check, Star, Trash2 } from "../../../components/icons/icons.tsx";
import {
  MAX_ADMIN_NOTE,
  REVIEW_REPORT_REASON_LABELS,
  removedReviewsSentence,
  type AdminReviewReport,
  type ReviewReportDecision,
} from "../../../../common/reviews/reports.ts";
import { useAdminQuery } from "../api.ts";
import {
  Badge,
  dangerButton,
  EmptyState,
  formatDateTime,
  LoadState,
  secondaryButton,
} from "../ui.tsx";
import { ReviewActionDialog } from "./review-action-dialog.tsx";

const REPORTS_PATH = "/api/admin/review-reports";

const DECISIONS: Record<
  ReviewReportDecision,
  {
    label: string;
    icon: typeof Check;
    triggerClass: string;
    description: (report: AdminReviewReport) => string;
    done: string;
  }
> = {
  upheld: {
    label: "Retirar reseña",
    icon: Trash2,
    triggerClass: dangerButton,
    description: (report) =>
      `La reseña deja de mostrarse en el perfil de ${report.provider.name}, que la sumará a «${removedReviewsSentence({ reason: report.reason, count: 1 })}». La decisión queda en el historial.`,
    done: "Reseña retirada",
  },
  dismissed: {
    label: "Mantener publicada",
    icon: Check,
    triggerClass: secondaryButton,
    description: (report) =>
      `La reseña sigue en el perfil de ${report.provider.name} y el reporte se cierra. La decisión queda en el historial.`,
    done: "Reseña mantenida",
  },
};

function DecisionDialog({
  report,
  decision,
}: {
  report: AdminReviewReport;
  decision: ReviewReportDecision;
}) {
  const copy = DECISIONS[decision];
  const Icon = copy.icon;
  return (
    <ReviewActionDialog
      trigger={
        <>
          <Icon aria-hidden="true" className="size-4" />
          {copy.label}
        </>
      }
      triggerClass={copy.triggerClass}
      title={copy.label}
      description={copy.description(report)}
      fieldLabel="Nota para el historial (opcional)"
      maxLength={MAX_ADMIN_NOTE}
      path={`${REPORTS_PATH}/${report.id}/decision`}
      body={(adminNote) => ({ decision, adminNote })}
      done={{ title: copy.done, description: report.provider.name }}
      failed="No se pudo guardar la decisión"
    />
  );
}

/**
 * 'Reseñas reportadas': what listing owners asked to remove. The review stays public until an
 * administrator removes it here or keeps it; the oldest report comes first.
 */
export function ReportedReviews() {
  const reports = useAdminQuery<AdminReviewReport[]>(REPORTS_PATH);
  return (
    <section aria-labelledby="resenas-reportadas" className="space-y-3">
      <h2 id="resenas-reportadas" className="text-lg font-semibold text-gray-900">
        Reseñas reportadas
      </h2>
      {!reports.data ? (
        <LoadState
          error={reports.error !== null}
          loading="Cargando reportes…"
          failed="No se pudieron cargar los reportes."
        />
      ) : reports.data.length === 0 ? (
        <EmptyState>No hay reseñas reportadas pendientes.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <li key={report.id} className="rounded-lg border border-red-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-gray-800">
                  <span className="font-semibold">{report.review.authorFirstName}</span> sobre{" "}
                  <span className="font-semibold">{report.provider.name}</span> · reseña del{" "}
                  {formatDateTime(report.review.createdAt)}
                </p>
                <Badge tone="red">{REVIEW_REPORT_REASON_LABELS[report.reason]}</Badge>
              </div>
              <p className="mt-1 flex items-center gap-1 text-sm text-gray-800">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span>{report.review.rating} de 5</span>
              </p>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-900">
                {report.review.comment}
              </p>
              <p className="mt-2 text-sm text-gray-700">
                Reportada por el titular el {formatDateTime(report.createdAt)}
                {report.details ? (
                  <>
                    : <span className="break-words">«{report.details}»</span>
                  </>
                ) : null}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <DecisionDialog report={report} decision="upheld" />
                <DecisionDialog report={report} decision="dismissed" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
