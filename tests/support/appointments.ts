import type { Database } from "../../server/db/client.ts";
import { appointments, users } from "../../server/db/schema/index.ts";

/** An instant `days` after `from`'s UTC date, at hh:mm in Mexico City (UTC-6 all year). */
export function mexicoCityTime(days: number, hh: number, mm = 0, from = new Date()): Date {
  return new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hh + 6, mm),
  );
}

let visits = 0;

/**
 * A visit written straight into its table (no slot check, no reminders), for tests of what is
 * done to one. The patient's users row is made when it does not exist.
 */
export async function insertVisit(
  db: Database,
  visit: {
    providerId: number;
    patientId: string;
    start: Date;
    minutes?: number;
    visitTypeId?: number;
    officeId?: number;
    status?: "booked" | "attended" | "no_show" | "cancelled";
  },
): Promise<number> {
  visits += 1;
  await db
    .insert(users)
    .values({
      id: visit.patientId,
      name: "Paciente",
      firstName: "Paciente",
      email: `${visit.patientId}@example.com`,
    })
    .onConflictDoNothing();
  const [row] = await db
    .insert(appointments)
    .values({
      providerId: visit.providerId,
      patientId: visit.patientId,
      visitTypeId: visit.visitTypeId ?? null,
      officeId: visit.officeId ?? null,
      startsAt: visit.start,
      endsAt: new Date(visit.start.getTime() + (visit.minutes ?? 30) * 60_000),
      timeZone: "America/Mexico_City",
      visitTypeName: "Consulta general",
      price: 800,
      modality: "in_person",
      reason: "Revisión general",
      status: visit.status ?? "booked",
      actionTokenHash: `prueba-${process.pid}-${visits}-${visit.start.getTime()}`,
    })
    .returning({ id: appointments.id });
  return row!.id;
}
