import { ADMIN_MESSAGES as M, type AdminProviderDetail } from "../../common/admin/providers.ts";
import { notFound } from "../../common/errors.ts";
import type { providers } from "../db/schema/index.ts";
import type { LicensesService } from "../licenses/service.ts";
import { toAdminProviderDetail } from "./dto.ts";
import type {
  AdminProviderRecord,
  AdminRepository,
  AuditActor,
  ProviderAudit,
} from "./repository.ts";

export interface AdminActor {
  id: number;
  username: string;
}

export const actorOf = (admin: AdminActor): AuditActor => ({ adminId: admin.id });

/**
 * Reading and changing one listing as an administrator: the dialog's detail (with the other
 * listings that hold its cédula) and an audited change that public caches hear about.
 */
export function createListingEdits(deps: {
  repository: AdminRepository;
  licenses: LicensesService;
  /** Public pages, search answers and the filter options cache listings. */
  onProvidersChanged: () => void;
}) {
  const { repository } = deps;

  async function detailOf(row: AdminProviderRecord): Promise<AdminProviderDetail> {
    return toAdminProviderDetail(row, await deps.licenses.otherHoldersOfListing(row));
  }

  return {
    detailOf,

    async existing(id: number): Promise<AdminProviderRecord> {
      const row = await repository.findProvider(id);
      if (!row) throw notFound(M.providerNotFound);
      return row;
    },

    async change(
      id: number,
      changes: Partial<typeof providers.$inferInsert>,
      admin: AdminActor,
      audit: ProviderAudit,
    ): Promise<AdminProviderDetail> {
      const row = await repository.updateProvider(id, changes, actorOf(admin), audit);
      if (!row) throw notFound(M.providerNotFound);
      deps.onProvidersChanged();
      return detailOf(row);
    },
  };
}
export type ListingEdits = ReturnType<typeof createListingEdits>;
