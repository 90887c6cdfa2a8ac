import { Link } from "react-router";
import type { AgendaBlockDto, DoctorAppointmentDto } from "../../../../../common/booking/types.ts";
import { ChevronLeft, ChevronRight } from "../../../../components/icons/icons.tsx";
import { MODALITY_LABELS } from "../../../../components/booking/choosers.tsx";
import { dayHeading } from "../../../../lib/booking-time.ts";
import { addCalendarDays, calendarDayIn, formatTime } from "../../../../../common/time/format.ts";
import { zoneName } from "../../../../../common/time/zones.ts";
import { AgendaForm, buttonClass, Field, ReturnAnchorContext } from "./form-parts.tsx";
import { calendarHref, neighbours, type CalendarView } from "./calendar-view.ts";

export interface DoctorCalendar {
  timeZone: string;
  appointments: DoctorAppointmentDto[];
  blocks: AgendaBlockDto[];
}

const STATUS: Record<DoctorAppointmentDto["status"], { label: string; tone: string }> = {
  booked: { label: "Agendada", tone: "bg-brand-50 text-brand-800" },
  attended: { label: "Asistió", tone: "bg-green-50 text-green-800" },
  no_show: { label: "No asistió", tone: "bg-amber-50 text-amber-900" },
  cancelled: { label: "Cancelada", tone: "bg-gray-100 text-gray-800" },
};

const timeRange = (start: string, end: string, zone: string) =>
  `${formatTime(start, zone)}–${formatTime(end, zone)}`;

/** 'Asistió' / 'No asistió' once the visit began; 'Cancelar con mensaje' before. */
function AppointmentActions({
  appointment,
  now,
}: {
  appointment: DoctorAppointmentDto;
  now: string;
}) {
  if (appointment.status === "cancelled") return null;
  if (Date.parse(appointment.start) <= Date.parse(now)) {
    return (
      <div className="mt-2 flex flex-wrap gap-2">
        {(["attended", "no_show"] as const)
          .filter((status) => status !== appointment.status)
          .map((status) => (
            <AgendaForm
              key={status}
              intent="agenda-attendance"
              target={appointment.id}
              hidden={{ status }}
              tone={status === "attended" ? "primary" : "secondary"}
              submit={
                <>
                  {status === "attended" ? "Asistió" : "No asistió"}
                  <span className="sr-only">: {appointment.patient.name}</span>
                </>
              }
            />
          ))}
      </div>
    );
  }
  return (
    <details className="mt-2">
      <summary className={`${buttonClass("danger")} cursor-pointer`}>
        Cancelar con mensaje
        <span className="sr-only">: {appointment.patient.name}</span>
      </summary>
      <AgendaForm
        intent="agenda-cancel"
        target={appointment.id}
        tone="danger"
        submit="Cancelar cita y avisar"
        className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3"
      >
        <Field
          label="Mensaje para el paciente (opcional)"
          name="message"
          maxLength={500}
          errorFor={["message"]}
        />
      </AgendaForm>
    </details>
  );
}

function AppointmentItem({
  appointment,
  agendaZone,
  now,
}: {
  appointment: DoctorAppointmentDto;
  agendaZone: string;
  now: string;
}) {
  const status = STATUS[appointment.status];
  const zone = appointment.timeZone;
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-gray-900 tabular-nums">
          {timeRange(appointment.start, appointment.end, zone)}
          {zone !== agendaZone ? (
            <span className="font-normal text-gray-700">, {zoneName(zone)}</span>
          ) : null}{" "}
          · {appointment.patient.name}
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${status.tone}`}>
          {appointment.status === "booked" && appointment.confirmed ? "Confirmada" : status.label}
        </span>
      </div>
      <p className="text-sm text-gray-700">
        {appointment.visitTypeName} · {MODALITY_LABELS[appointment.modality]}
        {appointment.office ? ` · ${appointment.office.name}` : ""}
      </p>
      <p className="mt-1 text-sm break-words text-gray-700">
        <span className="font-medium">Motivo:</span> {appointment.reason}
      </p>
      <p className="text-sm break-all text-gray-600">{appointment.patient.email}</p>
      <AppointmentActions appointment={appointment} now={now} />
    </li>
  );
}

function BlockItem({ block, zone }: { block: AgendaBlockDto; zone: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3">
      <p className="text-gray-800">
        <span className="font-semibold tabular-nums">
          {timeRange(block.start, block.end, zone)}
        </span>{" "}
        · Bloqueado{block.note ? `: ${block.note}` : ""}
      </p>
      <AgendaForm
        intent="agenda-block-remove"
        target={block.id}
        tone="secondary"
        submit={
          <>
            Quitar bloqueo
            <span className="sr-only"> de {timeRange(block.start, block.end, zone)}</span>
          </>
        }
      />
    </li>
  );
}

/**
 * 'Citas': the day or the week in the agenda's zone, each visit with its patient, reason and
 * what the doctor can do about it, the blocked times among them, and 'Bloquear horario'.
 */
export function CalendarSection({
  calendar,
  view,
  now,
}: {
  calendar: DoctorCalendar;
  view: CalendarView;
  /** The server's clock at render: which visits have begun (the same after hydration). */
  now: string;
}) {
  const zone = calendar.timeZone;
  const days = Array.from({ length: view.days }, (_, i) => addCalendarDays(view.from, i));
  const { previous, next } = neighbours(view);
  const tab = (mode: CalendarView["mode"]) => (
    <Link
      to={calendarHref(mode, view.date)}
      aria-current={view.mode === mode ? "page" : undefined}
      className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 font-medium text-gray-800 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
    >
      {mode === "dia" ? "Día" : "Semana"}
    </Link>
  );
  return (
    <ReturnAnchorContext value="citas">
      <section aria-labelledby="citas" className="mt-6">
        <h2 id="citas" className="scroll-mt-24 text-xl font-bold text-gray-900">
          Citas
        </h2>
        <p className="text-sm text-gray-600">Horarios en {zoneName(zone)}.</p>
        <nav aria-label="Vista del calendario" className="mt-3 flex flex-wrap items-center gap-2">
          {tab("dia")}
          {tab("semana")}
          <span className="mx-1 hidden h-6 w-px bg-gray-300 sm:block" aria-hidden="true" />
          <Link
            to={calendarHref(view.mode, previous)}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {view.mode === "dia" ? "Día anterior" : "Semana anterior"}
          </Link>
          {view.date !== view.today ? (
            <Link
              to={calendarHref(view.mode, view.today)}
              className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-700"
            >
              Hoy
            </Link>
          ) : null}
          <Link
            to={calendarHref(view.mode, next)}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700"
          >
            {view.mode === "dia" ? "Día siguiente" : "Semana siguiente"}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
        <div className="mt-4 space-y-5">
          {days.map((day) => {
            const visits = calendar.appointments.filter(
              (a) => calendarDayIn(a.start, zone) === day,
            );
            const blocks = calendar.blocks.filter((b) => calendarDayIn(b.start, zone) === day);
            return (
              <div key={day}>
                <h3 className="font-semibold text-gray-900">{dayHeading(day, view.today)}</h3>
                {visits.length + blocks.length === 0 ? (
                  <p className="mt-1 text-sm text-gray-600">Sin citas.</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {[
                      ...visits.map((a) => ({ at: a.start, key: `a${a.id}`, item: a })),
                      ...blocks.map((b) => ({ at: b.start, key: `b${b.id}`, item: b })),
                    ]
                      .sort((x, y) => Date.parse(x.at) - Date.parse(y.at))
                      .map(({ key, item }) =>
                        "patient" in item ? (
                          <AppointmentItem
                            key={key}
                            appointment={item}
                            agendaZone={zone}
                            now={now}
                          />
                        ) : (
                          <BlockItem key={key} block={item} zone={zone} />
                        ),
                      )}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
        <details className="mt-6 rounded-lg border border-gray-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-gray-900">
            Bloquear horario
          </summary>
          <AgendaForm
            intent="agenda-block-add"
            submit="Bloquear"
            className="border-t border-gray-200 p-4"
          >
            <p className="text-sm text-gray-700">
              Nadie podrá agendar en ese horario ({zoneName(zone)}). Las citas ya agendadas no
              cambian: cancélalas antes si no podrás atenderlas.
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              <Field label="Día" name="date" type="date" saved={view.date} required />
              <Field
                label="Desde"
                name="from"
                type="time"
                saved="13:00"
                required
                errorFor={["start"]}
              />
              <Field
                label="Hasta"
                name="to"
                type="time"
                saved="14:00"
                required
                errorFor={["end"]}
              />
            </div>
            <Field
              label="Nota (solo la ves tú)"
              name="note"
              maxLength={200}
              className="mt-3"
              errorFor={["note"]}
            />
          </AgendaForm>
        </details>
      </section>
    </ReturnAnchorContext>
  );
}
