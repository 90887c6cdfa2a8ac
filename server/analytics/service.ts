import { isbot } from "isbot";
import {
  ANALYTICS_TIME_ZONE,
  dayInMexicoCity,
  firstDayOfWeeks,
  addDays,
  mondayOf,
  weeklyTotals,
  type ProfileAnalytics,
  type ProfileEventKind,
} from "../../common/analytics/weeks.ts";
import type { SessionUser } from "../accounts/service.ts";
import { forbidden, notFound, unauthorized } from "../../common/errors.ts";
import type { AnalyticsRepository } from "./repository.ts";

export const ANALYTICS_ERRORS = {
  notFound: "Médico no encontrado",
  noListing: "Acceso no autorizado",
} as const;

/** A reload or a back-and-forth within this time is the same visit, not another view. */
const VIEW_WINDOW_MS = 30 * 60_000;
const MAX_REMEMBERED_VISITS = 50_000;

export interface Visit {
  userAgent: string | undefined;
  /** An opaque key of the visitor's connection (hash of address and browser). */
  visitorKey: string;
  /** The signed-in account, if any: owners looking at their own page are not counted. */
  viewerId: string | null;
}

/**
 * Profile views and contact clicks per day. Robots, owners looking at their own profile and
 * repeated views of the same visitor within half an hour are not counted.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  /** The listing an account owns: the same one the dashboard shows. */
  findOwnListing: (userId: string) => Promise<{ id: number } | undefined>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  // Per process: with several app servers a visitor may count once per server, which is
  // within the precision a weekly chart needs.
  const recentViews = new Map<string, number>();

  function isRepeatedView(key: string, at: number): boolean {
    const seen = recentViews.get(key);
    if (seen !== undefined && at - seen < VIEW_WINDOW_MS) return true;
    recentViews.delete(key);
    recentViews.set(key, at);
    if (recentViews.size > MAX_REMEMBERED_VISITS) {
      const oldest = recentViews.keys().next().value;
      if (oldest !== undefined) recentViews.delete(oldest);
    }
    return false;
  }

  return {
    /** Counts an event of a public profile; answers whether it was counted. */
    async record(providerId: number, kind: ProfileEventKind, visit: Visit): Promise<boolean> {
      const listing = await repository.publicListing(providerId);
      if (!listing) throw notFound(ANALYTICS_ERRORS.notFound);
      if (!visit.userAgent || isbot(visit.userAgent)) return false;
      if (visit.viewerId !== null && visit.viewerId === listing.userId) return false;
      const at = now();
      if (kind === "view" && isRepeatedView(`${providerId}:${visit.visitorKey}`, at.getTime())) {
        return false;
      }
      await repository.increment(providerId, dayInMexicoCity(at), kind);
      return true;
    },

    /** The signed-in doctor's listing, week by week (ISO weeks, Mexico City days). */
    async weeklyForOwner(user: SessionUser | null, weeks: number): Promise<ProfileAnalytics> {
      if (!user) throw unauthorized();
      const listing = await deps.findOwnListing(user.id);
      if (!listing) throw forbidden(ANALYTICS_ERRORS.noListing);
      const today = dayInMexicoCity(now());
      const rows = await repository.daily(
        listing.id,
        firstDayOfWeeks(today, weeks),
        addDays(mondayOf(today), 6),
      );
      return {
        providerId: listing.id,
        timeZone: ANALYTICS_TIME_ZONE,
        weeks: weeklyTotals(rows, today, weeks),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
