import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * Lets the Google sign-in flow (server/accounts/google.ts) open a session the same way a
 * password login does: better-auth creates the session row and writes the same signed cookie.
 * Server-only: better-auth answers 404 to HTTP calls, and its handler is not mounted anyway.
 */
export function googleSessionPlugin() {
  return {
    id: "google-session",
    endpoints: {
      startSessionForGoogleUser: createAuthEndpoint(
        "/google-session/start",
        {
          method: "POST",
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: "user not found" });
          const session = await ctx.context.internalAdapter.createSession(user.id, ctx);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
