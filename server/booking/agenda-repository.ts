import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  agendaBlocks,
  agendaExceptions,
  agendaOffices,
  agendas,
  appointments,
  auditLog,
  providers,
  users,
  visitTypes,
  weeklyHours,
} from "../db/schema/index.ts";
import type { VisitModality } from "../db/schema/booking.ts";

/**
 * The doctor's agenda (docs/booking.md): its settings row, offices, visit types, weekly hours,
 * exceptions and blocks, and the reads of the day and week views and of the private calendar
 * feed. Every write runs in one transaction with its audit_log row, and creates the settings
 * row first when the listing has none yet (the first write of a new agenda).
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who writes to which agenda, and the zone a new agenda row starts with. */
export interface AgendaScope {
  providerId: number;
  actorId: string;
  defaultTimeZone: string;
}

/** What the audit row says; never a visit reason, a block's note or a patient's data. */
export interface AgendaAudit {
  action: string;
  details?: Record<string, unknown>;
}

export interface AgendaSettingsValues {
  gapMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  cancellationWindowHours: number;
  timeZone: string;
}

export interface OfficeValues {
  name: string;
  address: string | null;
  modality: VisitModality;
  timeZone: string;
  active: boolean;
}

export interface VisitTypeValues {
  name: string;
  durationMinutes: number;
  price: number;
  kind: "first" | "follow_up" | "any";
  modality: VisitModality;
  active: boolean;
}

export interface HoursValues {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface ExceptionValues {
  startDate: string;
  endDate: string;
  label: string;
  officeId: number | null;
}

export interface BlockValues {
  startsAt: Date;
  endsAt: Date;
  note: string | null;
}

const officeColumns = {
  id: agendaOffices.id,
  name: agendaOffices.name,
  address: agendaOffices.address,
  modality: agendaOffices.modality,
  timeZone: agendaOffices.timeZone,
  active: agendaOffices.active,
};

const visitTypeColumns = {
  id: visitTypes.id,
  name: visitTypes.name,
  durationMinutes: visitTypes.durationMinutes,
  price: visitTypes.price,
  kind: visitTypes.kind,
  modality: visitTypes.modality,
  active: visitTypes.active,
};

const blockColumns = {
  id: agendaBlocks.id,
  startsAt: agendaBlocks.startsAt,
  endsAt: agendaBlocks.endsAt,
  note: agendaBlocks.note,
};

export type AgendaRow = typeof agendas.$inferSelect;
export type AgendaOfficeRow = {
  [K in keyof typeof officeColumns]: (typeof agendaOffices.$inferSelect)[K];
};
export type AgendaVisitTypeRow = {
  [K in keyof typeof visitTypeColumns]: (typeof visitTypes.$inferSelect)[K];
};
export type AgendaBlockRow = {
  [K in keyof typeof blockColumns]: (typeof agendaBlocks.$inferSelect)[K];
};

/** Visits that hold their time: every status but 'cancelled'. */
const holdsTime = ne(appointments.status, "cancelled");

/** Rows whose [startsAt, endsAt) meets [from, to) by any amount. */
const overlapping = (table: typeof appointments | typeof agendaBlocks, from: Date, to: Date) =>
  and(lt(table.startsAt, to), gt(table.endsAt, from));

/** The listing's visits of any status that overlap [from, to). */
const visitsOf = (providerId: number, from: Date, to: Date) =>
  and(eq(appointments.providerId, providerId), overlapping(appointments, from, to));

/** A block asked for time a visit holds; the transaction that found it wrote nothing. */
export class BlockOverlapsVisitError extends Error {
  constructor() {
    super("block overlaps a visit");
  }
}

export function createAgendaRepository(db: Database) {
  /** The work, the settings row it may need first, and its audit row: all or nothing. */
  function audited<T>(
    scope: AgendaScope,
    audit: AgendaAudit,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx
        .insert(agendas)
        .values({ providerId: scope.providerId, timeZone: scope.defaultTimeZone })
        .onConflictDoNothing();
      const result = await work(tx);
      await tx.insert(auditLog).values({
        actorType: "user",
        actorId: scope.actorId,
        action: audit.action,
        entityType: "agenda",
        entityId: String(scope.providerId),
        details: audit.details ?? null,
      });
      return result;
    });
  }

  /** A row of the listing's own, by id (offices, visit types, exceptions, blocks). */
  type Owned =
    typeof agendaOffices | typeof visitTypes | typeof agendaExceptions | typeof agendaBlocks;
  const ownedBy = (table: Owned, providerId: number, id: number) =>
    and(eq(table.id, id), eq(table.providerId, providerId));

  /** Changes one of the listing's rows; false when the id is another listing's (or none). */
  function updateOwned<T extends typeof agendaOffices | typeof visitTypes>(
    scope: AgendaScope,
    table: T,
    id: number,
    values: Partial<T["$inferInsert"]>,
    audit: AgendaAudit,
  ): Promise<boolean> {
    return audited(scope, audit, async (tx) => {
      const rows = await tx
        .update(table as typeof agendaOffices)
        .set(values as Partial<typeof agendaOffices.$inferInsert>)
        .where(ownedBy(table, scope.providerId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    });
  }

  /** Removes one of the listing's rows; false when the id is another listing's (or none). */
  function removeOwned(
    scope: AgendaScope,
    table: typeof agendaExceptions | typeof agendaBlocks,
    id: number,
    audit: AgendaAudit,
  ): Promise<boolean> {
    return audited(scope, audit, async (tx) => {
      const rows = await tx
        .delete(table)
        .where(ownedBy(table, scope.providerId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    });
  }

  return {
    /** The settings row; undefined until the agenda's first write. */
    async settings(providerId: number): Promise<AgendaRow | undefined> {
      const [agenda] = await db.select().from(agendas).where(eq(agendas.providerId, providerId));
      return agenda;
    },

    /** What the 'Agenda' tab edits; exceptions that ended before `today` are left out. */
    async load(providerId: number, today: string) {
      const offices = await db
        .select(officeColumns)
        .from(agendaOffices)
        .where(eq(agendaOffices.providerId, providerId))
        .orderBy(asc(agendaOffices.id));
      const types = await db
        .select(visitTypeColumns)
        .from(visitTypes)
        .where(eq(visitTypes.providerId, providerId))
        .orderBy(asc(visitTypes.position), asc(visitTypes.id));
      const hours = await db
        .select({
          officeId: weeklyHours.officeId,
          weekday: weeklyHours.weekday,
          startMinute: weeklyHours.startMinute,
          endMinute: weeklyHours.endMinute,
        })
        .from(weeklyHours)
        .where(eq(weeklyHours.providerId, providerId))
        .orderBy(asc(weeklyHours.officeId), asc(weeklyHours.weekday), asc(weeklyHours.startMinute));
      const exceptions = await db
        .select({
          id: agendaExceptions.id,
          startDate: agendaExceptions.startDate,
          endDate: agendaExceptions.endDate,
          label: agendaExceptions.label,
          officeId: agendaExceptions.officeId,
        })
        .from(agendaExceptions)
        .where(
          and(eq(agendaExceptions.providerId, providerId), gte(agendaExceptions.endDate, today)),
        )
        .orderBy(asc(agendaExceptions.startDate), asc(agendaExceptions.id));
      return { offices, visitTypes: types, hours, exceptions };
    },

    async saveSettings(scope: AgendaScope, values: AgendaSettingsValues, audit: AgendaAudit) {
      await audited(scope, audit, (tx) =>
        tx
          .update(agendas)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(agendas.providerId, scope.providerId)),
      );
    },

    async setPublished(scope: AgendaScope, published: boolean, audit: AgendaAudit) {
      await audited(scope, audit, (tx) =>
        tx
          .update(agendas)
          .set({ published, updatedAt: new Date() })
          .where(eq(agendas.providerId, scope.providerId)),
      );
    },

    async addOffices(scope: AgendaScope, offices: OfficeValues[], audit: AgendaAudit) {
      return audited(scope, audit, async (tx) => {
        if (offices.length === 0) return [];
        const rows = await tx
          .insert(agendaOffices)
          .values(offices.map((office) => ({ ...office, providerId: scope.providerId })))
          .returning({ id: agendaOffices.id });
        return rows.map((row) => row.id);
      });
    },

    /** False when the office is not the listing's. */
    updateOffice(scope: AgendaScope, officeId: number, office: OfficeValues, audit: AgendaAudit) {
      return updateOwned(scope, agendaOffices, officeId, office, audit);
    },

    async hasOffice(providerId: number, officeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: agendaOffices.id })
        .from(agendaOffices)
        .where(ownedBy(agendaOffices, providerId, officeId));
      return rows.length > 0;
    },

    /** The office's whole week at once: what was there goes, the new intervals come. */
    async replaceHours(
      scope: AgendaScope,
      officeId: number,
      hours: HoursValues[],
      audit: AgendaAudit,
    ): Promise<void> {
      await audited(scope, audit, async (tx) => {
        await tx
          .delete(weeklyHours)
          .where(
            and(eq(weeklyHours.officeId, officeId), eq(weeklyHours.providerId, scope.providerId)),
          );
        if (hours.length === 0) return;
        await tx
          .insert(weeklyHours)
          .values(hours.map((h) => ({ ...h, officeId, providerId: scope.providerId })));
      });
    },

    /** New visit types go last in the list the patient picks from. */
    async addVisitType(scope: AgendaScope, type: VisitTypeValues, audit: AgendaAudit) {
      return audited(scope, audit, async (tx) => {
        const [row] = await tx
          .insert(visitTypes)
          .values({
            ...type,
            providerId: scope.providerId,
            position: sql`(select coalesce(max(${visitTypes.position}), -1) + 1 from ${visitTypes} where ${visitTypes.providerId} = ${scope.providerId})`,
          })
          .returning({ id: visitTypes.id });
        return row!.id;
      });
    },

    /** False when the visit type is not the listing's. */
    updateVisitType(scope: AgendaScope, id: number, type: VisitTypeValues, audit: AgendaAudit) {
      return updateOwned(scope, visitTypes, id, type, audit);
    },

    async addException(scope: AgendaScope, exception: ExceptionValues, audit: AgendaAudit) {
      return audited(scope, audit, async (tx) => {
        const [row] = await tx
          .insert(agendaExceptions)
          .values({ ...exception, providerId: scope.providerId })
          .returning({ id: agendaExceptions.id });
        return row!.id;
      });
    },

    removeException(scope: AgendaScope, id: number, audit: AgendaAudit) {
      return removeOwned(scope, agendaExceptions, id, audit);
    },

    /**
     * Adds the block unless a visit holds part of its time (BlockOverlapsVisitError, nothing
     * written). The agenda row is
     * locked first: a booking holds it shared while it checks the blocks and writes its visit
     * (booking repository's holdAgendaAgainstBlocks), so the check and the insert here are
     * one decision, never a block over a visit booked in between.
     */
    async addBlockIfFree(scope: AgendaScope, block: BlockValues, audit: AgendaAudit) {
      return audited(scope, audit, async (tx) => {
        await tx
          .select({ providerId: agendas.providerId })
          .from(agendas)
          .where(eq(agendas.providerId, scope.providerId))
          .for("update");
        const [visit] = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(visitsOf(scope.providerId, block.startsAt, block.endsAt), holdsTime))
          .limit(1);
        if (visit) throw new BlockOverlapsVisitError();
        const [row] = await tx
          .insert(agendaBlocks)
          .values({ ...block, providerId: scope.providerId })
          .returning(blockColumns);
        return row!;
      });
    },

    removeBlock(scope: AgendaScope, id: number, audit: AgendaAudit) {
      return removeOwned(scope, agendaBlocks, id, audit);
    },

    /**
     * The day and week views: the visits (every status, the reason included: the listing's
     * doctor is one of the two people who may read it) and the blocks that overlap [from, to).
     */
    async calendar(providerId: number, from: Date, to: Date) {
      const visits = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          timeZone: appointments.timeZone,
          visitTypeName: appointments.visitTypeName,
          price: appointments.price,
          modality: appointments.modality,
          reason: appointments.reason,
          confirmedAt: appointments.confirmedAt,
          patientName: users.name,
          patientEmail: users.email,
          officeId: agendaOffices.id,
          officeName: agendaOffices.name,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.patientId))
        .leftJoin(agendaOffices, eq(agendaOffices.id, appointments.officeId))
        .where(visitsOf(providerId, from, to))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      const blocks = await db
        .select(blockColumns)
        .from(agendaBlocks)
        .where(and(eq(agendaBlocks.providerId, providerId), overlapping(agendaBlocks, from, to)))
        .orderBy(asc(agendaBlocks.startsAt), asc(agendaBlocks.id));
      return { visits, blocks };
    },

    /** Stores the sha256 of a new feed token (replacing any other), or null to revoke. */
    async setFeedHash(scope: AgendaScope, hash: string | null, audit: AgendaAudit) {
      await audited(scope, audit, (tx) =>
        tx
          .update(agendas)
          .set({ feedTokenHash: hash, updatedAt: new Date() })
          .where(eq(agendas.providerId, scope.providerId)),
      );
    },

    /** The agenda a feed token's hash opens, while its listing still has an owner. */
    async feedOwner(hash: string) {
      const [row] = await db
        .select({
          providerId: agendas.providerId,
          listingName: providers.name,
        })
        .from(agendas)
        .innerJoin(providers, eq(providers.id, agendas.providerId))
        .where(and(eq(agendas.feedTokenHash, hash), sql`${providers.userId} is not null`));
      return row;
    },

    /**
     * What the feed shows of each visit: when, where, what was booked and the patient's first
     * name; never the reason (see agenda-service.ts, feedByToken).
     */
    feedVisits(providerId: number, from: Date, to: Date) {
      return db
        .select({
          id: appointments.id,
          sequence: appointments.sequence,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          visitTypeName: appointments.visitTypeName,
          modality: appointments.modality,
          patientFirstName: users.firstName,
          officeName: agendaOffices.name,
          officeAddress: agendaOffices.address,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.patientId))
        .leftJoin(agendaOffices, eq(agendaOffices.id, appointments.officeId))
        .where(
          and(visitsOf(providerId, from, to), inArray(appointments.status, ["booked", "attended"])),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },
  };
}

export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
