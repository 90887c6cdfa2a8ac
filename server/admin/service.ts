import {
  ADMIN_MESSAGES as M,
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  sourceBadgeLabel,
  type AdminFilterOptions,
  type AdminLicenceValidationResult,
  type AdminProviderDetail,
  type AdminProviderList,
  type AdminProviderQuery,
  type AdminProviderUpdate,
  type AdminStats,
  type ApprovalStatus,
  type LicenceComparison,
  type LicenceRefusal,
  type ProvidersOverTime,
  type ValidateLicenseInput,
} from "../../common/admin/providers.ts";
import type { AuditPage } from "../../common/admin/audit.ts";
import type { DoctorPostStatus } from "../../common/doctor-posts/schemas.ts";
import { matchCity, matchSpecialty } from "../../common/doctors/registration.ts";
import type { ReviewStatus } from "../../common/reviews/types.ts";
import type { DoctorPostsService } from "../doctor-posts/service.ts";
import { AppError, conflict, notFound, unavailable } from "../../common/errors.ts";
import {
  compareHolder,
  holderOfCheck,
  parseConfirmation,
  type LicenceCheck,
  type LicenceConfirmationInput,
  type LicencesService,
  type RegistryHolder,
} from "../licences/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { ReviewsService } from "../reviews/service.ts";
import type { providers } from "../db/schema/index.ts";
import { toAdminLicenceHolder, toAdminProviderDetail, toAdminProviderRow } from "./dto.ts";
import { createPendingChangesAdmin } from "./pending-changes.ts";
import type {
  AdminProviderRecord,
  AdminRepository,
  AuditActor,
  ProviderAudit,
} from "./repository.ts";

const FILTER_OPTIONS_TTL_MS = 60_000;

export interface AdminActor {
  id: number;
  username: string;
}

const actorOf = (admin: AdminActor): AuditActor => ({ adminId: admin.id });

/** 'Validar de todos modos': the administrator's written reason (validated by the route's schema). */
export interface LicenceOverride {
  override?: boolean;
  note?: string;
}

/** Months "YYYY-MM" from `count - 1` months ago to this month, in Mexico City time. */
function lastMonths(count: number, now: Date): string[] {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
  })
    .format(now)
    .split("-")
    .map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return months;
}

/**
 * The administrators' rules: provider moderation and edits, licence checks through the
 * registry, review restores and blog moderation through their areas' services. Every change
 * is written to audit_log with what it was before and after.
 */
export function createAdminService(deps: {
  repository: AdminRepository;
  licences: LicencesService;
  reviews: ReviewsService;
  doctorPosts: DoctorPostsService;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  /** Public pages and search answers cache listings: a change must reach them. */
  onProvidersChanged: () => void;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  let filterOptions: { value: AdminFilterOptions; expires: number } | null = null;

  async function existing(id: number) {
    const row = await repository.findProvider(id);
    if (!row) throw notFound(M.providerNotFound);
    return row;
  }

  /** The dialog's listing, with the other listings that hold its cédula beside it. */
  async function detailOf(row: AdminProviderRecord): Promise<AdminProviderDetail> {
    return toAdminProviderDetail(row, await deps.licences.otherHoldersOfListing(row));
  }

  function providersChanged() {
    filterOptions = null;
    deps.onProvidersChanged();
  }

  async function change(
    id: number,
    changes: Partial<typeof providers.$inferInsert>,
    admin: AdminActor,
    audit: ProviderAudit,
  ): Promise<AdminProviderDetail> {
    const row = await repository.updateProvider(id, changes, actorOf(admin), audit);
    if (!row) throw notFound(M.providerNotFound);
    providersChanged();
    return detailOf(row);
  }

  /**
   * One cédula, one doctor, before a cédula goes onto a listing: the registry's holder
   * against the listing's name, and the other listings that hold the same cédula.
   */
  async function comparisonFor(
    row: AdminProviderRecord,
    licenseNumber: string,
    holder: RegistryHolder,
  ): Promise<LicenceComparison> {
    const others = await deps.licences.holdersOf(licenseNumber, { excludeProviderId: row.id });
    const verdict = compareHolder(holder, { firstName: row.name, lastName: "" });
    return {
      registryName: verdict.registryName,
      listingName: row.name,
      namesMatch: verdict.matches,
      reasons: verdict.reasons,
      holders: others.map(toAdminLicenceHolder),
    };
  }

  /**
   * A conflict or a name mismatch is refused (409, with what to compare) unless the
   * administrator overrides it with a written note.
   */
  function refuseUnlessOverridden(comparison: LicenceComparison, input: LicenceOverride) {
    const problem =
      comparison.holders.length > 0
        ? M.licenceConflict
        : !comparison.namesMatch
          ? M.licenceNameMismatch
          : null;
    if (problem && !input.override) {
      throw new AppError("conflict", problem, { comparison } satisfies Omit<
        LicenceRefusal,
        "error"
      >);
    }
    return problem !== null;
  }

  /** A cédula the registry (or an administrator) vouched for goes onto the listing. */
  async function storeValidLicence(
    id: number,
    check: LicenceCheck,
    admin: AdminActor,
    decision: {
      action: "provider.license_validated" | "provider.license_confirmed";
      comparison: LicenceComparison;
      overridden: boolean;
      note?: string;
    },
  ): Promise<AdminLicenceValidationResult> {
    const { comparison, overridden } = decision;
    const provider = await change(
      id,
      {
        licenseNumber: check.licenseNumber,
        licenseVerified: true,
        licenseValidatedAt: now(),
        licenseValidationData: check.validationData,
        licenseIssue: null,
        licenseConflictProviderId: null,
      },
      admin,
      {
        action: overridden ? `${decision.action}_override` : decision.action,
        notes: decision.note || null,
        context: {
          registryName: comparison.registryName,
          listingName: comparison.listingName,
          namesMatch: comparison.namesMatch,
          otherListings: comparison.holders.map((holder) => holder.id),
        },
      },
    );
    return {
      isValid: true,
      status: "valid",
      message: M.licenseValidated,
      source: check.source,
      provider,
      comparison,
      overridden,
    };
  }

  /** A post's moderation, as the post was before and after. */
  function auditPost(
    admin: AdminActor,
    postId: number,
    action: string,
    before: { status: string; reviewNotes: string | null } | null,
    after: { status: string; reviewNotes: string | null } | null,
  ) {
    return repository.recordAudit(actorOf(admin), {
      action,
      entityType: "doctor_post",
      entityId: String(postId),
      before: before && { status: before.status, reviewNotes: before.reviewNotes },
      after: after && { status: after.status, reviewNotes: after.reviewNotes },
    });
  }

  return {
    async listProviders(query: AdminProviderQuery): Promise<AdminProviderList> {
      const { rows, totalCount } = await repository.listProviders(query);
      return { providers: rows.map(toAdminProviderRow), totalCount };
    },

    async stats(): Promise<AdminStats> {
      const counts = await repository.statusCounts();
      return {
        total: counts.pending + counts.approved + counts.rejected + counts.needs_review,
        pending: counts.pending,
        approved: counts.approved,
        rejected: counts.rejected,
        needsReview: counts.needs_review,
      };
    },

    /** The city and specialty selects: distinct stored values, cached for a minute. */
    async filterOptions(): Promise<AdminFilterOptions> {
      if (filterOptions && filterOptions.expires > Date.now()) return filterOptions.value;
      const value = await repository.distinctCitiesAndSpecialties();
      filterOptions = { value, expires: Date.now() + FILTER_OPTIONS_TTL_MS };
      return value;
    },

    /** The chart: new listings per month by status and by source (the last `months`). */
    async providersOverTime(months = 12): Promise<ProvidersOverTime> {
      const labels = lastMonths(months, now());
      const since = new Date(`${labels[0]}-01T00:00:00-06:00`);
      const { byStatus, bySource } = await repository.monthlyCounts(since);
      const series = (rows: { month: string; key: string; n: number }[], keys: string[]) =>
        keys.map((key) =>
          labels.map((month) => rows.find((row) => row.key === key && row.month === month)?.n ?? 0),
        );
      const sourceKeys = [...new Set(bySource.map((row) => row.key))].sort();
      const statusCounts = series(byStatus, [...APPROVAL_STATUSES]);
      const sourceCounts = series(bySource, sourceKeys);
      return {
        months: labels,
        byStatus: APPROVAL_STATUSES.map((key, i) => ({
          key,
          label: APPROVAL_STATUS_LABELS[key],
          counts: statusCounts[i]!,
        })),
        bySource: sourceKeys.map((key, i) => ({
          key,
          label: sourceBadgeLabel(key),
          counts: sourceCounts[i]!,
        })),
      };
    },

    async getProvider(id: number): Promise<AdminProviderDetail> {
      return detailOf(await existing(id));
    },

    /** PUT …/status: any status, with the administrator's notes (admin-side 4). */
    async setStatus(
      id: number,
      input: { status: ApprovalStatus; adminNotes?: string | null },
      admin: AdminActor,
    ): Promise<AdminProviderDetail> {
      const changes: Partial<typeof providers.$inferInsert> = { approvalStatus: input.status };
      if (input.adminNotes !== undefined) changes.adminNotes = input.adminNotes || null;
      return change(id, changes, admin, { action: "provider.status_changed" });
    },

    /** PUT /api/admin/providers/{id}: only the fields sent change. */
    async updateProvider(
      id: number,
      input: AdminProviderUpdate,
      admin: AdminActor,
    ): Promise<AdminProviderDetail> {
      const before = await existing(id);
      const { socialLinks, specialty, city, licenseNumber, licenseVerified, ...plain } = input;
      const changes: Partial<typeof providers.$inferInsert> = { ...plain };
      if (specialty !== undefined && specialty !== before.specialty) {
        const known = matchSpecialty(specialty);
        changes.specialty = known?.name ?? specialty;
        changes.specialtySlug = known?.slug ?? null;
      }
      if (city !== undefined && city !== before.city) {
        const known = matchCity(city);
        changes.city = known?.name ?? city;
        changes.citySlug = known?.slug ?? null;
        if (input.state === undefined && known) changes.state = known.state;
      }
      if (socialLinks !== undefined) {
        changes.socialLinks = Object.fromEntries(
          Object.entries(socialLinks).filter(([, url]) => url && url.trim() !== ""),
        );
      }
      if (licenseNumber !== undefined && licenseNumber !== before.licenseNumber) {
        changes.licenseNumber = licenseNumber;
        // A new number is not the one that was checked.
        if (licenseVerified === undefined) {
          changes.licenseVerified = false;
          changes.licenseValidatedAt = null;
        }
      }
      if (licenseVerified !== undefined && licenseVerified !== before.licenseVerified) {
        changes.licenseVerified = licenseVerified;
        changes.licenseValidatedAt = licenseVerified ? now() : null;
      }
      const licence = {
        id,
        licenseNumber:
          changes.licenseNumber !== undefined ? changes.licenseNumber : before.licenseNumber,
      };
      const holders =
        changes.licenseNumber !== undefined || changes.licenseVerified
          ? await deps.licences.otherHoldersOfListing(licence)
          : [];
      if (changes.licenseNumber !== undefined) {
        // The issue was about the old number; one cédula, one doctor still holds for the new one.
        changes.licenseIssue = holders.length > 0 ? "conflict" : null;
        changes.licenseConflictProviderId = holders[0]?.providerId ?? null;
      }
      // The edit form's checkbox must not do what 'Validar cédula' refuses without a note.
      const issue = changes.licenseIssue !== undefined ? changes.licenseIssue : before.licenseIssue;
      if (changes.licenseVerified && (issue !== null || holders.length > 0)) {
        throw conflict(M.licenceNeedsValidation);
      }
      for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
        if (JSON.stringify(changes[key]) === JSON.stringify(before[key as keyof typeof before])) {
          delete changes[key];
        }
      }
      if (Object.keys(changes).length === 0) return detailOf(before);
      return change(id, changes, admin, { action: "provider.updated" });
    },

    /**
     * 'Validar cédula': asks the registry (SEP or offline). A found cédula whose holder is
     * the listing's doctor, and that no other listing holds, is stored on the listing with
     * the registry's data; otherwise the answer is a 409 with both names and the other
     * listings, unless the administrator overrides it with a note. An unknown one changes
     * nothing.
     */
    async validateLicence(
      id: number,
      input: ValidateLicenseInput,
      admin: AdminActor,
    ): Promise<AdminLicenceValidationResult> {
      const row = await existing(id);
      const check = await deps.licences.validateLicence(input.licenseNumber, { providerId: id });
      if (check.status === "unavailable") throw unavailable(check.message);
      const comparison = await comparisonFor(row, check.licenseNumber, holderOfCheck(check));
      if (!check.isValid) {
        return {
          isValid: false,
          status: "invalid",
          message: check.message,
          source: check.source,
          provider: await detailOf(await existing(id)),
          comparison,
          overridden: false,
        };
      }
      const overridden = refuseUnlessOverridden(comparison, input);
      return storeValidLicence(id, check, admin, {
        action: "provider.license_validated",
        comparison,
        overridden,
        note: input.note,
      });
    },

    /**
     * The registry does not know a cédula the administrator checked elsewhere (on paper, on
     * the SEP site): they vouch for it, the listing is validated, and the offline registry
     * accepts that cédula from then on. The same one-cédula-one-doctor checks apply, with
     * the name they typed as the holder's.
     */
    async confirmLicence(
      id: number,
      input: Omit<LicenceConfirmationInput, "providerId" | "adminId"> & LicenceOverride,
      admin: AdminActor,
    ): Promise<AdminLicenceValidationResult> {
      const row = await existing(id);
      const { override, note, ...confirmation } = input;
      // Its fields are refused first: nothing is compared, or recorded, before they are right.
      const { licenseNumber, data } = parseConfirmation({ ...confirmation, adminId: admin.id });
      const comparison = await comparisonFor(row, licenseNumber, {
        name: data.name.toLocaleUpperCase("es-MX"),
      });
      const overridden = refuseUnlessOverridden(comparison, { override, note });
      const check = await deps.licences.confirmLicence({
        ...confirmation,
        providerId: id,
        adminId: admin.id,
      });
      return storeValidLicence(id, check, admin, {
        action: "provider.license_confirmed",
        comparison,
        overridden,
        note,
      });
    },

    ...createPendingChangesAdmin({
      repository,
      licences: deps.licences,
      onProvidersChanged: providersChanged,
      mail: deps.mail,
      logger: deps.logger,
      brandName: deps.brandName,
      siteUrl: deps.siteUrl,
    }),

    listReviews(status?: ReviewStatus) {
      return deps.reviews.listForAdmin(status ? { status } : {});
    },

    async restoreReview(reviewId: number, notes: string, admin: AdminActor) {
      const before = await repository.reviewStatus(reviewId);
      const result = await deps.reviews.restore(reviewId, admin.id, notes);
      await repository.recordAudit(actorOf(admin), {
        action: "review.restored",
        entityType: "review",
        entityId: String(reviewId),
        before: { approvalStatus: before },
        after: { approvalStatus: result.approvalStatus },
        notes: notes.trim(),
      });
      return result;
    },

    listPosts(status?: Exclude<DoctorPostStatus, "draft">) {
      return deps.doctorPosts.listForAdmin(status);
    },

    async approvePost(postId: number, notes: string | undefined, admin: AdminActor) {
      const before = await repository.findPost(postId);
      const post = await deps.doctorPosts.approve(postId, admin.id, notes);
      await auditPost(admin, postId, "doctor_post.approved", before, post);
      return post;
    },

    /** Rejects with notes and emails them to the author (a failed email does not undo it). */
    async rejectPost(postId: number, notes: string, admin: AdminActor) {
      const before = await repository.findPost(postId);
      const post = await deps.doctorPosts.reject(postId, admin.id, notes);
      await auditPost(admin, postId, "doctor_post.rejected", before, post);
      const author = await repository.postAuthor(postId);
      if (author?.email) {
        try {
          await deps.mail.send(author.email, {
            kind: "doctor-post-rejected",
            brandName: deps.brandName,
            firstName: author.firstName,
            title: author.title,
            notes: post.reviewNotes ?? notes.trim(),
            url: `${deps.siteUrl}/dashboard?tab=articulos`,
          });
        } catch (error) {
          deps.logger.warn({ err: error, postId }, "no se pudo avisar al autor del rechazo");
        }
      }
      return post;
    },

    async deletePost(postId: number, admin: AdminActor) {
      const before = await repository.findPost(postId);
      await deps.doctorPosts.remove(postId);
      await repository.recordAudit(actorOf(admin), {
        action: "doctor_post.deleted",
        entityType: "doctor_post",
        entityId: String(postId),
        before,
        after: null,
      });
      return { id: postId, deleted: true };
    },

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
