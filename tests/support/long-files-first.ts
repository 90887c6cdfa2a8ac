import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Integration files whose size says little about their time, longest first (clean-clone run
 * 34, 2026-12-04). Vitest orders files by their last time when it has one, and by size when it
 * has none, as on a clean clone: these small files then started last, and the step ended with
 * one or two of them running alone (153 s against 146 s with Vitest's own timings, one run
 * after the other). A file missing from the list only loses its place at the front.
 */
export const LONG_FILES = [
  "scripts/search-eval/threshold.int.test.ts", // 27 s: seeds 10,000 listings for one test
  "scripts/start.int.test.ts", // 21 s: `npm start`, then signals
  "server/http/limits.int.test.ts", // 20 s
  "server/http/json-input.int.test.ts", // 18 s: every route with bad input
  "tests/multi-process.int.test.ts", // 16 s: several server processes
  "scripts/search-eval/page.int.test.ts", // 9 s: one test
];

/** Vitest's own order, with the files of LONG_FILES moved to the front. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(path.relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
