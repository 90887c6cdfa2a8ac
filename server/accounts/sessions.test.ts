import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Auth } from "./auth.ts";
import type { AccountsRepository } from "./repository.ts";
import { createSessionReader } from "./sessions.ts";

const SECRET = "secreto-de-pruebas-con-longitud-suficiente-123";
const DAY_S = 24 * 3600;
const EXPIRES_IN_S = 30 * DAY_S;
const UPDATE_AGE_S = DAY_S;

const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

const account = {
  id: "u1",
  firstName: "Lucía",
  lastName: "Prueba",
  email: "lucia@example.com",
  emailVerified: true,
  isProvider: false,
  userType: "patient" as const,
};

/** The reader over a session `token` whose expiry is `expiresInMs` from now (null: no row). */
function readerWith(
  row: { token: string; expiresInMs: number } | null,
  updateAgeS = UPDATE_AGE_S,
  user: Record<string, unknown> = account,
) {
  const asked: string[] = [];
  const read = createSessionReader({
    auth: {
      $context: Promise.resolve({
        authCookies: {
          sessionToken: { name: "mv.session_token" },
          dontRememberToken: { name: "mv.dont_remember" },
        },
        secret: SECRET,
        sessionConfig: { expiresIn: EXPIRES_IN_S, updateAge: updateAgeS },
      }),
    } as unknown as Pick<Auth, "$context">,
    repository: {
      async sessionUserByToken(token: string) {
        asked.push(token);
        return row && row.token === token
          ? { expiresAt: new Date(Date.now() + row.expiresInMs), user }
          : undefined;
      },
    } as unknown as Pick<AccountsRepository, "sessionUserByToken">,
  });
  return { read, asked };
}

describe("the session check's own path", () => {
  const fresh = { token: "tok1", expiresInMs: EXPIRES_IN_S * 1000 - 60_000 };

  it("answers the account of a live session, reading it once by its token", async () => {
    const { read, asked } = readerWith(fresh);
    expect(await read(`otra=1; mv.session_token=${signed("tok1")}`)).toEqual(account);
    expect(asked).toEqual(["tok1"]);
  });

  it("answers null without a session cookie, and reads nothing", async () => {
    const { read, asked } = readerWith(fresh);
    expect(await read("otra=1; mv.session_tokens=x")).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves a signature of another secret, or of another token, to better-auth unread", async () => {
    const { read, asked } = readerWith(fresh);
    expect(await read(`mv.session_token=${signed("tok1", `${SECRET}!`)}`)).toBeUndefined();
    const forged = signed("tok1").replace("tok1", "tok2");
    expect(await read(`mv.session_token=${forged}`)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("leaves 'don't remember me' and an unknown session to better-auth", async () => {
    const remember = readerWith(fresh);
    expect(
      await remember.read(`mv.session_token=${signed("tok1")}; mv.dont_remember=x`),
    ).toBeUndefined();
    expect(remember.asked).toEqual([]);
    const unknown = readerWith(null);
    expect(await unknown.read(`mv.session_token=${signed("tok1")}`)).toBeUndefined();
    expect(unknown.asked).toEqual(["tok1"]);
  });

  it("leaves a session due for the daily refresh to better-auth, from its boundary on", async () => {
    const cookie = `mv.session_token=${signed("tok1")}`;
    // Refreshed once a day old: due when its expiry is 29 days away or less.
    const dueAt = (EXPIRES_IN_S - UPDATE_AGE_S) * 1000;
    const olderBy = (ms: number) => readerWith({ token: "tok1", expiresInMs: dueAt - ms });
    expect(await olderBy(-5_000).read(cookie)).toEqual(account);
    expect(await olderBy(5_000).read(cookie)).toBeUndefined();
  });

  it("leaves an expired session to better-auth even where no refresh would be due", async () => {
    // A configuration whose refresh comes only after expiry: the expiry alone decides.
    const cookie = `mv.session_token=${signed("tok1")}`;
    const late = EXPIRES_IN_S + 60;
    expect(await readerWith({ token: "tok1", expiresInMs: 5_000 }, late).read(cookie)).toEqual(
      account,
    );
    expect(
      await readerWith({ token: "tok1", expiresInMs: -5_000 }, late).read(cookie),
    ).toBeUndefined();
  });

  describe("at the exact millisecond of each boundary (a frozen clock)", () => {
    afterEach(() => void vi.useRealTimers());
    const cookie = `mv.session_token=${signed("tok1")}`;

    it("answers a session expiring this very millisecond, as better-auth does (expired after)", async () => {
      vi.useFakeTimers({ now: new Date("2027-03-01T15:00:00Z") });
      const late = EXPIRES_IN_S + 60;
      expect(await readerWith({ token: "tok1", expiresInMs: 0 }, late).read(cookie)).toEqual(
        account,
      );
    });

    it("leaves a session to better-auth the millisecond its refresh falls due", async () => {
      vi.useFakeTimers({ now: new Date("2027-03-01T15:00:00Z") });
      const dueAt = (EXPIRES_IN_S - UPDATE_AGE_S) * 1000;
      expect(await readerWith({ token: "tok1", expiresInMs: dueAt }).read(cookie)).toBeUndefined();
      expect(await readerWith({ token: "tok1", expiresInMs: dueAt + 1 }).read(cookie)).toEqual(
        account,
      );
    });
  });

  it("answers a doctor's account as one, and empty names as empty", async () => {
    const doctor = {
      id: "u2",
      email: "doc@example.com",
      emailVerified: false,
      isProvider: true,
      userType: "doctor",
    };
    const { read } = readerWith(fresh, UPDATE_AGE_S, doctor);
    expect(await read(`mv.session_token=${signed("tok1")}`)).toEqual({
      id: "u2",
      firstName: "",
      lastName: "",
      email: "doc@example.com",
      emailVerified: false,
      isProvider: true,
      userType: "doctor",
    });
  });
});
