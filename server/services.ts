import { createAuth } from "./accounts/auth.ts";
import { createAccountsRepository } from "./accounts/repository.ts";
import { createAccountsService } from "./accounts/service.ts";
import type { Config } from "./config.ts";
import {
  createSmtpTransport,
  outboxOnlyTransport,
  type MailTransport,
} from "./integrations/mail.ts";
import { createMailRepository } from "./mail/repository.ts";
import { createMailService } from "./mail/service.ts";
import { createMessagesRepository } from "./messages/repository.ts";
import { createMessagesService } from "./messages/service.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createFavouritesRepository } from "./favourites/repository.ts";
import { createFavouritesService } from "./favourites/service.ts";
import { createProvidersRepository } from "./providers/repository.ts";
import { createProvidersService } from "./providers/service.ts";
import { createReviewsRepository } from "./reviews/repository.ts";
import { createReviewsService } from "./reviews/service.ts";
import { createSearchRepository } from "./search/repository.ts";
import { createSearchService } from "./search/service.ts";
import { createSitemapService } from "./seo/sitemap.ts";
import { createSettingsRepository } from "./settings/repository.ts";
import { createSettingsService } from "./settings/service.ts";

/** The composition root: each area's service gets its repository and outside adapters here. */
export function createServices(deps: {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** From SESSION_SECRET, or generated once and kept in the database (see index.ts). */
  sessionSecret: string;
  /** Absolute origin for links in emails. */
  siteUrl: string;
  mailTransport?: MailTransport;
}) {
  const { database, config, logger } = deps;
  const transport =
    deps.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
      : outboxOnlyTransport);
  const mail = createMailService({
    repository: createMailRepository(database.db),
    transport,
    logger,
  });
  const auth = createAuth({
    db: database.db,
    secret: deps.sessionSecret,
    baseURL: deps.siteUrl,
    secureCookies: config.env === "production" && deps.siteUrl.startsWith("https://"),
    logger,
  });
  const searchRepository = createSearchRepository(database.db);
  const search = createSearchService(searchRepository);
  const providersRepository = createProvidersRepository(database.db);
  const providersService = createProvidersService({ repository: providersRepository, search });
  return {
    settings: createSettingsService(createSettingsRepository(database.db)),
    search,
    providers: providersService,
    favourites: createFavouritesService({
      repository: createFavouritesRepository(database.db),
      providers: providersService,
    }),
    // A new or hidden review changes ratings shown on cards: cached answers go.
    reviews: createReviewsService({
      repository: createReviewsRepository(database.db),
      providers: providersRepository,
      onChange: () => {
        search.invalidate();
        providersService.invalidate();
      },
    }),
    sitemap: createSitemapService(searchRepository),
    accounts: createAccountsService({
      auth,
      repository: createAccountsRepository(database.db),
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    mail,
    messages: createMessagesService({
      repository: createMessagesRepository(database.db),
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    health: {
      checkDatabase: () => database.ping(),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
