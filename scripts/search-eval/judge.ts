import { findInsurerByName } from "../../common/catalogs/insurers.ts";
import type { PublicProviderCard } from "../../common/providers/types.ts";
import type { Accept } from "../../tests/search-eval/queries.ts";

/**
 * The fields of a result card the judge reads. `languages` is not on the card: the runner
 * adds it from the directory's own row of the listing.
 */
export type ResultCard = Pick<
  PublicProviderCard,
  | "id"
  | "name"
  | "specialtySlug"
  | "citySlug"
  | "state"
  | "price"
  | "licenseVerified"
  | "availableToday"
  | "telemedicine"
  | "insuranceNetworks"
> & { languages?: readonly string[] };

export const TOP_K = 5;

/** Share of the matching listings, cheapest first, that still counts as "económico". */
export const CHEAP_SHARE = 0.25;

/** What one way into the search (the API or the page) answered. */
export type Answer =
  | {
      kind: "list";
      providers: readonly ResultCard[];
      /** The answer tells the person what to do now (911, Línea de la Vida). */
      guidance: boolean;
    }
  /** A handled refusal: a 4xx with a message (too long a text, a bad parameter). */
  | { kind: "refused"; status: number; message: string }
  /** A 5xx or an exception: never acceptable. */
  | { kind: "failed"; status: number; message: string };

export interface JudgeContext {
  /** The first results of the directory searched without text: the accepted fallback. */
  defaultListingIds: readonly number[];
  /** The highest price that still counts as cheap for this query (see cheapPriceCeiling). */
  cheapPriceCeiling?: number;
  /** How many listings of the directory the entry accepts (see acceptableListings). */
  acceptableCount: number;
}

export interface Verdict {
  top1: boolean;
  top5: boolean;
  /**
   * Precision at 5: the share of the first five results the entry accepts, out of the five
   * (or out of all the directory has, when it has fewer). Top-5 forgives a list that ignores
   * "en línea" as long as one of five happens to be online; this does not.
   */
  precision: number;
  /**
   * All-fit at 5: every one of the first five results (or all of them, when fewer) is
   * acceptable. What a qualifier asks ("doctora", "menos de 500 pesos") should hold for the
   * whole list, not for one result in five. An entry that asks for no listings (noise,
   * guidance only) fits when it passes.
   */
  allFit: boolean;
  /** Why it missed, in a few words, for the report. */
  reason?: string;
}

const hit: Verdict = { top1: true, top5: true, precision: 1, allFit: true };
const miss = (reason: string): Verdict => ({
  top1: false,
  top5: false,
  precision: 0,
  allFit: false,
  reason,
});

function insurerSlugs(card: ResultCard): string[] {
  return card.insuranceNetworks.flatMap((name) => findInsurerByName(name)?.slug ?? []);
}

/** The title of the stored name says the doctor's gender: "Dra." a woman, "Dr." a man. */
export function genderOf(card: Pick<ResultCard, "name">): "F" | "M" | undefined {
  const title = /^\s*(dra|dr)\.(\s|$)/i.exec(card.name)?.[1]?.toLowerCase();
  return title === "dra" ? "F" : title === "dr" ? "M" : undefined;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
const ENGLISH = new Set(["ingles", "english"]);

/** Whether the listing's languages include English ("Inglés", "English", any case or accent). */
export function speaksEnglish(card: Pick<ResultCard, "languages">): boolean {
  return (card.languages ?? []).some((language) => ENGLISH.has(fold(language)));
}

/** Whether a card meets every constraint of the entry apart from the price order. */
export function meetsConstraints(card: ResultCard, accept: Accept): boolean {
  if (accept.specialties && !accept.specialties.includes(card.specialtySlug ?? "")) return false;
  if (accept.city && card.citySlug !== accept.city) return false;
  if (accept.state && card.state !== accept.state) return false;
  if (accept.insurer && !insurerSlugs(card).includes(accept.insurer)) return false;
  if (accept.telemedicine && !card.telemedicine) return false;
  if (accept.availableToday && !card.availableToday) return false;
  if (accept.verified && !card.licenseVerified) return false;
  if (accept.name && card.name !== accept.name) return false;
  if (accept.maxPrice !== undefined && (card.price === null || card.price > accept.maxPrice)) {
    return false;
  }
  if (accept.gender && genderOf(card) !== accept.gender) return false;
  if (accept.language === "en" && !speaksEnglish(card)) return false;
  return true;
}

/** Whether the entry asks for listings (as opposed to an empty answer or guidance only). */
export function expectsListings(accept: Accept): boolean {
  return Boolean(
    accept.specialties ||
    accept.city ||
    accept.state ||
    accept.insurer ||
    accept.telemedicine ||
    accept.availableToday ||
    accept.verified ||
    accept.priceOrder ||
    accept.name ||
    accept.maxPrice !== undefined ||
    accept.gender ||
    accept.language,
  );
}

/**
 * "Económico": the price under which the cheapest quarter of the directory's listings that
 * meet the entry's other constraints fall. Undefined when the entry has no price order or
 * no listing qualifies.
 */
export function cheapPriceCeiling(pool: readonly ResultCard[], accept: Accept): number | undefined {
  if (accept.priceOrder !== "asc") return undefined;
  const prices = pool
    .filter((card) => meetsConstraints(card, accept) && card.price !== null)
    .map((card) => card.price!)
    .sort((a, b) => a - b);
  if (prices.length === 0) return undefined;
  return prices[Math.floor((prices.length - 1) * CHEAP_SHARE)];
}

/** The listings of the directory that an entry accepts: none means the entry cannot be met. */
export function acceptableListings(pool: readonly ResultCard[], accept: Accept): ResultCard[] {
  const ceiling = cheapPriceCeiling(pool, accept);
  return pool.filter(
    (card) =>
      meetsConstraints(card, accept) &&
      (ceiling === undefined || (card.price !== null && card.price <= ceiling)),
  );
}

function isDefaultListing(providers: readonly ResultCard[], context: JudgeContext): boolean {
  const shown = providers.slice(0, TOP_K);
  return shown.length > 0 && shown.every((card, i) => card.id === context.defaultListingIds[i]);
}

function isCheap(card: ResultCard, context: JudgeContext): boolean {
  const ceiling = context.cheapPriceCeiling;
  return ceiling !== undefined && card.price !== null && card.price <= ceiling;
}

/**
 * Top-k for a list: the first result (top-1) or any of the first five (top-5) meets the
 * constraints. With a price order, the best-placed result that meets the other constraints
 * must also be among the cheapest: "dentista barato" wants the cheap dentist first, not a
 * cheap one somewhere in a list sorted by experience.
 */
function judgeRanking(
  providers: readonly ResultCard[],
  accept: Accept,
  context: JudgeContext,
): Verdict {
  if (providers.length === 0) return miss("no results");
  const shown = providers.slice(0, TOP_K);
  const pricing = accept.priceOrder === "asc";
  const accepted = shown.filter(
    (card) => meetsConstraints(card, accept) && (!pricing || isCheap(card, context)),
  ).length;
  const precision = Math.min(1, accepted / Math.max(1, Math.min(TOP_K, context.acceptableCount)));
  const allFit = accepted === shown.length;
  const firstRelevant = shown.findIndex((card) => meetsConstraints(card, accept));
  if (firstRelevant === -1) {
    return { ...miss("none of the first five is acceptable"), precision };
  }
  if (pricing && !isCheap(shown[firstRelevant]!, context)) {
    return { ...miss("the first acceptable result is not among the cheapest"), precision, allFit };
  }
  return firstRelevant === 0
    ? { top1: true, top5: true, precision, allFit }
    : {
        top1: false,
        top5: true,
        precision,
        allFit,
        reason: "the first result is not acceptable",
      };
}

/** One way into the search judged on its own (guidance is judged in judgeQuery). */
export function judgeAnswer(answer: Answer, accept: Accept, context: JudgeContext): Verdict {
  if (answer.kind === "failed") return miss(`error ${answer.status}: ${answer.message}`);
  if (answer.kind === "refused") {
    // A clear refusal is a fine answer to noise, never to a real need.
    return accept.expectEmpty ? hit : miss(`refused (${answer.status}): ${answer.message}`);
  }
  if (accept.expectEmpty) {
    return answer.providers.length === 0 || isDefaultListing(answer.providers, context)
      ? hit
      : miss("listings for a text that asks for nothing");
  }
  if (!expectsListings(accept)) return hit;
  return judgeRanking(answer.providers, accept, context);
}

/**
 * A query passes only when both ways into the search pass: `GET /api/providers?q=` and the
 * page at `/?q=`. Emergency guidance is looked for on the page: the API's body is the
 * spec's bare array of listings and has nowhere to carry it.
 */
export function judgeQuery(
  observed: { api: Answer; page: Answer },
  accept: Accept,
  context: JudgeContext,
): Verdict {
  const api = judgeAnswer(observed.api, accept, context);
  const page = judgeAnswer(observed.page, accept, context);
  const reasons = [
    api.reason && `API: ${api.reason}`,
    page.reason && `page: ${page.reason}`,
  ].filter(Boolean);
  const verdict: Verdict = {
    top1: api.top1 && page.top1,
    top5: api.top5 && page.top5,
    precision: Math.min(api.precision, page.precision),
    allFit: api.allFit && page.allFit,
  };
  if (accept.emergency && !(observed.page.kind === "list" && observed.page.guidance)) {
    reasons.unshift("no emergency guidance (911 / Línea de la Vida) on the page");
    return { ...miss(reasons.join("; ")) };
  }
  return reasons.length > 0 ? { ...verdict, reason: reasons.join("; ") } : verdict;
}
