import { Loader2, Star } from "../../components/icons/icons.tsx";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { MAX_COMMENT, MIN_COMMENT, REVIEW_MESSAGES } from "../../../common/reviews/messages.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { apiRequest, serverMessageOf } from "../../lib/api-request.ts";

/**
 * 'Escribir Reseña' (spec public-side 4): hidden until asked for, hidden again on Cancel or
 * after a successful submit, which also resets it; the button spins while sending. A review
 * the content filter holds stays explained on the page, not only in a passing toast.
 * Opened from 'Mis citas' (`appointmentId`), it is open at once and the review it sends
 * carries that visit, so it shows 'Cita verificada'.
 */
export function ReviewForm({
  providerId,
  canWrite,
  reason,
  appointmentId = null,
}: {
  providerId: number;
  canWrite: boolean;
  reason?: string;
  appointmentId?: number | null;
}) {
  const [open, setOpen] = useState(appointmentId !== null);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const id = useId();

  function reset() {
    setRating(0);
    setComment("");
    setErrors({});
    setOpen(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (rating < 1 || rating > 5) next.rating = REVIEW_MESSAGES.rating;
    if (comment.trim().length < MIN_COMMENT) next.comment = REVIEW_MESSAGES.comment;
    setErrors(next);
    if (next.rating || next.comment) return;
    setSending(true);
    try {
      const body = await apiRequest<{ message?: string; approvalStatus?: string } | undefined>(
        "POST",
        `/api/providers/${providerId}/reviews`,
        appointmentId !== null ? { rating, comment, appointmentId } : { rating, comment },
      );
      toast({
        title: "Reseña enviada",
        description: body?.message ?? "Tu reseña ha sido publicada exitosamente",
      });
      setHeld(body?.approvalStatus === "approved" ? null : (body?.message ?? null));
      reset();
      revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Error al enviar reseña",
        description: serverMessageOf(error, "Ocurrió un error inesperado"),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  if (!canWrite) return reason ? <p className="text-sm text-gray-600">{reason}</p> : null;
  if (!open) {
    return (
      <>
        <button
          type="button"
          onClick={() => {
            setHeld(null);
            setOpen(true);
          }}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Escribir Reseña
        </button>
        {held ? (
          <p role="status" className="w-full rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {held}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="w-full rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      {appointmentId !== null ? (
        <p className="mb-3 text-sm text-gray-700">
          Tu reseña se publicará con la marca «Cita verificada»: asististe a una cita agendada aquí.
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Calificación</legend>
        <div
          className="mt-1 flex gap-1"
          role="radiogroup"
          aria-describedby={errors.rating ? `${id}-rating` : undefined}
        >
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${value <= rating ? "fill-amber-400 text-amber-400" : "text-gray-300"}`}
              />
              <span className="sr-only">{value === 1 ? "1 estrella" : `${value} estrellas`}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating`} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${id}-comment`} className="mt-4 block text-sm font-medium text-gray-800">
        Comentario
      </label>
      <textarea
        id={`${id}-comment`}
        rows={4}
        maxLength={MAX_COMMENT}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={`${id}-comment-help`}
        className="mt-1 w-full rounded-md border border-gray-300 p-3 aria-invalid:border-red-600"
      />
      <p
        id={`${id}-comment-help`}
        className={`mt-1 text-sm ${errors.comment ? "text-red-700" : "text-gray-600"}`}
      >
        {errors.comment ?? `${comment.length}/${MAX_COMMENT}`}
      </p>
      <div className="mt-4 flex gap-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Publicar reseña
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800"
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}
