import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_GOOGLE_USER as ANA,
  startFakeGoogle,
  type FakeGoogle,
} from "../../tests/fakes/google-oauth.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accounts, users } from "../db/schema/index.ts";
import { createGoogleOAuthClient } from "../integrations/google-oauth.ts";

type Agent = ReturnType<typeof request.agent>;
const SITE = "http://localhost:3000";

/** Follows the browser's path: our start route, Google's consent page, our callback. */
async function throughGoogle(agent: Agent, startPath = "/api/auth/google") {
  const start = await agent.get(startPath).expect(302);
  const authorization = new URL(start.headers.location!);
  const consent = await fetch(authorization, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get("location")!);
  expect(callback.origin).toBe(SITE);
  const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
  return { start, authorization, callback, done };
}

function setCookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers["set-cookie"];
  return Array.isArray(value) ? value : value ? [String(value)] : [];
}

describe("sign-in with Google against the fake authorization server", () => {
  let database: DatabaseHandle;
  let google: FakeGoogle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    google = await startFakeGoogle();
    database = await createTestDatabase("pglite");
    app = createTestApp(database, google.env()).app;
  });
  afterAll(async () => {
    await database.close();
    await google.close();
  });
  beforeEach(() => {
    google.user = { ...ANA };
    google.nextConsent = "grant";
  });

  it("creates the account on the first sign-in and opens a session like a password login", async () => {
    const agent = request.agent(app);
    const { authorization, callback, done } = await throughGoogle(agent);

    // The authorization request: code flow, our callback, OpenID scopes, state and S256 PKCE.
    const query = authorization.searchParams;
    expect(`${authorization.origin}${authorization.pathname}`).toBe(google.authorizationUrl);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("client_id")).toBe(google.clientId);
    expect(query.get("redirect_uri")).toBe(`${SITE}/api/auth/google/callback`);
    expect(query.get("scope")).toBe("openid email profile");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback.searchParams.get("state")).toBe(query.get("state"));

    // The token request carried the verifier of that challenge, and the client's credentials.
    const tokenRequest = google.tokenRequests.at(-1)!;
    expect(tokenRequest.status).toBe(200);
    expect(tokenRequest.form).toMatchObject({
      grant_type: "authorization_code",
      client_id: google.clientId,
      client_secret: google.clientSecret,
      redirect_uri: `${SITE}/api/auth/google/callback`,
      code: callback.searchParams.get("code"),
    });
    expect(createHash("sha256").update(tokenRequest.form.code_verifier!).digest("base64url")).toBe(
      query.get("code_challenge"),
    );

    expect(done.headers.location).toBe("/?login=success&method=google");
    const cookies = setCookiesOf(done);
    const session = cookies.find((c) => c.startsWith("mv.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(cookies.find((c) => c.startsWith("mv.google_state="))).toMatch(/Max-Age=0/);

    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({
      firstName: "Ana",
      lastName: "García",
      email: "ana.garcia@example.com",
      emailVerified: true,
      isProvider: false,
      userType: "patient",
    });
    const linked = await database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.providerId, "google"), eq(accounts.accountId, ANA.sub)));
    expect(linked).toHaveLength(1);
    // Google's tokens are not needed after sign-in, so they are not kept.
    expect(linked[0]).toMatchObject({ accessToken: null, idToken: null, refreshToken: null });
  });

  it("signs the same Google account into the same user next time, with a new session", async () => {
    const first = request.agent(app);
    const second = request.agent(app);
    const one = await throughGoogle(first);
    const two = await throughGoogle(second);
    const tokenOf = (r: { headers: Record<string, unknown> }) =>
      setCookiesOf(r).find((c) => c.startsWith("mv.session_token="));
    expect(tokenOf(one.done)).toBeDefined();
    expect(tokenOf(two.done)).not.toBe(tokenOf(one.done));
    const a = await first.get("/api/auth/user").expect(200);
    const b = await second.get("/api/auth/user").expect(200);
    expect(b.body.id).toBe(a.body.id);
    const rows = await database.db.select().from(users).where(eq(users.email, ANA.email));
    expect(rows).toHaveLength(1);
  });

  it("links Google to an existing password account with the same email, keeping its data", async () => {
    const { agent: passwordAgent, email } = await signedInAgent(app, database, {
      firstName: "Marta",
    });
    const before = await passwordAgent.get("/api/auth/user").expect(200);
    google.user = {
      ...ANA,
      sub: "200000000000000000001",
      email: email.toUpperCase(),
      given_name: "Otra",
    };
    const agent = request.agent(app);
    await throughGoogle(agent);
    const after = await agent.get("/api/auth/user").expect(200);
    expect(after.body.id).toBe(before.body.id);
    expect(after.body.firstName).toBe("Marta");
    // The password still works: both ways into one account.
    await request(app)
      .post("/api/auth/login")
      .send({ email, password: "contraseña-de-prueba" })
      .expect(200);
  });

  it("verifies an unverified account's email and drops the password nobody proved", async () => {
    await request(app)
      .post("/api/auth/register")
      .send({
        email: "sin.verificar@example.com",
        password: "puesta-por-otro",
        firstName: "Sin",
        lastName: "Verificar",
      })
      .expect(201);
    google.user = { ...ANA, sub: "300000000000000000001", email: "sin.verificar@example.com" };
    const agent = request.agent(app);
    await throughGoogle(agent);
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ email: "sin.verificar@example.com", emailVerified: true });
    await request(app)
      .post("/api/auth/login")
      .send({ email: "sin.verificar@example.com", password: "puesta-por-otro" })
      .expect(401);
  });

  it("refuses a callback whose state is missing, altered, replayed or from another browser", async () => {
    const victim = request.agent(app);
    const start = await victim.get("/api/auth/google").expect(302);
    const consent = await fetch(start.headers.location!, { redirect: "manual" });
    const callback = new URL(consent.headers.get("location")!);
    const code = callback.searchParams.get("code")!;
    const state = callback.searchParams.get("state")!;

    const refused = async (agent: Agent | ReturnType<typeof request>, path: string) => {
      const response = await (agent as Agent).get(path).expect(302);
      expect(response.headers.location).toBe("/login?error=google");
      expect(setCookiesOf(response).some((c) => c.startsWith("mv.session_token="))).toBe(false);
    };
    // Another browser (no state cookie) cannot finish this attempt: no login CSRF.
    await refused(request.agent(app), `${callback.pathname}${callback.search}`);
    await refused(victim, `/api/auth/google/callback?code=${encodeURIComponent(code)}`);
    await refused(
      victim,
      `/api/auth/google/callback?code=${encodeURIComponent(code)}&state=${state.slice(1)}x`,
    );
    await refused(victim, `/api/auth/google/callback?code=x&state=a&state=b`);
    // The rightful browser still can, once.
    const done = await victim.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(done.headers.location).toBe("/?login=success&method=google");
    await refused(victim, `${callback.pathname}${callback.search}`);
  });

  it("refuses a code issued for another attempt: the PKCE verifier does not match", async () => {
    const agent = request.agent(app);
    // Attempt A reaches Google and gets a code bound to A's challenge.
    const startA = await agent.get("/api/auth/google").expect(302);
    const consentA = await fetch(startA.headers.location!, { redirect: "manual" });
    const codeA = new URL(consentA.headers.get("location")!).searchParams.get("code")!;
    // Attempt B starts in the same browser; A's code is then delivered with B's state.
    const startB = await agent.get("/api/auth/google").expect(302);
    const stateB = new URL(startB.headers.location!).searchParams.get("state")!;
    const done = await agent
      .get(`/api/auth/google/callback?state=${stateB}&code=${encodeURIComponent(codeA)}`)
      .expect(302);
    expect(done.headers.location).toBe("/login?error=google");
    expect(google.tokenRequests.at(-1)).toMatchObject({
      status: 400,
      answer: { error: "invalid_grant", error_description: "Invalid code verifier." },
    });
    await agent.get("/api/auth/user").expect(401);
  });

  it("the fake checks PKCE like Google: a missing or wrong verifier is invalid_grant", async () => {
    const verifier = "v".repeat(64);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const codeFor = async () => {
      const url = new URL(google.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: google.clientId,
        redirect_uri: `${SITE}/api/auth/google/callback`,
        response_type: "code",
        scope: "openid email profile",
        state: "s",
        code_challenge: challenge,
        code_challenge_method: "S256",
      }).toString();
      const consent = await fetch(url, { redirect: "manual" });
      return new URL(consent.headers.get("location")!).searchParams.get("code")!;
    };
    const exchange = async (code: string, extra: Record<string, string>) => {
      const response = await fetch(google.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          client_id: google.clientId,
          client_secret: google.clientSecret,
          redirect_uri: `${SITE}/api/auth/google/callback`,
          ...extra,
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await exchange(await codeFor(), {})).toEqual({
      status: 400,
      body: { error: "invalid_grant", error_description: "Missing code verifier." },
    });
    expect(await exchange(await codeFor(), { code_verifier: "w".repeat(64) })).toEqual({
      status: 400,
      body: { error: "invalid_grant", error_description: "Invalid code verifier." },
    });
    const good = await exchange(await codeFor(), { code_verifier: verifier });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ token_type: "Bearer", expires_in: 3599 });
    expect(good.body.access_token).toEqual(expect.any(String));
    expect(good.body.id_token).toEqual(expect.any(String));
  });

  it("returns to a same-site returnUrl and to / for any other site", async () => {
    const cases: [string, string][] = [
      ["https://evil.example/robar", "/?login=success&method=google"],
      ["//evil.example", "/?login=success&method=google"],
      ["/\\evil.example", "/?login=success&method=google"],
      [
        "/dashboard/paciente?vista=favoritos",
        "/dashboard/paciente?vista=favoritos&login=success&method=google",
      ],
    ];
    for (const [returnUrl, expected] of cases) {
      const { done } = await throughGoogle(
        request.agent(app),
        `/api/auth/google?returnUrl=${encodeURIComponent(returnUrl)}`,
      );
      expect(done.headers.location, returnUrl).toBe(expected);
    }
  });

  it("takes a doctor to the dashboard unless a returnUrl says otherwise", async () => {
    const { email, user } = await signedInAgent(app, database, { firstName: "Dra. Google" });
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, user.id));
    google.user = { ...ANA, sub: "200000000000000000077", email };
    const { done } = await throughGoogle(request.agent(app));
    expect(done.headers.location).toBe("/dashboard?login=success&method=google");
    const back = await throughGoogle(
      request.agent(app),
      `/api/auth/google?returnUrl=${encodeURIComponent("/mensajes/3")}`,
    );
    expect(back.done.headers.location).toBe("/mensajes/3?login=success&method=google");
    for (const [returnUrl, expected] of [
      ["/", "/?login=success&method=google"],
      ["https://evil.example/robar", "/dashboard?login=success&method=google"],
    ]) {
      const { done: landed } = await throughGoogle(
        request.agent(app),
        `/api/auth/google?returnUrl=${encodeURIComponent(returnUrl!)}`,
      );
      expect(landed.headers.location, returnUrl).toBe(expected);
    }
  });

  it("comes back to the login page with the reason when the person cancels at Google", async () => {
    google.nextConsent = "deny";
    const agent = request.agent(app);
    const { callback, done } = await throughGoogle(
      agent,
      `/api/auth/google?returnUrl=${encodeURIComponent("/medicina-general")}`,
    );
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(done.headers.location).toBe(
      `/login?error=google-denied&returnUrl=${encodeURIComponent("/medicina-general")}`,
    );
    expect(setCookiesOf(done).some((c) => c.startsWith("mv.session_token="))).toBe(false);
    await agent.get("/api/auth/user").expect(401);
  });

  it("refuses a Google account whose email Google has not verified", async () => {
    google.user = { ...ANA, sub: "400000000000000000001", email: "no.verificado@example.com" };
    google.user.email_verified = false;
    const { done } = await throughGoogle(request.agent(app));
    expect(done.headers.location).toBe("/login?error=google-unverified");
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "no.verificado@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("without configuration sends the person back to the login page, which explains why", async () => {
    const { app: withoutGoogle, config } = createTestApp(database);
    expect(config.google).toBeNull();
    const start = await request(withoutGoogle)
      .get(`/api/auth/google?returnUrl=${encodeURIComponent("/favoritos")}`)
      .expect(302);
    expect(start.headers.location).toBe(
      `/login?error=google-unavailable&returnUrl=${encodeURIComponent("/favoritos")}`,
    );
    const callback = await request(withoutGoogle)
      .get("/api/auth/google/callback?code=x&state=y")
      .expect(302);
    expect(callback.headers.location).toBe("/login?error=google-unavailable");
  });
});

describe("Google OAuth adapter", () => {
  it("gives up on a Google that does not answer in time", async () => {
    const google = await startFakeGoogle();
    try {
      google.delayMs = 2_000;
      const client = createGoogleOAuthClient(
        {
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          authorizationUrl: google.authorizationUrl,
          tokenUrl: google.tokenUrl,
          userInfoUrl: google.userInfoUrl,
        },
        { timeoutMs: 100 },
      );
      const started = Date.now();
      await expect(
        client.exchangeCode({ code: "x", codeVerifier: "v".repeat(43), redirectUri: SITE }),
      ).rejects.toThrow("no answer in 100 ms");
      await expect(client.fetchProfile("ya29.x")).rejects.toThrow("no answer in 100 ms");
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await google.close();
    }
  });
});
