import {
  DOCTOR_POST_MESSAGES as M,
  type DoctorPostInput,
  type DoctorPostStatus,
} from "../../common/doctor-posts/schemas.ts";
import type { AdminDoctorPost, OwnDoctorPost } from "../../common/doctor-posts/types.ts";
import { slugify } from "../../common/text/slug.ts";
import type { SessionUser } from "../accounts/service.ts";
import { EDITORIAL_ARTICLES } from "../blog/editorial.ts";
import { badRequest, conflict, forbidden, notFound } from "../../common/errors.ts";
import { requireOwnListing, type FindOwnListing } from "../access/rules.ts";
import { isUniqueViolation, type DoctorPostRow, type DoctorPostsRepository } from "./repository.ts";

/** The author may change, send or delete a post only before an administrator takes it. */
const EDITABLE: DoctorPostStatus[] = ["draft", "rejected"];
const SUBMITTED: DoctorPostStatus[] = ["pending", "approved", "rejected"];
const SLUG_MAX = 80;
const EDITORIAL_SLUGS = new Set(EDITORIAL_ARTICLES.map((article) => article.slug));

function toOwnPost(row: DoctorPostRow): OwnDoctorPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    status: row.status,
    reviewNotes: row.reviewNotes,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publicPath: row.status === "approved" ? `/blog/${row.slug}` : null,
  };
}

function slugBase(title: string): string {
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/, "") || "articulo";
}

/**
 * Doctors' blog posts: the author writes drafts and sends them for review (verified email
 * only); administrators approve (publish in /blog) or reject them with notes, or delete them.
 */
export function createDoctorPostsService(deps: {
  repository: DoctorPostsRepository;
  /** The listing an account owns: the same one the dashboard shows. */
  findOwnListing: FindOwnListing<{ id: number }>;
}) {
  const { repository } = deps;

  async function authorListing(user: SessionUser | null) {
    const { listing } = await requireOwnListing(user, deps.findOwnListing, M);
    return listing;
  }

  async function ownPost(user: SessionUser | null, id: number) {
    const { user: author, listing } = await requireOwnListing(user, deps.findOwnListing, M);
    const post = await repository.find(id);
    // Another doctor's post is answered like a missing one: ids reveal nothing.
    if (!post || post.providerId !== listing.id) throw notFound(M.notFound);
    return { author, listing, post };
  }

  /** The title's slug, or the first free "-2", "-3"… ; never an editorial article's. */
  async function freeSlug(title: string, keep?: { id: number; slug: string }) {
    const base = slugBase(title);
    if (keep && (keep.slug === base || keep.slug.match(/^(.*)-\d+$/)?.[1] === base)) {
      return keep.slug;
    }
    const taken = new Set([...(await repository.slugsLike(base)), ...EDITORIAL_SLUGS]);
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  /** Two authors saving the same title at once: the loser takes the next suffix. */
  async function withFreeSlug<T>(
    title: string,
    keep: { id: number; slug: string } | undefined,
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await write(await freeSlug(title, attempt === 0 ? keep : undefined));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  return {
    async listOwn(user: SessionUser | null): Promise<OwnDoctorPost[]> {
      const listing = await authorListing(user);
      return (await repository.listOfProvider(listing.id)).map(toOwnPost);
    },

    /** 'Guardar borrador' for a new post. */
    async create(user: SessionUser | null, input: DoctorPostInput): Promise<OwnDoctorPost> {
      const listing = await authorListing(user);
      const row = await withFreeSlug(input.title, undefined, (slug) =>
        repository.insert(listing.id, slug, input),
      );
      return toOwnPost(row);
    },

    /** 'Guardar borrador' again: only drafts and rejected posts can change. */
    async update(
      user: SessionUser | null,
      id: number,
      input: DoctorPostInput,
    ): Promise<OwnDoctorPost> {
      const { listing, post } = await ownPost(user, id);
      if (!EDITABLE.includes(post.status)) throw conflict(M.notEditable);
      const row = await withFreeSlug(input.title, post, (slug) =>
        repository.update(id, listing.id, EDITABLE, { ...input, slug }),
      );
      if (!row) throw conflict(M.notEditable);
      return toOwnPost(row);
    },

    /** 'Enviar a revisión': a verified author sends a draft or a rejected post again. */
    async submit(user: SessionUser | null, id: number): Promise<OwnDoctorPost> {
      const { author, post } = await ownPost(user, id);
      if (!author.emailVerified) throw forbidden(M.notVerified);
      if (!EDITABLE.includes(post.status)) throw conflict(M.notSubmittable);
      const row = await repository.transition(id, EDITABLE, { status: "pending" });
      if (!row) throw conflict(M.notSubmittable);
      return toOwnPost(row);
    },

    async removeOwn(user: SessionUser | null, id: number): Promise<void> {
      const { listing, post } = await ownPost(user, id);
      if (!EDITABLE.includes(post.status)) throw conflict(M.notDeletable);
      const deleted = await repository.delete(id, { providerId: listing.id, statuses: EDITABLE });
      if (!deleted) throw conflict(M.notDeletable);
    },

    /** For administrators (their routes come with issue #7): sent posts, by status. */
    async listForAdmin(status?: Exclude<DoctorPostStatus, "draft">): Promise<AdminDoctorPost[]> {
      const rows = await repository.listForAdmin(status ? [status] : SUBMITTED);
      return rows.map(({ post, provider }) => {
        const { publicPath: _publicPath, updatedAt: _updatedAt, ...dto } = toOwnPost(post);
        return { ...dto, provider };
      });
    },

    /** Publishes a post in /blog (allowed unless already approved). */
    async approve(id: number, adminId: number, notes?: string): Promise<OwnDoctorPost> {
      const post = await repository.find(id);
      if (!post) throw notFound(M.notFound);
      if (post.status === "draft") throw conflict(M.notSubmitted);
      if (post.status === "approved") throw conflict(M.alreadyApproved);
      const row = await repository.transition(id, ["pending", "rejected"], {
        status: "approved",
        reviewNotes: notes?.trim() || null,
        reviewedByAdminId: adminId,
        publishNow: true,
      });
      if (!row) throw conflict(M.alreadyApproved);
      return toOwnPost(row);
    },

    /** Rejects a post with notes for its author (allowed unless already rejected). */
    async reject(id: number, adminId: number, notes: string): Promise<OwnDoctorPost> {
      const reason = notes.trim();
      if (!reason) throw badRequest(M.rejectNotes);
      const post = await repository.find(id);
      if (!post) throw notFound(M.notFound);
      if (post.status === "draft") throw conflict(M.notSubmitted);
      if (post.status === "rejected") throw conflict(M.alreadyRejected);
      const row = await repository.transition(id, ["pending", "approved"], {
        status: "rejected",
        reviewNotes: reason,
        reviewedByAdminId: adminId,
      });
      if (!row) throw conflict(M.alreadyRejected);
      return toOwnPost(row);
    },

    /** Deletes a post for good ('Esta acción no se puede deshacer.'). */
    async remove(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(M.notFound);
    },
  };
}
export type DoctorPostsService = ReturnType<typeof createDoctorPostsService>;
