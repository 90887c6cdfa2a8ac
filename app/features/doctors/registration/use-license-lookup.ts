import { useEffect, useState } from "react";
import { LICENSE_MESSAGES } from "../../../../common/licenses/schemas.ts";
import type {
  LicenseLookupAnswer,
  LicenseRegistryData,
} from "../../../../common/licenses/types.ts";
import { apiRequest, serverMessageOf } from "../../../lib/api-request.ts";

/** Spec public-side 4: idle, validating, valid, invalid (plus "too short to ask"). */
export type LicenseLookupState =
  | { status: "idle" }
  | { status: "too-short" }
  | { status: "validating" }
  | { status: "valid"; data: LicenseRegistryData | null }
  | { status: "invalid"; message: string };

/** One GET to the public lookup; every failure becomes a Spanish message, never a throw. */
async function lookUp(license: string, signal: AbortSignal): Promise<LicenseLookupState> {
  try {
    // Sent once: a typist waits for this answer, and the next keystroke asks again anyway.
    const body = await apiRequest<(Partial<LicenseLookupAnswer> & { error?: string }) | undefined>(
      "GET",
      `/api/public/validate-license?license=${encodeURIComponent(license)}`,
      undefined,
      { signal },
    );
    if (body?.isValid) return { status: "valid", data: body.data ?? null };
    return { status: "invalid", message: body?.error || LICENSE_MESSAGES.invalid };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: "invalid", message: serverMessageOf(error, LICENSE_MESSAGES.requestFailed) };
  }
}

/**
 * Looks the cédula up once typing pauses for `delayMs`, only with `minLength` characters or
 * more (spaces ignored). A newer value cancels the pending lookup and the answer it awaited.
 */
export function useLicenseLookup(
  value: string,
  options: { delayMs: number; minLength: number },
): LicenseLookupState {
  const [state, setState] = useState<LicenseLookupState>({ status: "idle" });
  const license = value.replace(/\s+/g, "");
  const { delayMs, minLength } = options;

  useEffect(() => {
    if (license.length === 0) {
      setState({ status: "idle" });
      return;
    }
    if (license.length < minLength) {
      setState({ status: "too-short" });
      return;
    }
    // A new value is not valid until the registry says so.
    setState({ status: "idle" });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "validating" });
      lookUp(license, controller.signal).then(
        (next) => {
          if (!controller.signal.aborted) setState(next);
        },
        () => {},
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [license, delayMs, minLength]);

  return state;
}
