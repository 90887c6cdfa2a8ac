import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { accounts, sessions, users, verifications } from "../db/schema/index.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { serverSessionPlugin } from "./server-session.ts";

export const SESSION_COOKIE_PREFIX = "mv";
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * better-auth on the project's own tables. It owns passwords (argon2id through our hash
 * functions), sessions and their cookies; the spec's /api/auth/* routes call its server API.
 */
export function createAuth(options: {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  logger: Logger;
}) {
  return betterAuth({
    // Its messages go to our structured log (a failed login is routine, not an error).
    logger: {
      log: (level, message, ...args) =>
        options.logger[level === "error" ? "warn" : level === "warn" ? "warn" : "debug"](
          { args },
          `better-auth: ${message}`,
        ),
    },
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: "/api/auth",
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: false, defaultValue: "" },
        isProvider: { type: "boolean", required: false, defaultValue: false, input: false },
        userType: { type: "string", required: false, defaultValue: "patient", input: false },
        initialQuery: { type: "string", required: false },
        healthDataConsentAt: { type: "date", required: false },
      },
    },
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    // Our own limits (server/http/rate-limits.ts) answer in Spanish.
    rateLimit: { enabled: false },
    plugins: [serverSessionPlugin()],
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        secure: options.secureCookies,
        path: "/",
      },
      database: { generateId: () => randomUUID() },
    },
  });
}
export type Auth = ReturnType<typeof createAuth>;
