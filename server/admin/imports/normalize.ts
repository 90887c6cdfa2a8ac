import { matchCity, matchSpecialty } from "../../../common/doctors/registration.ts";
import { repairMojibake, repairText } from "../../../common/text/repair.ts";
import { slugify, stripAccents } from "../../../common/text/slug.ts";
import type { providers, SocialLinks } from "../../db/schema/providers.ts";
import { memoizeByKey } from "../../lib/cache.ts";

export type ProviderInsert = typeof providers.$inferInsert;

/**
 * One record as a source delivered it, already mapped to the directory's fields. Every value
 * is the source's raw text: nothing here has been trimmed, repaired or converted yet.
 */
export interface RawProviderRecord {
  /** How the record is named in messages: a CSV line, a sheet row, an Airtable record id. */
  label: number | string;
  name?: string;
  specialty?: string;
  city?: string;
  state?: string;
  location?: string;
  phone?: string;
  email?: string;
  price?: string;
  /** Source text kept for administrators only (externalDescription). */
  description?: string;
  bio?: string;
  experience?: string;
  licenseNumber?: string;
  externalUrl?: string;
  externalId?: string;
  avatar?: string;
  languages?: string[];
  services?: string[];
  telemedicine?: boolean;
  socialLinks?: SocialLinks;
}

export type RequiredField = "name" | "specialty" | "city" | "state";

/** A record ready to insert, without its slug (given when the whole import is known). */
export interface ProviderDraft {
  label: number | string;
  row: Omit<ProviderInsert, "slug">;
  keys: DuplicateKeys;
}

export interface DuplicateKeys {
  url: string | null;
  nameLocation: string | null;
  externalId: string | null;
}

export type NormalizeOutcome =
  { ok: true; draft: ProviderDraft } | { ok: false; missing: RequiredField };

export interface ImportContext {
  dataSource: string;
  dataSourceName: string;
  importRunId: number;
  required: readonly RequiredField[];
}

const MAX_PRICE = 10_000_000;
const MAX_EXPERIENCE = 80;

/** Text fields are repaired (mojibake, lost accents, spacing); anything empty becomes null. */
function text(value: string | undefined): string | null {
  if (value === undefined) return null;
  const repaired = repairText(value);
  return repaired === "" ? null : repaired;
}

/**
 * Names get the mojibake repair only: re-accenting known words would turn the surname
 * "Leon" into the city "León".
 */
function personName(value: string | undefined): string | null {
  if (value === undefined) return null;
  const repaired = repairMojibake(value.normalize("NFC").replace(/\u00C2(?=\s|$)/g, ""))
    .replace(/[\uFEFF\u0080-\u009F]/g, "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
  return repaired === "" ? null : repaired;
}

/** Addresses, e-mails and identifiers keep their exact spelling: trimmed only. */
function verbatim(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** "$1,200.00 MXN", "1200", "1 200" -> 1200; anything else (formulas too) -> null. */
export function wholeNumberOf(value: string | undefined, max: number): number | null {
  const cleaned = value?.replace(/[$\s,]|mxn|pesos?/gi, "") ?? "";
  const match = /^(\d{1,9})(?:\.\d+)?$/.exec(cleaned);
  if (!match) {
    // "15 años de experiencia": the leading number is the one meant.
    const leading = /^\s*(\d{1,3})\s+[a-záéíóúñ]/i.exec(value ?? "");
    if (!leading) return null;
    const n = Number(leading[1]);
    return n <= max ? n : null;
  }
  const n = Math.round(Number(cleaned));
  return n <= max ? n : null;
}

function fold(value: string): string {
  return stripAccents(value).toLowerCase().replace(/\s+/g, " ").trim();
}

/** External URLs compare without scheme, "www.", case or trailing slashes. */
export function urlKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const key = url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/\/+$/, "");
  return key || null;
}

/**
 * Name plus exact location: the same doctor at the same address. Compared without case,
 * accents or extra spaces; a record without an address has no such key (two homonyms in
 * one city are different people until an address says otherwise).
 */
export function nameLocationKeyOf(name: string, location: string | null): string | null {
  if (!location) return null;
  return `${fold(name)}|${fold(location)}`;
}

/**
 * Specialties, cities and states repeat on almost every row of a big file: their repair and
 * catalogue match are computed once per distinct value (the least used leave past 5,000).
 */
const memoized = <T>(compute: (value: string) => T) => memoizeByKey(compute, { maxEntries: 5_000 });
const repeatedText = memoized((value) => text(value) ?? "");
const optionalRepeatedText = (value: string | undefined) =>
  value === undefined ? null : repeatedText(value) || null;

function placeOf(cityText: string | null, stateText: string | null) {
  if (!cityText) return { city: "", citySlug: null, state: stateText };
  const known = cityOf(cityText);
  return known
    ? { city: known.name, citySlug: known.slug, state: stateText ?? known.state }
    : { city: cityText, citySlug: slugify(cityText) || null, state: stateText };
}

const cityOf = memoized((city: string) => matchCity(city));

const specialtyOf = memoized((value: string) => specialtyColumnsOf(value));

function specialtyColumnsOf(value: string) {
  const known = matchSpecialty(value);
  return known
    ? { specialty: known.name, specialtySlug: known.slug }
    : { specialty: value, specialtySlug: slugify(value) || null };
}

function cleanList(values: string[] | undefined): string[] {
  return (values ?? []).map((v) => repairText(v)).filter((v) => v !== "");
}

function cleanSocialLinks(links: SocialLinks | undefined): SocialLinks {
  const result: SocialLinks = {};
  for (const [network, value] of Object.entries(links ?? {}) as [keyof SocialLinks, string][]) {
    const url = verbatim(value);
    if (url) result[network] = url;
  }
  return result;
}

/**
 * Turns one raw record into a listing: text repaired, catalogue specialty and city (with
 * their slugs) when they match, numbers read leniently, every listing pending approval.
 * Cells that look like spreadsheet formulas ("=HYPERLINK(…)") are kept verbatim as text:
 * nothing in the directory evaluates them, and React escapes them on every page.
 */
export function normalizeRecord(raw: RawProviderRecord, context: ImportContext): NormalizeOutcome {
  const name = personName(raw.name);
  const specialtyText = optionalRepeatedText(raw.specialty);
  const cityText = optionalRepeatedText(raw.city);
  const stateText = optionalRepeatedText(raw.state);
  const present: Record<RequiredField, unknown> = {
    name,
    specialty: specialtyText,
    city: cityText,
    state: stateText,
  };
  const missing = context.required.find((field) => !present[field]);
  if (missing) return { ok: false, missing };

  const location = text(raw.location);
  const externalUrl = verbatim(raw.externalUrl);
  const externalId = verbatim(raw.externalId);
  const price = wholeNumberOf(raw.price, MAX_PRICE);
  const services = cleanList(raw.services).map((service) => ({ name: service, price: price ?? 0 }));
  const telemedicine = raw.telemedicine ?? false;
  const place = placeOf(cityText, stateText);

  const row: Omit<ProviderInsert, "slug"> = {
    name: name!,
    ...specialtyOf(specialtyText!),
    ...place,
    location,
    phone: verbatim(raw.phone),
    email: verbatim(raw.email),
    price,
    experience: wholeNumberOf(raw.experience, MAX_EXPERIENCE),
    bio: text(raw.bio),
    externalDescription: text(raw.description),
    licenseNumber: verbatim(raw.licenseNumber),
    avatar: verbatim(raw.avatar),
    languages: cleanList(raw.languages),
    servicesWithPricing: services,
    telemedicine,
    socialLinks: cleanSocialLinks(raw.socialLinks),
    insuranceNetworks: [],
    locations: location ? [{ name: "Consultorio", address: location }] : [],
    certifications: [],
    approvalStatus: "pending",
    dataSource: context.dataSource,
    dataSourceName: context.dataSourceName,
    externalUrl,
    externalId,
    importRunId: context.importRunId,
  };
  return {
    ok: true,
    draft: {
      label: raw.label,
      row,
      keys: {
        url: urlKeyOf(externalUrl),
        nameLocation: nameLocationKeyOf(row.name, location),
        externalId,
      },
    },
  };
}
