import type { SocialLinks } from "../../db/schema/providers.ts";
import type { RawProviderRecord } from "./normalize.ts";

/**
 * Google Sheets columns are read by position (admin-side 5), counted from 0 so that the
 * default range Sheet1!A:AE (31 columns) ends exactly on the last social network:
 * 6 (G) name, 7 (H) specialty, 8 (I) city, 9 (J) license, 13 (N) bio, 21 (V) phone,
 * 26–30 (AA–AE) social networks.
 */
export const SHEET_COLUMNS = {
  name: 6,
  specialty: 7,
  city: 8,
  licenseNumber: 9,
  bio: 13,
  phone: 21,
  socialFrom: 26,
  socialTo: 30,
} as const;

/** Columns A–F hold the scraper's own data; an http(s) address there is the listing's source. */
const SOURCE_URL_COLUMNS = 6;

const NETWORK_HOSTS: [keyof SocialLinks, RegExp][] = [
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ["instagram", /(^|\.)instagram\.com$/],
  ["twitter", /(^|\.)(twitter\.com|x\.com)$/],
  ["linkedin", /(^|\.)linkedin\.com$/],
  ["youtube", /(^|\.)(youtube\.com|youtu\.be)$/],
];
/** When a social cell's address does not say its network, its position does. */
const NETWORK_BY_POSITION: (keyof SocialLinks)[] = [
  "facebook",
  "instagram",
  "twitter",
  "linkedin",
  "youtube",
];

function hostOf(value: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The address's own network; another site is the website; a bare handle takes its column's. */
function networkOf(value: string, position: number): keyof SocialLinks {
  const host = hostOf(value);
  const known = host ? NETWORK_HOSTS.find(([, pattern]) => pattern.test(host)) : undefined;
  if (known) return known[0];
  if (host && host.includes(".")) return "website";
  return NETWORK_BY_POSITION[position] ?? "website";
}

const HEADER_WORDS = /^(name|nombre|nombre completo|doctor|medico|profesional|especialista)$/;

/** A first row whose name cell is a column title ("Nombre") is the header, not a doctor. */
export function isHeaderRow(row: readonly (string | undefined)[]): boolean {
  const cell = (row[SHEET_COLUMNS.name] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
  return HEADER_WORDS.test(cell);
}

/** One sheet row (ragged: trailing empty cells are simply missing) as a raw record. */
export function sheetRowToRecord(row: readonly (string | undefined)[], rowNumber: number) {
  const cell = (index: number) => {
    const value = row[index];
    return value === undefined || value.trim() === "" ? undefined : value;
  };
  const socialLinks: SocialLinks = {};
  for (let i = SHEET_COLUMNS.socialFrom; i <= SHEET_COLUMNS.socialTo; i++) {
    const value = cell(i)?.trim();
    if (!value) continue;
    const network = networkOf(value, i - SHEET_COLUMNS.socialFrom);
    socialLinks[network] ??= value;
  }
  const sourceUrl = row
    .slice(0, SOURCE_URL_COLUMNS)
    .find((value) => value !== undefined && /^https?:\/\/\S+$/i.test(value.trim()));
  const record: RawProviderRecord = {
    label: rowNumber,
    name: cell(SHEET_COLUMNS.name),
    specialty: cell(SHEET_COLUMNS.specialty),
    city: cell(SHEET_COLUMNS.city),
    licenseNumber: cell(SHEET_COLUMNS.licenseNumber),
    bio: cell(SHEET_COLUMNS.bio),
    phone: cell(SHEET_COLUMNS.phone),
    externalUrl: sourceUrl?.trim(),
    socialLinks,
  };
  return record;
}
