import { z } from "zod";
import { MEXICO_TIME_ZONES } from "../time/zones.ts";
import { MAX_AVAILABILITY_DAYS, MAX_CANCEL_MESSAGE, MAX_REASON, MIN_REASON } from "./limits.ts";
import { BOOKING_MESSAGES as M } from "./messages.ts";

/**
 * One zod schema per booking input (docs/booking.md), shared by the API, the page actions and
 * the forms, so a person reads the same Spanish message wherever the input was refused.
 */

const isoDate = z
  .string({ error: M.fromDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.fromDate)
  // One check: zod runs every refinement even after the pattern failed, and toISOString
  // throws on an invalid date ("05-03-2026" would be a 500).
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, M.fromDate);

/** An instant with its offset or Z, as the availability API gives them. */
const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

/** A row id: a positive PostgreSQL integer (a larger one would reach the database and fail there). */
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

// ---------------------------------------------------------------- patients

/** GET /api/providers/{id}/availability?from=YYYY-MM-DD&days=N[&visitType=ID] */
export const availabilityQuerySchema = z.object({
  from: isoDate.optional(),
  days: z.coerce
    .number({ error: M.days })
    .int(M.days)
    .min(1, M.days)
    .max(MAX_AVAILABILITY_DAYS, M.days)
    .default(14),
  visitType: id(M.visitType).optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

const reason = z
  .string({ error: M.reason })
  .trim()
  .min(MIN_REASON, M.reason)
  .max(MAX_REASON, M.reason);

/** POST /api/appointments */
export const bookAppointmentSchema = z.object({
  providerId: id(M.start),
  visitTypeId: id(M.visitType),
  officeId: id(M.office),
  start: instant(M.start),
  reason,
  /**
   * A mobile for SMS or WhatsApp reminders (accounts have none); empty or absent: email only.
   * The server writes it as +52 and ten digits, or refuses it with the same message.
   */
  phone: z
    .string({ error: M.reminderPhone })
    .trim()
    .max(30, M.reminderPhone)
    .refine((value) => value === "" || value.replace(/\D/g, "").length >= 10, M.reminderPhone)
    .optional(),
});
export type BookAppointmentInput = z.infer<typeof bookAppointmentSchema>;

/** The Idempotency-Key header (or the form's hidden field): a client-made random token. */
export const idempotencyKeySchema = z
  .string({ error: M.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, M.idempotencyKey);

/** POST /api/appointments as the API reads it: the booking and the form's hidden key field. */
export const bookAppointmentRequestSchema = bookAppointmentSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** POST /api/appointments' header: the key a repeated submit is known by (before the field). */
export const idempotencyHeaderSchema = z.object({
  "Idempotency-Key": idempotencyKeySchema
    .optional()
    .meta({ description: "Una clave aleatoria del cliente por envío." }),
});

/** POST /api/appointments/{id}/reschedule: a new start, optionally at another office. */
export const rescheduleAppointmentSchema = z.object({
  start: instant(M.start),
  officeId: id(M.office).optional(),
});
export type RescheduleAppointmentInput = z.infer<typeof rescheduleAppointmentSchema>;

/** POST /api/appointments/{id}/cancel: the doctor may add words for the patient. */
export const cancelAppointmentSchema = z.object({
  message: z
    .string({ error: M.cancelMessage })
    .trim()
    .max(MAX_CANCEL_MESSAGE, M.cancelMessage)
    .optional(),
});
export type CancelAppointmentInput = z.infer<typeof cancelAppointmentSchema>;

/** POST /api/providers/me/appointments/{id}/attendance */
export const attendanceSchema = z.object({
  status: z.enum(["attended", "no_show"], { error: M.notPastYet }),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

/** An appointment's id in a path (/api/appointments/{id}/…): anything else names none. */
export const appointmentIdSchema = id(M.notFound).max(2_147_483_647, M.notFound);

// ---------------------------------------------------------------- the doctor's agenda

export const agendaSettingsSchema = z.object({
  gapMinutes: z.coerce.number({ error: M.gap }).int(M.gap).min(0, M.gap).max(120, M.gap),
  minNoticeMinutes: z.coerce
    .number({ error: M.notice })
    .int(M.notice)
    .min(0, M.notice)
    .max(336 * 60, M.notice),
  horizonDays: z.coerce
    .number({ error: M.horizon })
    .int(M.horizon)
    .min(1, M.horizon)
    .max(365, M.horizon),
  cancellationWindowHours: z.coerce
    .number({ error: M.cancellationWindow })
    .int(M.cancellationWindow)
    .min(0, M.cancellationWindow)
    .max(168, M.cancellationWindow),
  timeZone: z.enum(MEXICO_TIME_ZONES, { error: M.timeZone }),
});
export type AgendaSettingsInput = z.infer<typeof agendaSettingsSchema>;

export const visitModalitySchema = z.enum(["in_person", "online"], { error: M.modality });

export const visitTypeSchema = z.object({
  name: z
    .string({ error: M.visitTypeName })
    .trim()
    .min(3, M.visitTypeName)
    .max(80, M.visitTypeName),
  durationMinutes: z.coerce
    .number({ error: M.duration })
    .int(M.duration)
    .min(5, M.duration)
    .max(480, M.duration),
  price: z.coerce.number({ error: M.price }).int(M.price).min(0, M.price).max(1_000_000, M.price),
  kind: z.enum(["first", "follow_up", "any"], { error: M.kind }),
  modality: visitModalitySchema,
  active: z.boolean().default(true),
});
export type VisitTypeInput = z.infer<typeof visitTypeSchema>;

export const officeSchema = z.object({
  name: z.string({ error: M.officeName }).trim().min(2, M.officeName).max(120, M.officeName),
  address: z.string().trim().max(300).optional(),
  modality: visitModalitySchema,
  timeZone: z.enum(MEXICO_TIME_ZONES, { error: M.timeZone }),
  active: z.boolean().default(true),
});
export type OfficeInput = z.infer<typeof officeSchema>;

const minuteOfDay = z.coerce
  .number({ error: M.hours })
  .int(M.hours)
  .min(0, M.hours)
  .max(1440, M.hours);

export const hoursIntervalSchema = z
  .object({
    weekday: z.coerce
      .number({ error: M.weekday })
      .int(M.weekday)
      .min(1, M.weekday)
      .max(7, M.weekday),
    startMinute: minuteOfDay,
    endMinute: minuteOfDay,
  })
  .refine((h) => h.startMinute < h.endMinute, { message: M.hours, path: ["endMinute"] });

/** PUT /api/providers/me/agenda/offices/{officeId}/hours: the office's whole week at once. */
export const weeklyHoursSchema = z
  .object({ hours: z.array(hoursIntervalSchema).max(70, M.hours) })
  .refine(
    ({ hours }) =>
      hours.every((a, i) =>
        hours.every(
          (b, j) =>
            i === j ||
            a.weekday !== b.weekday ||
            a.endMinute <= b.startMinute ||
            b.endMinute <= a.startMinute,
        ),
      ),
    { message: M.hoursOverlap, path: ["hours"] },
  );
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

export const agendaExceptionSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    label: z
      .string({ error: M.exceptionLabel })
      .trim()
      .min(2, M.exceptionLabel)
      .max(80, M.exceptionLabel),
    officeId: id(M.office).nullable().optional(),
  })
  .refine((e) => e.startDate <= e.endDate, { message: M.exceptionDates, path: ["endDate"] });
export type AgendaExceptionInput = z.infer<typeof agendaExceptionSchema>;

export const agendaBlockSchema = z
  .object({
    start: instant(M.block),
    end: instant(M.block),
    note: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.start < b.end, { message: M.block, path: ["end"] });
export type AgendaBlockInput = z.infer<typeof agendaBlockSchema>;

/** GET /api/providers/me/appointments?from=YYYY-MM-DD&days=N (the day and week views). */
export const doctorCalendarQuerySchema = z.object({
  from: isoDate.optional(),
  days: z.coerce.number({ error: M.days }).int(M.days).min(1, M.days).max(31, M.days).default(7),
});
export type DoctorCalendarQuery = z.infer<typeof doctorCalendarQuerySchema>;
