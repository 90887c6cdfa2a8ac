import type { ProfileIntent, ProfileOutcome } from "../../lib/profile-form.ts";

/** The errors a tab starts with: the refused field's message beside it. */
export function outcomeErrors(outcome: ProfileOutcome | null): Record<string, string> {
  return outcome?.error && outcome.field ? { [outcome.field]: outcome.error } : {};
}

/**
 * What the form's intent and listing are, for the dashboard's action (the scripts send the
 * same through the API and never read these).
 */
export function ProfileFormTarget({
  intent,
  providerId,
}: {
  intent: ProfileIntent;
  providerId: number;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="providerId" value={providerId} />
    </>
  );
}

/**
 * The action's answer to a save sent before the scripts ran, where the scripts would show a
 * toast: saved (and what waits for review), or a refusal that names no field (a field's own
 * refusal shows beside it).
 */
export function SaveOutcomeNotice({ outcome }: { outcome: ProfileOutcome | null }) {
  if (outcome?.done) {
    return (
      <p
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
      >
        {outcome.done}
        {outcome.pending ? ` ${outcome.pending}` : ""}
      </p>
    );
  }
  if (outcome?.error && !outcome.field) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
        {outcome.error}
      </p>
    );
  }
  return null;
}
