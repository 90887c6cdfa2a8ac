import { data, redirect, useActionData } from "react-router";
import { PatientDashboardView } from "../features/accounts/patient-dashboard/patient-dashboard-view.tsx";
import { myAppointmentsPath } from "../lib/booking-links.ts";
import {
  MyAppointmentsSection,
  appointmentNoticeOf,
} from "../features/booking/my-appointments.tsx";
import { refusalOf } from "../lib/errors.server.ts";
import { requireUser } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/patient-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [reviews, favourites, conversations, appointments] = await Promise.all([
    context.services.providers.reviewsOfUser(user.id),
    context.services.favourites.list(user),
    context.services.messages.inbox(user),
    context.services.booking.listForPatient(user),
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
    appointments,
    notice: appointmentNoticeOf(new URL(request.url).searchParams),
  };
}

/**
 * 'Cancelar cita' (confirmed inside its disclosure) and the unverified-email notice's
 * 'Reenviar correo de verificación'. A refused cancel stays on the page beside its visit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") === "cancel") {
    const appointmentId = Number(form.get("appointmentId"));
    try {
      await context.services.booking.cancelByPatient(user, appointmentId);
    } catch (error) {
      const { status, message } = refusalOf(error);
      return data({ cancelError: { appointmentId, error: message } }, { status });
    }
    return redirect(myAppointmentsPath({ cancelled: appointmentId }));
  }
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
  const answer = useActionData<typeof action>();
  const resentMessage = answer && "message" in answer ? answer.message : null;
  const cancelError = answer && "cancelError" in answer ? answer.cancelError : null;
  return (
    <PatientDashboardView
      data={loaderData}
      resentMessage={resentMessage ?? null}
      appointments={
        <MyAppointmentsSection
          appointments={loaderData.appointments}
          notice={loaderData.notice}
          cancelError={cancelError}
        />
      }
    />
  );
}
