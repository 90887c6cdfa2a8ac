import { data, redirect } from "react-router";
import { ADMIN_MESSAGES as M } from "../../common/admin/providers.ts";
import { AdminLoginForm } from "../features/admin/login-form.tsx";
import { formError } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/admin-login";

/** An administrator who is signed in already goes straight to the panel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await context.services.adminAccounts.fromCookieHeader(
    request.headers.get("cookie"),
  );
  if (admin) throw redirect("/admin");
  return null;
}

/** The same rules as POST /api/admin/login, for the page's own form (also without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = String(form.get("username") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!username || !password) return data({ error: M.credentialsRequired }, { status: 400 });
  const { adminAccounts, admin } = context.services;
  try {
    const session = await adminAccounts.login(username, password, { ip: context.clientIp });
    await admin.recordSession(session.admin, "admin.login");
    return redirect("/admin?sesion=iniciada", {
      headers: { "Set-Cookie": adminAccounts.sessionCookie(session.token, session.expiresAt) },
    });
  } catch (error) {
    // Wrong credentials (401) or too many failures from this address (429), in the
    // service's own Spanish words; anything else reaches the error boundary.
    return formError(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Acceso de administradores - ${brandName}`,
    description: "Acceso al panel de administración del directorio.",
    canonical: `${siteUrl}/admin/login`,
    noIndex: true,
  });
};

export default function AdminLogin() {
  return <AdminLoginForm />;
}
