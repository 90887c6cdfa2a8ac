import { redirect, type AppLoadContext } from "react-router";
import { pagePathOf } from "../../common/accounts/schemas.ts";

/** The signed-in account, or a redirect to /login that brings the person back here. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const user = await context.viewer();
  if (!user) {
    const page = pagePathOf(new URL(request.url));
    throw redirect(`/login?returnUrl=${encodeURIComponent(page)}`);
  }
  return user;
}
