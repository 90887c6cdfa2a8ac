import { Link } from "react-router";
import type { PatientAppointmentDto } from "../../../common/booking/types.ts";
import { CheckCircle2 } from "../../components/icons/icons.tsx";
import { AppointmentCard } from "./appointment-card.tsx";
import {
  FIND_BOOKABLE_DOCTORS_PATH,
  NOTICE_PARAMS,
  type NoticeKind,
} from "../../lib/booking-links.ts";
import { formatWhen } from "../../lib/booking-time.ts";
import { ZoneName } from "../../components/booking/zone-name.tsx";

export interface MyAppointments {
  upcoming: readonly PatientAppointmentDto[];
  past: readonly PatientAppointmentDto[];
}

/** What just happened, said once at the top of 'Mis citas' (the address carries it). */
export interface AppointmentNotice {
  kind: NoticeKind;
  appointmentId: number;
}

export function appointmentNoticeOf(params: URLSearchParams): AppointmentNotice | null {
  for (const kind of Object.keys(NOTICE_PARAMS) as NoticeKind[]) {
    const value = params.get(NOTICE_PARAMS[kind]);
    if (value && /^\d{1,10}$/.test(value)) return { kind, appointmentId: Number(value) };
  }
  return null;
}

function NoticeBanner({
  notice,
  appointment,
}: {
  notice: AppointmentNotice;
  appointment: PatientAppointmentDto | undefined;
}) {
  const title = {
    booked: "¡Listo! Tu cita quedó agendada.",
    moved: "Listo: cambiamos el horario de tu cita.",
    cancelled: "Tu cita quedó cancelada.",
  }[notice.kind];
  return (
    <div
      role="status"
      className="mt-4 flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <span className="font-semibold">{title}</span>
        {appointment && notice.kind !== "cancelled" ? (
          <>
            {" "}
            {appointment.provider.name}, {formatWhen(appointment.start, appointment.timeZone)}
            <ZoneName timeZone={appointment.timeZone} at={appointment.start} />. Te enviamos la
            confirmación por correo.
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * 'Mis citas' of /dashboard/paciente: the coming visits first (each one can be moved or
 * cancelled while the doctor's window allows), then the past ones, where a visit that took
 * place invites a review.
 */
export function MyAppointmentsSection({
  appointments,
  notice,
  cancelError,
}: {
  appointments: MyAppointments;
  notice: AppointmentNotice | null;
  /** A refused cancel: its appointment and the Spanish reason. */
  cancelError: { appointmentId: number; error: string } | null;
}) {
  const { upcoming, past } = appointments;
  const noticed = notice
    ? [...upcoming, ...past].find((a) => a.id === notice.appointmentId)
    : undefined;
  return (
    <section aria-labelledby="mis-citas" className="mt-10">
      <h2 id="mis-citas" className="scroll-mt-24 text-xl font-bold text-gray-900">
        Mis citas
      </h2>
      {notice ? <NoticeBanner notice={notice} appointment={noticed} /> : null}
      <h3 className="mt-4 font-semibold text-gray-900">Próximas</h3>
      {upcoming.length === 0 ? (
        <p className="mt-2 text-gray-700">
          No tienes citas próximas.{" "}
          <Link to={FIND_BOOKABLE_DOCTORS_PATH} className="font-semibold text-brand-700 underline">
            Busca un médico y agenda en línea
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {upcoming.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard
                appointment={appointment}
                highlighted={notice?.appointmentId === appointment.id}
                cancelError={
                  cancelError?.appointmentId === appointment.id ? cancelError.error : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <details className="mt-6" open={past.some((a) => a.canReview)}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-gray-900">
            Citas anteriores ({past.length})
          </summary>
          <ul className="mt-2 space-y-3">
            {past.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
