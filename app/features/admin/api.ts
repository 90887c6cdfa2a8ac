import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  ApiError,
  apiRequest,
  fetchData,
  FRESH_MS,
  serverMessageOf,
  type ApiBody,
} from "../../lib/api-request.ts";

export { ApiError };

/*
 * The admin panel's data (admin-side 7, ADR 011): GETs through `fetchData` (its retry and
 * 401 rules), kept by path, fresh for FRESH_MS and fetched again on window focus once stale.
 * Changes go through `adminMutation`, never retried. Any 401 ends the panel's session.
 */

interface Entry {
  data: unknown;
  error: Error | null;
  updatedAt: number;
  fetching: boolean;
}

const EMPTY: Entry = { data: undefined, error: null, updatedAt: 0, fetching: false };
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const inFlight = new Map<string, Promise<void>>();
const lapseListeners = new Set<() => void>();

/**
 * The administrator's session ended (expired, signed out elsewhere, closed by a password
 * reset): everything fetched with it is forgotten and the panel is told at once, so it
 * leaves for /admin/login instead of showing stale rows or waiting on a tab.
 */
function reportSessionLapsed() {
  entries.clear();
  for (const listener of lapseListeners) listener();
}

/** Calls `listener` whenever an admin call answers 401; returns the unsubscribe. */
export function onSessionLapsed(listener: () => void): () => void {
  lapseListeners.add(listener);
  return () => lapseListeners.delete(listener);
}

/** A 401 ends the session for the whole panel; anything else is left to the caller. */
function reportIfLapsed(error: unknown) {
  if (error instanceof ApiError && error.status === 401) reportSessionLapsed();
}

function setEntry(path: string, change: Partial<Entry>) {
  entries.set(path, { ...(entries.get(path) ?? EMPTY), ...change });
  for (const listener of listeners.get(path) ?? []) listener();
}

function load(path: string): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  setEntry(path, { fetching: true });
  const promise = fetchData<unknown>(path)
    .then(
      (data) => {
        // fetchData answers a 401 with null; no admin endpoint answers null otherwise.
        if (data === null) reportSessionLapsed();
        else setEntry(path, { data, error: null, updatedAt: Date.now() });
      },
      (error: unknown) =>
        setEntry(path, {
          error: error instanceof Error ? error : new Error(String(error)),
          updatedAt: Date.now(),
        }),
    )
    .finally(() => {
      inFlight.delete(path);
      if (entries.has(path)) setEntry(path, { fetching: false });
    });
  inFlight.set(path, promise);
  return promise;
}

const isStale = (path: string) => Date.now() - (entries.get(path)?.updatedAt ?? 0) > FRESH_MS;

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
  /** undefined until the first answer. */
  data: T | undefined;
  error: Error | null;
  fetching: boolean;
  refetch: () => Promise<void>;
}

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
    if (isStale(path)) void load(path);
    const onFocus = () => {
      if (isStale(path)) void load(path);
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [path]);

  const refetch = useCallback(() => (path ? load(path) : Promise.resolve()), [path]);
  return {
    data: entry.data as T | undefined,
    error: entry.error,
    fetching: entry.fetching,
    refetch,
  };
}

/** Signing out forgets everything fetched with the old session. */
export function clearAdminCache() {
  entries.clear();
}

/** A change (JSON or a multipart form) with the admin cookie, never retried. */
export async function adminMutation<T>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: ApiBody,
): Promise<T> {
  try {
    return await apiRequest<T>(method, path, body);
  } catch (error) {
    reportIfLapsed(error);
    throw error;
  }
}

/** A single read outside the cache (progress, a run's messages): a 401 ends the session. */
export async function adminRead<T>(path: string): Promise<T> {
  try {
    return await apiRequest<T>("GET", path);
  } catch (error) {
    reportIfLapsed(error);
    throw error;
  }
}

/** The server's Spanish message when it sent one. */
export function serverMessage(error: unknown): string | null {
  return serverMessageOf(error, "") || null;
}
