import { date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { providers } from "./providers.ts";

/**
 * Profile views and contact clicks per listing and calendar day (America/Mexico_City).
 * One row per day keeps the table small however popular a profile is; events upsert.
 */
export const profileDailyStats = pgTable(
  "profile_daily_stats",
  {
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    calls: integer("calls").notNull().default(0),
    whatsapp: integer("whatsapp").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.day] })],
);
