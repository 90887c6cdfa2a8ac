import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSettings } from "../db/schema/index.ts";

export function createSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<unknown> {
      const rows = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .limit(1);
      return rows[0]?.value;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
