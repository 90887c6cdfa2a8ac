import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import captured from "../../tests/fixtures/better-auth-1.3.9-session.json" with { type: "json" };
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accounts, sessions, users } from "../db/schema/index.ts";

/*
 * Sessions opened before the upgrade from better-auth 1.3.9 (docs/decisions/007) must keep
 * working: the fixture holds a patient's rows and session cookie exactly as 1.3.9 wrote them.
 * Only the session's three timestamps move, all by the same amount, so that it is as fresh
 * (or as old) today as the case needs; token, ids, signature and cookie are byte for byte.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function capturedSession(ageMs: number) {
  const { session } = captured;
  const shift = Date.now() - ageMs - Date.parse(session.createdAt);
  const moved = (at: string) => new Date(Date.parse(at) + shift);
  return {
    ...session,
    expiresAt: moved(session.expiresAt),
    createdAt: moved(session.createdAt),
    updatedAt: moved(session.updatedAt),
  };
}

describe.each<DatabaseKind>(["pglite", "postgres"])(
  "a session written by better-auth 1.3.9 (%s)",
  (kind) => {
    let database: DatabaseHandle;
    let app: ReturnType<typeof createTestApp>["app"];

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      ({ app } = createTestApp(database));
      const date = (at: string | null) => (at === null ? null : new Date(at));
      const { user, account } = captured;
      await database.db.insert(users).values({
        ...user,
        userType: user.userType as "patient",
        healthDataConsentAt: date(user.healthDataConsentAt),
        createdAt: new Date(user.createdAt),
        updatedAt: new Date(user.updatedAt),
      });
      await database.db.insert(accounts).values({
        ...account,
        accessTokenExpiresAt: date(account.accessTokenExpiresAt),
        refreshTokenExpiresAt: date(account.refreshTokenExpiresAt),
        createdAt: new Date(account.createdAt),
        updatedAt: new Date(account.updatedAt),
      });
    });
    afterAll(() => database.close());

    const putSession = async (ageMs: number) => {
      await database.db.delete(sessions).where(eq(sessions.id, captured.session.id));
      await database.db.insert(sessions).values(capturedSession(ageMs));
    };

    it("signs its holder in, as that user", async () => {
      await putSession(HOUR);
      const me = await request(app)
        .get("/api/auth/user")
        .set("Cookie", captured.cookie)
        .expect(200);
      expect(me.body).toMatchObject({
        id: captured.user.id,
        email: captured.user.email,
        firstName: "Lucía",
        userType: "patient",
      });
    });

    it("refreshes it past a day's age and keeps the same token", async () => {
      await putSession(2 * DAY);
      const before = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, captured.session.id));
      const me = await request(app)
        .get("/api/auth/user")
        .set("Cookie", captured.cookie)
        .expect(200);
      expect(me.body.id).toBe(captured.user.id);
      const [after] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, captured.session.id));
      expect(after!.token).toBe(captured.session.token);
      expect(after!.expiresAt.getTime()).toBeGreaterThan(before[0]!.expiresAt.getTime());
    });

    it("is refused with a forged signature, and ends on logout", async () => {
      await putSession(HOUR);
      const forged = captured.cookie.replace(/\.[^.]+$/, ".AAAA");
      await request(app).get("/api/auth/user").set("Cookie", forged).expect(401);

      await request(app).post("/api/auth/logout").set("Cookie", captured.cookie).expect(200);
      await request(app).get("/api/auth/user").set("Cookie", captured.cookie).expect(401);
      const left = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, captured.session.id));
      expect(left).toEqual([]);
    });

    it("still logs in with the password hash written then, and sets the same cookie", async () => {
      const login = await request(app)
        .post("/api/auth/login")
        .send({ email: captured.user.email, password: captured.password })
        .expect(200);
      // Same name, signature format and attributes; only the token and its signature differ.
      const shape = (cookie: string) => cookie.replace(/=[^.;]+\.[^;]+;/, "=<token>.<signature>;");
      expect((login.headers["set-cookie"] as unknown as string[]).map(shape)).toEqual(
        captured.setCookie.map(shape),
      );
    });
  },
);
