import { defineConfig } from "drizzle-kit";

// Generation only (no database connection): migrations are applied in code at start,
// because drizzle-kit migrate does not work on PGlite.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: process.env.DRIZZLE_OUT ?? "./server/db/migrations",
});
