import type { ClaimProgress, ClaimStarted } from "../../../../common/doctors/claims.ts";
import type { ClaimInput } from "../../../../common/doctors/schemas.ts";
import { apiRequest, serverMessageOf } from "../../../lib/api-request.ts";

/** The claimant's request as the page keeps it: its id, its secret and where it stands. */
export interface ClaimSession {
  claimToken: string;
  progress: ClaimProgress;
}

export const startClaim = (input: ClaimInput) =>
  apiRequest<ClaimStarted>("POST", "/api/providers/claim", input);

export const sendClaimCode = (session: ClaimSession, code: string) =>
  apiRequest<{ success: true; message: string }>(
    "POST",
    `/api/providers/claim/${session.progress.claimId}/code`,
    { claimToken: session.claimToken, code },
  );

export const resendClaimCode = (session: ClaimSession, method?: "sms" | "email") =>
  apiRequest<ClaimProgress>("POST", `/api/providers/claim/${session.progress.claimId}/resend`, {
    claimToken: session.claimToken,
    ...(method ? { method } : {}),
  });

/** The two documents as multipart; the server decides what each file really is. */
export async function sendClaimEvidence(
  session: ClaimSession,
  files: { cedula: File; identificacion: File },
): Promise<ClaimProgress> {
  const form = new FormData();
  form.set("claimToken", session.claimToken);
  form.set("cedula", files.cedula);
  form.set("identificacion", files.identificacion);
  return apiRequest<ClaimProgress>(
    "POST",
    `/api/providers/claim/${session.progress.claimId}/evidence`,
    form,
  );
}

export const claimErrorText = (error: unknown) =>
  serverMessageOf(error, "Ocurrió un error inesperado");
