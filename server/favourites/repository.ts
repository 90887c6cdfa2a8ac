import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { favourites } from "../db/schema/index.ts";

export function createFavouritesRepository(db: Database) {
  return {
    async add(userId: string, providerId: number): Promise<void> {
      await db.insert(favourites).values({ userId, providerId }).onConflictDoNothing();
    },
    async remove(userId: string, providerId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.providerId, providerId)));
    },
    /** Newest first. */
    async providerIds(userId: string, limit = 500): Promise<number[]> {
      const rows = await db
        .select({ providerId: favourites.providerId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt))
        .limit(limit);
      return rows.map((row) => row.providerId);
    },
  };
}
export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
