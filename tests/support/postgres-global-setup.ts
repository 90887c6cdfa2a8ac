import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

// One PostgreSQL server for the whole integration run; each test file makes its own database.
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
