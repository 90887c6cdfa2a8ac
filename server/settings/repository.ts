import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSettings } from "../db/schema/index.ts";

export function createSettingsRepository(db: Database) {
  async function get(key: string): Promise<unknown> {
    const rows = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key))
      .limit(1);
    return rows[0]?.value;
  }
  return {
    get,
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Stores `value` unless the key has one; returns what is stored (the first writer wins). */
    async setIfAbsent(key: string, value: unknown): Promise<unknown> {
      await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
      return get(key);
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
