import { useState } from "react";
import { DOCTOR_MESSAGES } from "../../../common/doctors/schemas.ts";
import { parseSelfUpdate, type OwnListingUpdate } from "../../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { ApiError } from "../../lib/api-request.ts";
import { saveOwnProvider } from "./api.ts";

export type SaveOutcome =
  | { ok: true; provider: OwnProvider }
  /** `field` is the dotted path of the rejected field ("servicesWithPricing.0.name"), if known. */
  | { ok: false; message: string; field: string | null };

function failed(message: string, field: string | null): SaveOutcome {
  toast({ title: DOCTOR_MESSAGES.profileSaveFailed, description: message, variant: "destructive" });
  return { ok: false, message, field };
}

/**
 * One tab's save: the same schema as the server checks first (so a bad field is named
 * before anything is sent), then the API; a toast either way (spec public-side 8).
 * Nothing the doctor typed is reset by a failure: the form owns its draft.
 */
export function useProviderSave(providerId: number, onSaved: (provider: OwnProvider) => void) {
  const [saving, setSaving] = useState(false);

  async function save(changes: OwnListingUpdate): Promise<SaveOutcome> {
    const checked = parseSelfUpdate(changes);
    if (!checked.success) return failed(checked.message, checked.path || null);
    setSaving(true);
    try {
      const provider = await saveOwnProvider(providerId, checked.data);
      onSaved(provider);
      // A name, specialty or cédula change of a verified listing waits for an administrator.
      toast({ title: DOCTOR_MESSAGES.profileSaved, description: provider.pendingReview?.message });
      return { ok: true, provider };
    } catch (error) {
      if (error instanceof ApiError) {
        return failed(error.serverMessage ?? error.message, error.field);
      }
      return failed("Revisa tu conexión a internet e inténtalo de nuevo.", null);
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
