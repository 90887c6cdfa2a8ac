import {
  IDENTITY_FIELD_LABELS,
  PENDING_CHANGE_MESSAGES as PM,
  type AdminPendingChange,
  type AdminPendingChangeList,
  type PendingChangeDecision,
  type PendingChangesQuery,
} from "../../common/admin/pending-changes.ts";
import { IDENTITY_FIELDS } from "../../common/doctors/self-update.ts";
import { profilePath } from "../../common/providers/paths.ts";
import type { providers } from "../db/schema/index.ts";
import { conflict, notFound } from "../../common/errors.ts";
import { compareHolder, holderOfStoredData, type LicensesService } from "../licenses/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { AdminRepository, PendingChangeRecord } from "./repository.ts";

export interface PendingChangeAnswer {
  message: string;
  change: AdminPendingChange;
}

function toAdminPendingChange(row: PendingChangeRecord): AdminPendingChange {
  const fields = IDENTITY_FIELDS.filter((field) => row.after[field] !== undefined);
  const holder = holderOfStoredData(row.provider.licenseValidationData);
  const requestedName = row.after.name;
  return {
    id: row.id,
    providerId: row.providerId,
    providerName: row.provider.name,
    approvalStatus: row.provider.approvalStatus,
    publicPath: row.provider.approvalStatus === "approved" ? profilePath(row.provider) : null,
    status: row.status,
    fields: fields.map((field) => ({
      field,
      label: IDENTITY_FIELD_LABELS[field],
      before: row.before[field] ?? null,
      after: row.after[field] ?? null,
    })),
    requestedBy: row.requester
      ? {
          email: row.requester.email,
          name: `${row.requester.firstName} ${row.requester.lastName}`.trim(),
        }
      : null,
    registryName: holder.name,
    requestedNameMatchesRegistry:
      requestedName !== undefined && holder.name !== null
        ? compareHolder(holder, { firstName: requestedName, lastName: "" }).matches
        : null,
    adminNote: row.adminNote,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * 'Cambios pendientes': name, specialty and cédula changes of verified, published listings
 * that wait for an administrator. Approving writes the values, the decision and the audit
 * row in one transaction; a new cédula is unverified until an administrator validates it.
 */
export function createPendingChangesAdmin(deps: {
  repository: AdminRepository;
  licenses: Pick<LicensesService, "holdersOf">;
  /** Public pages, search answers and the admin's own cached options hold listings. */
  onProvidersChanged: () => void;
  mail: MailService;
  logger: Pick<Logger, "warn">;
  brandName: string;
  siteUrl: string;
}) {
  const { repository } = deps;

  /** The listing's columns once the change is approved. */
  async function approvedValues(
    row: PendingChangeRecord,
  ): Promise<Partial<typeof providers.$inferInsert>> {
    const { after } = row;
    const changes: Partial<typeof providers.$inferInsert> = {};
    if (after.name !== undefined) changes.name = after.name;
    if (after.specialty !== undefined) {
      changes.specialty = after.specialty;
      changes.specialtySlug = after.specialtySlug ?? null;
    }
    if (after.licenseNumber !== undefined && after.licenseNumber !== row.provider.licenseNumber) {
      // The registry vouched for the old number, not for this one.
      const [holder] = after.licenseNumber
        ? await deps.licenses.holdersOf(after.licenseNumber, { excludeProviderId: row.providerId })
        : [];
      Object.assign(changes, {
        licenseNumber: after.licenseNumber,
        licenseVerified: false,
        licenseValidatedAt: null,
        licenseValidationData: null,
        licenseIssue: holder ? "conflict" : null,
        licenseConflictProviderId: holder?.providerId ?? null,
      });
    }
    return changes;
  }

  async function decide(
    id: number,
    input: PendingChangeDecision,
    admin: { id: number },
    status: "approved" | "rejected",
  ): Promise<PendingChangeAnswer> {
    const row = await repository.findPendingChange(id);
    if (!row) throw notFound(PM.notFound);
    if (row.status !== "pending") throw conflict(PM.alreadyDecided);
    const seenUpdatedAt = input.updatedAt ? new Date(input.updatedAt) : row.updatedAt;
    const note = input.note || null;
    const outcome = await repository.decidePendingChange({
      id,
      seenUpdatedAt,
      status,
      note,
      changes: status === "approved" ? await approvedValues(row) : {},
      actor: { adminId: admin.id },
      audit: {
        action: `provider.pending_change_${status}`,
        notes: note,
        context: { pendingChangeId: id, requested: row.after, publicBefore: row.before },
      },
    });
    if (outcome === "not-found") throw notFound(PM.notFound);
    if (outcome === "already-decided") throw conflict(PM.alreadyDecided);
    if (outcome === "changed") throw conflict(PM.changedMeanwhile);
    if (status === "approved") deps.onProvidersChanged();
    const decided = await repository.findPendingChange(id);
    await tellOwner(toAdminPendingChange(decided!), status === "approved", note);
    return {
      message: status === "approved" ? PM.approved : PM.rejected,
      change: toAdminPendingChange(decided!),
    };
  }

  /** The doctor who asked hears the decision, with the administrator's note; a failed email undoes nothing. */
  async function tellOwner(change: AdminPendingChange, approved: boolean, note: string | null) {
    if (!change.requestedBy?.email) return;
    try {
      await deps.mail.send(change.requestedBy.email, {
        kind: "identity-change-decided",
        brandName: deps.brandName,
        firstName: change.requestedBy.name.split(" ")[0] ?? "",
        changes: change.fields.map((field) => `${field.label}: ${field.after ?? "—"}`),
        approved,
        notes: note,
        url: `${deps.siteUrl}/dashboard`,
      });
    } catch (error) {
      deps.logger.warn(
        { err: error, pendingChangeId: change.id },
        "no se pudo avisar al médico de la decisión",
      );
    }
  }

  return {
    async listPendingChanges(query: PendingChangesQuery): Promise<AdminPendingChangeList> {
      const { rows, totalCount } = await repository.listPendingChanges(query);
      return { changes: rows.map(toAdminPendingChange), totalCount };
    },
    approvePendingChange: (id: number, input: PendingChangeDecision, admin: { id: number }) =>
      decide(id, input, admin, "approved"),
    rejectPendingChange: (id: number, input: PendingChangeDecision, admin: { id: number }) =>
      decide(id, input, admin, "rejected"),
  };
}
