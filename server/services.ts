import { createAuth } from "./accounts/auth.ts";
import { createBlogRepository } from "./blog/repository.ts";
import { createBlogService } from "./blog/service.ts";
import { createAccountsRepository } from "./accounts/repository.ts";
import { createAccountsService } from "./accounts/service.ts";
import { createGoogleSignIn } from "./accounts/google.ts";
import { createGoogleOAuthClient } from "./integrations/google-oauth.ts";
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
import { createLicenceRegistry } from "./licences/registry.ts";
import { createLicencesRepository } from "./licences/repository.ts";
import { createLicencesService } from "./licences/service.ts";
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
  const blog = createBlogService({ repository: createBlogRepository(database.db) });
  const licencesRepository = createLicencesRepository(database.db);
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
    sitemap: createSitemapService(searchRepository, () => blog.list()),
    blog,
    accounts: createAccountsService({
      auth,
      repository: createAccountsRepository(database.db),
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    // Sign-in with Google when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
    googleSignIn: createGoogleSignIn({
      auth,
      repository: createAccountsRepository(database.db),
      client: config.google ? createGoogleOAuthClient(config.google) : null,
      siteUrl: deps.siteUrl,
      secureCookies: config.env === "production" && deps.siteUrl.startsWith("https://"),
      logger,
    }),
    mail,
    messages: createMessagesService({
      repository: createMessagesRepository(database.db),
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    // Cédula checks: the SEP registry when SEP_REGISTRY_URL is set, otherwise offline.
    licences: createLicencesService({
      repository: licencesRepository,
      registry: createLicenceRegistry({
        sep: config.sepRegistry,
        repository: licencesRepository,
        logger,
      }),
    }),
    health: {
      checkDatabase: () => database.ping(),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
