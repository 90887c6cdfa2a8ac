import { redirect, type AppLoadContext } from "react-router";
import { pagePathOf } from "../../common/accounts/schemas.ts";

/** The signed-in account, or a redirect to /login that brings the person back here. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const user = await context.viewer();
  if (!user) throw loginRedirect(request);
  return user;
}

/** The login page, told to bring the person back to the page they asked for. */
export function loginRedirect(request: Request): Response {
  const page = pagePathOf(new URL(request.url));
  return redirect(`/login?returnUrl=${encodeURIComponent(page)}`);
}
