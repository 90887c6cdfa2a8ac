import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type {
  AdminProviderQuery,
  ApprovalStatus,
  SortField,
} from "../../common/admin/providers.ts";
import { LICENSE_ISSUE_OF_FILTER, SOCIAL_NETWORKS } from "../../common/admin/providers.ts";
import { totalFromFirstPage } from "../../common/pagination.ts";
import type { Database } from "../db/client.ts";
import {
  adminUsers,
  auditLog,
  doctorBlogPosts,
  providerPendingChanges,
  providers,
  reviews,
  users,
} from "../db/schema/index.ts";
import type { IdentityFields, PendingChangeStatus } from "../db/schema/verification.ts";
import { containsPattern } from "../db/like.ts";
import { DEFAULT_TIME_ZONE } from "../../common/time/zones.ts";

/*
 * The admin panel's SQL: the provider list with every filter, sort and page in the database
 * (never in JS over all rows), the stats, the chart, and the audit log every mutation writes.
 */

const { searchVector: _searchVector, ...PROVIDER_COLUMNS } = getTableColumns(providers);
export type AdminProviderRecord = {
  [K in keyof typeof PROVIDER_COLUMNS]: (typeof providers.$inferSelect)[K];
};

/** The list needs fewer columns than the dialog: no bio, descriptions or JSON sections. */
const LIST_COLUMNS = {
  id: providers.id,
  name: providers.name,
  email: providers.email,
  phone: providers.phone,
  specialty: providers.specialty,
  city: providers.city,
  state: providers.state,
  location: providers.location,
  price: providers.price,
  experience: providers.experience,
  approvalStatus: providers.approvalStatus,
  licenseNumber: providers.licenseNumber,
  licenseVerified: providers.licenseVerified,
  licenseIssue: providers.licenseIssue,
  licenseConflictProviderId: providers.licenseConflictProviderId,
  emailVerified: providers.emailVerified,
  telemedicine: providers.telemedicine,
  bookingEnabled: providers.bookingEnabled,
  premium: providers.premium,
  externalRating: providers.externalRating,
  externalReviewCount: providers.externalReviewCount,
  dataSource: providers.dataSource,
  dataSourceName: providers.dataSourceName,
  insuranceNetworks: providers.insuranceNetworks,
  createdAt: providers.createdAt,
  updatedAt: providers.updatedAt,
};
export type AdminProviderListRecord = {
  [K in keyof typeof LIST_COLUMNS]: (typeof providers.$inferSelect)[K];
};

export interface AuditActor {
  adminId: number;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  notes?: string | null;
  /** What the administrator saw when deciding (e.g. both names of an overridden cédula). */
  context?: Record<string, unknown>;
}

/** How an audited provider change is described: its action, note and context. */
export interface ProviderAudit {
  action: string;
  notes?: string | null;
  context?: Record<string, unknown>;
}

/**
 * Imports may store a JSON document as a jsonb string ("{...}"): read both shapes; anything
 * unreadable is NULL (pg_input_is_valid keeps a bad string from failing the whole query).
 */
function jsonOf(column: SQLWrapper, kind: "object" | "array"): SQL {
  return sql`(case jsonb_typeof(${column})
    when ${kind} then ${column}
    when 'string' then case when pg_input_is_valid(${column} #>> '{}', 'jsonb')
      then case when jsonb_typeof((${column} #>> '{}')::jsonb) = ${kind}
        then (${column} #>> '{}')::jsonb end end end)`;
}

const socialLinks = jsonOf(providers.socialLinks, "object");
const insurerList = jsonOf(providers.insuranceNetworks, "array");
const hasLink = (key: string) => sql`nullif(btrim(${socialLinks} ->> ${key}), '') is not null`;
const hasText = (column: SQLWrapper) => sql`nullif(btrim(${column}), '') is not null`;

/**
 * Name patterns of each insurer filter. They are matched against the stored JSON as text: one
 * cheap pass per row that reads both arrays and arrays imported as a JSON string.
 */
const INSURER_PATTERNS: Record<string, string[]> = {
  plan_seguro: ["%plan seguro%"],
  gnp: ["%gnp%", "%grupo nacional provincial%"],
  metlife: ["%metlife%", "%met life%"],
  axa: ["%axa%"],
  allianz: ["%allianz%"],
  mapfre: ["%mapfre%"],
};

function insurerCondition(filter: string): SQL | undefined {
  if (filter === "sin_aseguradora") {
    return sql`coalesce(jsonb_array_length(${insurerList}), 0) = 0`;
  }
  const patterns = INSURER_PATTERNS[filter];
  if (!patterns) return undefined;
  const text = sql`lower(${providers.insuranceNetworks}::text)`;
  return sql`(${sql.join(
    patterns.map((p) => sql`${text} like ${p}`),
    sql` or `,
  )})`;
}

function socialCondition(filter: string): SQL | undefined {
  const each = SOCIAL_NETWORKS.map(hasLink);
  switch (filter) {
    case "con_cualquier_red":
      return sql`(${sql.join(each, sql` or `)})`;
    case "con_todas":
      return sql`(${sql.join(each, sql` and `)})`;
    case "sin_redes":
      return sql`not (${sql.join(each, sql` or `)})`;
    default: {
      const network = filter.replace(/^con_/, "");
      return (SOCIAL_NETWORKS as readonly string[]).includes(network)
        ? hasLink(network)
        : undefined;
    }
  }
}

/** At most this many words of the search box are matched (each one is a trigram scan). */
const MAX_SEARCH_WORDS = 6;

/**
 * The search box: names (accents and case folded, through the trigram index) with every
 * word somewhere in the name, in any order ('garcia juan' finds 'Juan García'), a cédula
 * typed in full, or an email address. Kept to indexed columns so it stays fast at 50,000
 * listings; phone, email, city and specialty have their own filters.
 */
function searchCondition(text: string): SQL {
  if (text.includes("@")) {
    return sql`lower(coalesce(${providers.email}, '')) like ${containsPattern(text.trim())}`;
  }
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const byName =
    and(
      ...words.map(
        (word) =>
          sql`f_unaccent(lower(${providers.name})) like f_unaccent(${containsPattern(word)})`,
      ),
    ) ?? sql`true`;
  const digits = text.replace(/\s/g, "");
  return /^\d{5,10}$/.test(digits)
    ? sql`(${byName} or ${providers.licenseNumber} = ${digits})`
    : byName;
}

/** Every filter of admin-side 2 as one SQL condition; 'all' values add nothing. */
export function providerConditions(query: Partial<AdminProviderQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.approvalStatus && query.approvalStatus !== "todos") {
    conditions.push(eq(providers.approvalStatus, query.approvalStatus));
  }
  if (query.dataSource && query.dataSource !== "todas") {
    // Both spellings of the spreadsheet source are the same source (admin-side 4).
    conditions.push(
      query.dataSource === "google-sheets" || query.dataSource === "google_sheets"
        ? sql`${providers.dataSource} in ('google-sheets', 'google_sheets')`
        : eq(providers.dataSource, query.dataSource),
    );
  }
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.phone) {
    // Digits against the stored number without its usual separators ("(55) 1234-5678").
    const digits = query.phone.replace(/\D/g, "");
    conditions.push(
      digits
        ? sql`translate(coalesce(${providers.phone}, ''), ' ()-.+/', '') like ${`%${digits}%`}`
        : sql`lower(coalesce(${providers.phone}, '')) like ${containsPattern(query.phone)}`,
    );
  }
  if (query.email) {
    conditions.push(
      sql`lower(coalesce(${providers.email}, '')) like ${containsPattern(query.email)}`,
    );
  }
  if (query.cedula === "validado") conditions.push(eq(providers.licenseVerified, true));
  if (query.cedula === "pendiente") {
    conditions.push(
      sql`${providers.licenseVerified} = false and ${hasText(providers.licenseNumber)}`,
    );
  }
  if (query.cedula === "sin_cedula") conditions.push(sql`not ${hasText(providers.licenseNumber)}`);
  if (query.licenseIssue === "con_problema") conditions.push(isNotNull(providers.licenseIssue));
  const issue = query.licenseIssue && LICENSE_ISSUE_OF_FILTER[query.licenseIssue];
  if (issue) conditions.push(eq(providers.licenseIssue, issue));
  if (query.city && query.city !== "todas") conditions.push(eq(providers.city, query.city));
  if (query.specialty && query.specialty !== "todas") {
    conditions.push(eq(providers.specialty, query.specialty));
  }
  if (query.socialMedia && query.socialMedia !== "todos") {
    conditions.push(socialCondition(query.socialMedia));
  }
  if (query.website === "con_website") conditions.push(hasLink("website"));
  if (query.website === "sin_website") conditions.push(sql`not ${hasLink("website")}`);
  if (query.premium === "destacados") conditions.push(eq(providers.premium, true));
  if (query.premium === "no_destacados") conditions.push(eq(providers.premium, false));
  if (query.socialProfileImage === "con_imagen") {
    conditions.push(hasText(providers.socialProfileImage));
  }
  if (query.socialProfileImage === "sin_imagen") {
    conditions.push(sql`not ${hasText(providers.socialProfileImage)}`);
  }
  if (query.insuranceNetwork && query.insuranceNetwork !== "todos") {
    conditions.push(insurerCondition(query.insuranceNetwork));
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const SORT_COLUMNS = {
  createdAt: providers.createdAt,
  name: providers.name,
  city: providers.city,
  specialty: providers.specialty,
  updatedAt: providers.updatedAt,
} satisfies Record<SortField, unknown>;

async function insertAudit(
  executor: Pick<Database, "insert">,
  actor: AuditActor,
  record: AuditRecord,
) {
  await executor.insert(auditLog).values({
    actorType: "admin",
    actorId: String(actor.adminId),
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    details: {
      before: record.before ?? null,
      after: record.after ?? null,
      ...(record.notes ? { notes: record.notes } : {}),
      ...(record.context ? { context: record.context } : {}),
    },
  });
}

/** The listing's change and its audit row (only the changed fields), inside the caller's transaction. */
async function updateProviderIn(
  tx: Pick<Database, "select" | "update" | "insert">,
  id: number,
  changes: Partial<typeof providers.$inferInsert>,
  actor: AuditActor,
  audit: ProviderAudit,
): Promise<AdminProviderRecord | null> {
  const [before] = await tx
    .select(PROVIDER_COLUMNS)
    .from(providers)
    .where(eq(providers.id, id))
    .for("update");
  if (!before) return null;
  const [after] = await tx
    .update(providers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(providers.id, id))
    .returning(PROVIDER_COLUMNS);
  const keys = Object.keys(changes) as (keyof AdminProviderRecord)[];
  const pick = (row: AdminProviderRecord) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  await insertAudit(tx, actor, {
    action: audit.action,
    entityType: "provider",
    entityId: String(id),
    before: pick(before),
    after: pick(after!),
    notes: audit.notes,
    context: audit.context,
  });
  return after!;
}

/** A pending identity change with the listing it belongs to and who asked for it. */
const PENDING_CHANGE_COLUMNS = {
  id: providerPendingChanges.id,
  providerId: providerPendingChanges.providerId,
  before: providerPendingChanges.before,
  after: providerPendingChanges.after,
  status: providerPendingChanges.status,
  adminNote: providerPendingChanges.adminNote,
  decidedAt: providerPendingChanges.decidedAt,
  createdAt: providerPendingChanges.createdAt,
  updatedAt: providerPendingChanges.updatedAt,
  provider: {
    name: providers.name,
    slug: providers.slug,
    specialty: providers.specialty,
    specialtySlug: providers.specialtySlug,
    citySlug: providers.citySlug,
    approvalStatus: providers.approvalStatus,
    licenseNumber: providers.licenseNumber,
    licenseVerified: providers.licenseVerified,
    licenseValidationData: providers.licenseValidationData,
  },
  requester: {
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  decidedBy: sql<
    string | null
  >`(select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = ${providerPendingChanges.decidedByAdminId})`,
};
export type PendingChangeRecord = {
  id: number;
  providerId: number;
  before: IdentityFields;
  after: IdentityFields;
  status: PendingChangeStatus;
  adminNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  provider: {
    name: string;
    slug: string;
    specialty: string;
    specialtySlug: string | null;
    citySlug: string | null;
    approvalStatus: ApprovalStatus;
    licenseNumber: string | null;
    licenseVerified: boolean;
    licenseValidationData: unknown;
  };
  requester: { email: string; firstName: string; lastName: string } | null;
  decidedBy: string | null;
};

export function createAdminRepository(db: Database) {
  return {
    async listProviders(
      query: AdminProviderQuery,
    ): Promise<{ rows: AdminProviderListRecord[]; totalCount: number }> {
      const where = providerConditions(query);
      const column = SORT_COLUMNS[query.sortBy];
      const direction = query.sortOrder === "asc" ? asc : desc;
      const rows = await db
        .select(LIST_COLUMNS)
        .from(providers)
        .where(where)
        .orderBy(direction(column), direction(providers.id))
        .limit(query.limit)
        .offset(query.offset);
      const shortFirstPage = totalFromFirstPage(query, rows.length);
      if (shortFirstPage !== null) return { rows, totalCount: shortFirstPage };
      const [total] = await db.select({ n: count() }).from(providers).where(where);
      return { rows, totalCount: total?.n ?? 0 };
    },

    async statusCounts(): Promise<Record<ApprovalStatus, number>> {
      const rows = await db
        .select({ status: providers.approvalStatus, n: count() })
        .from(providers)
        .groupBy(providers.approvalStatus);
      const counts: Record<ApprovalStatus, number> = {
        pending: 0,
        approved: 0,
        rejected: 0,
        needs_review: 0,
      };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    async distinctCitiesAndSpecialties(): Promise<{ cities: string[]; specialties: string[] }> {
      const [cities, specialties] = [
        await db
          .selectDistinct({ value: providers.city })
          .from(providers)
          .orderBy(providers.city)
          .limit(2000),
        await db
          .selectDistinct({ value: providers.specialty })
          .from(providers)
          .orderBy(providers.specialty)
          .limit(2000),
      ];
      return {
        cities: cities.map((row) => row.value),
        specialties: specialties.map((row) => row.value),
      };
    },

    /** New listings per month (Mexico City time), by their status and by their source. */
    async monthlyCounts(since: Date): Promise<{
      byStatus: { month: string; key: string; n: number }[];
      bySource: { month: string; key: string; n: number }[];
    }> {
      const month = sql<string>`to_char(date_trunc('month', ${providers.createdAt} at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)}), 'YYYY-MM')`;
      const since_ = sql`${providers.createdAt} >= ${since}`;
      const byStatus = await db
        .select({ month, key: providers.approvalStatus, n: count() })
        .from(providers)
        .where(since_)
        .groupBy(month, providers.approvalStatus);
      // The two spellings of the spreadsheet source are one source.
      const source = sql<string>`case when ${providers.dataSource} = 'google_sheets' then 'google-sheets' else ${providers.dataSource} end`;
      const bySource = await db
        .select({ month, key: source, n: count() })
        .from(providers)
        .where(since_)
        .groupBy(month, source);
      return { byStatus, bySource };
    },

    async findProvider(id: number): Promise<AdminProviderRecord | null> {
      const [row] = await db.select(PROVIDER_COLUMNS).from(providers).where(eq(providers.id, id));
      return row ?? null;
    },

    /**
     * Changes a listing and writes its audit row (only the changed fields, before and after)
     * in one transaction. Null when the listing does not exist.
     */
    updateProvider(
      id: number,
      changes: Partial<typeof providers.$inferInsert>,
      actor: AuditActor,
      audit: ProviderAudit,
    ): Promise<AdminProviderRecord | null> {
      return db.transaction((tx) => updateProviderIn(tx, id, changes, actor, audit));
    },

    /** Identity changes waiting for (or given) a decision, oldest request first when pending. */
    async listPendingChanges(filter: {
      status: PendingChangeStatus | "todos";
      limit: number;
      offset: number;
    }): Promise<{ rows: PendingChangeRecord[]; totalCount: number }> {
      const where =
        filter.status === "todos" ? undefined : eq(providerPendingChanges.status, filter.status);
      const rows = await db
        .select(PENDING_CHANGE_COLUMNS)
        .from(providerPendingChanges)
        .innerJoin(providers, eq(providers.id, providerPendingChanges.providerId))
        .leftJoin(users, eq(users.id, providerPendingChanges.requestedBy))
        .where(where)
        .orderBy(
          filter.status === "pending"
            ? asc(providerPendingChanges.updatedAt)
            : desc(providerPendingChanges.updatedAt),
          asc(providerPendingChanges.id),
        )
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(providerPendingChanges).where(where);
      return { rows, totalCount: total?.n ?? 0 };
    },

    async findPendingChange(id: number): Promise<PendingChangeRecord | null> {
      const [row] = await db
        .select(PENDING_CHANGE_COLUMNS)
        .from(providerPendingChanges)
        .innerJoin(providers, eq(providers.id, providerPendingChanges.providerId))
        .leftJoin(users, eq(users.id, providerPendingChanges.requestedBy))
        .where(eq(providerPendingChanges.id, id));
      return row ?? null;
    },

    /**
     * Settles a pending change in ONE transaction: the row's decision, the listing's new
     * values (when approved) and the audit row. The row must still be pending and unchanged
     * since the administrator read it (`seenUpdatedAt`): an owner who edited it meanwhile
     * asked for something else.
     */
    async decidePendingChange(input: {
      id: number;
      seenUpdatedAt: Date;
      status: "approved" | "rejected";
      note: string | null;
      changes: Partial<typeof providers.$inferInsert>;
      actor: AuditActor;
      audit: ProviderAudit;
    }): Promise<"decided" | "not-found" | "already-decided" | "changed"> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(providerPendingChanges)
          .where(eq(providerPendingChanges.id, input.id))
          .for("update");
        if (!row) return "not-found";
        if (row.status !== "pending") return "already-decided";
        if (row.updatedAt.getTime() !== input.seenUpdatedAt.getTime()) return "changed";
        const now = new Date();
        await tx
          .update(providerPendingChanges)
          .set({
            status: input.status,
            adminNote: input.note,
            decidedByAdminId: input.actor.adminId,
            decidedAt: now,
            updatedAt: now,
          })
          .where(eq(providerPendingChanges.id, input.id));
        if (Object.keys(input.changes).length > 0) {
          await updateProviderIn(tx, row.providerId, input.changes, input.actor, input.audit);
        } else {
          await insertAudit(tx, input.actor, {
            action: input.audit.action,
            entityType: "provider",
            entityId: String(row.providerId),
            before: row.before,
            after: row.after,
            notes: input.audit.notes,
            context: input.audit.context,
          });
        }
        return "decided";
      });
    },

    recordAudit(actor: AuditActor, record: AuditRecord): Promise<void> {
      return insertAudit(db, actor, record);
    },

    async listAudit(filter: {
      entityType?: string;
      entityId?: string;
      limit: number;
      offset: number;
    }) {
      const where = and(
        filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
      );
      const rows = await db
        .select({
          id: auditLog.id,
          actorType: auditLog.actorType,
          actorId: auditLog.actorId,
          username: adminUsers.username,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(
          adminUsers,
          and(eq(auditLog.actorType, "admin"), sql`${auditLog.actorId} = ${adminUsers.id}::text`),
        )
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** Who to tell about a rejected post: the linked account's email, else the listing's. */
    async postAuthor(
      postId: number,
    ): Promise<{ email: string | null; firstName: string; title: string } | null> {
      const [row] = await db
        .select({
          title: doctorBlogPosts.title,
          providerName: providers.name,
          providerEmail: providers.email,
          userEmail: users.email,
          firstName: users.firstName,
        })
        .from(doctorBlogPosts)
        .innerJoin(providers, eq(providers.id, doctorBlogPosts.providerId))
        .leftJoin(users, eq(users.id, providers.userId))
        .where(eq(doctorBlogPosts.id, postId));
      if (!row) return null;
      return {
        email: row.userEmail ?? row.providerEmail ?? null,
        firstName: row.firstName ?? row.providerName,
        title: row.title,
      };
    },

    async reviewStatus(reviewId: number): Promise<string | null> {
      const [row] = await db
        .select({ status: reviews.approvalStatus })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      return row?.status ?? null;
    },

    async findPost(postId: number) {
      const [row] = await db
        .select({
          id: doctorBlogPosts.id,
          status: doctorBlogPosts.status,
          title: doctorBlogPosts.title,
          reviewNotes: doctorBlogPosts.reviewNotes,
          providerId: doctorBlogPosts.providerId,
        })
        .from(doctorBlogPosts)
        .where(eq(doctorBlogPosts.id, postId));
      return row ?? null;
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
