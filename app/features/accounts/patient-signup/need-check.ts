import { ACCOUNT_MESSAGES } from "../../../../common/accounts/schemas.ts";

/** The shortest description step 1 takes (the schema's own minimum for `initialQuery`). */
export const MIN_QUERY = 10;

export type NeedErrors = { initialQuery?: string; healthDataConsent?: string };

/**
 * Step 1's check, in the browser and in the page's action alike: a description long enough to
 * orient the person, and express consent to keep it (it is health data).
 */
export function needErrors(initialQuery: string, consent: boolean): NeedErrors {
  if (initialQuery.trim().length < MIN_QUERY)
    return { initialQuery: ACCOUNT_MESSAGES.initialQuery };
  if (!consent) return { healthDataConsent: ACCOUNT_MESSAGES.consentNeeded };
  return {};
}
