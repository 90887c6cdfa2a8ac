import {
  AlertTriangle,
  Check,
  Loader2,
  MessageSquareReply,
} from "../../../components/icons/icons.tsx";
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import {
  MAX_REPLY,
  MIN_REPLY,
  REVIEW_MODERATION_MESSAGES as M,
} from "../../../../common/reviews/moderation.ts";
import {
  MAX_REPORT_DETAILS,
  REVIEW_REPORT_MESSAGES as R,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  reviewReportSchema,
  type OwnerReviewReport,
  type ReviewReportReason,
} from "../../../../common/reviews/reports.ts";
import type { OwnerReview } from "../../../../common/reviews/types.ts";
import { formatLongDate } from "../../../../common/time/format.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { DoctorReply, Stars } from "../../../components/reviews/reviews-block.tsx";
import { ApiError, apiRequest } from "../../../lib/api-request.ts";
import { fieldClasses } from "../../../components/forms/panel-fields.tsx";

/** What the owner is told about a review: where it stands, reports included. */
function badgeOf(review: OwnerReview): { label: string; tone: string } {
  if (review.removalReason && review.approvalStatus !== "approved") {
    return {
      label: `Retirada por un administrador: ${REVIEW_REPORT_REASON_LABELS[review.removalReason].toLowerCase()}`,
      tone: "bg-gray-100 text-gray-800",
    };
  }
  if (review.report?.status === "open") {
    return { label: "Reportada: en revisión", tone: "bg-red-50 text-red-800" };
  }
  switch (review.approvalStatus) {
    case "approved":
      return { label: "Publicada", tone: "bg-green-50 text-green-800" };
    case "rejected":
      return { label: "Oculta", tone: "bg-gray-100 text-gray-800" };
    default:
      return { label: "Pendiente de revisión", tone: "bg-amber-50 text-amber-900" };
  }
}

const buttonBase =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primaryButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryButton = `${buttonBase} border border-gray-300 text-gray-800 hover:bg-gray-50`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function failed(error: unknown, title: string = M.updateFailed) {
  toast({
    title,
    description:
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : "Inténtalo de nuevo en unos momentos.",
    variant: "destructive",
  });
}

/**
 * The form that opens under a review: its fields, then the submit button (spinning while
 * sent) and 'Cancelar'. `onSubmit` answers undefined when the fields are not valid yet.
 */
function InlineForm({
  submitLabel,
  extra,
  onSubmit,
  onCancel,
  children,
}: {
  submitLabel: string;
  extra?: ReactNode;
  onSubmit: () => Promise<void> | undefined;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const work = onSubmit();
    if (!work) return;
    setSending(true);
    try {
      await work;
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 rounded-lg border border-gray-200 bg-gray-50 p-3"
    >
      {children}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancelar
        </button>
        {extra}
      </div>
    </form>
  );
}

/** A labelled text area with its error, its help and a character counter. */
function CountedText({
  label,
  labelClass = "block",
  value,
  max,
  error,
  help,
  onChange,
}: {
  label: string;
  labelClass?: string;
  value: string;
  max: number;
  error?: string | null;
  help: ReactNode;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={`${labelClass} text-sm font-medium text-gray-800`}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className={fieldClasses.input}
      />
      <div id={`${id}-help`} className="mt-1 text-sm">
        {error ? <p className="text-red-700">{error}</p> : null}
        <p className="text-gray-600">{help}</p>
        <p className="text-gray-500">
          {value.length}/{max}
        </p>
      </div>
    </>
  );
}

/** The owner's one public reply: written, replaced or removed. */
function ReplyForm({
  initial,
  onSubmit,
  onCancel,
  extra,
}: {
  initial: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <InlineForm
      submitLabel={initial ? "Guardar respuesta" : "Publicar respuesta"}
      extra={extra}
      onCancel={onCancel}
      onSubmit={() => {
        const error = text.trim().length < MIN_REPLY ? M.replyTooShort : null;
        setError(error);
        return error ? undefined : onSubmit(text.trim());
      }}
    >
      <CountedText
        label="Tu respuesta pública"
        value={text}
        max={MAX_REPLY}
        error={error}
        help="Se muestra debajo de la reseña como 'Respuesta del médico'. No incluyas datos clínicos del paciente."
        onChange={setText}
      />
    </InlineForm>
  );
}

/**
 * 'Reportar': a reason from the fixed list, and the owner's own words (required for 'Otro
 * motivo'). The review stays published until an administrator decides.
 */
function ReportForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (input: { reason: ReviewReportReason; details?: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  function submit() {
    const parsed = reviewReportSchema.safeParse({ reason: reason ?? undefined, details });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "details" ? "details" : "reason";
        next[field] ??= issue.message;
      }
      setErrors(next);
      return undefined;
    }
    setErrors({});
    return onSubmit(parsed.data);
  }

  return (
    <InlineForm submitLabel="Enviar reporte" onSubmit={submit} onCancel={onCancel}>
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-medium text-gray-800">Motivo del reporte</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {REVIEW_REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand-600"
              />
              {REVIEW_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <CountedText
        label={reason === "otro" ? "Describe el motivo" : "Detalles (opcional)"}
        labelClass="mt-3 block"
        value={details}
        max={MAX_REPORT_DETAILS}
        error={errors.details}
        help="La reseña sigue publicada mientras un administrador revisa tu reporte. Si la retira, tu perfil muestra cuántas reseñas se retiraron y por qué. Si no estás de acuerdo con lo que dice, también puedes responderla públicamente."
        onChange={setDetails}
      />
    </InlineForm>
  );
}

function ReviewItem({
  review,
  onChanged,
}: {
  review: OwnerReview;
  onChanged: (review: OwnerReview) => void;
}) {
  const [open, setOpen] = useState<"report" | "reply" | null>(null);
  const [approving, setApproving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const badge = badgeOf(review);
  const reportable = review.approvalStatus === "approved" && review.report?.status !== "open";
  // Only what the owner hid under the old rule is theirs to publish again.
  const republishable = review.approvalStatus === "rejected" && !review.removalReason;

  async function approve() {
    setApproving(true);
    try {
      await apiRequest("PUT", `/api/reviews/${review.id}/status`, { status: "approved" });
      toast({ title: M.updated, description: "La reseña ya se muestra en tu perfil." });
      onChanged({ ...review, approvalStatus: "approved" });
    } catch (error) {
      failed(error);
    } finally {
      setApproving(false);
    }
  }

  async function report(input: { reason: ReviewReportReason; details?: string }) {
    try {
      const saved = await apiRequest<OwnerReviewReport & { message: string }>(
        "POST",
        `/api/reviews/${review.id}/report`,
        input,
      );
      toast({ title: "Reporte enviado", description: saved.message });
      setOpen(null);
      onChanged({
        ...review,
        report: { reason: saved.reason, status: saved.status, createdAt: saved.createdAt },
      });
    } catch (error) {
      failed(error, R.reportFailed);
    }
  }

  async function saveReply(text: string) {
    try {
      const saved = await apiRequest<{ reply: OwnerReview["reply"] }>(
        "PUT",
        `/api/reviews/${review.id}/reply`,
        { reply: text },
      );
      toast({ title: M.updated, description: "Tu respuesta se publicó debajo de la reseña." });
      setOpen(null);
      onChanged({ ...review, reply: saved.reply });
    } catch (error) {
      failed(error);
    }
  }

  async function removeReply() {
    setRemoving(true);
    try {
      await apiRequest("DELETE", `/api/reviews/${review.id}/reply`);
      toast({ title: M.updated, description: "Tu respuesta se eliminó." });
      setOpen(null);
      onChanged({ ...review, reply: null });
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">
          {review.user.firstName} {review.user.lastName}
        </p>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.tone}`}>
            {badge.label}
          </span>
          <time dateTime={review.createdAt} className="text-sm text-gray-500">
            {formatLongDate(review.createdAt)}
          </time>
        </div>
      </div>
      <Stars rating={review.rating} />
      <p className="mt-2 break-words whitespace-pre-line text-gray-700">{review.comment}</p>
      {review.reply && open !== "reply" ? <DoctorReply text={review.reply.text} /> : null}

      {review.report?.status === "dismissed" && review.approvalStatus === "approved" ? (
        <p className="mt-2 text-sm text-gray-600">
          Un administrador revisó tu reporte y decidió mantener la reseña publicada.
        </p>
      ) : null}

      {open === "report" ? (
        <ReportForm onSubmit={report} onCancel={() => setOpen(null)} />
      ) : open === "reply" ? (
        <ReplyForm
          initial={review.reply?.text ?? ""}
          onSubmit={saveReply}
          onCancel={() => setOpen(null)}
          extra={
            review.reply ? (
              <button
                type="button"
                onClick={removeReply}
                disabled={removing}
                className={`${buttonBase} text-red-700 hover:bg-red-50`}
              >
                Eliminar respuesta
              </button>
            ) : null
          }
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {republishable ? (
            <button type="button" disabled={approving} onClick={approve} className={primaryButton}>
              <Check aria-hidden="true" className="size-4" />
              Aprobar
            </button>
          ) : null}
          {reportable ? (
            <button type="button" onClick={() => setOpen("report")} className={secondaryButton}>
              <AlertTriangle aria-hidden="true" className="size-4" />
              Reportar
            </button>
          ) : null}
          <button type="button" onClick={() => setOpen("reply")} className={secondaryButton}>
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {review.reply ? "Editar respuesta" : "Responder"}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * 'Reseñas': every review of the listing with one public reply each (spec public-side 4 and
 * 8). The spec's 'Ocultar' became 'Reportar': an administrator decides, the review stays
 * public meanwhile.
 */
export function ReviewsTab({ provider }: { provider: OwnProvider }) {
  const [reviews, setReviews] = useState<OwnerReview[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(() => {
    setLoadFailed(false);
    apiRequest<OwnerReview[]>("GET", `/api/providers/${provider.id}/reviews/all`).then(
      setReviews,
      () => setLoadFailed(true),
    );
  }, [provider.id]);
  useEffect(load, [load]);

  if (loadFailed) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>No se pudieron cargar las reseñas.</p>
        <button type="button" onClick={load} className="mt-2 font-semibold underline">
          Reintentar
        </button>
      </div>
    );
  }
  if (!reviews) return <p className="text-gray-600">Cargando reseñas…</p>;

  const count = (test: (review: OwnerReview) => boolean) => reviews.filter(test).length;
  const summary = [
    plural(reviews.length, "reseña", "reseñas"),
    plural(
      count((r) => r.approvalStatus === "approved"),
      "publicada",
      "publicadas",
    ),
    plural(
      count((r) => r.report?.status === "open"),
      "reportada",
      "reportadas",
    ),
    plural(
      count((r) => r.approvalStatus === "pending" || r.approvalStatus === "reported"),
      "pendiente",
      "pendientes",
    ),
    plural(
      count((r) => r.approvalStatus === "rejected"),
      "retirada u oculta",
      "retiradas u ocultas",
    ),
  ].join(" · ");
  return (
    <section aria-labelledby="panel-resenas">
      <h2 id="panel-resenas" className="text-xl font-bold text-gray-900">
        Reseñas de tus pacientes
      </h2>
      <p className="mt-1 text-sm text-gray-600">{summary}</p>
      {reviews.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-4 text-gray-700">
          Aún no hay reseñas para este profesional.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              onChanged={(next) =>
                setReviews((list) => list?.map((r) => (r.id === next.id ? next : r)) ?? null)
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
