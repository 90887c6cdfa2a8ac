import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createSearchRepository } from "./search/repository.ts";
import { createSearchService } from "./search/service.ts";
import { createSitemapService } from "./seo/sitemap.ts";
import { createSettingsRepository } from "./settings/repository.ts";
import { createSettingsService } from "./settings/service.ts";

/** The composition root: each area's service gets its repository and outside adapters here. */
export function createServices(deps: { database: DatabaseHandle; config: Config; logger: Logger }) {
  const { database } = deps;
  const searchRepository = createSearchRepository(database.db);
  return {
    settings: createSettingsService(createSettingsRepository(database.db)),
    search: createSearchService(searchRepository),
    sitemap: createSitemapService(searchRepository),
    health: {
      checkDatabase: () => database.ping(),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
