import type { AirtableFieldMapping } from "../../../common/imports/schemas.ts";
import type { AirtableRecord } from "../../integrations/airtable.ts";
import type { RawProviderRecord } from "./normalize.ts";

/**
 * Airtable cells are typed: text, numbers, checkboxes, multiple selects (lists), attachments
 * (`[{url, filename}]`), collaborators (`{name, email}`) and lookups (lists of any of these).
 * These readers turn each into what the directory stores.
 */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (Array.isArray(value)) {
    const parts = value.map(cellText).filter((part): part is string => Boolean(part));
    return parts.length > 0 ? parts.join(", ") : undefined;
  }
  if (typeof value === "object") {
    const object = value as { url?: unknown; name?: unknown; email?: unknown; text?: unknown };
    for (const key of ["url", "name", "email", "text"] as const) {
      if (typeof object[key] === "string") return object[key];
    }
  }
  return undefined;
}

export function cellList(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => cellList(item));
  const text = cellText(value);
  return text
    ? text
        .split(/[,;\n]/)
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
}

const TRUE_WORDS = new Set(["si", "sí", "yes", "true", "1", "x", "y", "s"]);

export function cellBoolean(value: unknown): boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  const text = cellText(value)?.trim().toLowerCase();
  return text === undefined ? undefined : TRUE_WORDS.has(text);
}

/** One Airtable record through the administrator's field mapping (target -> Airtable field). */
export function airtableRecordToRaw(
  record: AirtableRecord,
  mapping: AirtableFieldMapping,
): RawProviderRecord {
  const field = (target: keyof AirtableFieldMapping) => {
    const source = mapping[target];
    return source ? record.fields[source] : undefined;
  };
  const firstUrl = (value: unknown) => {
    const list = Array.isArray(value) ? value : [value];
    return list.map(cellText).find((text) => text && /^https?:\/\//i.test(text));
  };
  return {
    label: record.id,
    externalId: record.id,
    name: cellText(field("name")),
    specialty: cellText(field("specialty")),
    city: cellText(field("city")),
    email: cellText(field("email")),
    phone: cellText(field("phone")),
    licenseNumber: cellText(field("licenseNumber")),
    bio: cellText(field("bio")),
    avatar: firstUrl(field("imageUrl")),
    price: cellText(field("consultationPrice")),
    languages: cellList(field("languages")),
    services: cellList(field("services")),
    telemedicine: cellBoolean(field("acceptsOnlineConsultation")),
  };
}
