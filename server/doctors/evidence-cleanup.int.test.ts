import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, claimRequests, jobs, type ClaimStatus } from "../db/schema/index.ts";
import { createDiskEvidenceStore, type EvidenceStore } from "../lib/evidence-store.ts";
import { EVIDENCE_CLEANUP_QUEUE } from "./evidence-cleanup.ts";

const RETENTION_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/**
 * The daily clean-up of claim documents, on the database and the folder the app uses: the
 * files of requests decided (or abandoned) more than EVIDENCE_RETENTION_DAYS ago go, those of
 * recent or still pending requests stay, files no request names go once old; a second pass
 * removes nothing, and the job stays one job that schedules its next run.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("evidence clean-up on %s", (kind) => {
  let database: DatabaseHandle;
  let services: ReturnType<typeof createTestApp>["services"];
  let evidenceDir: string;
  let store: EvidenceStore;
  let sequence = 0;
  let providerId: number;

  /** A request holding two stored files, in `status`, last changed `daysAgo`. */
  async function withFiles(status: ClaimStatus, daysAgo: number, decided = true) {
    const files = [
      { label: "cedula" as const, ...(await store.save(minimalPng())) },
      { label: "identificacion" as const, ...(await store.save(minimalPdf())) },
    ];
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    const [row] = await database.db
      .insert(claimRequests)
      .values({
        providerId,
        accessTokenHash: `limpieza-${++sequence}`,
        email: `limpieza.${sequence}@example.com`,
        firstName: "Nombre",
        lastName: "Apellido",
        passwordHash: "x",
        enteredPhone: "5512345678",
        status,
        channel: "evidence",
        evidence: files,
        decidedAt: decided ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: claimRequests.id });
    return { id: row!.id, keys: files.map((file) => file.key) };
  }
  const onDisk = (keys: string[]) => keys.map((key) => existsSync(path.join(evidenceDir, key)));
  const evidenceOf = async (id: number) =>
    (await database.db.select().from(claimRequests).where(eq(claimRequests.id, id)))[0]!.evidence;
  /** A file no request names, written `daysAgo`. */
  function orphan(name: string, daysAgo: number) {
    const file = path.join(evidenceDir, name);
    writeFileSync(file, minimalPdf());
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    utimesSync(file, at, at);
    return name;
  }
  const queued = () =>
    database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, EVIDENCE_CLEANUP_QUEUE), sql`${jobs.status} in ('queued', 'running')`),
      );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    evidenceDir = mkdtempSync(path.join(tmpdir(), "evidencia-limpieza-"));
    ({ services } = createTestApp(database, {
      EVIDENCE_DIR: evidenceDir,
      EVIDENCE_RETENTION_DAYS: String(RETENTION_DAYS),
    }));
    store = createDiskEvidenceStore({ dir: evidenceDir });
    providerId = (await insertProvider(database.db, { name: "Dra. Limpieza Prueba" })).id;
  });
  afterAll(async () => {
    await database.close();
    rmSync(evidenceDir, { recursive: true, force: true });
  });

  it("deletes the documents of old decided and abandoned requests only, once, from one job", async () => {
    const oldApproved = await withFiles("approved", RETENTION_DAYS + 10);
    const oldRejected = await withFiles("rejected", RETENTION_DAYS + 1);
    const oldSuperseded = await withFiles("superseded", RETENTION_DAYS + 5, false);
    const abandoned = await withFiles("awaiting_evidence", RETENTION_DAYS + 2, false);
    const recentRejected = await withFiles("rejected", RETENTION_DAYS - 1);
    const oldPending = await withFiles("pending_review", RETENTION_DAYS * 3, false);
    const oldOrphan = orphan("0".repeat(32), RETENTION_DAYS + 1);
    const newOrphan = orphan("1".repeat(32), 0);

    // Every process schedules it at start-up: one job all the same.
    expect(await services.evidenceCleanup.schedule()).toBe(true);
    expect(await services.evidenceCleanup.schedule()).toBe(false);
    expect(await queued()).toHaveLength(1);
    expect(await services.jobs.runDue()).toBe(1);

    for (const gone of [oldApproved, oldRejected, oldSuperseded, abandoned]) {
      expect(onDisk(gone.keys)).toEqual([false, false]);
      expect(await evidenceOf(gone.id)).toEqual([]);
    }
    for (const kept of [recentRejected, oldPending]) {
      expect(onDisk(kept.keys)).toEqual([true, true]);
      expect(await evidenceOf(kept.id)).toHaveLength(2);
    }
    expect(onDisk([oldOrphan, newOrphan])).toEqual([false, true]);

    // The audit keeps what was deleted (sha256 and size), once per request.
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "claim.evidence_deleted"));
    expect(audits.map((row) => Number(row.entityId)).sort((a, b) => a - b)).toEqual(
      [oldApproved.id, oldRejected.id, oldSuperseded.id, abandoned.id].sort((a, b) => a - b),
    );
    expect(audits[0]!.details).toMatchObject({
      retentionDays: RETENTION_DAYS,
      files: [{ label: "cedula" }, { label: "identificacion" }],
    });

    // The next run is tomorrow's, and the only one; running again now removes nothing.
    const [next] = await queued();
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    expect(await queued()).toHaveLength(1);
    expect(await services.jobs.runDue()).toBe(0);
    expect(await services.evidenceCleanup.clean()).toEqual({ requests: 0, files: 0, orphans: 0 });
    expect(onDisk([...recentRejected.keys, ...oldPending.keys, newOrphan])).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("finishes a pass cut short: a request whose files are already gone is cleared too", async () => {
    const half = await withFiles("rejected", RETENTION_DAYS + 3);
    await store.remove(half.keys[0]!);
    expect(await services.evidenceCleanup.clean()).toMatchObject({ requests: 1, files: 2 });
    expect(onDisk(half.keys)).toEqual([false, false]);
    expect(await evidenceOf(half.id)).toEqual([]);
  });
});
