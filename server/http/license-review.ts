import { Router, type Request } from "express";
import { EVIDENCE_MAX_BYTES } from "../lib/evidence-store.ts";
import type { Services } from "../services.ts";
import { readEvidenceUpload } from "./evidence-upload.ts";
import { perUserLimit } from "./rate-limits.ts";
import { viewerOf } from "./session.ts";

/**
 * The signed-in doctor's review of a cédula the registry did not confirm at registration:
 * where it stands, and the two documents for the administrators ('Solicitudes').
 */
export function licenseReviewRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);

  router.get("/providers/me/license-review", async (req, res) => {
    res.set("Cache-Control", "private, no-store");
    res.json(await services.licenseReviews.state(await user(req)));
  });

  router.post(
    "/providers/me/license-review/evidence",
    perUserLimit(services, "profileSave"),
    async (req, res) => {
      // Who sends is known before a byte of the files is read.
      const viewer = await user(req);
      await services.licenseReviews.state(viewer);
      const upload = await readEvidenceUpload(req, {
        fields: [],
        files: ["cedula", "identificacion"],
        maxBytes: EVIDENCE_MAX_BYTES,
      });
      res.json(
        await services.licenseReviews.submitEvidence(
          viewer,
          {
            cedula: upload.files.cedula?.bytes,
            identificacion: upload.files.identificacion?.bytes,
          },
          { ip: req.ip },
        ),
      );
    },
  );

  return router;
}
