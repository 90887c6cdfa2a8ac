/**
 * How complete a doctor's listing is, 0-100, from plain listing fields. The dashboard's
 * checklist shows it to the doctor; 'Recomendados' orders by the same number, computed in SQL by
 * PROFILE_COMPLETENESS_SQL (server/db/schema/providers.ts), which must keep these weights and
 * these rules: a text counts when something but spaces is left, a list when it is an array with
 * at least one entry (whatever the entries hold), the cédula when it is verified.
 */

/** Points per item; they add up to 100. */
export const COMPLETENESS_WEIGHTS = {
  photo: 20,
  bio: 20,
  services: 15,
  offices: 15,
  schedule: 10,
  insurers: 10,
  license: 10,
} as const;

export type CompletenessItem = keyof typeof COMPLETENESS_WEIGHTS;

/** The items in the order the checklist lists them. */
export const COMPLETENESS_ITEMS = Object.keys(COMPLETENESS_WEIGHTS) as CompletenessItem[];

/** The listing fields completeness reads, as stored (JSON fields may hold anything). */
export interface CompletenessFields {
  avatar?: string | null;
  bio?: string | null;
  servicesWithPricing?: unknown;
  locations?: unknown;
  schedule?: string | null;
  insuranceNetworks?: unknown;
  licenseVerified?: boolean | null;
}

/** Like SQL's btrim(): only spaces are trimmed. */
const filledText = (value: string | null | undefined): boolean =>
  typeof value === "string" && value.replace(/^ +| +$/g, "") !== "";

const filledList = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** Which items a listing has. */
export function completenessChecks(fields: CompletenessFields): Record<CompletenessItem, boolean> {
  return {
    photo: filledText(fields.avatar),
    bio: filledText(fields.bio),
    services: filledList(fields.servicesWithPricing),
    offices: filledList(fields.locations),
    schedule: filledText(fields.schedule),
    insurers: filledList(fields.insuranceNetworks),
    license: fields.licenseVerified === true,
  };
}

/** Profile completeness as a whole percentage, 0-100. */
export function profileCompleteness(fields: CompletenessFields): number {
  const checks = completenessChecks(fields);
  return COMPLETENESS_ITEMS.reduce(
    (total, item) => total + (checks[item] ? COMPLETENESS_WEIGHTS[item] : 0),
    0,
  );
}
