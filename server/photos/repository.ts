import { eq, or, sql } from "drizzle-orm";
import type { PhotoKind } from "../../common/photos/sizes.ts";
import type { Database } from "../db/client.ts";
import { auditLog, providers } from "../db/schema/index.ts";

const COLUMN = { avatar: providers.avatar, banner: providers.bannerImage } as const;

export interface ListingPhotos {
  id: number;
  avatar: string | null;
  bannerImage: string | null;
}

/** The listing's two picture columns (`providers.avatar`, `providers.banner_image`). */
export function createPhotosRepository(db: Database) {
  return {
    async photosOf(providerId: number): Promise<ListingPhotos | undefined> {
      const [row] = await db
        .select({ id: providers.id, avatar: providers.avatar, bannerImage: providers.bannerImage })
        .from(providers)
        .where(eq(providers.id, providerId))
        .limit(1);
      return row;
    },

    async setPhoto(providerId: number, kind: PhotoKind, url: string | null): Promise<void> {
      await db
        .update(providers)
        .set(
          kind === "avatar"
            ? { avatar: url, updatedAt: sql`now()` }
            : { bannerImage: url, updatedAt: sql`now()` },
        )
        .where(eq(providers.id, providerId));
    },

    /** Whether any listing still shows this picture (the same upload on two listings). */
    async inUse(url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(or(eq(COLUMN.avatar, url), eq(COLUMN.banner, url)))
        .limit(1);
      return row !== undefined;
    },

    async auditAdminRemoval(input: {
      adminId: number;
      providerId: number;
      kind: PhotoKind;
      before: string;
    }): Promise<void> {
      await db.insert(auditLog).values({
        actorType: "admin",
        actorId: String(input.adminId),
        action: input.kind === "avatar" ? "provider.photo.remove" : "provider.banner.remove",
        entityType: "provider",
        entityId: String(input.providerId),
        details: { before: { [input.kind]: input.before }, after: { [input.kind]: null } },
      });
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
