import { redirect, type AppLoadContext } from "react-router";

/** The signed-in account, or a redirect to /login that brings the person back here. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const user = await context.viewer();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return user;
}
