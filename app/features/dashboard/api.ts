import type { ProviderSelfUpdate } from "../../../common/doctors/schemas.ts";
import type { OwnProvider } from "../../../common/doctors/types.ts";

/**
 * A failed API call (spec public-side 8): the message is "{status}: {body}", and the
 * server's Spanish `error` is kept apart for the toast and the field it names.
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

/** JSON in, JSON out, with the session cookie; mutations are never retried. */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    const { error, field } = readErrorBody(text);
    throw new ApiError(response.status, text, error, field);
  }
  return (await response.json()) as T;
}

/** `PUT /api/providers/{id}/self`: saves the given fields, answers the listing as saved. */
export function saveOwnProvider(id: number, changes: ProviderSelfUpdate): Promise<OwnProvider> {
  return apiRequest<OwnProvider>("PUT", `/api/providers/${id}/self`, changes);
}
