import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { parseWholeNumber } from "../../common/doctors/self-update.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import type { Services } from "../../server/services.ts";
import { refusalOf } from "./errors.server.ts";
import {
  PROFILE_INTENTS,
  PROFILE_LISTS,
  rowFieldName,
  type ProfileIntent,
  type ProfileListIntent,
  type ProfileOutcome,
} from "./profile-form.ts";

type Form = FormData;

const raw = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const SOCIAL_NETWORKS = ["website", "facebook", "instagram", "twitter", "linkedin"] as const;

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && (PROFILE_INTENTS as readonly string[]).includes(value);
}

const isListIntent = (intent: ProfileIntent): intent is ProfileListIntent =>
  intent in PROFILE_LISTS;

/** A list editor's rows as typed: `{field}.{i}.{key}` for i = 0, 1, … while the row exists. */
export function rowsOfForm(form: Form, intent: ProfileListIntent): Record<string, string>[] {
  const { field, keys } = PROFILE_LISTS[intent];
  const rows: Record<string, string>[] = [];
  for (let index = 0; form.has(rowFieldName(field, index, keys[0])); index++) {
    rows.push(
      Object.fromEntries(keys.map((key) => [key, raw(form, rowFieldName(field, index, key))])),
    );
  }
  return rows;
}

/**
 * The body `PUT /api/providers/{id}/self` would receive from the tab's scripts, built from the
 * form: the same fields, whole numbers read the same way, the cédula only when it was edited.
 */
function bodyOf(intent: ProfileIntent, form: Form, rows: Record<string, string>[]) {
  switch (intent) {
    case "profile-save": {
      const license = raw(form, "licenseNumber");
      return {
        name: raw(form, "name"),
        specialty: raw(form, "specialty"),
        ...(license.trim() && license !== raw(form, "licenseNumberShown")
          ? { licenseNumber: license }
          : {}),
        bio: raw(form, "bio"),
        phone: raw(form, "phone"),
        whatsapp: raw(form, "whatsapp"),
        email: raw(form, "email"),
        location: raw(form, "location"),
        schedule: raw(form, "schedule"),
        experience: parseWholeNumber(raw(form, "experience")),
        price: parseWholeNumber(raw(form, "price")),
        availableToday: form.get("availableToday") === "on",
        telemedicine: form.get("telemedicine") === "on",
        insuranceNetworks: form.getAll("insuranceNetworks").filter((v) => typeof v === "string"),
      };
    }
    case "services-save":
      return {
        servicesWithPricing: rows.map((row) => ({
          name: row.name ?? "",
          price: parseWholeNumber(row.price),
          description: row.description ?? "",
        })),
      };
    case "offices-save":
      return { locations: rows };
    case "social-save":
      return {
        socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, raw(form, key)])),
      };
  }
}

/** Everything typed, by name (a box of several values keeps them all), never the intent. */
function typedValues(form: Form): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "intent") (values[name] ??= []).push(value);
  }
  return values;
}

/**
 * 'Agregar' or 'Eliminar' of a list editor pressed before the scripts ran: the rows change,
 * nothing is saved (as with the scripts, only the save button saves).
 */
function editedRows(edit: string, rows: Record<string, string>[], intent: ProfileListIntent) {
  if (edit === "add") {
    return [...rows, Object.fromEntries(PROFILE_LISTS[intent].keys.map((key) => [key, ""]))];
  }
  const removed = Number(/^remove-(\d+)$/.exec(edit)?.[1] ?? -1);
  return rows.filter((_, index) => index !== removed);
}

/**
 * One profile-editing form of the dashboard, submitted to the dashboard's action without the
 * page's scripts. It goes through what `PUT /api/providers/{id}/self` does: the per-user save
 * limit, then the doctor-self service (owner only, the same schema and Spanish messages).
 * Refusals come back with their status, message, field and what was typed.
 */
export async function profileAction(
  services: Pick<Services, "doctorSelf" | "rateLimits">,
  user: SessionUser,
  intent: ProfileIntent,
  form: Form,
): Promise<{ outcome: ProfileOutcome; status: number }> {
  const rows = isListIntent(intent) ? rowsOfForm(form, intent) : [];
  const edit = raw(form, "edit");
  if (isListIntent(intent) && edit) {
    return { outcome: { intent, rows: editedRows(edit, rows, intent) }, status: 200 };
  }
  try {
    await services.rateLimits.limiter.consume("profileSave", user.id);
    const saved = await services.doctorSelf.update(
      user,
      Number(raw(form, "providerId")) || 0,
      bodyOf(intent, form, rows),
    );
    return {
      outcome: {
        intent,
        done: DOCTOR_MESSAGES.profileSaved,
        ...(saved.pendingReview ? { pending: saved.pendingReview.message } : {}),
      },
      status: 200,
    };
  } catch (error) {
    const { status, message, details } = refusalOf(error);
    const field = typeof details.field === "string" && details.field ? details.field : undefined;
    return {
      outcome: {
        intent,
        error: message,
        ...(field ? { field } : {}),
        ...(isListIntent(intent) ? { rows } : { values: typedValues(form) }),
      },
      status,
    };
  }
}
