import { useCallback, useEffect, useRef, useState } from "react";
import { IMPORT_RESULT_CLOSE_MS } from "../../../../common/imports/constants.ts";
import type {
  ImportContinuing,
  ImportProgress,
  ImportResult,
} from "../../../../common/imports/types.ts";
import { errorText, fetchProgress, newProgressId } from "./api.ts";

export type ImportState =
  | { status: "idle" }
  | { status: "importing"; progress: ImportProgress | null }
  | { status: "success"; result: ImportResult }
  | { status: "error"; message: string | undefined };

/** Tells the providers tab (and anyone else listening) that the directory changed. */
export const IMPORTS_CHANGED_EVENT = "admin:providers-imported";

const POLL_MS = 400;
/** A background import whose progress the server no longer knows (a restart) is given up. */
const LOST_AFTER_POLLS = 25;
const LOST_MESSAGE =
  "Se perdió el avance de la importación. Revisa el historial de importaciones antes de repetirla.";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The end of an import that went on in the background: its result, or its error thrown. */
async function backgroundOutcome(progressId: string): Promise<ImportResult> {
  let misses = 0;
  for (;;) {
    await pause(POLL_MS);
    const progress = await fetchProgress(progressId).catch(() => null);
    if (!progress) {
      if (++misses >= LOST_AFTER_POLLS) throw new Error(LOST_MESSAGE);
      continue;
    }
    misses = 0;
    if (progress.phase === "done" && progress.result) return progress.result;
    if (progress.phase === "failed") throw new Error(progress.error ?? LOST_MESSAGE);
  }
}

function isContinuing(answer: ImportResult | ImportContinuing): answer is ImportContinuing {
  return "status" in answer && answer.status === "running";
}

/**
 * One import at a time from a form: polls the server's progress while the request runs
 * (and after it, when the server answered that the import goes on in the background),
 * keeps the result on screen for 2 s (spec: the dialog closes after 2 s and the list
 * refreshes), then goes back to idle and announces the change.
 */
export function useImportRun(onFinished?: () => void) {
  const [state, setState] = useState<ImportState>({ status: "idle" });
  const timers = useRef<{
    poll?: ReturnType<typeof setInterval>;
    close?: ReturnType<typeof setTimeout>;
  }>({});

  useEffect(() => {
    const current = timers.current;
    return () => {
      clearInterval(current.poll);
      clearTimeout(current.close);
    };
  }, []);

  const run = useCallback(
    async (start: (progressId: string) => Promise<ImportResult | ImportContinuing>) => {
      const progressId = newProgressId();
      clearTimeout(timers.current.close);
      setState({ status: "importing", progress: null });
      timers.current.poll = setInterval(() => {
        void fetchProgress(progressId).then((progress) => {
          if (!progress) return;
          setState((previous) =>
            previous.status === "importing" &&
            (previous.progress?.percent ?? -1) <= progress.percent
              ? { status: "importing", progress }
              : previous,
          );
        });
      }, POLL_MS);
      try {
        const answer = await start(progressId);
        const result = isContinuing(answer) ? await backgroundOutcome(answer.progressId) : answer;
        setState({ status: "success", result });
        onFinished?.();
        window.dispatchEvent(new CustomEvent(IMPORTS_CHANGED_EVENT, { detail: result }));
        timers.current.close = setTimeout(
          () => setState({ status: "idle" }),
          IMPORT_RESULT_CLOSE_MS,
        );
        return result;
      } catch (error) {
        setState({ status: "error", message: errorText(error) });
        onFinished?.();
        throw error;
      } finally {
        clearInterval(timers.current.poll);
      }
    },
    [onFinished],
  );

  return { state, run, reset: () => setState({ status: "idle" }) };
}
