import type { AppLoadContext } from "react-router";
import request from "supertest";
import { toPublicConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { providers } from "../../server/db/schema/index.ts";
import { readStringList } from "../../server/providers/dto.ts";
import { isPublic } from "../../server/search/repository.ts";
import { createTestApp } from "../../tests/support/app.ts";
import type { EvalQuery } from "../../tests/search-eval/queries.ts";
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
  unmeetable: EvalQuery[];
}

/**
 * Runs each entry through the two ways the search box reaches the search, on a seeded
 * database: `GET /api/providers?q=` on the real Express app (supertest) and the page at
 * `/?q=` (its route loaders, compiled from the working tree), then judges both answers.
 */
export async function evaluateSearch(options: {
  database: DatabaseHandle;
  projectRoot: string;
  entries: readonly EvalQuery[];
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
      })
      .from(providers)
      .where(isPublic);
    const pool: ResultCard[] = rows.map((row) => ({
      ...row,
      insuranceNetworks: readStringList(row.insuranceNetworks),
    })) as ResultCard[];
    const defaultListing = (await request(app).get("/api/providers").expect(200))
      .body as ResultCard[];
    const defaultListingIds = defaultListing.map((card) => card.id);

    const outcomes: Outcome[] = [];
    const unmeetable: EvalQuery[] = [];
    for (const entry of options.entries) {
      const acceptable = acceptableListings(pool, entry.accept);
      if (expectsListings(entry.accept) && acceptable.length === 0) unmeetable.push(entry);
      const api = await askApi(entry.query);
      const page = await pages.read(`/?${new URLSearchParams({ q: entry.query })}`, entry.query);
      const verdict = judgeQuery({ api, page }, entry.accept, {
        defaultListingIds,
        cheapPriceCeiling: cheapPriceCeiling(pool, entry.accept),
        acceptableCount: acceptable.length,
      });
      outcomes.push({ entry, verdict, api, page });
    }
    return { outcomes, publicListings: pool.length, unmeetable };
  } finally {
    await pages.close();
  }
}
