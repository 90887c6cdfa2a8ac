import { Router, type Response } from "express";
import {
  adminClaimQuerySchema,
  claimAccessSchema,
  claimCodeSchema,
  claimDecisionSchema,
  claimRejectionSchema,
  claimResendSchema,
  CLAIM_MESSAGES,
} from "../../common/doctors/claims.ts";
import {
  claimFieldIssues as spanishIssue,
  claimIdSchema,
  evidenceIndexSchema,
  parseClaim,
  verifyPhoneSchema,
} from "../../common/doctors/claim-requests.ts";
import { badRequest } from "../../common/errors.ts";
import { EVIDENCE_MAX_BYTES } from "../lib/evidence-store.ts";
import type { Services } from "../services.ts";
import { requireAdmin, type AdminLocals } from "./admin-auth.ts";
import { readEvidenceUpload } from "./evidence-upload.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

const adminOf = (res: Response) => res.locals.admin as AdminLocals;

/**
 * Spec section 7: POST /api/providers/claim (which now opens a request), the page's phone
 * step, the code and document steps, and the administrators' 'Solicitudes'.
 */
export function claimsRouter(services: Services): Router {
  const router = Router();
  const codeLimit = RATE_LIMITS.claimCode();

  router.post("/providers/claim/verify-phone", RATE_LIMITS.claimVerifyPhone(), async (req, res) => {
    const { providerId, phone } = verifyPhoneSchema.parse(req.body ?? {}, spanishIssue);
    res.json(await services.claims.verifyPhone(providerId, phone));
  });

  router.post("/providers/claim", RATE_LIMITS.claim(), async (req, res) => {
    res.status(202).json(await services.claims.start(parseClaim(req.body), { ip: req.ip }));
  });

  // The secret travels in a header (GET) or the body, never in a URL that logs keep.
  router.get("/providers/claim/:claimId", codeLimit, async (req, res) => {
    const claimId = claimIdSchema.parse(req.params.claimId);
    const { claimToken } = claimAccessSchema.parse(
      { claimToken: req.get("x-claim-token") },
      spanishIssue,
    );
    res.set("Cache-Control", "private, no-store");
    res.json(await services.claims.progress(claimId, claimToken));
  });

  router.post("/providers/claim/:claimId/code", codeLimit, async (req, res) => {
    const claimId = claimIdSchema.parse(req.params.claimId);
    const input = claimCodeSchema.parse(req.body ?? {}, spanishIssue);
    res.json(await services.claims.verifyCode(claimId, input));
  });

  router.post("/providers/claim/:claimId/resend", codeLimit, async (req, res) => {
    const claimId = claimIdSchema.parse(req.params.claimId);
    res.json(
      await services.claims.resend(claimId, claimResendSchema.parse(req.body ?? {}, spanishIssue)),
    );
  });

  router.post("/providers/claim/:claimId/evidence", codeLimit, async (req, res) => {
    const claimId = claimIdSchema.parse(req.params.claimId);
    const upload = await readEvidenceUpload(req, {
      fields: ["claimToken"],
      files: ["cedula", "identificacion"],
      maxBytes: EVIDENCE_MAX_BYTES,
    });
    const { claimToken } = claimAccessSchema.parse(upload.fields, spanishIssue);
    res.json(
      await services.claims.submitEvidence(
        claimId,
        claimToken,
        {
          cedula: upload.files.cedula?.bytes,
          identificacion: upload.files.identificacion?.bytes,
        },
        { ip: req.ip },
      ),
    );
  });

  const admin = requireAdmin(services);

  router.get("/admin/claims", admin, async (req, res) => {
    res.json(await services.claimReviews.list(adminClaimQuerySchema.parse(req.query)));
  });

  router.get("/admin/claims/:claimId/evidence/:index", admin, async (req, res) => {
    const file = await services.claimReviews.evidenceFile(
      claimIdSchema.parse(req.params.claimId),
      evidenceIndexSchema.parse(req.params.index),
    );
    // Shown to the administrator only, as an inert document: no caching, no sniffing, no
    // scripts even if a crafted PDF tried.
    res.set({
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${file.label}.${file.contentType.split("/")[1]}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    });
    res.send(file.bytes);
  });

  router.post("/admin/claims/:claimId/approve", admin, async (req, res) => {
    const { note } = claimDecisionSchema.parse(req.body ?? {}, spanishIssue);
    res.json(
      await services.claimReviews.approve(
        claimIdSchema.parse(req.params.claimId),
        adminOf(res),
        note,
      ),
    );
  });

  router.post("/admin/claims/:claimId/reject", admin, async (req, res) => {
    const parsed = claimRejectionSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest(CLAIM_MESSAGES.noteRequired);
    res.json(
      await services.claimReviews.reject(
        claimIdSchema.parse(req.params.claimId),
        adminOf(res),
        parsed.data.note,
      ),
    );
  });

  return router;
}
