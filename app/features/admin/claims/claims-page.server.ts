import { data, redirect } from "react-router";
import {
  adminClaimQuerySchema,
  claimDecisionSchema,
  claimRejectionSchema,
  CLAIM_LIST_MESSAGES,
  CLAIM_MESSAGES,
  type AdminClaimPage,
  type AdminClaimQuery,
} from "../../../../common/doctors/claims.ts";
import { refusalOf } from "../../../lib/errors.server.ts";
import {
  CLAIM_DECISIONS,
  claimDecisionHref,
  type ClaimDecision,
  type ClaimsView,
} from "./claims-links.ts";

/*
 * 'Solicitudes' rendered by the server (issue #33): the page's loader reads the list the API
 * answers, and the approve and reject forms post to the page's action, so the list, its pages,
 * its filters and the decisions all work before the page's scripts load.
 */

/** The load context's claim reviews, as far as this page uses them. */
interface ClaimReviews {
  list(query: AdminClaimQuery): Promise<AdminClaimPage>;
  approve(claimId: number, admin: { id: number }, note: string | undefined): Promise<unknown>;
  reject(claimId: number, admin: { id: number }, note: string): Promise<unknown>;
}
type Services = { claimReviews: ClaimReviews };

/** The list the address asks for, or the filter error the API would answer with. */
export async function loadClaimsView(
  services: Services,
  searchParams: URLSearchParams,
): Promise<ClaimsView> {
  const query = adminClaimQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!query.success) return { list: null, error: CLAIM_LIST_MESSAGES.invalidFilter };
  return { list: await services.claimReviews.list(query.data), error: null };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * 'Aprobar' or 'Rechazar' posted from a request's card: the note checked with the API's
 * schemas (a note is asked for on approval too, it is what the claimant reads), the decision
 * recorded for this administrator, then back to the same page of the list with a notice. A
 * refusal stays on the page inside the card's open form.
 */
export async function decideClaim(
  services: Services,
  admin: { id: number },
  request: Request,
  form: FormData,
) {
  const claimId = Number(text(form, "claimId"));
  const verdict = text(form, "verdict") as ClaimDecision;
  if (!Number.isSafeInteger(claimId) || claimId < 1 || !CLAIM_DECISIONS.includes(verdict)) {
    return data({ claimError: null, error: "La solicitud no es válida." }, { status: 400 });
  }
  const refused = (message: string, status = 400) =>
    data({ claimError: { claimId, verdict, message }, error: null }, { status });
  const note = text(form, "note");
  try {
    if (verdict === "approve") {
      const parsed = claimDecisionSchema.safeParse({ note });
      if (!parsed.success)
        return refused(parsed.error.issues[0]?.message ?? CLAIM_MESSAGES.approvalNoteRequired);
      if (!parsed.data.note) return refused(CLAIM_MESSAGES.approvalNoteRequired);
      await services.claimReviews.approve(claimId, admin, parsed.data.note);
    } else {
      const parsed = claimRejectionSchema.safeParse({ note });
      if (!parsed.success) return refused(CLAIM_MESSAGES.noteRequired);
      await services.claimReviews.reject(claimId, admin, parsed.data.note);
    }
  } catch (error) {
    const { status, message } = refusalOf(error);
    return refused(message, status);
  }
  return redirect(claimDecisionHref(new URL(request.url).searchParams, verdict, claimId));
}
