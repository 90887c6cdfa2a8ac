import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump, openDatabase } from "../../server/db/client.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database every test file's PostgreSQL database is copied from. */
    postgresTemplate: string;
    /** A migrated PGlite data folder (tar) every test file's PGlite starts from. */
    pgliteTemplatePath: string;
  }
}

const POSTGRES_TEMPLATE = "plantilla_migrada";

/**
 * One PostgreSQL server for the whole integration run, and the schema migrated once per kind:
 * each test file then copies a migrated database (CREATE DATABASE … TEMPLATE, a PGlite data
 * folder archive) instead of migrating its own, which took about 3 s a file on PGlite.
 */
/**
 * embedded-postgres installs async-exit-hook, which answers the process's `beforeExit` with
 * process.exit(0): a run whose tests failed would end with status 0. Keep the status Vitest
 * set before that hook runs, and give it back as the process exits.
 */
function keepExitStatus() {
  let status: string | number | null | undefined;
  process.prependListener("beforeExit", () => {
    status = process.exitCode;
  });
  process.on("exit", () => {
    if (status !== undefined && status !== null && Number(status) !== 0) process.exitCode = status;
  });
}

export default async function setup(project: TestProject) {
  keepExitStatus();
  const [postgres, dump] = await Promise.all([startEmbeddedPostgres(), migratedPgliteDump()]);

  const dir = path.resolve(import.meta.dirname, "../../.tmp");
  mkdirSync(dir, { recursive: true });
  const pgliteTemplatePath = path.join(dir, `pglite-plantilla-${process.pid}.tar`);
  writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));

  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(postgres.url);
  templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
  const template = await openDatabase({ kind: "postgres", url: templateUrl.toString() });
  await template.migrate();
  // A template must have no open connections while databases are copied from it.
  await template.close();

  project.provide("postgresUrl", postgres.url);
  project.provide("postgresTemplate", POSTGRES_TEMPLATE);
  project.provide("pgliteTemplatePath", pgliteTemplatePath);
  return async () => {
    await postgres.stop();
    const { rmSync } = await import("node:fs");
    rmSync(pgliteTemplatePath, { force: true });
  };
}
