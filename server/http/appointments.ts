import { z } from "zod";
import {
  appointmentIdSchema,
  attendanceSchema,
  bookAppointmentRequestSchema,
  cancelAppointmentSchema,
  idempotencyHeaderSchema,
  rescheduleAppointmentSchema,
} from "../../common/booking/schemas.ts";
import type { PatientAppointmentDto } from "../../common/booking/types.ts";
import {
  appointmentStatusSchema,
  doctorAppointmentSchema,
  instantSchema,
  modalitySchema,
  slotSchema,
  timeZoneSchema,
} from "../openapi/paths/booking.ts";
import { errorSchema, errorWith, json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Request } from "express";
import type { Services } from "../services.ts";
import { defineRoute, routerOf, type RouteContext, type RouteRateLimit } from "./route.ts";

const PATIENTS = ["Citas en línea"];
const BOOKING_LIMIT: RouteRateLimit = { perUser: "booking" };

const patientAppointmentSchema = shapeOf<PatientAppointmentDto>()(
  z
    .object({
      id: z.number().int(),
      status: appointmentStatusSchema,
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

/** The Idempotency-Key header, or the form's hidden `idempotencyKey` field. */
function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get("Idempotency-Key");
  if (header !== undefined) return header;
  const field = (req.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof field === "string" ? field : undefined;
}

/**
 * A change to one visit, as its patient or its doctor: the service reads the body once it
 * knows who asks, and answers the visit as that person sees it.
 */
const changeOf =
  (change: "cancel" | "reschedule" | "markAttendance") =>
  async ({
    services,
    viewer,
    params,
    req,
  }: RouteContext<typeof appointmentPath, undefined, undefined>) => ({
    appointment: await services.booking[change](await viewer(), params.id, req.body ?? {}),
  });

/**
 * Booking (docs/booking.md): a patient's appointments, and the doctor's mark of attendance.
 * The booking service reads the bodies itself, after it knows who asks (an anonymous caller
 * gets 401, not a 400 for the body; a patient's cancel ignores the doctor's message): they
 * are described, not parsed here.
 */
export const appointmentRoutes = [
  defineRoute({
    method: "get",
    path: "/appointments",
    summary: "Mis citas (paciente)",
    description:
      "Próximas (agendadas y sin empezar, la más cercana primero) y las demás (atendidas, canceladas, pasadas; la más reciente primero).",
    tags: PATIENTS,
    access: "account",
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
    handler: async ({ services, viewer }) => services.booking.listForPatient(await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/appointments",
    summary: "Agendar una cita",
    description:
      "Una cuenta de paciente con correo verificado. `start` debe ser uno de los horarios libres de ese tipo de consulta y consultorio; si no, 400 dice por qué (pasado, fuera del horario, muy pronto, muy lejos). Con la misma `Idempotency-Key` (o `idempotencyKey`) el mismo paciente recibe la primera cita (200) en vez de agendar otra. 403 por los límites: 3 citas próximas, 1 con el mismo médico, 2 inasistencias en 90 días.",
    tags: PATIENTS,
    access: "account",
    rateLimit: BOOKING_LIMIT,
    unparsed: { header: idempotencyHeaderSchema, body: bookAppointmentRequestSchema },
    errors: [404],
    responses: {
      201: patientAnswer("La cita agendada."),
      200: patientAnswer("La misma clave ya agendó esta cita."),
      409: slotTakenAnswer,
    },
    // Two success statuses: a repeated key answers the first appointment with 200.
    handler: async ({ services, viewer, req, res }) => {
      const { appointment, created } = await services.booking.book(
        await viewer(),
        req.body ?? {},
        idempotencyKeyOf(req),
      );
      res.status(created ? 201 : 200).json({ appointment });
    },
  }),
  defineRoute({
    method: "post",
    path: "/appointments/:id/cancel",
    summary: "Cancelar una cita",
    description:
      "El paciente, hasta el plazo de cancelación del médico (después, 403); o el médico del perfil, cualquier cita que no haya empezado, con un mensaje opcional para el paciente. 404 para cualquier otra cuenta; 409 si ya no está agendada o ya empezó.",
    tags: PATIENTS,
    access: "account",
    rateLimit: BOOKING_LIMIT,
    params: appointmentPath,
    unparsed: { body: cancelAppointmentSchema },
    errors: [404, 409],
    responses: {
      200: json(
        "La cita cancelada, como la ve quien canceló.",
        z.object({ appointment: z.union([patientAppointmentSchema, doctorAppointmentSchema]) }),
      ),
    },
    handler: changeOf("cancel"),
  }),
  defineRoute({
    method: "post",
    path: "/appointments/:id/reschedule",
    summary: "Cambiar el horario de una cita",
    description:
      "Solo el paciente, hasta el plazo de cancelación. La misma cita (mismo id) en otro horario libre de su tipo de consulta; sus recordatorios se mueven con ella.",
    tags: PATIENTS,
    access: "account",
    rateLimit: BOOKING_LIMIT,
    params: appointmentPath,
    unparsed: { body: rescheduleAppointmentSchema },
    errors: [404],
    responses: { 200: patientAnswer("La cita en su nuevo horario."), 409: slotTakenAnswer },
    handler: changeOf("reschedule"),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/appointments/:id/attendance",
    summary: "Marcar asistencia o inasistencia",
    description:
      "El médico del perfil, una vez que la cita empezó (antes, 409). 403 para cuentas sin perfil de médico; 404 para citas de otro perfil.",
    tags: ["Agenda del médico"],
    access: "account",
    rateLimit: BOOKING_LIMIT,
    params: appointmentPath,
    unparsed: { body: attendanceSchema },
    errors: [404, 409],
    responses: {
      200: json("La cita marcada.", z.object({ appointment: doctorAppointmentSchema })),
    },
    handler: changeOf("markAttendance"),
  }),
];

export const appointmentsRouter = (services: Services) => routerOf(appointmentRoutes, services);
