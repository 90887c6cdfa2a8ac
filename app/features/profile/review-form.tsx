import { Loader2, Star } from "../../components/icons/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { MAX_COMMENT, MIN_COMMENT, REVIEW_MESSAGES } from "../../../common/reviews/messages.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { apiRequest, serverMessageOf } from "../../lib/api-request.ts";
import type { ProfilePageOutcome } from "../../lib/profile-page-form.ts";

const STARS = [1, 2, 3, 4, 5];

/**
 * 'Escribir Reseña' (spec public-side 4): hidden until asked for, hidden again on Cancel or
 * after a successful submit, which also resets it; the button spins while sending. A review
 * the content filter holds stays explained on the page, not only in a passing toast.
 * Opened from 'Mis citas' (`appointmentId`), it is open at once and the review it sends
 * carries that visit, so it shows 'Cita verificada'.
 *
 * It works before the page's scripts run too: a `<details>` the browser opens, a form it
 * posts to the profile's action (intent `review`), stars lit by the stylesheet, and fields
 * the scripts read at submit (so what was picked and typed before they ran is what is sent).
 * That action's answer (`outcome`) opens it again with its refusal and what was typed, or
 * says what became of the review.
 */
export function ReviewForm({
  providerId,
  canWrite,
  reason,
  appointmentId = null,
  outcome = null,
}: {
  providerId: number;
  canWrite: boolean;
  reason?: string;
  appointmentId?: number | null;
  outcome?: ProfilePageOutcome | null;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const typed = outcome?.error ? (outcome.values ?? {}) : {};
  const [length, setLength] = useState((typed.comment ?? "").length);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState<string | null>(outcome?.done ?? null);
  const revalidator = useRevalidator();
  const id = useId();

  // What was typed before the scripts ran: count it.
  useEffect(() => {
    const comment = details.current?.querySelector("textarea");
    if (comment) setLength(comment.value.length);
  }, []);

  function close(form: HTMLFormElement | null | undefined) {
    form?.reset();
    setLength(0);
    setErrors({});
    if (details.current) details.current.open = false;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const rating = Number(fields.get("rating") ?? 0);
    const comment = String(fields.get("comment") ?? "");
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
      close(form);
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
  const refusal = outcome?.error ?? null;
  return (
    <>
      <details
        ref={details}
        open={appointmentId !== null || refusal !== null}
        onToggle={(event) => {
          if (event.currentTarget.open) setHeld(null);
        }}
        className="group open:w-full"
      >
        <summary className="cursor-pointer list-none rounded-md bg-brand-600 px-4 py-2 font-semibold text-white group-open:hidden hover:bg-brand-700 [&::-webkit-details-marker]:hidden">
          Escribir Reseña
        </summary>
        <form
          method="post"
          onSubmit={submit}
          noValidate
          className="w-full rounded-lg border border-gray-200 bg-gray-50 p-4"
        >
          <input type="hidden" name="intent" value="review" />
          {appointmentId !== null ? (
            <>
              <input type="hidden" name="appointmentId" value={appointmentId} />
              <p className="mb-3 text-sm text-gray-700">
                Tu reseña se publicará con la marca «Cita verificada»: asististe a una cita agendada
                aquí.
              </p>
            </>
          ) : null}
          {refusal ? (
            <p role="alert" className="mb-3 text-sm text-red-700">
              No se pudo enviar tu reseña: {refusal}
            </p>
          ) : null}
          <fieldset>
            <legend className="text-sm font-medium text-gray-800">Calificación</legend>
            <div
              className="mt-1 flex gap-1"
              role="radiogroup"
              aria-describedby={errors.rating ? `${id}-rating` : undefined}
            >
              {STARS.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    defaultChecked={typed.rating === String(value)}
                    className="sr-only"
                  />
                  {/* Lit up to the one picked: its label, and every label before a picked one. */}
                  <Star
                    aria-hidden="true"
                    className="size-7 text-gray-300 [label:has(:checked)_&]:fill-amber-400 [label:has(:checked)_&]:text-amber-400 [label:has(~label_:checked)_&]:fill-amber-400 [label:has(~label_:checked)_&]:text-amber-400"
                  />
                  <span className="sr-only">
                    {value === 1 ? "1 estrella" : `${value} estrellas`}
                  </span>
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
            name="comment"
            rows={4}
            maxLength={MAX_COMMENT}
            defaultValue={typed.comment}
            onChange={(event) => setLength(event.target.value.length)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${id}-comment-help`}
            className="mt-1 w-full rounded-md border border-gray-300 p-3 aria-invalid:border-red-600"
          />
          <p
            id={`${id}-comment-help`}
            className={`mt-1 text-sm ${errors.comment ? "text-red-700" : "text-gray-600"}`}
          >
            {errors.comment ?? `${length}/${MAX_COMMENT}`}
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
              onClick={(event) => close(event.currentTarget.form)}
              className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800"
            >
              Cancelar
            </button>
          </div>
        </form>
      </details>
      {held ? (
        <p role="status" className="w-full rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {held}
        </p>
      ) : null}
    </>
  );
}
