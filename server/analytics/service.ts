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
import { notFound } from "../../common/errors.ts";
import { requireOwnListing, type FindOwnListing } from "../access/rules.ts";
import type { AnalyticsRepository } from "./repository.ts";

export const ANALYTICS_ERRORS = {
  notFound: "Médico no encontrado",
  noListing: "Acceso no autorizado",
} as const;

/** A reload or a back-and-forth within this time is the same visit, not another view. */
const VIEW_WINDOW_MS = 30 * 60_000;

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
  findOwnListing: FindOwnListing<{ id: number }>;
  /**
   * Whether `key` opens a new window of `windowMs` (false: one is running). In the database,
   * so a visitor's reloads count once however many app processes answer them.
   */
  firstInWindow: (key: string, windowMs: number) => Promise<boolean>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Counts an event of a public profile; answers whether it was counted. */
    async record(providerId: number, kind: ProfileEventKind, visit: Visit): Promise<boolean> {
      const listing = await repository.publicListing(providerId);
      if (!listing) throw notFound(ANALYTICS_ERRORS.notFound);
      if (!visit.userAgent || isbot(visit.userAgent)) return false;
      if (visit.viewerId !== null && visit.viewerId === listing.userId) return false;
      const at = now();
      const key = `${providerId}:${visit.visitorKey}`;
      if (kind === "view" && !(await deps.firstInWindow(key, VIEW_WINDOW_MS))) return false;
      await repository.increment(providerId, dayInMexicoCity(at), kind);
      return true;
    },

    /** The signed-in doctor's listing, week by week (ISO weeks, Mexico City days). */
    async weeklyForOwner(user: SessionUser | null, weeks: number): Promise<ProfileAnalytics> {
      const { listing } = await requireOwnListing(user, deps.findOwnListing, ANALYTICS_ERRORS);
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
