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

/**
 * What a spec that starts servers of its own calls (spec-server.ts, server-with-mail.ts,
 * server-process.ts): such a spec talks only to its servers, so it runs beside the shared
 * server's specs instead of after them (playwright.config.ts).
 */
const OWN_SERVER_CALLS = ["specServer({", "serverWithMail({", "startServerProcess("];

/** Whether a spec's source starts a server of its own. */
export function startsOwnServer(specSource: string): boolean {
  return OWN_SERVER_CALLS.some((call) => specSource.includes(call));
}
