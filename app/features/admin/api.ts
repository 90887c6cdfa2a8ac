import { useCallback, useEffect, useSyncExternalStore } from "react";
import { ApiError, apiRequest } from "../dashboard/api.ts";

export { ApiError };

/*
 * The admin panel's data (admin-side 7): GETs keyed by their path, fresh for 5 minutes,
 * fetched again when the window regains focus if stale, up to 2 retries except for 401 and
 * 404, and a 401 gives an empty result (null) rather than an error. Mutations go straight
 * through `adminMutation` and are never retried.
 */

const FRESH_MS = 5 * 60_000;
const MAX_RETRIES = 2;

interface Entry {
  data: unknown;
  error: Error | null;
  updatedAt: number;
  fetching: boolean;
  loaded: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const inFlight = new Map<string, Promise<void>>();

function notify(path: string) {
  for (const listener of listeners.get(path) ?? []) listener();
}

function setEntry(path: string, change: Partial<Entry>) {
  const current = entries.get(path) ?? {
    data: undefined,
    error: null,
    updatedAt: 0,
    fetching: false,
    loaded: false,
  };
  entries.set(path, { ...current, ...change });
  notify(path);
}

const noRetry = (error: unknown) =>
  error instanceof Error && (error.message.includes("401") || error.message.includes("404"));

async function fetchWithRetries(path: string): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest<unknown>("GET", path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (noRetry(error) || attempt >= MAX_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

function load(path: string): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  setEntry(path, { fetching: true });
  const promise = fetchWithRetries(path)
    .then(
      (data) => setEntry(path, { data, error: null, updatedAt: Date.now(), loaded: true }),
      (error: unknown) =>
        setEntry(path, {
          error: error instanceof Error ? error : new Error(String(error)),
          updatedAt: Date.now(),
          loaded: true,
        }),
    )
    .finally(() => {
      inFlight.delete(path);
      setEntry(path, { fetching: false });
    });
  inFlight.set(path, promise);
  return promise;
}

/** Marks every cached path starting with `prefix` stale, fetching again the ones on screen. */
export function invalidateAdmin(prefix: string): Promise<void> {
  const reloads: Promise<void>[] = [];
  for (const path of entries.keys()) {
    if (!path.startsWith(prefix)) continue;
    setEntry(path, { updatedAt: 0 });
    if ((listeners.get(path)?.size ?? 0) > 0) reloads.push(load(path));
  }
  return Promise.all(reloads).then(() => undefined);
}

export interface AdminQuery<T> {
  /** undefined while loading the first time; null after a 401. */
  data: T | null | undefined;
  error: Error | null;
  fetching: boolean;
  refetch: () => Promise<void>;
}

const EMPTY: Entry = { data: undefined, error: null, updatedAt: 0, fetching: false, loaded: false };

export function useAdminQuery<T>(path: string | null): AdminQuery<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!path) return () => {};
      const set = listeners.get(path) ?? new Set();
      set.add(listener);
      listeners.set(path, set);
      return () => set.delete(listener);
    },
    [path],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => (path ? (entries.get(path) ?? EMPTY) : EMPTY),
    () => EMPTY,
  );

  useEffect(() => {
    if (!path) return;
    const current = entries.get(path);
    if (!current || Date.now() - current.updatedAt > FRESH_MS) void load(path);
    const onFocus = () => {
      const seen = entries.get(path);
      if (!seen || Date.now() - seen.updatedAt > FRESH_MS) void load(path);
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [path]);

  const refetch = useCallback(() => (path ? load(path) : Promise.resolve()), [path]);
  return {
    data: entry.data as T | null | undefined,
    error: entry.error,
    fetching: entry.fetching,
    refetch,
  };
}

/** Signing out forgets everything fetched with the old session. */
export function clearAdminCache() {
  entries.clear();
}

/** A change: JSON in and out with the admin cookie, never retried. */
export function adminMutation<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) {
  return apiRequest<T>(method, path, body);
}

/** The server's Spanish message when it sent one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
