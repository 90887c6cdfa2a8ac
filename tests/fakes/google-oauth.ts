import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The person who "consents" at the fake's authorization page (Google's userinfo fields). */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
  locale?: string;
}

/** Who consents unless the test says otherwise. */
export const DEFAULT_GOOGLE_USER: FakeGoogleUser = {
  sub: "110169484474386276334",
  email: "ana.garcia@example.com",
  email_verified: true,
  given_name: "Ana",
  family_name: "García",
  name: "Ana García",
  picture: "https://lh3.googleusercontent.com/a/ejemplo",
  locale: "es-419",
};

/** A token request as the fake received it: the form fields, plus Basic credentials if any. */
export interface CapturedTokenRequest {
  form: Record<string, string>;
  basicAuth: { clientId: string; clientSecret: string } | null;
  status: number;
  answer: Record<string, unknown>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: string;
  scope: string;
  user: FakeGoogleUser;
  expiresAt: number;
}

const GOOGLE_SCOPES: Record<string, string> = {
  email: "https://www.googleapis.com/auth/userinfo.email",
  profile: "https://www.googleapis.com/auth/userinfo.profile",
  openid: "openid",
};

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");

function pkceS256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-cache, no-store, max-age=0, must-revalidate",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** Google answers a bad authorization request with an error page, never a redirect. */
function sendErrorPage(res: ServerResponse, error: string, description: string) {
  res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><title>Error 400 (${error})</title><h1>Error 400: ${error}</h1><p>${description}</p>`,
  );
}

/**
 * A real HTTP server on loopback speaking Google's OAuth 2.0 / OpenID Connect wire formats:
 * the authorization endpoint (consents at once, or denies when told to), the token endpoint
 * (form-encoded; checks client credentials, redirect_uri, single-use codes and the PKCE
 * verifier against the S256 challenge) and the userinfo endpoint (Bearer token).
 */
export async function startFakeGoogle(
  options: {
    clientId?: string;
    clientSecret?: string;
    user?: FakeGoogleUser;
  } = {},
) {
  const clientId = options.clientId ?? "cliente-de-pruebas.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "GOCSPX-secreto-de-pruebas";
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyId = randomBytes(8).toString("hex");
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { user: FakeGoogleUser; expiresAt: number }>();
  let origin = "";

  const state = {
    /** Who consents next; change it between sign-ins. */
    user: { ...(options.user ?? DEFAULT_GOOGLE_USER) },
    /** "deny" answers the next authorization like a person pressing Cancel. */
    nextConsent: "grant" as "grant" | "deny",
    /** Milliseconds the token and userinfo endpoints wait before answering. */
    delayMs: 0,
    /** Every authorization request's query, in order. */
    authorizationRequests: [] as URLSearchParams[],
    /** Every token request, in order. */
    tokenRequests: [] as CapturedTokenRequest[],
  };

  function idToken(user: FakeGoogleUser, audience: string): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: "RS256", kid: keyId, typ: "JWT" }));
    const payload = base64url(
      JSON.stringify({
        iss: origin,
        azp: audience,
        aud: audience,
        sub: user.sub,
        email: user.email,
        email_verified: user.email_verified,
        name: user.name,
        given_name: user.given_name,
        family_name: user.family_name,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  function authorize(url: URL, res: ServerResponse) {
    const query = url.searchParams;
    state.authorizationRequests.push(new URLSearchParams(query));
    if (query.get("client_id") !== clientId)
      return sendErrorPage(res, "invalid_client", "The OAuth client was not found.");
    const redirectUri = query.get("redirect_uri");
    if (!redirectUri || !/^https?:\/\//.test(redirectUri))
      return sendErrorPage(res, "redirect_uri_mismatch", "Invalid redirect_uri.");
    if (query.get("response_type") !== "code")
      return sendErrorPage(res, "unsupported_response_type", "Only response_type=code.");
    const scopes = (query.get("scope") ?? "").split(" ").filter(Boolean);
    if (scopes.length === 0) return sendErrorPage(res, "invalid_request", "Missing scope.");
    const challenge = query.get("code_challenge");
    const method = query.get("code_challenge_method") ?? "plain";
    if (challenge && method !== "S256" && method !== "plain")
      return sendErrorPage(res, "invalid_request", "Invalid code_challenge_method.");

    const back = new URL(redirectUri);
    const requestState = query.get("state");
    if (state.nextConsent === "deny") {
      state.nextConsent = "grant";
      back.searchParams.set("error", "access_denied");
      if (requestState !== null) back.searchParams.set("state", requestState);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    const code = `4/0A${randomBytes(24).toString("base64url")}`;
    const grantedScope = scopes.map((s) => GOOGLE_SCOPES[s] ?? s).join(" ");
    codes.set(code, {
      clientId,
      redirectUri,
      codeChallenge: challenge,
      codeChallengeMethod: method,
      scope: grantedScope,
      user: { ...state.user },
      expiresAt: Date.now() + 10 * 60_000,
    });
    if (requestState !== null) back.searchParams.set("state", requestState);
    back.searchParams.set("code", code);
    back.searchParams.set("scope", grantedScope);
    back.searchParams.set("authuser", "0");
    back.searchParams.set("prompt", "consent");
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    let basicAuth: CapturedTokenRequest["basicAuth"] = null;
    const authorization = req.headers.authorization ?? "";
    if (authorization.startsWith("Basic ")) {
      const [id = "", secret = ""] = Buffer.from(authorization.slice(6), "base64")
        .toString("utf8")
        .split(":");
      basicAuth = { clientId: decodeURIComponent(id), clientSecret: decodeURIComponent(secret) };
    }
    const answer = (status: number, body: Record<string, unknown>) => {
      state.tokenRequests.push({ form, basicAuth, status, answer: body });
      sendJson(res, status, body);
    };
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return answer(400, { error: "invalid_request", error_description: "Bad Request" });
    const givenId = basicAuth?.clientId ?? form.client_id;
    const givenSecret = basicAuth?.clientSecret ?? form.client_secret;
    if (givenId !== clientId || !givenSecret || !sameText(givenSecret, clientSecret))
      return answer(401, { error: "invalid_client", error_description: "Unauthorized" });
    if (form.grant_type !== "authorization_code")
      return answer(400, {
        error: "unsupported_grant_type",
        error_description: "Invalid grant_type",
      });
    const issued = form.code ? codes.get(form.code) : undefined;
    if (!issued || issued.expiresAt < Date.now())
      return answer(400, { error: "invalid_grant", error_description: "Bad Request" });
    // A code is spent by its first use, whether or not that use succeeds (as at Google).
    codes.delete(form.code!);
    if (form.redirect_uri !== issued.redirectUri)
      return answer(400, { error: "redirect_uri_mismatch", error_description: "Bad Request" });
    if (issued.codeChallenge) {
      const verifier = form.code_verifier;
      if (!verifier)
        return answer(400, { error: "invalid_grant", error_description: "Missing code verifier." });
      const expected = issued.codeChallengeMethod === "S256" ? pkceS256(verifier) : verifier;
      if (!sameText(expected, issued.codeChallenge))
        return answer(400, { error: "invalid_grant", error_description: "Invalid code verifier." });
    }
    const accessToken = `ya29.${randomBytes(32).toString("base64url")}`;
    accessTokens.set(accessToken, { user: issued.user, expiresAt: Date.now() + 3599_000 });
    answer(200, {
      access_token: accessToken,
      expires_in: 3599,
      scope: issued.scope,
      token_type: "Bearer",
      ...(issued.scope.split(" ").includes("openid")
        ? { id_token: idToken(issued.user, issued.clientId) }
        : {}),
    });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const grant = match ? accessTokens.get(match[1]!) : undefined;
    if (!grant || grant.expiresAt < Date.now())
      return sendJson(
        res,
        401,
        { error: "invalid_request", error_description: "Invalid Credentials" },
        {
          "www-authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        },
      );
    sendJson(res, 200, grant.user);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      if (route === "GET /o/oauth2/v2/auth") return authorize(url, res);
      if (route === "POST /token" || route === "GET /v1/userinfo") {
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (res.destroyed) return;
        return route === "POST /token" ? token(req, res) : userinfo(req, res);
      }
      sendJson(res, 404, { error: "not_found" });
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: "internal", detail: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(state, {
    origin,
    clientId,
    clientSecret,
    authorizationUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    userInfoUrl: `${origin}/v1/userinfo`,
    /** The server's environment variables that point Google sign-in at this fake. */
    env(): Record<string, string> {
      return {
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: clientSecret,
        GOOGLE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${origin}/token`,
        GOOGLE_USERINFO_URL: `${origin}/v1/userinfo`,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
