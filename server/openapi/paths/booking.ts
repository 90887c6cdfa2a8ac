import { z } from "zod";
import {
  appointmentIdSchema,
  attendanceSchema,
  bookAppointmentSchema,
  cancelAppointmentSchema,
  idempotencyKeySchema,
  rescheduleAppointmentSchema,
  availabilityQuerySchema,
  agendaBlockSchema,
  agendaExceptionSchema,
  agendaSettingsSchema,
  doctorCalendarQuerySchema,
  officeSchema as agendaOfficeSchema,
  visitTypeSchema,
  weeklyHoursSchema,
} from "../../../common/booking/schemas.ts";
import type {
  AvailabilityDto,
  AgendaBlockDto,
  AgendaDto,
  DoctorAppointmentDto,
  PatientAppointmentDto,
} from "../../../common/booking/types.ts";
import { MEXICO_TIME_ZONES } from "../../../common/time/zones.ts";
import {
  blockIdSchema,
  exceptionIdSchema,
  officeIdSchema,
  visitTypeIdSchema,
} from "../../../common/booking/ids.ts";
import { providerIdSchema } from "../../../common/providers/ids.ts";
import {
  errorSchema,
  errorWith,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

/*
 * Online appointments (docs/booking.md). Each part of booking adds its operations in its own
 * list below; bookingOperations joins them for document.ts.
 */

const AGENDA = "Agenda del médico";

const timeZoneSchema = z.enum(MEXICO_TIME_ZONES).meta({ description: "Zona IANA de México." });
const modalitySchema = z.enum(["in_person", "online"]);
const instantSchema = z.string().meta({ description: "Instante ISO 8601 en UTC." });

const PATIENTS = "Citas en línea";

/** A free slot: the instants to book and what it is for. */
export const slotSchema = z
  .object({
    start: instantSchema,
    end: instantSchema,
    visitTypeId: z.number().int(),
    officeId: z.number().int(),
  })
  .meta({ id: "Slot" });

const availabilitySchema = shapeOf<AvailabilityDto>()(
  z
    .object({
      timeZone: timeZoneSchema.meta({
        description: "La zona de la agenda (la ciudad del perfil): agrupa los días.",
      }),
      visitTypes: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          durationMinutes: z.number().int(),
          price: z.number().int().meta({ description: "Pesos mexicanos." }),
          modality: modalitySchema,
        }),
      ),
      offices: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          address: z.string().nullable(),
          modality: modalitySchema,
          timeZone: timeZoneSchema.meta({ description: "La zona en que se muestran sus horas." }),
        }),
      ),
      days: z.array(
        z.object({
          date: z.string().meta({ description: "AAAA-MM-DD en la zona de la agenda." }),
          slots: z.array(slotSchema),
        }),
      ),
    })
    .meta({ id: "Availability", description: "Horarios libres de un médico." }),
);

/** Free slots of a listing (server/http/availability.ts). */
const availabilityOperations: ApiOperation[] = [
  operation("get", "/api/providers/{id}/availability", {
    summary: "Horarios disponibles de un médico",
    description:
      "Sin sesión. Los horarios libres de `days` días (14 por omisión, hasta 31) desde `from` (hoy en la zona de la agenda por omisión), de un tipo de consulta o de todos: el horario semanal de cada consultorio en su zona, menos excepciones, bloqueos y citas (con el descanso entre consultas), desde la anticipación mínima hasta el horizonte. 404 si el médico no tiene agenda publicada o su cédula no está verificada.",
    tags: [PATIENTS],
    params: {
      path: z.object({ id: providerIdSchema.meta({ description: "Id del médico." }) }),
      query: availabilityQuerySchema,
    },
    errors: [400, 404],
    responses: { 200: json("Los días con sus horarios libres.", availabilitySchema) },
  }),
];

const agendaSchema = shapeOf<AgendaDto>()(
  z
    .object({
      canPublish: z.boolean().meta({
        description: "Falso mientras el perfil no esté aprobado con la cédula verificada.",
      }),
      published: z.boolean(),
      timeZone: timeZoneSchema,
      gapMinutes: z.number().int(),
      minNoticeMinutes: z.number().int(),
      horizonDays: z.number().int(),
      cancellationWindowHours: z.number().int(),
      offices: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          address: z.string().nullable(),
          modality: modalitySchema,
          timeZone: timeZoneSchema,
          active: z.boolean(),
        }),
      ),
      visitTypes: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          durationMinutes: z.number().int(),
          price: z.number().int().meta({ description: "Pesos mexicanos." }),
          modality: modalitySchema,
          kind: z.enum(["first", "follow_up", "any"]),
          active: z.boolean(),
        }),
      ),
      hours: z.array(
        z.object({
          officeId: z.number().int(),
          weekday: z.number().int().meta({ description: "1 lunes … 7 domingo." }),
          startMinute: z.number().int().meta({ description: "Minutos desde la medianoche local." }),
          endMinute: z.number().int(),
        }),
      ),
      exceptions: z.array(
        z.object({
          id: z.number().int(),
          startDate: z.string(),
          endDate: z.string(),
          label: z.string(),
          officeId: z.number().int().nullable(),
        }),
      ),
      hasFeed: z.boolean(),
      importableOffices: z.number().int().meta({
        description: "Consultorios del perfil público que la importación agregaría.",
      }),
      suggestedHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
    })
    .meta({ id: "Agenda", description: "Todo lo que edita la pestaña «Agenda»." }),
);

const blockSchema = shapeOf<AgendaBlockDto>()(
  z
    .object({
      id: z.number().int(),
      start: instantSchema,
      end: instantSchema,
      note: z.string().nullable(),
    })
    .meta({ id: "AgendaBlock" }),
);

const doctorAppointmentSchema = shapeOf<DoctorAppointmentDto>()(
  z
    .object({
      id: z.number().int(),
      status: z.enum(["booked", "attended", "no_show", "cancelled"]),
      start: instantSchema,
      end: instantSchema,
      timeZone: timeZoneSchema,
      visitTypeName: z.string(),
      price: z.number().int(),
      modality: modalitySchema,
      reason: z.string().meta({ description: "Dato de salud: solo el paciente y su médico." }),
      confirmed: z.boolean(),
      patient: z.object({ name: z.string(), email: z.string() }),
      office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .meta({ id: "DoctorAppointment" }),
);

const agendaAnswer = (description: string) => json(description, agendaSchema);
const officePath = z.object({ officeId: officeIdSchema });

/** The signed-in doctor's agenda, views and private calendar feed (server/http/agenda.ts). */
const agendaOperations: ApiOperation[] = [
  operation("get", "/api/providers/me/agenda", {
    summary: "Mi agenda",
    description:
      "Sin agenda todavía, los valores iniciales en la zona de la ciudad del perfil (no se guarda nada).",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [401, 403],
    responses: { 200: agendaAnswer("La agenda.") },
  }),
  operation("put", "/api/providers/me/agenda/settings", {
    summary: "Reglas de la agenda",
    description:
      "Descanso entre consultas, anticipación mínima, horizonte, plazo de cancelación y zona.",
    tags: [AGENDA],
    auth: "cuenta",
    body: agendaSettingsSchema,
    errors: [401, 429],
    responses: { 200: agendaAnswer("La agenda guardada.") },
  }),
  operation("post", "/api/providers/me/agenda/publish", {
    summary: "Publicar la agenda",
    description:
      "403 sin cédula verificada (o con el perfil sin aprobar); 400 sin un tipo de consulta activo con horario en un consultorio activo de la misma modalidad.",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [400, 401, 429],
    responses: { 200: agendaAnswer("La agenda, publicada.") },
  }),
  operation("post", "/api/providers/me/agenda/unpublish", {
    summary: "Dejar de recibir citas en línea",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [401, 429],
    responses: { 200: agendaAnswer("La agenda, sin publicar.") },
  }),
  operation("post", "/api/providers/me/agenda/offices", {
    summary: "Agregar un consultorio",
    tags: [AGENDA],
    auth: "cuenta",
    body: agendaOfficeSchema,
    errors: [401, 429],
    responses: { 201: agendaAnswer("La agenda con el consultorio.") },
  }),
  operation("post", "/api/providers/me/agenda/offices/import", {
    summary: "Usar los consultorios del perfil",
    description:
      "Agrega las direcciones del perfil público (y «Teleconsulta» si ofrece videoconsulta) que la agenda aún no tiene, en la zona de su ciudad.",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [401, 429],
    responses: { 200: agendaAnswer("La agenda con los consultorios importados.") },
  }),
  operation("put", "/api/providers/me/agenda/offices/{officeId}", {
    summary: "Editar o cerrar un consultorio",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: officePath },
    body: agendaOfficeSchema,
    errors: [401, 404, 429],
    responses: { 200: agendaAnswer("La agenda.") },
  }),
  operation("put", "/api/providers/me/agenda/offices/{officeId}/hours", {
    summary: "Horario semanal de un consultorio",
    description:
      "La semana completa del consultorio de una vez, en su zona; los intervalos de un mismo día no pueden encimarse.",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: officePath },
    body: weeklyHoursSchema,
    errors: [401, 404, 429],
    responses: { 200: agendaAnswer("La agenda.") },
  }),
  operation("post", "/api/providers/me/agenda/visit-types", {
    summary: "Agregar un tipo de consulta",
    tags: [AGENDA],
    auth: "cuenta",
    body: visitTypeSchema,
    errors: [401, 429],
    responses: { 201: agendaAnswer("La agenda con el tipo de consulta.") },
  }),
  operation("put", "/api/providers/me/agenda/visit-types/{id}", {
    summary: "Editar o desactivar un tipo de consulta",
    description: "No se borran: las citas agendadas los siguen nombrando.",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: z.object({ id: visitTypeIdSchema }) },
    body: visitTypeSchema,
    errors: [401, 404, 429],
    responses: { 200: agendaAnswer("La agenda.") },
  }),
  operation("post", "/api/providers/me/agenda/exceptions", {
    summary: "Agregar días sin consulta",
    description: "Vacaciones o días festivos, en todos los consultorios o en uno.",
    tags: [AGENDA],
    auth: "cuenta",
    body: agendaExceptionSchema,
    errors: [401, 404, 429],
    responses: { 201: agendaAnswer("La agenda con la excepción.") },
  }),
  operation("delete", "/api/providers/me/agenda/exceptions/{id}", {
    summary: "Quitar días sin consulta",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: z.object({ id: exceptionIdSchema }) },
    errors: [400, 401, 404, 429],
    responses: { 200: agendaAnswer("La agenda.") },
  }),
  operation("get", "/api/providers/me/appointments", {
    summary: "Mis citas (vista de día y de semana)",
    description:
      "Las citas y bloqueos de `days` días locales desde `from` (hoy por omisión) en la zona de la agenda, con el motivo de cada cita.",
    tags: [AGENDA],
    auth: "cuenta",
    params: { query: doctorCalendarQuerySchema },
    errors: [400, 401, 403],
    responses: {
      200: json(
        "Citas y bloqueos.",
        shapeOf<Returned<"agenda", "calendar">>()(
          z.object({
            timeZone: timeZoneSchema,
            appointments: z.array(doctorAppointmentSchema),
            blocks: z.array(blockSchema),
          }),
        ),
      ),
    },
  }),
  operation("post", "/api/providers/me/agenda/blocks", {
    summary: "Bloquear un horario",
    tags: [AGENDA],
    auth: "cuenta",
    body: agendaBlockSchema,
    errors: [401, 409, 429],
    responses: { 201: json("El bloqueo. 409 si se encima con una cita agendada.", blockSchema) },
  }),
  operation("delete", "/api/providers/me/agenda/blocks/{id}", {
    summary: "Quitar un bloqueo",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: z.object({ id: blockIdSchema }) },
    errors: [400, 401, 404, 429],
    responses: {
      200: json(
        "Quitado.",
        shapeOf<Returned<"agenda", "removeBlock">>()(
          z.object({ id: z.number().int(), removed: z.literal(true) }),
        ),
      ),
    },
  }),
  operation("post", "/api/providers/me/agenda/feed", {
    summary: "Crear la dirección privada del calendario",
    description:
      "Se muestra una sola vez; crear otra revoca la anterior. Para suscribirse desde Google Calendar u Outlook.",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [401, 429],
    responses: {
      201: json(
        "La dirección del calendario (.ics).",
        shapeOf<Returned<"agenda", "createFeed">>()(z.object({ url: z.string() })),
      ),
    },
  }),
  operation("delete", "/api/providers/me/agenda/feed", {
    summary: "Revocar la dirección privada del calendario",
    tags: [AGENDA],
    auth: "cuenta",
    errors: [401, 429],
    responses: { 200: agendaAnswer("La agenda, sin calendario.") },
  }),
  operation("get", "/api/calendar/{token}.ics", {
    summary: "Calendario privado del médico (iCalendar)",
    description:
      "Sin sesión: la dirección es el secreto. Las citas de los últimos 30 días y las próximas, sin el motivo de la consulta. 404 cuando se revocó.",
    tags: [AGENDA],
    params: {
      path: z.object({
        token: z.string().meta({ description: "El secreto de la dirección (43 caracteres)." }),
      }),
    },
    errors: [404],
    responses: {
      200: {
        description: "El calendario.",
        content: { "text/calendar": { schema: z.string() } },
      },
    },
  }),
];

const patientAppointmentSchema = shapeOf<PatientAppointmentDto>()(
  z
    .object({
      id: z.number().int(),
      status: z.enum(["booked", "attended", "no_show", "cancelled"]),
      start: instantSchema,
      end: instantSchema,
      timeZone: timeZoneSchema.meta({ description: "La zona del consultorio." }),
      visitTypeId: z
        .number()
        .int()
        .nullable()
        .meta({ description: "El tipo de consulta reservado; null si el médico lo borró." }),
      visitTypeName: z.string(),
      price: z.number().int().meta({ description: "Pesos mexicanos." }),
      modality: modalitySchema,
      reason: z.string().meta({ description: "Dato de salud: solo el paciente y su médico." }),
      confirmed: z.boolean().meta({ description: "El paciente confirmó desde un recordatorio." }),
      provider: z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        specialty: z.string(),
        avatar: z.string().nullable(),
      }),
      office: z
        .object({ id: z.number().int(), name: z.string(), address: z.string().nullable() })
        .nullable(),
      changeableUntil: instantSchema
        .nullable()
        .meta({ description: "Hasta cuándo puede cancelarse o cambiarse en línea; null: ya no." }),
      cancelledBy: z.enum(["patient", "doctor", "system"]).nullable(),
      cancelMessage: z.string().nullable().meta({ description: "Las palabras del médico." }),
      canReview: z.boolean().meta({ description: "Cita atendida y aún sin reseña del paciente." }),
    })
    .meta({ id: "PatientAppointment" }),
);

const patientAnswer = (description: string) =>
  json(description, z.object({ appointment: patientAppointmentSchema }));
const slotTakenAnswer = errorWith(
  "El horario se acaba de ocupar: `nextSlots`, los siguientes libres.",
  errorSchema.extend({ nextSlots: z.array(slotSchema) }),
);
const appointmentPath = z.object({
  id: appointmentIdSchema.meta({ description: "Id de la cita." }),
});

/** A patient's appointments and the doctor's mark (server/http/appointments.ts). */
const appointmentOperations: ApiOperation[] = [
  operation("get", "/api/appointments", {
    summary: "Mis citas (paciente)",
    description:
      "Próximas (agendadas y sin empezar, la más cercana primero) y las demás (atendidas, canceladas, pasadas; la más reciente primero).",
    tags: [PATIENTS],
    auth: "cuenta",
    errors: [401],
    responses: {
      200: json(
        "Las citas del paciente.",
        shapeOf<Returned<"booking", "listForPatient">>()(
          z.object({
            upcoming: z.array(patientAppointmentSchema),
            past: z.array(patientAppointmentSchema),
          }),
        ),
      ),
    },
  }),
  operation("post", "/api/appointments", {
    summary: "Agendar una cita",
    description:
      "Una cuenta de paciente con correo verificado. `start` debe ser uno de los horarios libres de ese tipo de consulta y consultorio; si no, 400 dice por qué (pasado, fuera del horario, muy pronto, muy lejos). Con la misma `Idempotency-Key` (o `idempotencyKey`) el mismo paciente recibe la primera cita (200) en vez de agendar otra. 403 por los límites: 3 citas próximas, 1 con el mismo médico, 2 inasistencias en 90 días.",
    tags: [PATIENTS],
    auth: "cuenta",
    params: {
      header: z.object({
        "Idempotency-Key": idempotencyKeySchema
          .optional()
          .meta({ description: "Una clave aleatoria del cliente por envío." }),
      }),
    },
    body: bookAppointmentSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() }),
    errors: [401, 404, 429],
    responses: {
      201: patientAnswer("La cita agendada."),
      200: patientAnswer("La misma clave ya agendó esta cita."),
      409: slotTakenAnswer,
    },
  }),
  operation("post", "/api/appointments/{id}/cancel", {
    summary: "Cancelar una cita",
    description:
      "El paciente, hasta el plazo de cancelación del médico (después, 403); o el médico del perfil, cualquier cita que no haya empezado, con un mensaje opcional para el paciente. 404 para cualquier otra cuenta; 409 si ya no está agendada o ya empezó.",
    tags: [PATIENTS],
    auth: "cuenta",
    params: { path: appointmentPath },
    body: cancelAppointmentSchema,
    errors: [401, 404, 409, 429],
    responses: {
      200: json(
        "La cita cancelada, como la ve quien canceló.",
        z.object({ appointment: z.union([patientAppointmentSchema, doctorAppointmentSchema]) }),
      ),
    },
  }),
  operation("post", "/api/appointments/{id}/reschedule", {
    summary: "Cambiar el horario de una cita",
    description:
      "Solo el paciente, hasta el plazo de cancelación. La misma cita (mismo id) en otro horario libre de su tipo de consulta; sus recordatorios se mueven con ella.",
    tags: [PATIENTS],
    auth: "cuenta",
    params: { path: appointmentPath },
    body: rescheduleAppointmentSchema,
    errors: [401, 404, 429],
    responses: { 200: patientAnswer("La cita en su nuevo horario."), 409: slotTakenAnswer },
  }),
  operation("post", "/api/providers/me/appointments/{id}/attendance", {
    summary: "Marcar asistencia o inasistencia",
    description:
      "El médico del perfil, una vez que la cita empezó (antes, 409). 403 para cuentas sin perfil de médico; 404 para citas de otro perfil.",
    tags: [AGENDA],
    auth: "cuenta",
    params: { path: appointmentPath },
    body: attendanceSchema,
    errors: [401, 404, 409, 429],
    responses: {
      200: json("La cita marcada.", z.object({ appointment: doctorAppointmentSchema })),
    },
  }),
];

/** Every booking operation, for document.ts. */
export const bookingOperations: ApiOperation[] = [
  ...availabilityOperations,
  ...agendaOperations,
  ...appointmentOperations,
];
