import type { AppLoadContext } from "react-router";
import request from "supertest";
import { toPublicConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { providers } from "../../server/db/schema/index.ts";
import { readStringList } from "../../server/providers/dto.ts";
import { isPublic } from "../../server/search/repository.ts";
import { createTestApp } from "../../tests/support/app.ts";
import type { EvalEntry } from "../../tests/search-eval/queries.ts";
import {
  acceptableListings,
  cheapPriceCeiling,
  expectsListings,
  judgeQuery,
  type Answer,
  type ResultCard,
} from "./judge.ts";
import { createPageReader } from "./page.ts";
import type { Outcome } from "./report.ts";

export interface EvaluationRun {
  outcomes: Outcome[];
  /** Public listings of the seeded directory. */
  publicListings: number;
  /** Entries no listing of the directory can meet: the corpus, not the search, is wrong. */
  unmeetable: EvalEntry[];
}

/**
 * Runs each entry through the two ways the search box reaches the search, on a seeded
 * database: `GET /api/providers?q=` on the real Express app (supertest) and the page at
 * `/?q=` (its route loaders, compiled from the working tree), then judges both answers.
 */
export async function evaluateSearch(options: {
  database: DatabaseHandle;
  projectRoot: string;
  entries: readonly EvalEntry[];
  /** Check every entry against the directory first and run nothing if one cannot be met. */
  onlyIfMeetable?: boolean;
}): Promise<EvaluationRun> {
  // One client sends the whole set within seconds: the per-address budget of the search API
  // (300 a minute) would answer 429 to the queries past it, which says nothing about search.
  const { app, services, config } = createTestApp(options.database, {
    API_REQUESTS_PER_MINUTE: "0",
  });
  const context = {
    services,
    publicConfig: toPublicConfig(config),
    requestId: "search-eval",
    clientIp: "127.0.0.1",
    viewer: async () => null,
  } satisfies AppLoadContext;
  const pages = await createPageReader({ projectRoot: options.projectRoot, context });

  async function askApi(query: string): Promise<Answer> {
    const response = await request(app).get("/api/providers").query({ q: query });
    const message = String((response.body as { error?: unknown } | undefined)?.error ?? "");
    if (response.status >= 500) return { kind: "failed", status: response.status, message };
    if (response.status >= 400) return { kind: "refused", status: response.status, message };
    return { kind: "list", providers: response.body as ResultCard[], guidance: false };
  }

  try {
    // Every public listing: to check that each entry can be met and to price "económico".
    // Read from the table itself: the search pages no deeper than its first 1,000 results.
    const rows = await options.database.db
      .select({
        id: providers.id,
        name: providers.name,
        specialtySlug: providers.specialtySlug,
        citySlug: providers.citySlug,
        state: providers.state,
        price: providers.price,
        licenseVerified: providers.licenseVerified,
        availableToday: providers.availableToday,
        telemedicine: providers.telemedicine,
        insuranceNetworks: providers.insuranceNetworks,
        languages: providers.languages,
      })
      .from(providers)
      .where(isPublic);
    const pool: ResultCard[] = rows.map((row) => ({
      ...row,
      insuranceNetworks: readStringList(row.insuranceNetworks),
      languages: readStringList(row.languages),
    })) as ResultCard[];
    // The cards carry no languages: each result gets its listing's own from the directory.
    const languagesById = new Map(pool.map((card) => [card.id, card.languages]));
    const withLanguages = (answer: Answer): Answer =>
      answer.kind === "list"
        ? {
            ...answer,
            providers: answer.providers.map((card) => ({
              ...card,
              languages: languagesById.get(card.id) ?? [],
            })),
          }
        : answer;
    const defaultListing = (await request(app).get("/api/providers").expect(200))
      .body as ResultCard[];
    const defaultListingIds = defaultListing.map((card) => card.id);

    const acceptableCounts = options.entries.map(
      (entry) => acceptableListings(pool, entry.accept).length,
    );
    const unmeetable = options.entries.filter(
      (entry, i) => expectsListings(entry.accept) && acceptableCounts[i] === 0,
    );
    if (options.onlyIfMeetable && unmeetable.length > 0) {
      return { outcomes: [], publicListings: pool.length, unmeetable };
    }
    const outcomes: Outcome[] = [];
    for (const [i, entry] of options.entries.entries()) {
      const api = withLanguages(await askApi(entry.query));
      const page = withLanguages(
        await pages.read(`/?${new URLSearchParams({ q: entry.query })}`, entry.query),
      );
      const verdict = judgeQuery({ api, page }, entry.accept, {
        defaultListingIds,
        cheapPriceCeiling: cheapPriceCeiling(pool, entry.accept),
        acceptableCount: acceptableCounts[i]!,
      });
      outcomes.push({ entry, verdict, api, page });
    }
    return { outcomes, publicListings: pool.length, unmeetable };
  } finally {
    await pages.close();
  }
}
