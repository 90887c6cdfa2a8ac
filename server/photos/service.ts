import {
  photoUrl,
  PHOTO_PUBLIC_PREFIX,
  PHOTO_WIDTHS,
  type PhotoKind,
} from "../../common/photos/sizes.ts";
import type { SessionUser } from "../accounts/service.ts";
import { notFound } from "../../common/errors.ts";
import { requireOwnListing, type FindOwnListing } from "../access/rules.ts";
import type { Logger } from "../logger.ts";
import { processPhoto } from "./process.ts";
import type { PhotosRepository } from "./repository.ts";
import { PHOTO_KEY, type PhotoStorage } from "./storage.ts";

export const PHOTO_ERRORS = {
  signIn: "Inicia sesión para cambiar las fotos de tu perfil.",
  noListing: "Tu cuenta no tiene un perfil de médico.",
  noProvider: "Médico no encontrado",
  noPhoto: "Este perfil no tiene esa imagen.",
} as const;

export interface PhotoAnswer {
  avatar: string | null;
  bannerImage: string | null;
}

/** The storage keys of an uploaded picture, or none for a demo drawing or an imported link. */
function keysOf(url: string | null, kind: PhotoKind): string[] {
  if (!url?.startsWith(PHOTO_PUBLIC_PREFIX)) return [];
  const match = /^\/fotos\/([a-f0-9]{16,64})-\d+\.webp$/.exec(url);
  if (!match) return [];
  return PHOTO_WIDTHS[kind].map((width) =>
    photoUrl(match[1]!, width).slice(PHOTO_PUBLIC_PREFIX.length),
  );
}

/**
 * Profile photos and banners (issue item 4): the owner doctor uploads or removes them, an
 * administrator removes them. Files are stored once per width under content-hashed names;
 * the listing keeps the widest. A replaced picture's files go unless another listing uses it.
 */
export function createPhotosService(deps: {
  repository: PhotosRepository;
  storage: PhotoStorage;
  /** The signed-in doctor's listing (the dashboard's own listing). */
  findOwnListing: FindOwnListing<{ id: number }>;
  /** Public pages and search answers are cached: a new picture must show at once. */
  onChange: () => void;
  logger: Logger;
}) {
  const { repository, storage, logger } = deps;

  async function ownListingId(user: SessionUser | null): Promise<number> {
    const { listing } = await requireOwnListing(user, deps.findOwnListing, PHOTO_ERRORS);
    return listing.id;
  }

  async function answerFor(providerId: number): Promise<PhotoAnswer> {
    const row = await repository.photosOf(providerId);
    if (!row) throw notFound(PHOTO_ERRORS.noProvider);
    return { avatar: row.avatar, bannerImage: row.bannerImage };
  }

  /** Best effort: a file left behind costs disk, a failed answer would cost the doctor. */
  async function discard(url: string | null, kind: PhotoKind): Promise<void> {
    const keys = keysOf(url, kind);
    if (keys.length === 0 || (await repository.inUse(url!))) return;
    await Promise.all(
      keys.map((key) =>
        storage.delete(key).catch((error: unknown) => {
          logger.warn({ err: error, key }, "No se pudo borrar un archivo de foto reemplazada");
        }),
      ),
    );
  }

  async function replace(providerId: number, kind: PhotoKind, url: string | null) {
    const before = await repository.photosOf(providerId);
    if (!before) throw notFound(PHOTO_ERRORS.noProvider);
    const previous = kind === "avatar" ? before.avatar : before.bannerImage;
    await repository.setPhoto(providerId, kind, url);
    deps.onChange();
    if (previous !== url) await discard(previous, kind);
    return previous;
  }

  return {
    /** The signed-in doctor's current pictures, for the dashboard. */
    async own(user: SessionUser | null): Promise<PhotoAnswer> {
      return answerFor(await ownListingId(user));
    },

    /** `read` gives the uploaded bytes; it is called only once the owner is known. */
    async upload(
      user: SessionUser | null,
      kind: PhotoKind,
      read: () => Promise<Buffer>,
    ): Promise<PhotoAnswer> {
      const providerId = await ownListingId(user);
      const photo = await processPhoto(await read(), kind);
      // Files first: the listing never points at a picture that is not there yet.
      await Promise.all(
        photo.variants.map(({ width, bytes: webp }) =>
          storage.put(
            photoUrl(photo.hash, width).slice(PHOTO_PUBLIC_PREFIX.length),
            webp,
            "image/webp",
          ),
        ),
      );
      const widest = photo.variants[photo.variants.length - 1]!.width;
      await replace(providerId, kind, photoUrl(photo.hash, widest));
      return answerFor(providerId);
    },

    async removeOwn(user: SessionUser | null, kind: PhotoKind): Promise<PhotoAnswer> {
      const providerId = await ownListingId(user);
      await replace(providerId, kind, null);
      return answerFor(providerId);
    },

    async removeByAdmin(
      admin: { id: number },
      providerId: number,
      kind: PhotoKind,
    ): Promise<PhotoAnswer> {
      const before = await repository.photosOf(providerId);
      if (!before) throw notFound(PHOTO_ERRORS.noProvider);
      const previous = kind === "avatar" ? before.avatar : before.bannerImage;
      if (!previous) throw notFound(PHOTO_ERRORS.noPhoto);
      await replace(providerId, kind, null);
      await repository.auditAdminRemoval({ adminId: admin.id, providerId, kind, before: previous });
      return answerFor(providerId);
    },

    /** The bytes behind /fotos/{key}, or null for an unknown or malformed name. */
    async file(key: string): Promise<Buffer | null> {
      if (!PHOTO_KEY.test(key)) return null;
      return storage.get(key);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
