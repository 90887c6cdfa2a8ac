import { z } from "zod";
import type { DoctorAppointmentDto } from "../../../common/booking/types.ts";
import { MEXICO_TIME_ZONES } from "../../../common/time/zones.ts";
import { shapeOf } from "../shared.ts";

/*
 * Answers that several booking areas share (docs/booking.md): the free slot of the
 * availability and of a taken slot's refusal, and the doctor's view of an appointment in the
 * agenda and after a cancel or a mark. The routes are declared in server/http/availability.ts,
 * agenda.ts and appointments.ts, with their own answers.
 */

export const timeZoneSchema = z
  .enum(MEXICO_TIME_ZONES)
  .meta({ description: "Zona IANA de México." });
export const modalitySchema = z.enum(["in_person", "online"]);
export const instantSchema = z.string().meta({ description: "Instante ISO 8601 en UTC." });
export const appointmentStatusSchema = z.enum(["booked", "attended", "no_show", "cancelled"]);

/** What the availability and the agenda both say of a visit type. */
export const visitTypeFields = {
  id: z.number().int(),
  name: z.string(),
  durationMinutes: z.number().int(),
  price: z.number().int().meta({ description: "Pesos mexicanos." }),
  modality: modalitySchema,
};

/** What the availability and the agenda both say of an office (each adds its zone). */
export const officeFields = {
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  modality: modalitySchema,
};

/** A free slot: the instants to book and what it is for. */
export const slotSchema = z
  .object({
    start: instantSchema,
    end: instantSchema,
    visitTypeId: z.number().int(),
    officeId: z.number().int(),
  })
  .meta({ id: "Slot" });

export const doctorAppointmentSchema = shapeOf<DoctorAppointmentDto>()(
  z
    .object({
      id: z.number().int(),
      status: appointmentStatusSchema,
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
