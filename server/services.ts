import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createSearchRepository } from "./search/repository.ts";
import { createSearchService } from "./search/service.ts";
import { createSettingsRepository } from "./settings/repository.ts";
import { createSettingsService } from "./settings/service.ts";

/** The composition root: each area's service gets its repository and outside adapters here. */
export function createServices(deps: { database: DatabaseHandle; config: Config; logger: Logger }) {
  const { database } = deps;
  return {
    settings: createSettingsService(createSettingsRepository(database.db)),
    search: createSearchService(createSearchRepository(database.db)),
    health: {
      checkDatabase: () => database.ping(),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
