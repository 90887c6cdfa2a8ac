import { authorizationCodeRequest, createAuthorizationURL } from "better-auth/oauth2";
import { z } from "zod";
import type { GoogleConfig } from "../config.ts";

/** What the product needs of a Google account (OpenID Connect userinfo claims). */
export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
}

/** Google refused or did not answer; `detail` is for the log, never for the person. */
export class GoogleOAuthError extends Error {
  override name = "GoogleOAuthError";
  constructor(
    readonly step: "token" | "userinfo",
    readonly detail: string,
  ) {
    super(`Google OAuth ${step}: ${detail}`);
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});

const userInfoAnswer = z.object({
  sub: z.string().min(1).max(255),
  email: z.email(),
  // Google sends a boolean; some proxies and older endpoints send the string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const DEFAULT_TIMEOUT_MS = 10_000;
const SCOPES = ["openid", "email", "profile"];

/**
 * Google's OAuth 2.0 authorization-code flow with PKCE (S256), on the endpoints of the
 * configuration. better-auth's OAuth helpers build the wire formats; this adapter adds the
 * timeouts and reads the answers strictly.
 */
export function createGoogleOAuthClient(
  config: GoogleConfig,
  options: { timeoutMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(step: "token" | "userinfo", url: string, init: RequestInit) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error)?.name === "TimeoutError";
      throw new GoogleOAuthError(
        step,
        timedOut ? `no answer in ${timeoutMs} ms` : String((error as Error)?.message ?? error),
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GoogleOAuthError(step, `HTTP ${response.status}, not JSON`);
    }
    if (!response.ok) {
      const { error, error_description } = (body ?? {}) as Record<string, unknown>;
      throw new GoogleOAuthError(
        step,
        `HTTP ${response.status} ${String(error ?? "")} ${String(error_description ?? "")}`.trim(),
      );
    }
    return body;
  }

  return {
    /** The address of Google's consent page for this sign-in attempt. */
    async authorizationUrl(input: {
      state: string;
      codeVerifier: string;
      redirectUri: string;
    }): Promise<string> {
      const url = await createAuthorizationURL({
        id: "google",
        options: { clientId: config.clientId, clientSecret: config.clientSecret },
        authorizationEndpoint: config.authorizationUrl,
        redirectURI: input.redirectUri,
        state: input.state,
        codeVerifier: input.codeVerifier,
        scopes: SCOPES,
        // Shared computers: let the person choose the account instead of taking the last one.
        prompt: "select_account",
      });
      return url.toString();
    },

    /** Trades the code for an access token, proving with the PKCE verifier who asked for it. */
    async exchangeCode(input: {
      code: string;
      codeVerifier: string;
      redirectUri: string;
    }): Promise<{ accessToken: string }> {
      const { body, headers } = await authorizationCodeRequest({
        code: input.code,
        codeVerifier: input.codeVerifier,
        redirectURI: input.redirectUri,
        options: { clientId: config.clientId, clientSecret: config.clientSecret },
        authentication: "post",
      });
      const answer = tokenAnswer.safeParse(
        await call("token", config.tokenUrl, { method: "POST", body, headers }),
      );
      if (!answer.success) throw new GoogleOAuthError("token", "answer without access_token");
      return { accessToken: answer.data.access_token };
    },

    async fetchProfile(accessToken: string): Promise<GoogleProfile> {
      const answer = userInfoAnswer.safeParse(
        await call("userinfo", config.userInfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        }),
      );
      if (!answer.success) throw new GoogleOAuthError("userinfo", "answer without sub or email");
      const info = answer.data;
      return {
        sub: info.sub,
        email: info.email.trim().toLowerCase(),
        emailVerified: info.email_verified,
        givenName: info.given_name?.trim() ?? "",
        familyName: info.family_name?.trim() ?? "",
        name: info.name?.trim() ?? "",
      };
    },
  };
}
export type GoogleOAuthClient = ReturnType<typeof createGoogleOAuthClient>;
