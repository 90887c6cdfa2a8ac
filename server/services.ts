import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createProvidersRepository } from "./providers/repository.ts";
import { createProvidersService } from "./providers/service.ts";
import { createSearchRepository } from "./search/repository.ts";
import { createSearchService } from "./search/service.ts";
import { createSitemapService } from "./seo/sitemap.ts";
import { createSettingsRepository } from "./settings/repository.ts";
import { createSettingsService } from "./settings/service.ts";

/** The composition root: each area's service gets its repository and outside adapters here. */
export function createServices(deps: { database: DatabaseHandle; config: Config; logger: Logger }) {
  const { database } = deps;
  const searchRepository = createSearchRepository(database.db);
  const search = createSearchService(searchRepository);
  return {
    settings: createSettingsService(createSettingsRepository(database.db)),
    search,
    providers: createProvidersService({
      repository: createProvidersRepository(database.db),
      search,
    }),
    sitemap: createSitemapService(searchRepository),
    health: {
      checkDatabase: () => database.ping(),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
