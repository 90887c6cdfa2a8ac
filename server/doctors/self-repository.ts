import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { providerPendingChanges, providers } from "../db/schema/index.ts";
import type { IdentityFields } from "../db/schema/verification.ts";
import { listingsWithLicense } from "../licenses/repository.ts";

/** The columns the doctor's dashboard reads and edits; nothing an administrator keeps. */
const ownColumns = {
  id: providers.id,
  userId: providers.userId,
  name: providers.name,
  slug: providers.slug,
  specialty: providers.specialty,
  specialtySlug: providers.specialtySlug,
  city: providers.city,
  citySlug: providers.citySlug,
  bio: providers.bio,
  phone: providers.phone,
  whatsapp: providers.whatsapp,
  email: providers.email,
  location: providers.location,
  schedule: providers.schedule,
  experience: providers.experience,
  price: providers.price,
  availableToday: providers.availableToday,
  onlineBooking: providers.onlineBooking,
  telemedicine: providers.telemedicine,
  licenseNumber: providers.licenseNumber,
  licenseVerified: providers.licenseVerified,
  licenseIssue: providers.licenseIssue,
  // Read to compare a new name with the registry's holder; never sent to the browser.
  licenseValidationData: providers.licenseValidationData,
  approvalStatus: providers.approvalStatus,
  servicesWithPricing: providers.servicesWithPricing,
  locations: providers.locations,
  socialLinks: providers.socialLinks,
  avatar: providers.avatar,
  insuranceNetworks: providers.insuranceNetworks,
};

export type OwnListingRow = {
  [K in keyof typeof ownColumns]: (typeof providers.$inferSelect)[K];
};

/** What a dashboard save may write (see DoctorSelfService.update). */
export type OwnListingChanges = Partial<
  Pick<
    typeof providers.$inferInsert,
    | "name"
    | "licenseNumber"
    | "licenseVerified"
    | "licenseValidatedAt"
    | "licenseValidationData"
    | "licenseIssue"
    | "licenseConflictProviderId"
    | "bio"
    | "phone"
    | "whatsapp"
    | "email"
    | "specialty"
    | "specialtySlug"
    | "experience"
    | "price"
    | "location"
    | "schedule"
    | "availableToday"
    | "telemedicine"
    | "servicesWithPricing"
    | "locations"
    | "socialLinks"
    | "insuranceNetworks"
  >
>;

/** The owner's open request to change the listing's identity. */
export interface OpenPendingChange {
  id: number;
  after: IdentityFields;
  updatedAt: Date;
}

/** What a save does to the open identity request, next to the listing's own changes. */
export type PendingWrite =
  | { kind: "keep" }
  | { kind: "withdraw" }
  | { kind: "request"; before: IdentityFields; after: IdentityFields; requestedBy: string };

const pendingColumns = {
  id: providerPendingChanges.id,
  after: providerPendingChanges.after,
  updatedAt: providerPendingChanges.updatedAt,
};
const isOpenFor = (providerId: number) =>
  and(
    eq(providerPendingChanges.providerId, providerId),
    eq(providerPendingChanges.status, "pending"),
  );

export function createDoctorSelfRepository(db: Database) {
  return {
    /**
     * The listing an account owns. Should an account ever own several, the approved one
     * comes first, then the oldest: the dashboard always opens the same listing.
     */
    async findOwnedBy(userId: string): Promise<OwnListingRow | undefined> {
      const [row] = await db
        .select(ownColumns)
        .from(providers)
        .where(eq(providers.userId, userId))
        .orderBy(sql`(${providers.approvalStatus} = 'approved') desc`, asc(providers.id))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<OwnListingRow | undefined> {
      const [row] = await db
        .select(ownColumns)
        .from(providers)
        .where(eq(providers.id, id))
        .limit(1);
      return row;
    },

    async openPendingChange(providerId: number): Promise<OpenPendingChange | null> {
      const [row] = await db
        .select(pendingColumns)
        .from(providerPendingChanges)
        .where(isOpenFor(providerId));
      return row ?? null;
    },

    /** Another listing that already carries these cédula digits, if any. */
    async otherListingWithLicense(digits: string, providerId: number): Promise<number | null> {
      const [holder] = await listingsWithLicense(db, digits, {
        excludeProviderId: providerId,
        limit: 1,
      });
      return holder?.providerId ?? null;
    },

    /**
     * Writes only the given columns (jsonb values stored as arrays and objects) and the open
     * identity request in ONE transaction; the listing's row lock keeps a listing to one open
     * request even when two saves race.
     */
    async saveOwnEdit(
      id: number,
      changes: OwnListingChanges,
      pending: PendingWrite,
    ): Promise<{ row: OwnListingRow; pending: OpenPendingChange | null } | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: providers.id })
          .from(providers)
          .where(eq(providers.id, id))
          .for("update");
        if (!locked) return undefined;
        const [row] =
          Object.keys(changes).length > 0
            ? await tx
                .update(providers)
                .set({ ...changes, updatedAt: new Date() })
                .where(eq(providers.id, id))
                .returning(ownColumns)
            : await tx.select(ownColumns).from(providers).where(eq(providers.id, id));
        const [open] = await tx
          .select(pendingColumns)
          .from(providerPendingChanges)
          .where(isOpenFor(id))
          .for("update");
        const now = new Date();
        if (pending.kind === "keep") return { row: row!, pending: open ?? null };
        if (pending.kind === "withdraw") {
          if (open) {
            await tx
              .update(providerPendingChanges)
              .set({ status: "withdrawn", updatedAt: now })
              .where(eq(providerPendingChanges.id, open.id));
          }
          return { row: row!, pending: null };
        }
        const values = {
          before: pending.before,
          after: pending.after,
          requestedBy: pending.requestedBy,
          updatedAt: now,
        };
        const [saved] = open
          ? await tx
              .update(providerPendingChanges)
              .set(values)
              .where(eq(providerPendingChanges.id, open.id))
              .returning(pendingColumns)
          : await tx
              .insert(providerPendingChanges)
              .values({ providerId: id, ...values, createdAt: now })
              .returning(pendingColumns);
        return { row: row!, pending: saved! };
      });
    },
  };
}
export type DoctorSelfRepository = ReturnType<typeof createDoctorSelfRepository>;
