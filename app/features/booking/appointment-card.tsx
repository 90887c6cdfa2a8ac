import { Form, Link, useNavigation } from "react-router";
import type { AppointmentStatus, PatientAppointmentDto } from "../../../common/booking/types.ts";
import { PenLine } from "../../components/icons/icons.tsx";
import { bookingPath } from "../../lib/booking-links.ts";
import { formatWhen } from "../../lib/booking-time.ts";
import { VisitFacts } from "./visit-facts.tsx";
import { ZoneName } from "../../components/booking/zone-name.tsx";

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: "Agendada",
  attended: "Asististe",
  no_show: "No asististe",
  cancelled: "Cancelada",
};

const STATUS_TONES: Record<AppointmentStatus, string> = {
  booked: "bg-brand-50 text-brand-800",
  attended: "bg-green-50 text-green-800",
  no_show: "bg-amber-50 text-amber-900",
  cancelled: "bg-gray-100 text-gray-800",
};

/** The review form of the doctor's profile, told which visit the review follows. */
export function reviewPath(slug: string, appointmentId: number): string {
  return `/profesional/${encodeURIComponent(slug)}?cita=${appointmentId}#resenas`;
}

/** Who cancelled, as the patient reads it. */
function cancelledNote(appointment: PatientAppointmentDto): string | null {
  if (appointment.status !== "cancelled") return null;
  if (appointment.cancelledBy === "doctor") return "El médico canceló esta cita.";
  if (appointment.cancelledBy === "patient") return "Cancelaste esta cita.";
  return "La cita se canceló.";
}

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

/**
 * 'Cancelar cita' behind a disclosure: a second, explicit tap confirms, with or without the
 * page's scripts. The error of a refused cancel is shown inside it.
 */
function CancelDisclosure({
  appointment,
  error,
}: {
  appointment: PatientAppointmentDto;
  error: string | null;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("appointmentId") === String(appointment.id);
  return (
    <details open={error !== null} className="w-full">
      <summary
        className={`${button} cursor-pointer border border-red-700 text-red-800 hover:bg-red-50 sm:w-auto`}
      >
        Cancelar cita
      </summary>
      <Form method="post" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <p className="text-gray-900">
          ¿Cancelar tu cita del {formatWhen(appointment.start, appointment.timeZone)}? El horario
          quedará libre para otro paciente.
        </p>
        {error ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className={`${button} mt-3 bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
        >
          Sí, cancelar cita
        </button>
      </Form>
    </details>
  );
}

/** One visit in 'Mis citas': when, where, with whom, and what the patient can still do. */
export function AppointmentCard({
  appointment,
  highlighted = false,
  cancelError = null,
}: {
  appointment: PatientAppointmentDto;
  /** The visit just booked or moved: named for screen readers and framed. */
  highlighted?: boolean;
  cancelError?: string | null;
}) {
  const { provider, office } = appointment;
  const changeable = appointment.status === "booked" && appointment.changeableUntil !== null;
  const headingId = `cita-${appointment.id}`;
  const note = cancelledNote(appointment);
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 ${highlighted ? "border-brand-600 ring-2 ring-brand-100" : "border-gray-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold text-gray-900">
          <Link
            to={`/profesional/${encodeURIComponent(provider.slug)}`}
            className="hover:text-brand-700"
          >
            {provider.name}
          </Link>
          <span className="block text-sm font-normal text-gray-600">{provider.specialty}</span>
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONES[appointment.status]}`}
        >
          {appointment.status === "booked" && appointment.confirmed
            ? "Confirmada"
            : STATUS_LABELS[appointment.status]}
        </span>
      </div>
      <div className="mt-3">
        <VisitFacts
          start={appointment.start}
          timeZone={appointment.timeZone}
          modality={appointment.modality}
          office={office}
          visitType={{ name: appointment.visitTypeName, price: appointment.price }}
        >
          <div className="pl-7">
            <dt className="inline text-sm font-medium text-gray-700">Motivo: </dt>
            <dd className="inline text-sm break-words text-gray-700">{appointment.reason}</dd>
          </div>
        </VisitFacts>
      </div>
      {note ? (
        <p className="mt-3 text-sm text-gray-800">
          {note}
          {appointment.cancelMessage ? (
            <span className="mt-1 block rounded-md bg-gray-50 p-2 whitespace-pre-line break-words">
              «{appointment.cancelMessage}»
            </span>
          ) : null}
        </p>
      ) : null}
      {appointment.status === "booked" ? (
        changeable ? (
          <div className="mt-4 flex flex-wrap items-start gap-2">
            <Link
              to={bookingPath(provider.slug, { reschedule: appointment.id })}
              className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
            >
              Cambiar horario
            </Link>
            <CancelDisclosure appointment={appointment} error={cancelError} />
            <p className="w-full text-sm text-gray-600">
              Puedes cambiarla o cancelarla hasta el{" "}
              {formatWhen(appointment.changeableUntil!, appointment.timeZone)}
              <ZoneName timeZone={appointment.timeZone} at={appointment.changeableUntil!} />.
            </p>
          </div>
        ) : (
          <p className="mt-4 text-sm text-gray-700">
            Ya no puedes cambiar ni cancelar esta cita en línea: llama al consultorio.
          </p>
        )
      ) : null}
      {appointment.canReview ? (
        <Link
          to={reviewPath(provider.slug, appointment.id)}
          className={`${button} mt-4 bg-brand-600 text-white hover:bg-brand-700`}
        >
          <PenLine aria-hidden="true" className="size-4" />
          Escribir reseña
        </Link>
      ) : null}
    </article>
  );
}
