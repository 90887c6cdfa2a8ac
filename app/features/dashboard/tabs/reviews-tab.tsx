import { Check, EyeOff, Loader2, MessageSquareReply } from "../../../components/icons/icons.tsx";
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import type { PublicReview } from "../../../../common/providers/types.ts";
import {
  MAX_HIDE_REASON,
  MAX_REPLY,
  MIN_HIDE_REASON,
  MIN_REPLY,
  REVIEW_MODERATION_MESSAGES as M,
} from "../../../../common/reviews/moderation.ts";
import { formatLongDate } from "../../../../common/text/format.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { DoctorReply, Stars } from "../../profile/reviews-block.tsx";
import { ApiError, apiRequest } from "../api.ts";
import { fieldClasses } from "../fields.tsx";

type Status = PublicReview["approvalStatus"];

const STATUS_BADGES: Record<Status, { label: string; tone: string }> = {
  approved: { label: "Publicada", tone: "bg-green-50 text-green-800" },
  pending: { label: "Pendiente de revisión", tone: "bg-amber-50 text-amber-900" },
  rejected: { label: "Oculta", tone: "bg-gray-100 text-gray-800" },
  reported: { label: "Reportada", tone: "bg-red-50 text-red-800" },
};

const buttonBase =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primaryButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryButton = `${buttonBase} border border-gray-300 text-gray-800 hover:bg-gray-50`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function failed(error: unknown) {
  toast({
    title: M.updateFailed,
    description:
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : "Inténtalo de nuevo en unos momentos.",
    variant: "destructive",
  });
}

/** A small inline form (reason to hide, or the reply) with its own validation message. */
function TextForm({
  label,
  help,
  initial = "",
  min,
  max,
  tooShort,
  submitLabel,
  extra,
  onSubmit,
  onCancel,
}: {
  label: string;
  help: ReactNode;
  initial?: string;
  min: number;
  max: number;
  tooShort: string;
  submitLabel: string;
  extra?: ReactNode;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (text.trim().length < min) {
      setError(tooShort);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(text.trim());
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
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className={fieldClasses.input}
      />
      <div id={`${id}-help`} className="mt-1 text-sm">
        {error ? <p className="text-red-700">{error}</p> : null}
        <p className="text-gray-600">{help}</p>
        <p className="text-gray-500">
          {text.length}/{max}
        </p>
      </div>
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

function ReviewItem({
  review,
  onChanged,
}: {
  review: PublicReview;
  onChanged: (review: PublicReview) => void;
}) {
  const [open, setOpen] = useState<"hide" | "reply" | null>(null);
  const [approving, setApproving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const badge = STATUS_BADGES[review.approvalStatus];

  async function setStatus(status: "approved" | "rejected", reason?: string) {
    try {
      await apiRequest("PUT", `/api/reviews/${review.id}/status`, { status, reason });
      toast({
        title: M.updated,
        description:
          status === "approved"
            ? "La reseña ya se muestra en tu perfil."
            : "La reseña quedó oculta y el cambio quedó registrado.",
      });
      setOpen(null);
      onChanged({ ...review, approvalStatus: status });
    } catch (error) {
      failed(error);
    }
  }

  async function saveReply(text: string) {
    try {
      const saved = await apiRequest<{ reply: PublicReview["reply"] }>(
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

      {open === "hide" ? (
        <TextForm
          label="Motivo para ocultar la reseña"
          help="Ocultar no borra la reseña: queda registrado quién la ocultó, cuándo y por qué, y los administradores pueden revisarla y volver a publicarla. Si no estás de acuerdo con lo que dice, considera responderla públicamente."
          min={MIN_HIDE_REASON}
          max={MAX_HIDE_REASON}
          tooShort={M.reasonRequired}
          submitLabel="Ocultar reseña"
          onSubmit={(reason) => setStatus("rejected", reason)}
          onCancel={() => setOpen(null)}
        />
      ) : open === "reply" ? (
        <TextForm
          label="Tu respuesta pública"
          help="Se muestra debajo de la reseña como 'Respuesta del médico'. No incluyas datos clínicos del paciente."
          initial={review.reply?.text ?? ""}
          min={MIN_REPLY}
          max={MAX_REPLY}
          tooShort={M.replyTooShort}
          submitLabel={review.reply ? "Guardar respuesta" : "Publicar respuesta"}
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
          {review.approvalStatus !== "approved" ? (
            <button
              type="button"
              disabled={approving}
              onClick={async () => {
                setApproving(true);
                await setStatus("approved");
                setApproving(false);
              }}
              className={primaryButton}
            >
              <Check aria-hidden="true" className="size-4" />
              Aprobar
            </button>
          ) : (
            <button type="button" onClick={() => setOpen("hide")} className={secondaryButton}>
              <EyeOff aria-hidden="true" className="size-4" />
              Ocultar
            </button>
          )}
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
 * 'Reseñas': every review of the listing with 'Aprobar', 'Ocultar' (with a recorded reason)
 * and one public reply each (spec public-side 4 and 8).
 */
export function ReviewsTab({ provider }: { provider: OwnProvider }) {
  const [reviews, setReviews] = useState<PublicReview[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(() => {
    setLoadFailed(false);
    apiRequest<PublicReview[]>("GET", `/api/providers/${provider.id}/reviews/all`).then(
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

  const count = (...statuses: Status[]) =>
    reviews.filter((r) => statuses.includes(r.approvalStatus)).length;
  const summary = [
    plural(reviews.length, "reseña", "reseñas"),
    plural(count("approved"), "publicada", "publicadas"),
    plural(count("pending", "reported"), "pendiente", "pendientes"),
    plural(count("rejected"), "oculta", "ocultas"),
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
