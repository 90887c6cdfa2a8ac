import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { ProfileEventKind } from "../../common/analytics/weeks.ts";
import type { Database } from "../db/client.ts";
import { profileDailyStats, providers } from "../db/schema/index.ts";

const COLUMN_OF = {
  view: "views",
  call: "calls",
  whatsapp: "whatsapp",
  booking: "bookings",
} as const satisfies Record<ProfileEventKind, keyof typeof profileDailyStats.$inferSelect>;

export function createAnalyticsRepository(db: Database) {
  return {
    /** A public listing and its owner, or undefined. */
    async publicListing(providerId: number) {
      const [row] = await db
        .select({ id: providers.id, userId: providers.userId })
        .from(providers)
        .where(and(eq(providers.id, providerId), eq(providers.approvalStatus, "approved")))
        .limit(1);
      return row;
    },

    /** Adds one to a counter of a listing's day; the row is created on its first event. */
    async increment(providerId: number, day: string, kind: ProfileEventKind) {
      const column = COLUMN_OF[kind];
      const target = profileDailyStats[column];
      await db
        .insert(profileDailyStats)
        .values({ providerId, day, [column]: 1 })
        .onConflictDoUpdate({
          target: [profileDailyStats.providerId, profileDailyStats.day],
          set: { [column]: sql`${target} + 1` },
        });
    },

    async daily(providerId: number, from: string, to: string) {
      return db
        .select({
          day: profileDailyStats.day,
          views: profileDailyStats.views,
          calls: profileDailyStats.calls,
          whatsapp: profileDailyStats.whatsapp,
          bookings: profileDailyStats.bookings,
        })
        .from(profileDailyStats)
        .where(
          and(
            eq(profileDailyStats.providerId, providerId),
            gte(profileDailyStats.day, from),
            lte(profileDailyStats.day, to),
          ),
        )
        .orderBy(asc(profileDailyStats.day));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
