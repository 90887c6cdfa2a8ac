/*
 * The one way the browser talks to the API (spec public-side 8, admin-side 7; ADR 011).
 * Pages read through their loaders and write through their actions; what a screen sends or
 * fetches from the client goes through `apiRequest` (writes, sent once) or `fetchData`
 * (reads: a 401 gives null, retried up to twice except 401 and 404).
 */

/** How long fetched data counts as fresh where a screen keeps a client cache. */
export const FRESH_MS = 5 * 60_000;
/** Retries of a failed read; writes are never retried. */
export const MAX_RETRIES = 2;

/**
 * A failed API call: the message is "{status}: {body}" (the body text, or the status text
 * when the body is empty); the server's Spanish `error`, and the field it names, kept apart
 * for the toast and the form.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    body: string,
    readonly serverMessage: string | null,
    readonly field: string | null,
  ) {
    super(`${status}: ${body}`);
  }
}

function readErrorBody(text: string): { error: string | null; field: string | null } {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; field?: unknown };
    return {
      error: typeof parsed.error === "string" ? parsed.error : null,
      field: typeof parsed.field === "string" ? parsed.field : null,
    };
  } catch {
    return { error: null, field: null };
  }
}

/** A JSON value or a multipart form (files); nothing for a bodiless call. */
export type ApiBody = FormData | unknown;

function requestInit(method: string, body: ApiBody, signal?: AbortSignal): RequestInit {
  if (body === undefined) return { method, credentials: "include", signal };
  if (body instanceof FormData) return { method, credentials: "include", body, signal };
  return {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  };
}

/**
 * One call with the session cookie: JSON (or a FormData) in, JSON out; an empty answer reads
 * as undefined. A non-OK answer throws an ApiError; a network failure throws as fetch does.
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: ApiBody,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, requestInit(method, body, options.signal));
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    const shown = text || response.statusText;
    const { error, field } = readErrorBody(shown);
    throw new ApiError(response.status, shown, error, field);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The spec's rule for reads: never again after a 401 or a 404, otherwise up to MAX_RETRIES. */
export function shouldRetry(error: unknown, failures: number): boolean {
  if (failures > MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status !== 401 && error.status !== 404;
  // Spec wording: the decision reads the error's message.
  const message = error instanceof Error ? error.message : String(error);
  return !message.includes("401") && !message.includes("404");
}

const backoff = (failures: number) => 500 * 2 ** (failures - 1);

/**
 * A data fetch (GET): a 401 gives null (nobody signed in) rather than an error; other
 * failures are retried by `shouldRetry`, waiting `delayMs(failures)` between attempts.
 */
export async function fetchData<T>(
  url: string,
  options: { signal?: AbortSignal; delayMs?: (failures: number) => number } = {},
): Promise<T | null> {
  const delayMs = options.delayMs ?? backoff;
  for (let failures = 1; ; failures += 1) {
    try {
      return await apiRequest<T>("GET", url, undefined, { signal: options.signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (options.signal?.aborted || !shouldRetry(error, failures)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs(failures)));
    }
  }
}

/** The text a toast shows for a failed call: the server's Spanish words, or the fallback. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
