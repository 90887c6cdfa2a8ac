import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  ADMIN_MESSAGES as M,
  sourceBadgeLabel,
  type AdminFilterOptions,
  type AdminProviderDetail,
  type AdminProviderList,
  type AdminProviderQuery,
  type AdminProviderUpdate,
  type AdminStats,
  type ApprovalStatus,
  type ProvidersOverTime,
} from "../../common/admin/providers.ts";
import { matchCity, matchSpecialty } from "../../common/doctors/registration.ts";
import { conflict } from "../../common/errors.ts";
import type { providers } from "../db/schema/index.ts";
import type { ChangeBus } from "../lib/change-bus.ts";
import { createLoadingCache } from "../lib/cache.ts";
import type { LicensesService } from "../licenses/service.ts";
import { toAdminProviderRow } from "./dto.ts";
import type { AdminActor, ListingEdits } from "./listing-edits.ts";
import type { AdminRepository } from "./repository.ts";
import { monthIn } from "../../common/time/format.ts";

const FILTER_OPTIONS_TTL_MS = 60_000;

/** Months "YYYY-MM" from `count - 1` months ago to this month, in Mexico City time. */
function lastMonths(count: number, now: Date): string[] {
  const [year, month] = monthIn(now).split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return months;
}

/** The 'Médicos' tab: the list, its counts, filters and chart, status changes and edits. */
export function createProvidersAdmin(deps: {
  repository: AdminRepository;
  licenses: LicensesService;
  edits: ListingEdits;
  changes: ChangeBus;
  now: () => Date;
}) {
  const { repository, edits, now } = deps;
  const filterOptions = createLoadingCache<AdminFilterOptions>({
    maxEntries: 1,
    ttlMs: FILTER_OPTIONS_TTL_MS,
    invalidatedBy: { changes: deps.changes, topics: ["listings"] },
  });

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

    /**
     * The city and specialty selects: distinct stored values, cached until listings change
     * (an import, an edit; in any process) and for a minute at most.
     */
    filterOptions(): Promise<AdminFilterOptions> {
      return filterOptions.get("all", () => repository.distinctCitiesAndSpecialties());
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
      return edits.detailOf(await edits.existing(id));
    },

    /** PUT …/status: any status, with the administrator's notes (admin-side 4). */
    async setStatus(
      id: number,
      input: { status: ApprovalStatus; adminNotes?: string | null },
      admin: AdminActor,
    ): Promise<AdminProviderDetail> {
      const changes: Partial<typeof providers.$inferInsert> = { approvalStatus: input.status };
      if (input.adminNotes !== undefined) changes.adminNotes = input.adminNotes || null;
      return edits.change(id, changes, admin, { action: "provider.status_changed" });
    },

    /** PUT /api/admin/providers/{id}: only the fields sent change. */
    async updateProvider(
      id: number,
      input: AdminProviderUpdate,
      admin: AdminActor,
    ): Promise<AdminProviderDetail> {
      const before = await edits.existing(id);
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
      const license = {
        id,
        licenseNumber:
          changes.licenseNumber !== undefined ? changes.licenseNumber : before.licenseNumber,
      };
      const holders =
        changes.licenseNumber !== undefined || changes.licenseVerified
          ? await deps.licenses.otherHoldersOfListing(license)
          : [];
      if (changes.licenseNumber !== undefined) {
        // The issue was about the old number; one cédula, one doctor still holds for the new one.
        changes.licenseIssue = holders.length > 0 ? "conflict" : null;
        changes.licenseConflictProviderId = holders[0]?.providerId ?? null;
      }
      // The edit form's checkbox must not do what 'Validar cédula' refuses without a note.
      const issue = changes.licenseIssue !== undefined ? changes.licenseIssue : before.licenseIssue;
      if (changes.licenseVerified && (issue !== null || holders.length > 0)) {
        throw conflict(M.licenseNeedsValidation);
      }
      for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
        if (JSON.stringify(changes[key]) === JSON.stringify(before[key as keyof typeof before])) {
          delete changes[key];
        }
      }
      if (Object.keys(changes).length === 0) return edits.detailOf(before);
      return edits.change(id, changes, admin, { action: "provider.updated" });
    },
  };
}
