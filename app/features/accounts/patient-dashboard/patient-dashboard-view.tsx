import type { ReactNode } from "react";
import { Form } from "react-router";
import type { PublicProviderCard } from "../../../../common/providers/types.ts";
import { MailWarning } from "../../../components/icons/icons.tsx";
import {
  ConversationsSection,
  FavouritesSection,
  ReviewsSection,
  type ConversationEntry,
  type OwnReview,
} from "./sections.tsx";

export interface PatientDashboardData {
  user: { firstName: string; lastName: string; email: string; emailVerified: boolean };
  favourites: readonly PublicProviderCard[];
  conversations: readonly ConversationEntry[];
  reviews: readonly OwnReview[];
}

/** Asks an unverified patient to verify the email; the button sends it again. */
function VerifyEmailNotice({ resentMessage }: { resentMessage: string | null }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <MailWarning aria-hidden="true" className="size-5" />
        Verifica tu correo electrónico para poder escribir reseñas.
      </p>
      {resentMessage !== null ? (
        <p className="mt-2">{resentMessage}</p>
      ) : (
        <Form method="post" className="mt-3">
          <button
            type="submit"
            className="rounded-md bg-amber-700 px-3 py-2 font-semibold text-white"
          >
            Reenviar correo de verificación
          </button>
        </Form>
      )}
    </div>
  );
}

/** /dashboard/paciente: the patient's saved doctors, conversations and reviews. */
export function PatientDashboardView({
  data,
  resentMessage,
  appointments = null,
}: {
  data: PatientDashboardData;
  /** The answer to "send the verification email again", once asked. */
  resentMessage: string | null;
  /** 'Mis citas', first: what a patient comes back here for most. */
  appointments?: ReactNode;
}) {
  const { user, reviews, favourites, conversations } = data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">
        Hola, {user.firstName} {user.lastName}
      </h1>
      <p className="mt-1 text-gray-600">{user.email}</p>
      {!user.emailVerified ? <VerifyEmailNotice resentMessage={resentMessage} /> : null}
      {appointments}
      <FavouritesSection favourites={favourites} />
      <ConversationsSection conversations={conversations} />
      <ReviewsSection reviews={reviews} />
    </div>
  );
}
