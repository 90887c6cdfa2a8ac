import type { JobQueue } from "../jobs/queue.ts";
import type { EvidenceStore } from "../lib/evidence-store.ts";
import type { Logger } from "../logger.ts";
import type { ClaimRepository } from "./claim-repository.ts";

export const EVIDENCE_CLEANUP_QUEUE = "evidence-cleanup";
const DAY_MS = 24 * 3_600_000;
/** Requests handled per batch; the pass goes on until none is left. */
const BATCH = 100;

/**
 * The documents of claims and registrations (up to 20 MB a request) leave the disk once
 * nobody needs them: `retentionDays` after the request was decided (approved, rejected, closed
 * by another claimant's proof), or after a request left open without a decision to wait for
 * was last touched; files no request names (an upload cut off between the disk and the
 * database) go after the same time. Requests waiting for an administrator keep theirs.
 *
 * A durable job (ADR 009) that schedules its next run a day later; starting it again from
 * every process keeps one job. Every step is idempotent: a file is removed before its request
 * forgets it, so a pass cut short is finished by the next one.
 */
export function registerEvidenceCleanup(deps: {
  jobs: JobQueue;
  repository: Pick<ClaimRepository, "evidenceToClear" | "clearEvidence" | "evidenceKeys" | "audit">;
  evidence: EvidenceStore;
  retentionDays: number;
  logger: Logger;
  now?: () => Date;
}) {
  const { repository, evidence, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** One pass: what it removed, for the log and the tests. */
  async function clean(): Promise<{ requests: number; files: number; orphans: number }> {
    const before = new Date(now().getTime() - deps.retentionDays * DAY_MS);
    let requests = 0;
    let files = 0;
    for (;;) {
      const batch = await repository.evidenceToClear(before, BATCH);
      for (const claim of batch) {
        await Promise.all(claim.evidence.map((file) => evidence.remove(file.key)));
        await repository.clearEvidence(claim.id);
        await repository.audit({
          actorType: "system",
          actorId: null,
          action: "claim.evidence_deleted",
          claim,
          details: {
            status: claim.status,
            retentionDays: deps.retentionDays,
            files: claim.evidence.map(({ label, size, sha256 }) => ({ label, size, sha256 })),
          },
        });
        requests += 1;
        files += claim.evidence.length;
      }
      if (batch.length < BATCH) break;
    }
    // Files nobody names, older than the retention (a newer one may be an upload under way).
    const named = await repository.evidenceKeys();
    const orphans = (await evidence.list()).filter(
      (file) => !named.has(file.key) && file.modifiedAt < before,
    );
    for (const file of orphans) await evidence.remove(file.key);
    if (requests + orphans.length > 0)
      logger.info(
        { requests, files, orphans: orphans.length, retentionDays: deps.retentionDays },
        `Limpieza de documentos: ${files} archivos de ${requests} solicitudes y ${orphans.length} sin solicitud, de más de ${deps.retentionDays} días`,
      );
    return { requests, files, orphans: orphans.length };
  }

  deps.jobs.register(EVIDENCE_CLEANUP_QUEUE, {
    backoffMs: [60_000, 15 * 60_000, 3_600_000],
    maxAttempts: 4,
    leaseMs: 30 * 60_000,
    async run(job) {
      await clean();
      await deps.jobs.enqueueSingle(
        EVIDENCE_CLEANUP_QUEUE,
        {},
        { runAt: new Date(now().getTime() + DAY_MS), except: job.id },
      );
    },
    // Out of attempts (the disk or the database failing): tomorrow's run tries again.
    async onGiveUp() {
      await deps.jobs.enqueueSingle(
        EVIDENCE_CLEANUP_QUEUE,
        {},
        { runAt: new Date(now().getTime() + DAY_MS) },
      );
    },
  });

  return {
    clean,
    /** Makes sure a run is queued (at start-up of each process); one job whatever the callers. */
    schedule: () => deps.jobs.enqueueSingle(EVIDENCE_CLEANUP_QUEUE, {}),
  };
}
export type EvidenceCleanup = ReturnType<typeof registerEvidenceCleanup>;
