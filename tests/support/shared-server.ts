/**
 * The one production server most browser specs share (playwright.config.ts starts it).
 * E2E_PORT moves it, so two working copies on one machine can run browser tests at once.
 */
export const SHARED_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SHARED_BASE = `http://127.0.0.1:${SHARED_PORT}`;
/**
 * The shared server's seed size. Specs that need the same pages on a server of their own
 * (specServer with this SEED_PROVIDERS) copy the database the shared server built as it started.
 */
export const SHARED_SEED_PROVIDERS = "1500";
