import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicProviderCard } from "../../../../common/providers/types.ts";
import { formatLongDate } from "../../../../common/time/format.ts";
import { ProviderCardGrid } from "../../../components/providers/provider-card-grid.tsx";

export interface ConversationEntry {
  id: number;
  counterpart: string;
  unread: number;
  lastMessageAt: string;
}

export interface OwnReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  approvalStatus: string;
  provider: { name: string; profilePath: string };
}

const STATUS: Record<string, string> = {
  approved: "Publicada",
  pending: "En revisión",
  rejected: "Oculta",
  reported: "Reportada",
};

/** A titled section of the dashboard, or what to do while it is empty. */
function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of the content when there is nothing to list. */
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {empty !== null ? <p className="mt-3 text-gray-700">{empty}</p> : children}
    </section>
  );
}

/** The doctors the patient saved with the heart of a card or a profile. */
export function FavouritesSection({ favourites }: { favourites: readonly PublicProviderCard[] }) {
  return (
    <Section
      id="favoritos"
      title="Médicos guardados"
      empty={
        favourites.length === 0
          ? "Guarda médicos con el corazón de su tarjeta o de su perfil para tenerlos a la mano."
          : null
      }
    >
      <ProviderCardGrid providers={favourites} className="mt-4 grid gap-4 md:grid-cols-2" />
    </Section>
  );
}

/** The patient's conversations with doctors, newest first, with their unread count. */
export function ConversationsSection({
  conversations,
}: {
  conversations: readonly ConversationEntry[];
}) {
  return (
    <Section
      id="mensajes"
      title="Mensajes"
      empty={
        conversations.length === 0
          ? "Cuando escribas a un médico desde su perfil, tus conversaciones aparecerán aquí."
          : null
      }
    >
      <ul className="mt-4 divide-y divide-gray-100 rounded-lg border border-gray-200">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link
              to={`/mensajes/${conversation.id}`}
              className="flex items-center justify-between gap-3 p-4 hover:bg-gray-50"
            >
              <span className="font-medium text-gray-900">{conversation.counterpart}</span>
              <span className="text-sm text-gray-600">
                {conversation.unread > 0 ? `${conversation.unread} sin leer · ` : ""}
                {formatLongDate(conversation.lastMessageAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The reviews the patient wrote, with where each stands in moderation. */
export function ReviewsSection({ reviews }: { reviews: readonly OwnReview[] }) {
  return (
    <Section
      id="mis-resenas"
      title="Mis reseñas"
      empty={
        reviews.length === 0 ? (
          <>
            Aún no has escrito reseñas.{" "}
            <Link to="/" className="font-semibold text-brand-700 underline">
              Busca a tu médico
            </Link>{" "}
            y cuéntanos cómo te fue.
          </>
        ) : null
      }
    >
      <ul className="mt-4 space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border border-gray-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={review.provider.profilePath}
                className="font-semibold text-gray-900 hover:text-brand-700"
              >
                {review.provider.name}
              </Link>
              <span className="text-sm text-gray-600">
                {formatLongDate(review.createdAt)} ·{" "}
                {STATUS[review.approvalStatus] ?? review.approvalStatus}
              </span>
            </div>
            <p className="mt-1 text-sm text-gray-600">{review.rating} de 5 estrellas</p>
            <p className="mt-2 whitespace-pre-line break-words text-gray-700">{review.comment}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
