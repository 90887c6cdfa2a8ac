/**
 * A small LRU with expiry for search answers. Listing pages repeat the same few queries
 * (a specialty in a city, page 1), and on PGlite every query holds the only thread.
 * Entries live `ttlMs`; `clear()` is called when listings change.
 */
export function createResultCache<T>(options: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at <= options.ttlMs) {
        // Re-insert to mark as most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
