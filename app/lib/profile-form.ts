/** The profile's forms that post to its own action, by the `intent` each one carries. */
export const PROFILE_INTENTS = ["message", "review", "favourite"] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && (PROFILE_INTENTS as readonly string[]).includes(value);
}

/**
 * What the profile's action answers to one of those forms (sent before the page's scripts
 * ran, or without them): a refusal with what was typed, or what was done.
 */
export interface ProfileOutcome {
  intent: ProfileIntent;
  /** The Spanish refusal, the API's own message for the same request. */
  error?: string;
  /** What was typed, put back into a refused form. */
  values?: Record<string, string>;
  /** Said beside the form that was sent. */
  done?: string;
  /** The conversation a sent message went to ('Ver conversación'). */
  conversationId?: number;
}

/** The action's answer when it is about this form; null before any was sent, or for another. */
export function profileOutcomeOf(
  outcome: ProfileOutcome | null | undefined,
  intent: ProfileIntent,
): ProfileOutcome | null {
  return outcome?.intent === intent ? outcome : null;
}
