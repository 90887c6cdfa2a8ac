import { doublePrecision, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Reference tables filled from common/catalogs at seed time (spec 3: Specialty, City). */
export const specialties = pgTable("specialties", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  icon: text("icon").notNull(),
});

export const cities = pgTable("cities", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  population: integer("population").notNull(),
});
