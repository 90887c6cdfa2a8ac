import { stripAccents } from "./slug.ts";

/** For "type to filter" boxes: case- and accent-insensitive comparison. */
export function foldForFilter(text: string): string {
  return stripAccents(text).toLowerCase().trim();
}
