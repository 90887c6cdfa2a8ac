import { useEffect, useState } from "react";
import { LICENCE_MESSAGES } from "../../../../common/licences/schemas.ts";
import type {
  LicenceLookupAnswer,
  LicenceRegistryData,
} from "../../../../common/licences/types.ts";
import { apiRequest, serverMessageOf } from "../../../lib/api-request.ts";

/** Spec public-side 4: idle, validating, valid, invalid (plus "too short to ask"). */
export type LicenceLookupState =
  | { status: "idle" }
  | { status: "too-short" }
  | { status: "validating" }
  | { status: "valid"; data: LicenceRegistryData | null }
  | { status: "invalid"; message: string };

/** One GET to the public lookup; every failure becomes a Spanish message, never a throw. */
async function lookUp(licence: string, signal: AbortSignal): Promise<LicenceLookupState> {
  try {
    // Sent once: a typist waits for this answer, and the next keystroke asks again anyway.
    const body = await apiRequest<(Partial<LicenceLookupAnswer> & { error?: string }) | undefined>(
      "GET",
      `/api/public/validate-license?license=${encodeURIComponent(licence)}`,
      undefined,
      { signal },
    );
    if (body?.isValid) return { status: "valid", data: body.data ?? null };
    return { status: "invalid", message: body?.error || LICENCE_MESSAGES.invalid };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: "invalid", message: serverMessageOf(error, LICENCE_MESSAGES.requestFailed) };
  }
}

/**
 * Looks the cédula up once typing pauses for `delayMs`, only with `minLength` characters or
 * more (spaces ignored). A newer value cancels the pending lookup and the answer it awaited.
 */
export function useLicenceLookup(
  value: string,
  options: { delayMs: number; minLength: number },
): LicenceLookupState {
  const [state, setState] = useState<LicenceLookupState>({ status: "idle" });
  const licence = value.replace(/\s+/g, "");
  const { delayMs, minLength } = options;

  useEffect(() => {
    if (licence.length === 0) {
      setState({ status: "idle" });
      return;
    }
    if (licence.length < minLength) {
      setState({ status: "too-short" });
      return;
    }
    // A new value is not valid until the registry says so.
    setState({ status: "idle" });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "validating" });
      lookUp(licence, controller.signal).then(
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
  }, [licence, delayMs, minLength]);

  return state;
}
