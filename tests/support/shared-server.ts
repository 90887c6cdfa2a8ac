/** The one production server most browser specs share (playwright.config.ts starts it). */
export const SHARED_PORT = 4173;
export const SHARED_BASE = `http://127.0.0.1:${SHARED_PORT}`;
