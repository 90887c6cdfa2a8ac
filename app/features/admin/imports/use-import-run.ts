import { useCallback, useEffect, useRef, useState } from "react";
import { IMPORT_RESULT_CLOSE_MS } from "../../../../common/imports/constants.ts";
import type { ImportProgress, ImportResult } from "../../../../common/imports/types.ts";
import { errorText, fetchProgress, newProgressId } from "./api.ts";

export type ImportState =
  | { status: "idle" }
  | { status: "importing"; progress: ImportProgress | null }
  | { status: "success"; result: ImportResult }
  | { status: "error"; message: string | undefined };

/** Tells the providers tab (and anyone else listening) that the directory changed. */
export const IMPORTS_CHANGED_EVENT = "admin:providers-imported";

const POLL_MS = 400;

/**
 * One import at a time from a form: polls the server's progress while the request runs,
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
    async (start: (progressId: string) => Promise<ImportResult>) => {
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
        const result = await start(progressId);
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
