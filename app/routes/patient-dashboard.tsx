import { MailWarning } from "../components/icons/icons.tsx";
import { Form, Link, useActionData } from "react-router";
import { formatLongDate } from "../../common/text/format.ts";
import { ProviderCard } from "../features/providers/provider-card.tsx";
import { requireUser } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/patient-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [reviews, favourites, conversations] = await Promise.all([
    context.services.providers.reviewsOfUser(user.id),
    context.services.favourites.list(user),
    context.services.messages.inbox(user),
  ]);
  return {
    conversations,
    favourites,
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
    },
    reviews,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return context.services.accounts.resendVerification(user.email);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Mi cuenta - ${brandName}`,
    description: "Tu cuenta de paciente.",
    canonical: `${siteUrl}/dashboard/paciente`,
    noIndex: true,
  });
};

const STATUS: Record<string, string> = {
  approved: "Publicada",
  pending: "En revisión",
  rejected: "Oculta",
  reported: "Reportada",
};

export default function PatientDashboard({ loaderData }: Route.ComponentProps) {
  const resent = useActionData<typeof action>();
  const { user, reviews, favourites, conversations } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">
        Hola, {user.firstName} {user.lastName}
      </h1>
      <p className="mt-1 text-gray-600">{user.email}</p>

      {!user.emailVerified ? (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <MailWarning aria-hidden="true" className="size-5" />
            Verifica tu correo electrónico para poder escribir reseñas.
          </p>
          {resent ? (
            <p className="mt-2">{resent.message}</p>
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
      ) : null}

      <section aria-labelledby="favoritos" className="mt-10">
        <h2 id="favoritos" className="text-xl font-bold text-gray-900">
          Médicos guardados
        </h2>
        {favourites.length === 0 ? (
          <p className="mt-3 text-gray-700">
            Guarda médicos con el corazón de su tarjeta o de su perfil para tenerlos a la mano.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {favourites.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mensajes" className="mt-10">
        <h2 id="mensajes" className="text-xl font-bold text-gray-900">
          Mensajes
        </h2>
        {conversations.length === 0 ? (
          <p className="mt-3 text-gray-700">
            Cuando escribas a un médico desde su perfil, tus conversaciones aparecerán aquí.
          </p>
        ) : (
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
        )}
      </section>

      <section aria-labelledby="mis-resenas" className="mt-10">
        <h2 id="mis-resenas" className="text-xl font-bold text-gray-900">
          Mis reseñas
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-3 text-gray-700">
            Aún no has escrito reseñas.{" "}
            <Link to="/" className="font-semibold text-brand-700 underline">
              Busca a tu médico
            </Link>{" "}
            y cuéntanos cómo te fue.
          </p>
        ) : (
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
                <p className="mt-2 whitespace-pre-line break-words text-gray-700">
                  {review.comment}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
