import { data, redirect } from "react-router";
import { ADMIN_MESSAGES as M } from "../../common/admin/providers.ts";
import { AdminLoginForm } from "../features/admin/login-form.tsx";
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
    if ((error as { status?: number }).status === 401) {
      return data({ error: M.invalidCredentials }, { status: 401 });
    }
    // Too many failures from this address: the limit's own Spanish words.
    const limited = error as { status?: number; message?: string };
    if (limited.status === 429) return data({ error: limited.message }, { status: 429 });
    throw error;
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
