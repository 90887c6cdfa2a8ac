import type { ReactNode } from "react";
import { SaveButton } from "../../../components/forms/panel-fields.tsx";
import { ImportProgress } from "./import-progress.tsx";
import { ImportResultNotice } from "./import-result.tsx";
import type { ImportState } from "./use-import-run.ts";

/** The end of every import form: the form's own problem, the button, progress and result. */
export function ImportFormFooter({
  problem,
  state,
  label,
  failureTitle,
  disabled,
}: {
  problem?: string | null;
  state: ImportState;
  label: ReactNode;
  failureTitle: string;
  disabled?: boolean;
}) {
  const busy = state.status === "importing";
  return (
    <>
      {problem ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-4">
        <SaveButton saving={busy} disabled={disabled}>
          {busy ? "Importando..." : label}
        </SaveButton>
      </div>
      {busy ? <ImportProgress progress={state.progress} /> : null}
      <ImportResultNotice state={state} failureTitle={failureTitle} />
    </>
  );
}
