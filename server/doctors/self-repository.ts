import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { providers } from "../db/schema/index.ts";

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
  email: providers.email,
  location: providers.location,
  schedule: providers.schedule,
  experience: providers.experience,
  price: providers.price,
  availableToday: providers.availableToday,
  telemedicine: providers.telemedicine,
  licenseNumber: providers.licenseNumber,
  licenseVerified: providers.licenseVerified,
  approvalStatus: providers.approvalStatus,
  servicesWithPricing: providers.servicesWithPricing,
  locations: providers.locations,
  socialLinks: providers.socialLinks,
};

export type OwnListingRow = {
  [K in keyof typeof ownColumns]: (typeof providers.$inferSelect)[K];
};

/** What a dashboard save may write (see DoctorSelfService.update). */
export type OwnListingChanges = Partial<
  Pick<
    typeof providers.$inferInsert,
    | "name"
    | "bio"
    | "phone"
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
  >
>;

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

    /** Writes only the given columns; jsonb values are stored as arrays and objects. */
    async update(id: number, changes: OwnListingChanges): Promise<OwnListingRow | undefined> {
      const [row] = await db
        .update(providers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(providers.id, id))
        .returning(ownColumns);
      return row;
    },
  };
}
export type DoctorSelfRepository = ReturnType<typeof createDoctorSelfRepository>;
