import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { Services } from "../services.ts";
import { createAuth, type Auth } from "./auth.ts";
import { createAccountsRepository } from "./repository.ts";
import { createSessionReader, toSessionUser } from "./sessions.ts";

/*
 * The session check's own path (ADR 020) against better-auth's getSession on the same
 * cookies: the same account for a live session, and every other case left to better-auth,
 * which refreshes, deletes or refuses as before.
 */
const DAY = 24 * 60 * 60 * 1000;

describe.each<DatabaseKind>(["pglite", "postgres"])("session check on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: Services;
  let read: ReturnType<typeof createSessionReader>;
  let auth: Auth;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app, services } = createTestApp(database));
    // better-auth as the server configures it (createTestApp's secret and address).
    auth = createAuth({
      db: database.db,
      secret: "secreto-de-pruebas-con-longitud-suficiente-123",
      baseURL: "http://localhost:3000",
      secureCookies: false,
      logger: pino({ level: "silent" }),
    });
    read = createSessionReader({
      auth,
      repository: createAccountsRepository(database.db),
    });
  });
  afterAll(() => database.close());

  const headersOf = (cookie: string) => new Headers({ cookie });
  const betterAuthUser = async (cookie: string) => {
    const session = await auth.api.getSession({ headers: headersOf(cookie) });
    return session ? toSessionUser(session.user as unknown as Record<string, unknown>) : null;
  };
  const sessionOf = async (userId: string) =>
    (await database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

  it("answers a live session's account, the one better-auth answers, and sees changes at once", async () => {
    const { sessionCookie, user } = await signedInAgent(app, database);
    const mine = await read(`otra=1; ${sessionCookie}`);
    expect(mine).toEqual(await betterAuthUser(sessionCookie));
    expect(mine).toMatchObject({ id: user.id, email: user.email, userType: "patient" });
    await database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    expect(await read(sessionCookie)).toMatchObject({ id: user.id, emailVerified: false });
    expect(await services.accounts.currentUser(headersOf(sessionCookie))).toMatchObject({
      emailVerified: false,
    });
  });

  it("answers null without a session cookie, and leaves a forged one to better-auth", async () => {
    const { sessionCookie } = await signedInAgent(app, database);
    expect(await read("otra=1")).toBeNull();
    const forged = sessionCookie.replace(/\.[^.]+$/, `.${"A".repeat(43)}=`);
    expect(await read(forged)).toBeUndefined();
    expect(await services.accounts.currentUser(headersOf(forged))).toBeNull();
    const otherToken = sessionCookie.replace(/=([^.]+)\./, "=otro$1.");
    expect(await read(otherToken)).toBeUndefined();
    expect(await services.accounts.currentUser(headersOf(otherToken))).toBeNull();
  });

  it("leaves a session signed out, expired or due for refresh to better-auth", async () => {
    // Signed out elsewhere: the row is gone.
    const gone = await signedInAgent(app, database);
    await database.db.delete(sessions).where(eq(sessions.userId, gone.user.id));
    expect(await read(gone.sessionCookie)).toBeUndefined();
    expect(await services.accounts.currentUser(headersOf(gone.sessionCookie))).toBeNull();

    // Expired: better-auth answers null and deletes the row.
    const expired = await signedInAgent(app, database);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect(await read(expired.sessionCookie)).toBeUndefined();
    expect(await services.accounts.currentUser(headersOf(expired.sessionCookie))).toBeNull();
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, expired.user.id)),
    ).toEqual([]);

    // Two days old of thirty: better-auth's daily refresh moves its expiry.
    const old = await signedInAgent(app, database);
    const due = new Date(Date.now() + 28 * DAY);
    await database.db
      .update(sessions)
      .set({ expiresAt: due })
      .where(eq(sessions.userId, old.user.id));
    expect(await read(old.sessionCookie)).toBeUndefined();
    expect(await services.accounts.currentUser(headersOf(old.sessionCookie))).toMatchObject({
      id: old.user.id,
    });
    expect((await sessionOf(old.user.id)).expiresAt.getTime()).toBeGreaterThan(due.getTime() + DAY);
    // Refreshed, it is the common case again.
    expect(await read(old.sessionCookie)).toMatchObject({ id: old.user.id });
  });

  it("leaves a session opened without 'remember me' to better-auth", async () => {
    const { sessionCookie, user } = await signedInAgent(app, database);
    const withFlag = `${sessionCookie}; mv.dont_remember=${encodeURIComponent("true.firma")}`;
    expect(await read(withFlag)).toBeUndefined();
    expect((await services.accounts.currentUser(headersOf(withFlag)))?.id).toBe(user.id);
  });
});
