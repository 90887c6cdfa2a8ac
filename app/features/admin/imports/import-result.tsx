import { CheckCircle2, XCircle } from "../../../components/icons/icons.tsx";
import type { ImportState } from "./use-import-run.ts";

/** What the last import did: its message and row notes, or what went wrong. */
export function ImportResultNotice({
  state,
  failureTitle,
}: {
  state: ImportState;
  failureTitle: string;
}) {
  if (state.status === "success") {
    const { result } = state;
    return (
      <div role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-4">
        <p className="flex items-center gap-2 font-medium text-green-900">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          {result.message}
        </p>
        {result.errors.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-gray-800">
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4">
        <p className="flex items-center gap-2 font-medium text-red-900">
          <XCircle aria-hidden="true" className="size-5 shrink-0" />
          {failureTitle}
        </p>
        {state.message ? <p className="mt-1 text-sm text-red-800">{state.message}</p> : null}
      </div>
    );
  }
  return null;
}
