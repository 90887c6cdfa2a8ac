import type { ImportRunMessage } from "../../../common/imports/types.ts";
import { providerSlugFromName } from "../../../common/text/slug.ts";
import type { Database } from "../../db/client.ts";
import type { ProviderDraft, ProviderInsert } from "./normalize.ts";
import type { ProgressReporter } from "./progress.ts";
import { INSERT_BATCH_SIZE, type ImportsRepository } from "./repository.ts";

/**
 * Rows per step when an import is saved in steps (PGlite): one step holds the only connection
 * for some tens of milliseconds, so requests that arrive meanwhile wait about that long.
 */
export const STEP_ROWS = 250;

/** Lets queued requests (and their queries) run before the next step of a long import. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SaveInput {
  runId: number;
  drafts: ProviderDraft[];
  progress: ProgressReporter;
  skipped: number;
  errors: string[];
  messages: readonly ImportRunMessage[];
}

export interface SaveDeps {
  repository: ImportsRepository;
  /**
   * Saves in short steps instead of one transaction (PGlite: one connection, which a long
   * transaction would keep from every other request). The outcome stays all or nothing: a
   * failure deletes what the run had saved, and a start after a crash undoes runs left
   * running (undoInterruptedRuns).
   */
  saveInSteps?: boolean;
}

/**
 * Writes an import: its listings with unique slugs, its run's counts and every message about
 * skipped rows. Any failure, even in the last batch, leaves nothing of it.
 */
export function saveListings(deps: SaveDeps, input: SaveInput): Promise<void> {
  return deps.saveInSteps
    ? saveInSteps(deps.repository, input)
    : saveInOneTransaction(deps.repository, input);
}

/** PostgreSQL: ONE transaction; other connections keep reading meanwhile (MVCC). */
async function saveInOneTransaction(repository: ImportsRepository, input: SaveInput) {
  const { runId, progress } = input;
  await repository.transaction(async (tx) => {
    const rows = await withSlugs(repository, tx, input.drafts);
    progress.saving(0, rows.length);
    for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
      await repository.insertProviders(tx, rows.slice(start, start + INSERT_BATCH_SIZE));
      progress.saving(Math.min(start + INSERT_BATCH_SIZE, rows.length), rows.length);
    }
    await repository.saveMessages(runId, input.messages, tx);
    await finishCompleted(repository, input, rows.length, tx);
  });
}

/**
 * PGlite: every step is its own statement, with a yield between steps. The run's row turns
 * `completed` last: until then its listings (pending, tagged with the run) are provisional.
 * (Measured: moving 40,000 staged rows into providers in one INSERT … SELECT held PGlite
 * 6.3 s, index upkeep mostly, so a staging table would not keep the site answering.)
 */
async function saveInSteps(repository: ImportsRepository, input: SaveInput) {
  const { runId, progress } = input;
  try {
    const rows = await withSlugs(repository, undefined, input.drafts);
    progress.saving(0, rows.length);
    for (let start = 0; start < rows.length; start += STEP_ROWS) {
      await yieldToOthers();
      await repository.insertProviders(undefined, rows.slice(start, start + STEP_ROWS));
      progress.saving(Math.min(start + STEP_ROWS, rows.length), rows.length);
    }
    await yieldToOthers();
    await repository.saveMessages(runId, input.messages);
    await finishCompleted(repository, input, rows.length);
  } catch (error) {
    await undoRun(repository, runId);
    throw error;
  }
}

/** Deletes what a run saved, a step at a time. */
export async function undoRun(repository: ImportsRepository, runId: number): Promise<void> {
  while ((await repository.deleteRunListings(runId, STEP_ROWS * 4)) > 0) await yieldToOthers();
  await repository.deleteRunMessages(runId);
}

function finishCompleted(
  repository: ImportsRepository,
  input: SaveInput,
  imported: number,
  executor?: Database,
) {
  return repository.finishRun(
    input.runId,
    { status: "completed", imported, skipped: input.skipped, errors: input.errors },
    executor,
  );
}

async function withSlugs(
  repository: ImportsRepository,
  executor: Database | undefined,
  drafts: ProviderDraft[],
): Promise<ProviderInsert[]> {
  const bases = [...new Set(drafts.map((d) => baseSlugOf(d.row.name)))];
  // Every slug this import may give ("juan-perez", "juan-perez-2"…) has the key
  // slugKeyOf(base) or base itself; slugs already in use are read by those keys.
  const used = await repository.slugsInUse(executor, [
    ...new Set(bases.flatMap((base) => [base, slugKeyOf(base)])),
  ]);
  const next = new Map<string, number>();
  return drafts.map((draft) => {
    const base = baseSlugOf(draft.row.name);
    let slug = base;
    let n = next.get(base) ?? 2;
    while (used.has(slug)) slug = `${base}-${n++}`;
    next.set(base, n);
    used.add(slug);
    return { ...draft.row, slug };
  });
}

function baseSlugOf(name: string): string {
  return providerSlugFromName(name) || "medico";
}

/** The repository's slug key: trailing digits, then trailing hyphens, removed. */
function slugKeyOf(slug: string): string {
  return slug.replace(/[0-9]+$/, "").replace(/-+$/, "");
}
