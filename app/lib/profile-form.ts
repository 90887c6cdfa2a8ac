/**
 * The dashboard's profile-editing forms ('Perfil', 'Servicios', 'Ubicaciones', 'Redes'), as
 * they post to the dashboard's action without the page's scripts. Each carries its `intent`;
 * the inputs are named after the fields the save sends, a list's rows as dotted paths
 * (`servicesWithPricing.0.name`), the same paths a refusal names.
 */
export const PROFILE_INTENTS = [
  "profile-save",
  "services-save",
  "offices-save",
  "social-save",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** The list editors' fields and the keys of one row. */
export const PROFILE_LISTS = {
  "services-save": { field: "servicesWithPricing", keys: ["name", "price", "description"] },
  "offices-save": { field: "locations", keys: ["name", "address", "phone", "hours"] },
} as const;
export type ProfileListIntent = keyof typeof PROFILE_LISTS;

/** What the dashboard's action answers one of those forms. */
export interface ProfileOutcome {
  intent: ProfileIntent;
  /** Said beside the form that was saved. */
  done?: string;
  /** A name, specialty or cédula change waiting for an administrator. */
  pending?: string;
  error?: string;
  /** The dotted path of the refused field ("servicesWithPricing.0.name"), if known. */
  field?: string;
  /** What was typed, by input name, put back into a refused form. */
  values?: Record<string, string[]>;
  /** A list editor's rows as typed (refused, or a row added or removed without saving). */
  rows?: Record<string, string>[];
}

/** A row's input name: `servicesWithPricing.2.price`. */
export const rowFieldName = (field: string, index: number, key: string) =>
  `${field}.${index}.${key}`;

/** The value typed into a form input, as an outcome's `values` keeps it. */
export const typedValue = (values: Record<string, string[]>, name: string) =>
  values[name]?.[0] ?? "";
