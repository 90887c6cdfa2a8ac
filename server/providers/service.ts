import type {
  PublicProviderCard,
  PublicProviderProfile,
  PublicReview,
} from "../../common/providers/types.ts";
import { profilePath } from "../../common/providers/paths.ts";
import { REVIEW_REPORT_REASONS, type RemovedReviewCount } from "../../common/reviews/reports.ts";
import { providerSlugFromName } from "../../common/text/slug.ts";
import { notFound } from "../../common/errors.ts";
import { createLoadingCache } from "../lib/cache.ts";
import type { SearchService } from "../search/service.ts";
import { toPublicProviderProfile } from "./dto.ts";
import type { ProviderRow, ProvidersRepository } from "./repository.ts";

export const PROVIDER_NOT_FOUND = "Médico no encontrado";
const RELATED_LIMIT = 3;

export interface ProfileLookup {
  /** A slug (/{slug}/…, /profesional/{slug}) or a name (/profesional/{name}/…, /{name}/…). */
  slugOrName: string;
  specialtySlug?: string;
  citySlug?: string;
}

/** Only the initial of the surname: reviews are public, their authors are patients. */
export function toPublicReviews(
  rows: Awaited<ReturnType<ProvidersRepository["reviews"]>>,
): PublicReview[] {
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    approvalStatus: r.approvalStatus,
    user: { firstName: r.firstName, lastName: r.lastName ? `${r.lastName.charAt(0)}.` : "" },
    reply:
      r.replyText && r.replyAt ? { text: r.replyText, createdAt: r.replyAt.toISOString() } : null,
    verifiedVisit: r.appointmentId !== null,
  }));
}

export function createProvidersService(deps: {
  repository: ProvidersRepository;
  search: SearchService;
}) {
  const { repository, search } = deps;
  // Profiles are read far more often than they change; writes call invalidate().
  const profiles = createLoadingCache<{
    profile: PublicProviderProfile;
    ownerUserId: string | null;
  } | null>({ maxEntries: 5_000, ttlMs: 60_000 });
  const reviewLists = createLoadingCache<PublicReview[]>({ maxEntries: 5_000, ttlMs: 60_000 });

  /** Names may arrive still percent-encoded; a stray "%" is just a character. */
  function decodedOnce(text: string): string {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  }

  /** Exact slug first; otherwise the name rule, preferring the homonym in the URL's specialty and city. */
  async function resolve(lookup: ProfileLookup): Promise<ProviderRow | undefined> {
    const bySlug = await repository.findPublicBySlug(lookup.slugOrName.toLowerCase());
    if (bySlug) return bySlug;
    const nameSlug = providerSlugFromName(decodedOnce(lookup.slugOrName));
    if (!nameSlug) return undefined;
    const candidates = await repository.findPublicByNameSlug(nameSlug);
    return (
      candidates.find(
        (c) => c.specialtySlug === lookup.specialtySlug && c.citySlug === lookup.citySlug,
      ) ??
      candidates.find((c) => c.specialtySlug === lookup.specialtySlug) ??
      candidates[0]
    );
  }

  /** How many reviews moderation removed, by reason, in the order of the reasons' list. */
  async function removedReviews(providerId: number): Promise<RemovedReviewCount[]> {
    const counts = new Map(
      (await repository.removedReviewCounts(providerId)).map((row) => [row.reason, row.count]),
    );
    return REVIEW_REPORT_REASONS.filter((reason) => counts.has(reason)).map((reason) => ({
      reason,
      count: counts.get(reason)!,
    }));
  }

  /** A public profile with its owner's id, cached until a listing or a review changes. */
  async function cachedProfile(
    lookup: ProfileLookup,
  ): Promise<{ profile: PublicProviderProfile; ownerUserId: string | null }> {
    const found = await profiles.get(JSON.stringify(lookup), async () => {
      const row = await resolve(lookup);
      return row ? { profile: await toProfile(row), ownerUserId: row.userId } : null;
    });
    if (!found) throw notFound(PROVIDER_NOT_FOUND);
    return found;
  }

  async function toProfile(row: ProviderRow): Promise<PublicProviderProfile> {
    const [ratings, removed] = await Promise.all([
      search.ratings([row.id]),
      removedReviews(row.id),
    ]);
    return {
      ...toPublicProviderProfile(row, ratings.get(row.id) ?? { average: null, count: 0 }),
      removedReviews: removed,
    };
  }

  return {
    /** The API's profile: the same cached answer as the page's (cleared by invalidate()). */
    async profile(lookup: ProfileLookup): Promise<PublicProviderProfile> {
      return (await cachedProfile(lookup)).profile;
    },

    /** For the profile page's own rules (who may review); the owner's id never leaves the server. */
    profileWithOwner: cachedProfile,

    /** Published reviews of a listing the caller already found public (the profile page). */
    reviewsOfPublicListing(providerId: number): Promise<PublicReview[]> {
      return reviewLists.get(String(providerId), async () =>
        toPublicReviews(await repository.reviews(providerId, ["approved"])),
      );
    },

    /** A listing, its reviews or its ratings changed. */
    invalidate() {
      profiles.clear();
      reviewLists.clear();
    },

    async profileById(id: number): Promise<PublicProviderProfile> {
      const row = await repository.findPublicById(id);
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return toProfile(row);
    },

    /** 'Otros {specialty} en {city}': up to three other public listings. */
    async related(profile: PublicProviderProfile): Promise<PublicProviderCard[]> {
      if (!profile.specialtySlug) return [];
      const result = await search.search({
        specialtySlug: profile.specialtySlug,
        citySlug: profile.citySlug ?? undefined,
        onlineOnly: false,
        availableToday: false,
        semantic: false,
        limit: RELATED_LIMIT + 1,
        offset: 0,
      });
      return result.providers.filter((p) => p.id !== profile.id).slice(0, RELATED_LIMIT);
    },

    /** What a patient wrote, for their account page. */
    async reviewsOfUser(userId: string) {
      const rows = await repository.reviewsByUser(userId);
      return rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
        approvalStatus: r.approvalStatus,
        provider: { name: r.providerName, profilePath: profilePath(r) },
      }));
    },

    /** Published reviews of a public listing. */
    async publicReviews(providerId: number): Promise<PublicReview[]> {
      const row = await repository.findPublicById(providerId);
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return toPublicReviews(await repository.reviews(providerId, ["approved"]));
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
