import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { querySchema, sortEntries, type EvalEntry } from "./queries.ts";

/**
 * Fresh evaluation batches (README.md, "Fresh batches"): each written by an author who never
 * saw the search or the earlier sets, committed, and scored once before any change that could
 * have learnt from it. That first score is kept in batches/first-scores.json and is what the
 * batch says about new wording; later scores only show it was not forgotten.
 */

export const BATCHES_DIR = fileURLToPath(new URL("./batches/", import.meta.url));
export const FIRST_SCORES_PATH = path.join(BATCHES_DIR, "first-scores.json");

/** Batch query numbers start here, above every number of the first set and its additions. */
export const BATCH_IDS_FROM = 701;

const BATCH_FILE = /^(batch-\d{2})\.jsonl$/;

/** A batch line: a query line of the first set whose `split` may be left out (and is ignored). */
const batchLineSchema = querySchema.extend({
  id: z.string().regex(/^[a-z-]+-\d{3,}$/),
  split: querySchema.shape.split.optional(),
});

export interface SearchBatch {
  /** `batch-NN`, the file name without `.jsonl`. */
  name: string;
  entries: EvalEntry[];
}

/** Reads and checks one batch file; `name` is what messages and scores call it. */
export function parseBatchFile(file: string, name = path.basename(file, ".jsonl")): SearchBatch {
  const ids = new Set<string>();
  const entries = readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index): EvalEntry[] => {
      if (line.trim() === "") return [];
      const where = `${name}.jsonl:${index + 1}`;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${where}: not a JSON line`);
      }
      const parsed = batchLineSchema.safeParse(json);
      if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
      const { split: _ignored, ...entry } = parsed.data;
      const cut = entry.id.lastIndexOf("-");
      if (entry.id.slice(0, cut) !== entry.category) {
        throw new Error(`${where}: id ${entry.id} does not match its category ${entry.category}`);
      }
      if (Number(entry.id.slice(cut + 1)) < BATCH_IDS_FROM) {
        throw new Error(`${where}: id ${entry.id} is numbered below ${BATCH_IDS_FROM}`);
      }
      if (ids.has(entry.id)) throw new Error(`${where}: duplicate id ${entry.id}`);
      ids.add(entry.id);
      return [entry];
    });
  if (entries.length === 0) throw new Error(`${name}.jsonl: no queries`);
  return { name, entries: sortEntries(entries) };
}

/** Every `batch-NN.jsonl` directly in the folder, in order (sub-folders such as fixtures/ are not batches). */
export function loadSearchBatches(dir = BATCHES_DIR): SearchBatch[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((file) => file.isFile() && BATCH_FILE.test(file.name))
    .map((file) => file.name)
    .sort()
    .map((file) => parseBatchFile(path.join(dir, file)));
}

/** What is kept of a batch's first score (first-scores.json). */
export interface BatchFirstScore {
  /** Queries in the batch. */
  count: number;
  top1: number;
  top5: number;
  precision: number;
  allFit: number;
  /** Per category: its queries and its top-5 (a share, 0 to 1). */
  categories: Record<string, { count: number; top5: number }>;
  /** The calificador queries and the share whose first five all fit. */
  calificador: { count: number; allFit: number };
  scoredAt: string;
  /** Short hash of HEAD when it was scored. */
  commit: string;
}

export function loadFirstScores(file = FIRST_SCORES_PATH): Record<string, BatchFirstScore> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, BatchFirstScore>;
}
