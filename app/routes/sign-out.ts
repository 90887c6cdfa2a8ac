import { redirect } from "react-router";
import { authHeadersOf, withSetCookies } from "../lib/auth-headers.server.ts";
import type { Route } from "./+types/sign-out";

/*
 * 'Cerrar Sesión' without JavaScript: the header's menus post a plain form here. With
 * JavaScript the menus call the API instead and show the spec's toast before going home.
 */

/** Only a POST signs out: a link or a prefetch that GETs this address just goes home. */
export function loader() {
  return redirect("/");
}

/** Ends the session (its cookies cleared by the accounts service) and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.services.accounts.logout(authHeadersOf(request));
  return redirect("/", { headers: withSetCookies(result.setCookies) });
}
