import { z } from "zod";
import {
  blockIdSchema,
  exceptionIdSchema,
  feedTokenParam,
  officeIdSchema,
  visitTypeIdSchema,
} from "../../common/booking/ids.ts";
import {
  agendaBlockSchema,
  agendaExceptionSchema,
  agendaSettingsSchema,
  doctorCalendarQuerySchema,
  officeSchema,
  visitTypeSchema,
  weeklyHoursSchema,
} from "../../common/booking/schemas.ts";
import type { AgendaBlockDto, AgendaDto } from "../../common/booking/types.ts";
import {
  doctorAppointmentSchema,
  instantSchema,
  officeFields,
  timeZoneSchema,
  visitTypeFields,
} from "../openapi/paths/booking.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf, type RouteRateLimit } from "./route.ts";

const TAGS = ["Agenda del médico"];
const SAVE_LIMIT: RouteRateLimit = { perUser: "agenda" };

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
        z.object({ ...officeFields, timeZone: timeZoneSchema, active: z.boolean() }),
      ),
      visitTypes: z.array(
        z.object({
          ...visitTypeFields,
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

const agendaAnswer = (description: string) => json(description, agendaSchema);
const officePath = z.object({ officeId: officeIdSchema });

/**
 * The doctor's agenda (docs/booking.md): /api/providers/me/agenda/*, the day and week views
 * and the private calendar feed. Mounted before the providers routers, whose /providers/:id
 * would read "me" as an id. Attendance and the doctor's cancel live with the appointments.
 * Every route but the feed is the signed-in doctor's; the service refuses anyone else.
 */
export const agendaRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me/agenda",
    summary: "Mi agenda",
    description:
      "Sin agenda todavía, los valores iniciales en la zona de la ciudad del perfil (no se guarda nada).",
    tags: TAGS,
    access: "account",
    errors: [403],
    responses: { 200: agendaAnswer("La agenda.") },
    handler: async ({ services, viewer }) => services.agenda.getAgenda(await viewer()),
  }),
  defineRoute({
    method: "put",
    path: "/providers/me/agenda/settings",
    summary: "Reglas de la agenda",
    description:
      "Descanso entre consultas, anticipación mínima, horizonte, plazo de cancelación y zona.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    body: agendaSettingsSchema,
    responses: { 200: agendaAnswer("La agenda guardada.") },
    handler: async ({ services, viewer, body }) =>
      services.agenda.updateSettings(await viewer(), body),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/agenda/publish",
    summary: "Publicar la agenda",
    description:
      "403 sin cédula verificada (o con el perfil sin aprobar); 400 sin un tipo de consulta activo con horario en un consultorio activo de la misma modalidad.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    errors: [400],
    responses: { 200: agendaAnswer("La agenda, publicada.") },
    handler: async ({ services, viewer }) => services.agenda.publish(await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/agenda/unpublish",
    summary: "Dejar de recibir citas en línea",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    responses: { 200: agendaAnswer("La agenda, sin publicar.") },
    handler: async ({ services, viewer }) => services.agenda.unpublish(await viewer()),
  }),

  defineRoute({
    method: "post",
    path: "/providers/me/agenda/offices",
    summary: "Agregar un consultorio",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    body: officeSchema,
    responses: { 201: agendaAnswer("La agenda con el consultorio.") },
    handler: async ({ services, viewer, body }) => services.agenda.addOffice(await viewer(), body),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/agenda/offices/import",
    summary: "Usar los consultorios del perfil",
    description:
      "Agrega las direcciones del perfil público (y «Teleconsulta» si ofrece videoconsulta) que la agenda aún no tiene, en la zona de su ciudad.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    responses: { 200: agendaAnswer("La agenda con los consultorios importados.") },
    handler: async ({ services, viewer }) => services.agenda.importListingOffices(await viewer()),
  }),
  defineRoute({
    method: "put",
    path: "/providers/me/agenda/offices/:officeId",
    summary: "Editar o cerrar un consultorio",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    params: officePath,
    body: officeSchema,
    errors: [404],
    responses: { 200: agendaAnswer("La agenda.") },
    handler: async ({ services, viewer, params, body }) =>
      services.agenda.updateOffice(await viewer(), params.officeId, body),
  }),
  defineRoute({
    method: "put",
    path: "/providers/me/agenda/offices/:officeId/hours",
    summary: "Horario semanal de un consultorio",
    description:
      "La semana completa del consultorio de una vez, en su zona; los intervalos de un mismo día no pueden encimarse.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    params: officePath,
    body: weeklyHoursSchema,
    errors: [404],
    responses: { 200: agendaAnswer("La agenda.") },
    handler: async ({ services, viewer, params, body }) =>
      services.agenda.replaceHours(await viewer(), params.officeId, body),
  }),

  defineRoute({
    method: "post",
    path: "/providers/me/agenda/visit-types",
    summary: "Agregar un tipo de consulta",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    body: visitTypeSchema,
    responses: { 201: agendaAnswer("La agenda con el tipo de consulta.") },
    handler: async ({ services, viewer, body }) =>
      services.agenda.addVisitType(await viewer(), body),
  }),
  defineRoute({
    method: "put",
    path: "/providers/me/agenda/visit-types/:id",
    summary: "Editar o desactivar un tipo de consulta",
    description: "No se borran: las citas agendadas los siguen nombrando.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    params: z.object({ id: visitTypeIdSchema }),
    body: visitTypeSchema,
    errors: [404],
    responses: { 200: agendaAnswer("La agenda.") },
    handler: async ({ services, viewer, params, body }) =>
      services.agenda.updateVisitType(await viewer(), params.id, body),
  }),

  defineRoute({
    method: "post",
    path: "/providers/me/agenda/exceptions",
    summary: "Agregar días sin consulta",
    description: "Vacaciones o días festivos, en todos los consultorios o en uno.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    body: agendaExceptionSchema,
    errors: [404],
    responses: { 201: agendaAnswer("La agenda con la excepción.") },
    handler: async ({ services, viewer, body }) =>
      services.agenda.addException(await viewer(), body),
  }),
  defineRoute({
    method: "delete",
    path: "/providers/me/agenda/exceptions/:id",
    summary: "Quitar días sin consulta",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    params: z.object({ id: exceptionIdSchema }),
    errors: [404],
    responses: { 200: agendaAnswer("La agenda.") },
    handler: async ({ services, viewer, params }) =>
      services.agenda.removeException(await viewer(), params.id),
  }),

  defineRoute({
    method: "get",
    path: "/providers/me/appointments",
    summary: "Mis citas (vista de día y de semana)",
    description:
      "Las citas y bloqueos de `days` días locales desde `from` (hoy por omisión) en la zona de la agenda, con el motivo de cada cita.",
    tags: TAGS,
    access: "account",
    query: doctorCalendarQuerySchema,
    errors: [403],
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
    handler: async ({ services, viewer, query }) => services.agenda.calendar(await viewer(), query),
  }),
  defineRoute({
    method: "post",
    path: "/providers/me/agenda/blocks",
    summary: "Bloquear un horario",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    body: agendaBlockSchema,
    errors: [409],
    responses: { 201: json("El bloqueo. 409 si se encima con una cita agendada.", blockSchema) },
    handler: async ({ services, viewer, body }) => services.agenda.addBlock(await viewer(), body),
  }),
  defineRoute({
    method: "delete",
    path: "/providers/me/agenda/blocks/:id",
    summary: "Quitar un bloqueo",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    params: z.object({ id: blockIdSchema }),
    errors: [404],
    responses: {
      200: json(
        "Quitado.",
        shapeOf<Returned<"agenda", "removeBlock">>()(
          z.object({ id: z.number().int(), removed: z.literal(true) }),
        ),
      ),
    },
    handler: async ({ services, viewer, params }) =>
      services.agenda.removeBlock(await viewer(), params.id),
  }),

  defineRoute({
    method: "post",
    path: "/providers/me/agenda/feed",
    summary: "Crear la dirección privada del calendario",
    description:
      "Se muestra una sola vez; crear otra revoca la anterior. Para suscribirse desde Google Calendar u Outlook.",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    responses: {
      201: json(
        "La dirección del calendario (.ics).",
        shapeOf<Returned<"agenda", "createFeed">>()(z.object({ url: z.string() })),
      ),
    },
    handler: async ({ services, viewer }) => services.agenda.createFeed(await viewer()),
  }),
  defineRoute({
    method: "delete",
    path: "/providers/me/agenda/feed",
    summary: "Revocar la dirección privada del calendario",
    tags: TAGS,
    access: "account",
    rateLimit: SAVE_LIMIT,
    responses: { 200: agendaAnswer("La agenda, sin calendario.") },
    handler: async ({ services, viewer }) => services.agenda.revokeFeed(await viewer()),
  }),

  // Whoever holds the token: calendar services fetch it without a session. Nobody may keep a
  // copy on the way (the answer carries patients' names), nor index it. The service reads the
  // token (a malformed one is a feed that does not exist: 404).
  defineRoute({
    method: "get",
    path: "/calendar/:token.ics",
    summary: "Calendario privado del médico (iCalendar)",
    description:
      "Sin sesión: la dirección es el secreto. Las citas de los últimos 30 días y las próximas, sin el motivo de la consulta. 404 cuando se revocó.",
    tags: TAGS,
    access: "public",
    unparsed: { params: z.object({ token: feedTokenParam }) },
    errors: [404],
    responses: {
      200: {
        description: "El calendario.",
        content: { "text/calendar": { schema: z.string() } },
      },
    },
    handler: async ({ services, req, res }) => {
      const text = await services.agenda.feedByToken(String(req.params.token));
      res
        .status(200)
        .set({
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'inline; filename="agenda.ics"',
          "Cache-Control": "private, no-store",
          "X-Robots-Tag": "noindex, nofollow",
          "Referrer-Policy": "no-referrer",
        })
        .send(text);
    },
  }),
];

export const agendaRouter = (services: Services) => routerOf(agendaRoutes, services);
