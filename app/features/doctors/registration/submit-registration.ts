import { REGISTRATION_TEXTS } from "../../../../common/doctors/registration.ts";
import type { ProviderRegistrationResult } from "../../../../common/doctors/types.ts";
import { ApiError, apiRequest } from "../../../lib/api-request.ts";

/** POST /api/providers/register; a failure is thrown as an Error with a Spanish message. */
export async function submitRegistration(
  payload: Record<string, unknown>,
): Promise<ProviderRegistrationResult> {
  let body: Partial<ProviderRegistrationResult> | undefined;
  try {
    body = await apiRequest("POST", "/api/providers/register", payload);
  } catch (error) {
    // A refusal says why (or that registering failed); no answer at all is the fallback.
    if (error instanceof ApiError)
      throw new Error(error.serverMessage || REGISTRATION_TEXTS.registerFailed);
    throw new Error(REGISTRATION_TEXTS.errorFallback);
  }
  if (!body?.success) throw new Error(body?.error || REGISTRATION_TEXTS.registerFailed);
  return body as ProviderRegistrationResult;
}
