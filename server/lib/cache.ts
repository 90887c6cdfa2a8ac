import type { ChangeBus, ChangeTopic } from "./change-bus.ts";

/**
 * The one in-memory cache of the server: bounded (least recently used entries leave first),
 * optionally expiring, and emptied when a change topic it depends on is published (here or,
 * through the broadcaster, in another process). What it holds is only ever a copy of what the
 * database says: losing it costs a query, never data.
 */
export interface CacheOptions {
  maxEntries: number;
  /** Entries older than this are loaded again; none expire when omitted. */
  ttlMs?: number;
  /** Empty the cache whenever one of these topics changes. */
  invalidatedBy?: { changes: ChangeBus; topics: readonly ChangeTopic[] };
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export interface Cache<V> {
  /** The value, or `compute()` stored and returned when absent or expired. */
  getOrSet(key: string, compute: () => V): V;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** Stops listening to change topics. */
  dispose(): void;
}

export function createCache<V>(options: CacheOptions): Cache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: V }>();
  const stopListening = options.invalidatedBy
    ? options.invalidatedBy.changes.subscribe(options.invalidatedBy.topics, () => entries.clear())
    : () => {};

  function fresh(key: string) {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (options.ttlMs !== undefined && now() - hit.at > options.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  function set(key: string, value: V) {
    entries.delete(key);
    entries.set(key, { at: now(), value });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    getOrSet(key, compute) {
      const hit = fresh(key);
      if (hit) return hit.value;
      const value = compute();
      set(key, value);
      return value;
    },
    get: (key) => fresh(key)?.value,
    set,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    dispose: stopListening,
  };
}

export interface LoadingCache<T> {
  /**
   * The cached answer for `key`, or `load()`'s. Callers asking while a load runs share it;
   * a load that fails is forgotten, so the next caller tries again.
   */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
  dispose(): void;
}

/** The cache above holding answers still on their way (database reads, registry lookups). */
export function createLoadingCache<T>(options: CacheOptions): LoadingCache<T> {
  const cache = createCache<Promise<T>>(options);
  return {
    get(key, load) {
      return cache.getOrSet(key, () => {
        const promise = load();
        // Only this load's entry goes: a clear() and a newer load may have replaced it.
        promise.catch(() => {
          if (cache.get(key) === promise) cache.delete(key);
        });
        return promise;
      });
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
    dispose: () => cache.dispose(),
  };
}

/** A function of one string argument computed once per distinct argument (a bounded memo). */
export function memoizeByKey<V>(
  compute: (key: string) => V,
  options: { maxEntries: number },
): (key: string) => V {
  const cache = createCache<V>(options);
  return (key) => cache.getOrSet(key, () => compute(key));
}
