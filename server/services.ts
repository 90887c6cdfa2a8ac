import { createHmac } from "node:crypto";
import { createAuth } from "./accounts/auth.ts";
import { createAdminAccountsRepository } from "./admin/accounts-repository.ts";
import { createAdminAccountsService } from "./admin/accounts-service.ts";
import { createAdminRepository } from "./admin/repository.ts";
import { createAdminService } from "./admin/service.ts";
import { createAssistantService } from "./assistant/service.ts";
import { createAgendaRepository } from "./booking/agenda-repository.ts";
import { createAgendaService } from "./booking/agenda-service.ts";
import { mexicanHolidaysBetween } from "../common/booking/holidays.ts";
import { createAvailabilityRepository } from "./booking/availability-repository.ts";
import { createAvailabilityService } from "./booking/availability-service.ts";
import { createBookingRepository } from "./booking/repository.ts";
import { createBookingService } from "./booking/service.ts";
import { createAvailableTodayRepository } from "./search/available-today-repository.ts";
import { createAvailableTodayRefresher } from "./search/available-today.ts";
import { createImportsRepository } from "./admin/imports/repository.ts";
import { createImportsService } from "./admin/imports/service.ts";
import { createAirtableClient } from "./integrations/airtable.ts";
import { createGoogleSheetsClient } from "./integrations/google-sheets.ts";
import { createAnalyticsRepository } from "./analytics/repository.ts";
import { createAnalyticsService } from "./analytics/service.ts";
import { createBlogRepository } from "./blog/repository.ts";
import { createBlogService } from "./blog/service.ts";
import { createAccountsRepository } from "./accounts/repository.ts";
import { createAccountsService } from "./accounts/service.ts";
import { createPasswordResetService } from "./accounts/password-reset.ts";
import { createPasswordResetRepository } from "./accounts/password-reset-repository.ts";
import { hashPassword } from "./accounts/password.ts";
import { createClaimRepository } from "./doctors/claim-repository.ts";
import { createClaimReviewService } from "./doctors/claim-review-service.ts";
import { createClaimService } from "./doctors/claim-service.ts";
import { createLicenseReviewService } from "./doctors/license-review-service.ts";
import { registerEvidenceCleanup } from "./doctors/evidence-cleanup.ts";
import { createOutboxSmsTransport, createTwilioTransport } from "./integrations/sms.ts";
import { createChangeBus, type ChangeBus } from "./lib/change-bus.ts";
import { createDiskEvidenceStore, type EvidenceQuota } from "./lib/evidence-store.ts";
import { createS3EvidenceStore } from "./lib/evidence-s3-store.ts";
import { repeatChangesAfter } from "./lib/replica-catch-up.ts";
import { createSmsOutboxRepository } from "./mail/sms-outbox-repository.ts";
import { createRegistrationRepository } from "./doctors/registration-repository.ts";
import { createRegistrationService } from "./doctors/registration-service.ts";
import { createDoctorSelfRepository } from "./doctors/self-repository.ts";
import type { FindOwnListing } from "./access/rules.ts";
import { createDoctorSelfService } from "./doctors/self-service.ts";
import { createGoogleSignIn } from "./accounts/google.ts";
import { createOpenAiChat } from "./integrations/chat.ts";
import { createGoogleOAuthClient } from "./integrations/google-oauth.ts";
import { createOpenAiSpeechToText } from "./integrations/stt.ts";
import type { Config } from "./config.ts";
import {
  createSmtpTransport,
  outboxOnlyTransport,
  type MailTransport,
} from "./integrations/mail.ts";
import { createJobsRepository } from "./jobs/repository.ts";
import { createJobQueue } from "./jobs/queue.ts";
import { createMailRepository } from "./mail/repository.ts";
import { createMailService } from "./mail/service.ts";
import { createBookingMessaging } from "./booking/messaging.ts";
import { withRecipientLimit } from "./rate-limits/mail.ts";
import { createRateLimitRepository } from "./rate-limits/repository.ts";
import { createRateLimiter, evidenceUploadRule } from "./rate-limits/service.ts";
import { BatchedRateLimitStore } from "./rate-limits/batched-store.ts";
import { DatabaseRateLimitStore } from "./rate-limits/store.ts";
import { createMessagesRepository } from "./messages/repository.ts";
import { createDoctorPostsRepository } from "./doctor-posts/repository.ts";
import { createDoctorPostsService } from "./doctor-posts/service.ts";
import { createMessagesService } from "./messages/service.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createLicenseRegistry } from "./licenses/registry.ts";
import { createLicensesRepository } from "./licenses/repository.ts";
import { createLicensesService } from "./licenses/service.ts";
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
import { createVoiceService } from "./voice/service.ts";
import { createPhotoStorage } from "./photos/create-storage.ts";
import { createPhotosRepository } from "./photos/repository.ts";
import { createPhotosService } from "./photos/service.ts";

/** After a change, caches forget again this much later (a read replica has replayed it by then). */
const REPLICA_CATCH_UP_MS = 2_000;

/** The composition root: each area's service gets its repository and outside adapters here. */
export function createServices(deps: {
  database: DatabaseHandle;
  /**
   * Where public reads and search go (DATABASE_READ_URL, a replica); the primary when absent.
   * Writes, sessions, a signed-in user's own data and admin screens stay on `database`.
   */
  readDatabase?: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** From SESSION_SECRET, or generated once and kept in the database (see index.ts). */
  sessionSecret: string;
  /** Absolute origin for links in emails. */
  siteUrl: string;
  mailTransport?: MailTransport;
  /** The clock of the job queue (tests move it instead of waiting for retries). */
  now?: () => Date;
  /** Change topics, bridged to other processes by index.ts on PostgreSQL; one of its own otherwise. */
  changes?: ChangeBus;
}) {
  const { database, config, logger } = deps;
  const readDb = (deps.readDatabase ?? database).db;
  const transport =
    deps.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.mail.from, config.mail.timeoutMs, {
          requireTls: config.mail.requireTls,
        })
      : outboxOnlyTransport);
  // Durable jobs (ADR 009): index.ts starts this process's worker and stops it on shutdown.
  const jobs = createJobQueue({
    repository: createJobsRepository(database.db),
    logger,
    pollMs: config.jobs.pollIntervalMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
  // Rate limits: counters in the database, shared by every process (server/rate-limits).
  const rateLimitRepository = createRateLimitRepository(database.db);
  const limits = createRateLimiter({ repository: rateLimitRepository });
  const mailRepository = createMailRepository(database.db);
  const mailOutbox = createMailService({
    repository: mailRepository,
    transport,
    jobs,
    logger,
    from: config.mail.from,
  });
  const mail = withRecipientLimit(mailOutbox, limits);
  const auth = createAuth({
    db: database.db,
    secret: deps.sessionSecret,
    baseURL: deps.siteUrl,
    secureCookies: config.env === "production" && deps.siteUrl.startsWith("https://"),
    logger,
  });
  // Public answers (search, counts, sitemap, profiles, the blog) may trail the primary by the
  // replica's lag; the change bus still clears their caches when the primary announces a change.
  const searchRepository = createSearchRepository(readDb, { omitNextSlot: config.omitNextSlot });
  const search = createSearchService(searchRepository);
  const providersRepository = createProvidersRepository(database.db, readDb);
  const providersService = createProvidersService({ repository: providersRepository, search });
  // Writes publish what they changed; caches forget on a change from this process or another.
  const changes =
    deps.changes ??
    createChangeBus({
      onListenerError: (error, topic) =>
        logger.error({ err: error, topic }, "Error al invalidar la caché"),
    });
  changes.subscribe(["listings", "reviews"], () => {
    search.invalidate();
    providersService.invalidate();
  });
  // A cache refilled from a replica that had not replayed the change yet forgets it again.
  if (deps.readDatabase && deps.readDatabase !== database)
    repeatChangesAfter(changes, REPLICA_CATCH_UP_MS);
  const blog = createBlogService({ repository: createBlogRepository(readDb) });
  const licensesRepository = createLicensesRepository(database.db);
  // The dashboard's listing of an account: the one lookup behind every owner check
  // (server/access), shared by the dashboard, its statistics, articles and photos.
  const ownListings = createDoctorSelfRepository(database.db);
  const findOwnListing: FindOwnListing<{ id: number }> = ownListings.findOwnedBy;
  // Cédula checks: the SEP registry when SEP_REGISTRY_URL is set, otherwise offline.
  const licenses = createLicensesService({
    repository: licensesRepository,
    registry: createLicenseRegistry({
      sep: config.sepRegistry,
      repository: licensesRepository,
      logger,
    }),
  });
  const accounts = createAccountsService({
    auth,
    limits,
    repository: createAccountsRepository(database.db),
    mail,
    logger,
    brandName: config.brandName,
    siteUrl: deps.siteUrl,
  });
  const claimRepository = createClaimRepository(database.db);
  const evidenceStore = config.evidenceS3
    ? createS3EvidenceStore(config.evidenceS3)
    : createDiskEvidenceStore({ dir: config.evidenceDir });
  // Documents one client address may store a day, counted in one statement (rate-limits).
  const evidenceRule = evidenceUploadRule(config.evidenceMbPerAddressPerDay);
  const chargeEvidence: EvidenceQuota = async (address, bytes) => {
    if (address) await limits.consumeAmount(evidenceRule, address, bytes);
  };
  // Claim codes by SMS through Twilio when configured, otherwise kept in the outbox and logged.
  const sms = config.sms
    ? createTwilioTransport({
        baseUrl: config.sms.apiUrl,
        accountSid: config.sms.accountSid,
        authToken: config.sms.authToken,
        ...(config.sms.from ? { from: config.sms.from } : {}),
        ...(config.sms.messagingServiceSid
          ? { messagingServiceSid: config.sms.messagingServiceSid }
          : {}),
        timeoutMs: config.sms.timeoutMs,
        logger,
      })
    : createOutboxSmsTransport({
        store: createSmsOutboxRepository(database.db).storeSms,
        logger,
      });
  // After a booking change: notices with the invitation, reminders by email and by WhatsApp
  // or SMS to a patient who left a phone (server/booking/messaging.ts).
  const bookingMessaging = createBookingMessaging({
    db: database.db,
    jobs,
    mail: mailOutbox,
    mailRepository,
    sms,
    config,
    siteUrl: deps.siteUrl,
    logger,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const claims = createClaimService({
    repository: claimRepository,
    providers: providersService,
    accounts,
    licenses,
    mail,
    sms,
    evidence: evidenceStore,
    chargeEvidence,
    hashPassword,
    hashIp: (ip) => createHmac("sha256", deps.sessionSecret).update(ip).digest("hex").slice(0, 32),
    secret: deps.sessionSecret,
    onClaimed: () => changes.publish("listings"),
    logger,
    brandName: config.brandName,
    siteUrl: deps.siteUrl,
  });
  const areas = {
    // What changed (listings, reviews, blog, settings): the HTML cache subscribes in app.ts.
    changes,
    // Administrators: their own table, password hashes and session cookie (/api/admin/*).
    rateLimits: {
      limiter: limits,
      /** express-rate-limit's store for one limiter, on the same table. */
      store: (name: string) => new DatabaseRateLimitStore(rateLimitRepository, name),
      /** The same, written in batches: for the high-volume budgets (API, page renders). */
      batchedStore: (name: string) => new BatchedRateLimitStore(rateLimitRepository, name),
    },
    adminAccounts: createAdminAccountsService({
      repository: createAdminAccountsRepository(database.db),
      limits,
      secureCookies: config.env === "production" && deps.siteUrl.startsWith("https://"),
    }),
    settings: createSettingsService(createSettingsRepository(database.db)),
    search,
    providers: providersService,
    // The doctor's own listing (dashboard): a save changes public pages and search answers.
    doctorSelf: createDoctorSelfService({
      repository: ownListings,
      onChange: () => changes.publish("listings"),
    }),
    // Free slots of published agendas: public reads, computed from the primary so a visit
    // booked a moment ago never shows as free.
    availability: createAvailabilityService({
      repository: createAvailabilityRepository(database.db),
      ...(deps.now ? { now: deps.now } : {}),
    }),
    // The doctor's agenda ('Agenda' tab, day and week views, private calendar feed): what it
    // changes shows on cards and filters ('Con cita en línea', 'Próxima cita').
    agenda: createAgendaService({
      repository: createAgendaRepository(database.db),
      findOwnListing: ownListings.findOwnedBy,
      publicUrl: deps.siteUrl,
      holidays: mexicanHolidaysBetween,
      onChange: () => changes.publish("listings"),
      ...(deps.now ? { now: deps.now } : {}),
    }),
    favourites: createFavouritesService({
      repository: createFavouritesRepository(database.db),
      providers: providersService,
    }),
    // A new or hidden review changes ratings shown on cards: cached answers go.
    reviews: createReviewsService({
      repository: createReviewsRepository(database.db),
      // The owner's reviews of every status, read right after answering one: the primary.
      providers: createProvidersRepository(database.db),
      onChange: () => changes.publish("reviews"),
    }),
    sitemap: createSitemapService(searchRepository, () => blog.list()),
    blog,
    // Doctors' posts: drafts, review, and once approved part of the blog above.
    doctorPosts: createDoctorPostsService({
      repository: createDoctorPostsRepository(database.db),
      findOwnListing,
    }),
    // Profile views and contact clicks per day, for the doctor's dashboard.
    analytics: createAnalyticsService({
      repository: createAnalyticsRepository(database.db),
      findOwnListing,
      // A visit's window is a counter of the rate-limit table: shared by every process.
      firstInWindow: async (key, windowMs) =>
        (await rateLimitRepository.hit(`vista-perfil:${key}`, windowMs)).hits === 1,
    }),
    accounts,
    // Claiming a listing: a request proven by a one-time code or approved by an administrator.
    claims,
    claimReviews: createClaimReviewService({
      repository: claimRepository,
      claims,
      evidence: evidenceStore,
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
      onListingPublished: () => changes.publish("listings"),
      ...(deps.now ? { now: deps.now } : {}),
    }),
    // Documents of decided or abandoned requests leave the disk after EVIDENCE_RETENTION_DAYS.
    evidenceCleanup: registerEvidenceCleanup({
      jobs,
      repository: claimRepository,
      evidence: evidenceStore,
      retentionDays: config.evidenceRetentionDays,
      logger,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    // A new doctor whose cédula the registry did not confirm sends documents for 'Solicitudes'.
    licenseReviews: createLicenseReviewService({
      repository: claimRepository,
      findOwnListing,
      evidence: evidenceStore,
      chargeEvidence,
      licenses,
      logger,
    }),
    // "¿Olvidaste tu contraseña?" for accounts and administrators with an email.
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(database.db),
      mail,
      hashPassword,
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
    jobs,
    messages: createMessagesService({
      limits,
      repository: createMessagesRepository(database.db),
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    licenses,
    // Profile photos and banners: PHOTOS_DIR, or the S3 bucket when S3_BUCKET is set.
    photos: createPhotosService({
      repository: createPhotosRepository(database.db),
      storage: createPhotoStorage(config.photos),
      findOwnListing,
      onChange: () => changes.publish("listings"),
      logger,
    }),
    // Doctor registration: a new doctor account with a pending listing, cédula checked again.
    doctorRegistration: createRegistrationService({
      repository: createRegistrationRepository(database.db),
      licenses,
      accounts,
      mail,
      hashPassword,
      hashIp: (ip) =>
        createHmac("sha256", deps.sessionSecret).update(ip).digest("hex").slice(0, 32),
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
    }),
    // Voice search: recordings go to STT_BASE_URL when set (otherwise a 503 says so).
    voice: createVoiceService({
      speech: config.speech ? createOpenAiSpeechToText(config.speech) : null,
      logger,
    }),
    // Dr. Salud: the symptom lexicon, or a chat model at CHAT_BASE_URL with the lexicon behind it.
    assistant: createAssistantService({
      chat: config.chat ? createOpenAiChat(config.chat) : null,
      logger,
    }),
    // Bulk imports (CSV, Google Sheets, Airtable): new pending listings change admin lists
    // and, once approved, public answers; caches forget what they held.
    imports: createImportsService({
      repository: createImportsRepository(database.db),
      sheets: createGoogleSheetsClient({
        apiUrl: config.imports.googleSheetsApiUrl,
        exportUrl: config.imports.googleSheetsExportUrl,
        apiKey: config.imports.googleSheetsApiKey,
        timeoutMs: config.imports.timeoutMs,
      }),
      airtable: createAirtableClient({
        apiUrl: config.imports.airtableApiUrl,
        timeoutMs: config.imports.timeoutMs,
      }),
      logger,
      onImported: () => changes.publish("listings"),
      // PGlite has one connection: a long import transaction would stall every other request.
      saveInSteps: database.kind === "pglite",
    }),
    health: {
      checkDatabase: async () => {
        await database.ping();
        if (deps.readDatabase && deps.readDatabase !== database) await deps.readDatabase.ping();
      },
    },
  };
  const services = {
    ...areas,
    // The admin panel: provider moderation, license checks, review restores, blog moderation.
    admin: createAdminService({
      repository: createAdminRepository(database.db),
      licenses: areas.licenses,
      reviews: areas.reviews,
      doctorPosts: areas.doctorPosts,
      mail,
      logger,
      brandName: config.brandName,
      siteUrl: deps.siteUrl,
      changes,
    }),
    // Booking's write side: appointments, their reminders and notices (docs/booking.md).
    booking: createBookingService({
      repository: createBookingRepository(database.db),
      availability: areas.availability,
      findOwnListing,
      secret: deps.sessionSecret,
      channels: bookingMessaging.reminderChannels,
      onJobsCommitted: () => jobs.nudge(),
      ...(deps.now ? { now: deps.now } : {}),
    }),
    // 'Disponible hoy' and 'Próxima cita' of listings with a published agenda, stored for the
    // search (server/search/available-today.ts); index.ts starts it in every process.
    availableToday: createAvailableTodayRefresher({
      repository: createAvailableTodayRepository(database.db),
      agendas: createAvailabilityRepository(database.db),
      logger,
      // About two days of the demo's flags (some 10,000 listing rows rewritten a day).
      ...(database.kind === "pglite" ? { vacuumAfterChanges: 20_000 } : {}),
      ...(deps.now ? { now: deps.now } : {}),
    }),
  };
  bookingMessaging.connect(services.booking);
  return services;
}
export type Services = ReturnType<typeof createServices>;
