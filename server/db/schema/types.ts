import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL tsvector; drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
