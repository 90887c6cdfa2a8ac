import { REGISTRATION_TEXTS } from "../../../../common/doctors/registration.ts";
import type { ProviderRegistrationResult } from "../../../../common/doctors/types.ts";

/** POST /api/providers/register; a failure is thrown as an Error with a Spanish message. */
export async function submitRegistration(
  payload: Record<string, unknown>,
): Promise<ProviderRegistrationResult> {
  let response: Response;
  try {
    response = await fetch("/api/providers/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error(REGISTRATION_TEXTS.errorFallback);
  }
  const body = (await response
    .json()
    .catch(() => null)) as Partial<ProviderRegistrationResult> | null;
  if (!response.ok || !body?.success)
    throw new Error(body?.error || REGISTRATION_TEXTS.registerFailed);
  return body as ProviderRegistrationResult;
}
