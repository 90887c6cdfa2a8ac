/** The profile's forms that post to its own action, by the `intent` each one carries. */
export const PROFILE_PAGE_INTENTS = ["message", "review", "favourite"] as const;
export type ProfilePageIntent = (typeof PROFILE_PAGE_INTENTS)[number];

export function isProfilePageIntent(value: unknown): value is ProfilePageIntent {
  return typeof value === "string" && (PROFILE_PAGE_INTENTS as readonly string[]).includes(value);
}

/**
 * What the profile's action answers to one of those forms (sent before the page's scripts
 * ran, or without them): a refusal with what was typed, or what was done.
 */
export interface ProfilePageOutcome {
  intent: ProfilePageIntent;
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
export function profilePageOutcomeOf(
  outcome: ProfilePageOutcome | null | undefined,
  intent: ProfilePageIntent,
): ProfilePageOutcome | null {
  return outcome?.intent === intent ? outcome : null;
}
