import { redirect } from "react-router";
import { authHeadersOf, withSetCookies } from "../lib/auth-headers.server.ts";
import type { Route } from "./+types/sign-out";

/*
 * 'Cerrar Sesión' without JavaScript: the header's menus and the administration panel post a
 * plain form here. With JavaScript they call the API instead (the spec's toast, the panel's
 * own sign-out) before leaving.
 */

/** Only a POST signs out: a link or a prefetch that GETs this address just goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Ends the session (its cookies cleared by the accounts service) and goes home; an
 * administrator's session, when the browser holds one, ends too (audited like the API's
 * sign-out) and the browser goes to the administrators' sign-in page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, adminAccounts, admin } = context.services;
  const cookie = request.headers.get("cookie");
  const result = await accounts.logout(authHeadersOf(request));
  const headers = withSetCookies(result.setCookies);
  const administrator = await adminAccounts.fromCookieHeader(cookie);
  if (!administrator) return redirect("/", { headers });
  await adminAccounts.logout(adminAccounts.tokenFromCookieHeader(cookie));
  await admin.recordSession(administrator, "admin.logout");
  headers.append("Set-Cookie", adminAccounts.clearedCookie());
  return redirect("/admin/login", { headers });
}
