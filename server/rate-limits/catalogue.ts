import { RESET_MAILS_PER_RECIPIENT } from "../accounts/password-reset.ts";
import { adminLoginDelayMs } from "../admin/accounts-service.ts";
import { defaultOf } from "../config.ts";
import { CLAIM_LIMITS } from "../doctors/claim-service.ts";
import { CONNECTION_LIMITS } from "./connection-limits.ts";
import { LIMIT_RULES, type LimitName } from "./service.ts";

/** One row of the rate limits table in docs/security.md. */
export interface DocumentedLimit {
  what: string;
  key: string;
  limit: string;
}

const every = (minutes: number) =>
  minutes === 1 ? "a minute" : minutes === 60 ? "per hour" : `per ${minutes} min`;

/** What each rule of LIMIT_RULES counts and on what; the type asks for every rule. */
const RULE_DOCS = {
  loginAccount: {
    what: "wrong passwords (API and the `/login` page's action)",
    key: "the account (trimmed, lower-case email)",
    note: "then 429 even with the right password",
  },
  loginAddress: { what: "wrong passwords over many accounts", key: "the client address" },
  adminLoginAddress: {
    what: "administrator sign-in failures",
    key: "the client address",
    note: "block the address",
  },
  adminLoginAccount: { what: "administrator sign-in failures", key: "the administrator account" },
  registerAddress: {
    what: "sign-ups (API, `/login`'s register tab)",
    key: "the client address",
  },
  review: { what: "reviews", key: "the signed-in user id" },
  reviewReport: { what: "review reports", key: "the signed-in user id" },
  message: { what: "messages", key: "the signed-in user id" },
  conversation: { what: "new conversations", key: "the signed-in user id" },
  messageNotice: { what: "new-message emails", key: "recipient and conversation" },
  profileSave: {
    what: "profile saves and cédula evidence uploads",
    key: "the signed-in user id",
  },
  photo: { what: "photo uploads and removals", key: "the signed-in user id" },
  post: { what: "article drafts, edits, submissions and deletions", key: "the signed-in user id" },
  favourite: { what: "favourite changes", key: "the signed-in user id" },
  agenda: { what: "agenda changes", key: "the signed-in user id" },
  booking: {
    what: "booking, cancelling, moving and marking visits",
    key: "the signed-in user id",
  },
  mailRecipient: {
    what: 'emails anyone can make the site send (verification, new links, password reset, claim codes, "account exists")',
    key: "the recipient",
    note: "whatever path asked",
  },
} satisfies Record<LimitName, { what: string; key: string; note?: string }>;

/** The claim service's limits, counted in the claims table; the type asks for every one. */
const CLAIM_DOCS = {
  claimsPerListingPerDay: { what: "claim requests", key: "the listing" },
  codesPerListingPerDay: { what: "claim codes sent", key: "the listing" },
  claimsPerEmailPerDay: { what: "claim requests", key: "the claimant's email" },
  claimsPerAddressPerDay: { what: "claim requests", key: "the client address" },
  codesPerClaim: { what: "codes sent", key: "the claim request" },
} satisfies Record<
  Exclude<keyof typeof CLAIM_LIMITS, "resendGapMs">,
  { what: string; key: string }
>;

/** The admin account's slow-down, read from the function that computes it. */
function adminDelayText(): string {
  let first = 0;
  while (adminLoginDelayMs(first) === 0) first += 1;
  const start = adminLoginDelayMs(first) / 1000;
  const cap = adminLoginDelayMs(1000) / 1000;
  return `never a block: after ${first} failures each further attempt waits (${start} s, doubling, at most ${cap} s), so an outsider cannot lock the administrator out`;
}

/**
 * Every rate limit of the product, from the lists the code itself uses: per-connection
 * middlewares, the rules per account/user/recipient, the claim limits, the password reset
 * mails and the two budgets of every request. `npm run docs:tables` prints it.
 */
export function documentedRateLimits(): DocumentedLimit[] {
  const rows: DocumentedLimit[] = [];
  for (const [name, doc] of Object.entries(RULE_DOCS) as [
    LimitName,
    (typeof RULE_DOCS)[LimitName],
  ][]) {
    const rule = LIMIT_RULES[name];
    const minutes = rule.windowMs / 60_000;
    const limit =
      name === "adminLoginAccount"
        ? adminDelayText()
        : `${rule.max} ${every(minutes)}${"note" in doc && doc.note ? `, ${doc.note}` : ""}`;
    rows.push({ what: doc.what, key: doc.key, limit });
  }
  rows.push({
    what: "password reset links",
    key: "the recipient",
    limit: `${RESET_MAILS_PER_RECIPIENT.max} ${every(RESET_MAILS_PER_RECIPIENT.windowMinutes)}`,
  });
  for (const [name, doc] of Object.entries(CLAIM_DOCS)) {
    const max = CLAIM_LIMITS[name as keyof typeof CLAIM_DOCS];
    const limit =
      name === "codesPerClaim"
        ? `${max} per request, ${CLAIM_LIMITS.resendGapMs / 1000} s apart`
        : `${max} a day`;
    rows.push({ what: doc.what, key: doc.key, limit });
  }
  for (const limit of Object.values(CONNECTION_LIMITS)) {
    rows.push({
      what: limit.what,
      key: "the client address",
      limit: `${limit.max} ${every(limit.windowMinutes)}`,
    });
  }
  rows.push(
    {
      what: "search API (`GET /api/providers` and its counts)",
      key: "the client address",
      limit: `\`API_REQUESTS_PER_MINUTE\` (${String(defaultOf("API_REQUESTS_PER_MINUTE"))}) a minute, \`RateLimit\` headers`,
    },
    {
      what: "pages that must be rendered (not sent from the HTML cache): documents, client navigations' `.data`, form posts",
      key: "the signed-in account, else the client address",
      limit: `\`PAGE_RENDERS_PER_MINUTE\` (${String(defaultOf("PAGE_RENDERS_PER_MINUTE"))}) a minute; then 429 with \`Retry-After\`, a plain Spanish page (JSON \`error\` for \`.data\`)`,
    },
  );
  return rows;
}
