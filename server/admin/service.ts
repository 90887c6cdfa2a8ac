import type { AuditPage } from "../../common/admin/audit.ts";
import type { DoctorPostsService } from "../doctor-posts/service.ts";
import type { ChangeBus } from "../lib/change-bus.ts";
import type { LicensesService } from "../licenses/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { ReviewsService } from "../reviews/service.ts";
import { createLicenseAdmin } from "./license-admin.ts";
import { actorOf, createListingEdits, type AdminActor } from "./listing-edits.ts";
import { createModerationAdmin } from "./moderation-admin.ts";
import { createPendingChangesAdmin } from "./pending-changes.ts";
import { createProvidersAdmin } from "./providers-admin.ts";
import type { AdminRepository } from "./repository.ts";

export type { AdminActor } from "./listing-edits.ts";
export type { LicenseOverride } from "./license-admin.ts";

/**
 * The administrators' rules, one use case per module: the providers list and edits, license
 * checks through the registry, owners' pending changes, review and blog moderation through
 * their areas' services, and the audit log. Every change is written to audit_log with what
 * it was before and after.
 */
export function createAdminService(deps: {
  repository: AdminRepository;
  licenses: LicensesService;
  reviews: ReviewsService;
  doctorPosts: DoctorPostsService;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  /** Listing changes are published here: public caches and the filter options forget them. */
  changes: ChangeBus;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const onProvidersChanged = () => deps.changes.publish("listings");
  const edits = createListingEdits({ repository, licenses: deps.licenses, onProvidersChanged });

  return {
    ...createProvidersAdmin({
      repository,
      licenses: deps.licenses,
      edits,
      changes: deps.changes,
      now,
    }),
    ...createLicenseAdmin({ licenses: deps.licenses, edits, now }),
    ...createPendingChangesAdmin({
      repository,
      licenses: deps.licenses,
      onProvidersChanged,
      mail: deps.mail,
      logger: deps.logger,
      brandName: deps.brandName,
      siteUrl: deps.siteUrl,
    }),
    ...createModerationAdmin(deps),

    async auditLog(filter: {
      entityType?: string;
      entityId?: string;
      limit: number;
      offset: number;
    }): Promise<AuditPage> {
      const { rows, totalCount } = await repository.listAudit(filter);
      return {
        totalCount,
        entries: rows.map((row) => {
          const details = (row.details ?? {}) as {
            before?: unknown;
            after?: unknown;
            notes?: unknown;
          };
          return {
            id: row.id,
            action: row.action,
            entityType: row.entityType,
            entityId: row.entityId,
            actor: { type: row.actorType, id: row.actorId, username: row.username ?? null },
            before: details.before ?? null,
            after: details.after ?? null,
            notes: typeof details.notes === "string" ? details.notes : null,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },

    /** Sign-ins and sign-outs are administrator actions too. */
    recordSession(admin: AdminActor, action: "admin.login" | "admin.logout") {
      return repository.recordAudit(actorOf(admin), {
        action,
        entityType: "admin_user",
        entityId: String(admin.id),
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
