import type { MexicoTimeZone } from "../../common/time/zones.ts";
import type { Database } from "../../server/db/client.ts";
import { agendaOffices, agendas, visitTypes, weeklyHours } from "../../server/db/schema/index.ts";
import { insertProvider } from "../factories/providers.ts";

export interface BookableListingOptions {
  name: string;
  citySlug?: string;
  timeZone?: MexicoTimeZone;
  published?: boolean;
  licenseVerified?: boolean;
  approvalStatus?: "approved" | "pending";
  gapMinutes?: number;
  minNoticeMinutes?: number;
  horizonDays?: number;
  durationMinutes?: number;
  /** Minutes since local midnight, every day of the week: 09:00-14:00 unless given. */
  opens?: number;
  closes?: number;
}

/**
 * A listing patients can book: approved, cédula verified, a published agenda with one
 * in-person office in the agenda's zone, one visit type and the same hours every day. The
 * options make the variants the rules refuse (unpublished, unverified, pending).
 */
export async function insertBookableListing(db: Database, options: BookableListingOptions) {
  const timeZone = options.timeZone ?? "America/Mexico_City";
  const provider = await insertProvider(db, {
    name: options.name,
    citySlug: options.citySlug ?? "ciudad-de-mexico",
    licenseVerified: options.licenseVerified ?? true,
    approvalStatus: options.approvalStatus ?? "approved",
  });
  await db.insert(agendas).values({
    providerId: provider.id,
    published: options.published ?? true,
    timeZone,
    gapMinutes: options.gapMinutes ?? 0,
    minNoticeMinutes: options.minNoticeMinutes ?? 120,
    horizonDays: options.horizonDays ?? 60,
  });
  const [office] = await db
    .insert(agendaOffices)
    .values({
      providerId: provider.id,
      name: "Consultorio principal",
      address: "Av. Revolución 100",
      modality: "in_person",
      timeZone,
    })
    .returning();
  const [type] = await db
    .insert(visitTypes)
    .values({
      providerId: provider.id,
      name: "Consulta general",
      durationMinutes: options.durationMinutes ?? 30,
      price: 800,
      modality: "in_person",
    })
    .returning();
  await openEveryDay(
    db,
    provider.id,
    office!.id,
    options.opens ?? 9 * 60,
    options.closes ?? 14 * 60,
  );
  return { providerId: provider.id, officeId: office!.id, visitTypeId: type!.id };
}

/** The same opening hours on all seven days of the week. */
export async function openEveryDay(
  db: Database,
  providerId: number,
  officeId: number,
  startMinute: number,
  endMinute: number,
): Promise<void> {
  await db.insert(weeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      providerId,
      officeId,
      weekday,
      startMinute,
      endMinute,
    })),
  );
}
