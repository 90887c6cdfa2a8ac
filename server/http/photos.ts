import { Router, type Request } from "express";
import type { PhotoKind } from "../../common/photos/sizes.ts";
import { PHOTO_MAX_BYTES } from "../photos/process.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { requireAdmin, type AdminLocals } from "./admin-auth.ts";
import { readEvidenceUpload } from "./evidence-upload.ts";
import { providerIdSchema } from "../../common/providers/ids.ts";
import { perUserLimit } from "./rate-limits.ts";

/**
 * The two pictures of a listing and the path segment that names each. Spelled out rather than
 * a `:kind` parameter, which would also take /providers/me/posts and the like.
 */
const KINDS: [segment: string, kind: PhotoKind][] = [
  ["photo", "avatar"],
  ["banner", "banner"],
];

/** The multipart field that carries the picture. */
export const PHOTO_FIELD = "foto";

/**
 * Profile photos (issue item 4): `POST|DELETE /api/providers/me/{photo|banner}` for the owner
 * doctor and `DELETE /api/admin/providers/{id}/{photo|banner}` for administrators. Mounted
 * before the public providers router (whose /providers/:id would take "me") and before the
 * admin router (whose /admin guard would answer first).
 */
export function photosRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);
  const uploadLimit = perUserLimit(services, "photo");

  router.get("/providers/me/photos", async (req, res) => {
    res.json(await services.photos.own(await user(req)));
  });

  for (const [segment, kind] of KINDS) {
    router.post(`/providers/me/${segment}`, uploadLimit, async (req, res) => {
      // The service knows who asks before it reads a byte of the picture.
      const readPicture = async () => {
        const form = await readEvidenceUpload(req, {
          fields: [],
          files: [PHOTO_FIELD],
          maxBytes: PHOTO_MAX_BYTES,
        });
        return form.files[PHOTO_FIELD]?.bytes ?? Buffer.alloc(0);
      };
      res.json(await services.photos.upload(await user(req), kind, readPicture));
    });

    router.delete(`/providers/me/${segment}`, async (req, res) => {
      res.json(await services.photos.removeOwn(await user(req), kind));
    });

    router.delete(`/admin/providers/:id/${segment}`, requireAdmin(services), async (req, res) => {
      const providerId = providerIdSchema.parse(req.params.id);
      const admin = res.locals.admin as AdminLocals;
      res.json(await services.photos.removeByAdmin(admin, providerId, kind));
    });
  }

  return router;
}

/** `GET /fotos/{hash}-{width}.webp`: never changes once written, so cached for a year. */
export function photoFilesRouter(services: Services): Router {
  const router = Router();
  router.get("/fotos/:key", async (req, res) => {
    const bytes = await services.photos.file(req.params.key);
    if (!bytes) {
      res.status(404).type("text/plain").send("Imagen no encontrada");
      return;
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("image/webp").send(bytes);
  });
  return router;
}
