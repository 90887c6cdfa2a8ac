import { BadgeCheck, Star } from "../icons/icons.tsx";
import { Link } from "react-router";
import type { PublicReview } from "../../../common/providers/types.ts";
import {
  removedReviewsSentence,
  type RemovedReviewCount,
} from "../../../common/reviews/report-reasons.ts";
import { formatLongDate } from "../../../common/time/format.ts";

const AVERAGE = new Intl.NumberFormat("es-MX", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function averageOf(reviews: PublicReview[]): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" aria-label={`${rating} de 5 estrellas`} role="img">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-4 ${position <= rating ? "fill-amber-400 text-amber-400" : "text-gray-300"}`}
        />
      ))}
    </span>
  );
}

/** The doctor's one public answer under a review, rendered as text. */
export function DoctorReply({ text }: { text: string }) {
  return (
    <div className="mt-3 ml-4 border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
      <p className="text-sm font-semibold text-brand-800">Respuesta del médico</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700">{text}</p>
    </div>
  );
}

/**
 * Doctors cannot hide reviews; what an administrator removed after a report is counted in
 * public, by reason, so a profile cannot look cleaner than its history.
 */
function RemovedReviews({ removed }: { removed: RemovedReviewCount[] }) {
  if (removed.length === 0) return null;
  return (
    <div className="mt-4 border-t border-gray-100 pt-3 text-sm text-gray-500">
      <ul>
        {removed.map((entry) => (
          <li key={entry.reason}>{removedReviewsSentence(entry)}</li>
        ))}
      </ul>
      <p className="mt-1 text-xs">
        Solo un administrador puede retirar una reseña, después de revisar un reporte.
      </p>
    </div>
  );
}

/**
 * 'Reseñas y Calificaciones' (spec public-side 2). Review text is rendered as text, never as
 * HTML. `signedIn` decides between 'Escribir Reseña' and the login invitation.
 */
export function ReviewsBlock({
  reviews,
  removed = [],
  signedIn,
  loginHref,
  writeForm,
}: {
  reviews: PublicReview[];
  removed?: RemovedReviewCount[];
  signedIn: boolean;
  loginHref: string;
  writeForm?: React.ReactNode;
}) {
  const average = averageOf(reviews);
  return (
    <section aria-labelledby="resenas" className="rounded-xl border border-gray-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="resenas" className="text-xl font-bold text-gray-900">
          Reseñas y Calificaciones
        </h2>
        {signedIn ? writeForm : null}
      </div>
      {average !== null ? (
        <p className="mt-2 flex items-center gap-2 text-gray-700">
          <span className="text-3xl font-bold text-gray-900">{AVERAGE.format(average)}</span>
          <Stars rating={Math.round(average)} />
          <span>
            ({reviews.length} {reviews.length === 1 ? "reseña" : "reseñas"})
          </span>
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <div className="mt-4 text-gray-700">
          <p>Aún no hay reseñas para este profesional.</p>
          {signedIn ? null : (
            <p className="mt-2">
              <Link to={loginHref} className="font-semibold text-brand-700 underline">
                Inicia sesión
              </Link>{" "}
              para escribir la primera reseña.
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-gray-900">
                  {review.user.firstName} {review.user.lastName}
                </p>
                <time dateTime={review.createdAt} className="text-sm text-gray-500">
                  {formatLongDate(review.createdAt)}
                </time>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={review.rating} />
                {review.verifiedVisit ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    Cita verificada
                  </span>
                ) : null}
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-gray-700">{review.comment}</p>
              {review.reply ? <DoctorReply text={review.reply.text} /> : null}
            </li>
          ))}
        </ul>
      )}
      {reviews.length > 0 && !signedIn ? (
        <p className="mt-4 text-sm text-gray-600">
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            Inicia sesión
          </Link>{" "}
          para escribir una reseña.
        </p>
      ) : null}
      <RemovedReviews removed={removed} />
    </section>
  );
}
