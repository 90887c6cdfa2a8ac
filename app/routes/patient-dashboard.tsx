import { useActionData } from "react-router";
import { PatientDashboardView } from "../features/accounts/patient-dashboard/patient-dashboard-view.tsx";
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

export default function PatientDashboard({ loaderData }: Route.ComponentProps) {
  const resent = useActionData<typeof action>();
  return <PatientDashboardView data={loaderData} resentMessage={resent?.message ?? null} />;
}
