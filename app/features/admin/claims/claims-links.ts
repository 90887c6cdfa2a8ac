import type { AdminClaimPage } from "../../../../common/doctors/claims.ts";

/** What the page's loader hands 'Solicitudes': a page of requests, or why there is none. */
export interface ClaimsView {
  list: AdminClaimPage | null;
  error: string | null;
}

/** What the action answers when it refuses a decision: shown in the request's open form. */
export interface ClaimAnswer {
  claimError: { claimId: number; verdict: ClaimDecision; message: string } | null;
  error: string | null;
}

export const CLAIM_DECISIONS = ["approve", "reject"] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** The filters travel in the page's address (with `tab`), the same names as the API's. */
export const CLAIM_FILTER_KEYS = ["status", "providerId", "search", "sortOrder"] as const;

/** The API query of what the address asks for: only the list's own keys, none empty. */
export function claimListParams(searchParams: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...CLAIM_FILTER_KEYS, "page"]) {
    const value = searchParams.get(key)?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

const tabHref = (params: URLSearchParams) => {
  const query = params.toString();
  return `/admin?tab=solicitudes${query ? `&${query}` : ""}`;
};

/** The address of another page of the same filtered list. */
export function claimPageHref(searchParams: URLSearchParams, page: number): string {
  const params = claimListParams(searchParams);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  return tabHref(params);
}

/** The same page of the list, with the notice of a decision just recorded. */
export function claimDecisionHref(
  searchParams: URLSearchParams,
  verdict: ClaimDecision,
  claimId: number,
): string {
  const params = claimListParams(searchParams);
  params.set("decision", verdict);
  params.set("claim", String(claimId));
  return tabHref(params);
}

/** The decision the address reports (after a redirect from the action), if any. */
export function claimDecisionOf(
  searchParams: URLSearchParams,
): { verdict: ClaimDecision; claimId: number } | null {
  const verdict = searchParams.get("decision") as ClaimDecision | null;
  const claimId = Number(searchParams.get("claim"));
  if (!verdict || !CLAIM_DECISIONS.includes(verdict)) return null;
  if (!Number.isSafeInteger(claimId) || claimId < 1) return null;
  return { verdict, claimId };
}

/**
 * Whether going from one address of /admin to another needs 'Solicitudes' read again: on
 * arriving at the tab, and on any change of its filters, page or decision notice.
 */
export function claimsChanged(current: URLSearchParams, next: URLSearchParams): boolean {
  if (next.get("tab") !== "solicitudes") return false;
  if (current.get("tab") !== "solicitudes") return true;
  const key = (params: URLSearchParams) =>
    `${claimListParams(params).toString()}|${params.get("decision")}|${params.get("claim")}`;
  return key(current) !== key(next);
}
