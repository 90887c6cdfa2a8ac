import type { DuplicateKeys, ProviderDraft } from "./normalize.ts";

export type DuplicateReason = "url" | "name-location" | "external-id";

/** Keys already in the directory, as the repository found them. */
export interface ExistingKeys {
  urls: ReadonlySet<string>;
  nameLocations: ReadonlySet<string>;
  externalIds: ReadonlySet<string>;
}

export type DuplicateVerdict =
  | { kind: "new" }
  | { kind: "in-file"; firstLabel: number | string }
  | { kind: "in-directory"; reason: DuplicateReason };

/**
 * The three duplicate rules of admin-side 5, applied in order: a listing already in the
 * directory (same external URL, same source record, or same name at the same address), then
 * a record that repeats an earlier one of the same import by any of those keys.
 */
export function createDuplicateFilter(existing: ExistingKeys) {
  const seen = new Map<string, number | string>();
  const keysOf = (keys: DuplicateKeys) =>
    [
      keys.url && `url:${keys.url}`,
      keys.externalId && `id:${keys.externalId}`,
      keys.nameLocation && `nl:${keys.nameLocation}`,
    ].filter((key): key is string => Boolean(key));

  return function judge(draft: ProviderDraft): DuplicateVerdict {
    const { keys } = draft;
    if (keys.url && existing.urls.has(keys.url)) return { kind: "in-directory", reason: "url" };
    if (keys.externalId && existing.externalIds.has(keys.externalId)) {
      return { kind: "in-directory", reason: "external-id" };
    }
    if (keys.nameLocation && existing.nameLocations.has(keys.nameLocation)) {
      return { kind: "in-directory", reason: "name-location" };
    }
    const own = keysOf(keys);
    for (const key of own) {
      const firstLabel = seen.get(key);
      if (firstLabel !== undefined) return { kind: "in-file", firstLabel };
    }
    for (const key of own) seen.set(key, draft.label);
    return { kind: "new" };
  };
}
