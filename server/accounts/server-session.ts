import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * Opens a session for an account that did not sign in with a password here (Google sign-in,
 * a doctor who just registered) the same way a password login does: better-auth creates the
 * session row and writes the same signed cookie. Server-only: better-auth answers 404 to
 * HTTP calls, and its handler is not mounted anyway.
 */
export function serverSessionPlugin() {
  return {
    id: "server-session",
    endpoints: {
      startSessionForUser: createAuthEndpoint(
        "/server-session/start",
        {
          method: "POST",
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: "user not found" });
          // The address and user agent come from this endpoint's context (no ctx argument).
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
