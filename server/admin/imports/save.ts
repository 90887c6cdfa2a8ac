import type { ImportRunMessage } from "../../../common/imports/types.ts";
import { providerSlugFromName } from "../../../common/text/slug.ts";
import type { ProviderDraft, ProviderInsert } from "./normalize.ts";
import type { ProgressReporter } from "./progress.ts";
import { INSERT_BATCH_SIZE, type ImportsRepository } from "./repository.ts";

/** From this many rows on, an import may rebuild the indexes instead of updating them. */
const LARGE_IMPORT_ROWS = 5_000;

/**
 * Writes an import in ONE transaction: its listings with unique slugs, its run's counts and
 * every message about skipped rows. Any failure, even in the last batch, saves nothing.
 */
export async function saveListings(
  deps: { repository: ImportsRepository; rebuildIndexesForLargeImports?: boolean },
  input: {
    runId: number;
    drafts: ProviderDraft[];
    progress: ProgressReporter;
    skipped: number;
    errors: string[];
    messages: readonly ImportRunMessage[];
  },
): Promise<void> {
  const { repository } = deps;
  const { runId, drafts, progress } = input;
  await repository.transaction(async (tx) => {
    const bases = [...new Set(drafts.map((d) => baseSlugOf(d.row.name)))];
    // Every slug this import may give ("juan-perez", "juan-perez-2"…) has the key
    // slugKeyOf(base) or base itself; slugs already in use are read by those keys.
    const used = await repository.slugsInUse(tx, [
      ...new Set(bases.flatMap((base) => [base, slugKeyOf(base)])),
    ]);
    const next = new Map<string, number>();
    const rows: ProviderInsert[] = drafts.map((draft) => {
      const base = baseSlugOf(draft.row.name);
      let slug = base;
      let n = next.get(base) ?? 2;
      while (used.has(slug)) slug = `${base}-${n++}`;
      next.set(base, n);
      used.add(slug);
      return { ...draft.row, slug };
    });
    progress.saving(0, rows.length);
    const insertAll = async () => {
      for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
        await repository.insertProviders(tx, rows.slice(start, start + INSERT_BATCH_SIZE));
        progress.saving(Math.min(start + INSERT_BATCH_SIZE, rows.length), rows.length);
      }
    };
    // Measured on PGlite: index upkeep is most of an insert's cost, and rebuilding once is
    // cheaper as soon as the import is a sizeable share of the table.
    const rebuild =
      deps.rebuildIndexesForLargeImports === true &&
      rows.length >= LARGE_IMPORT_ROWS &&
      rows.length * 4 >= (await repository.countProviders(tx));
    if (rebuild) await repository.withIndexesRebuilt(tx, insertAll);
    else await insertAll();
    await repository.saveMessages(runId, input.messages, tx);
    await repository.finishRun(
      runId,
      { status: "completed", imported: rows.length, skipped: input.skipped, errors: input.errors },
      tx,
    );
  });
}

function baseSlugOf(name: string): string {
  return providerSlugFromName(name) || "medico";
}

/** The repository's slug key: trailing digits, then trailing hyphens, removed. */
function slugKeyOf(slug: string): string {
  return slug.replace(/[0-9]+$/, "").replace(/-+$/, "");
}
