import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminPanel } from "../features/admin/admin-panel.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

/** Without an administrator session the page renders nothing and sends to /admin/login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await context.services.adminAccounts.fromCookieHeader(
    request.headers.get("cookie"),
  );
  if (!admin) throw redirect("/admin/login");
  return { admin: { id: admin.id, username: admin.username } };
}

/** Switching tabs or dropping ?sesion= changes only the query: nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Panel de administración - ${brandName}`,
    description: "Administración de médicos, artículos y reseñas del directorio.",
    canonical: `${siteUrl}/admin`,
    noIndex: true,
  });
};

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminPanel admin={loaderData.admin} />;
}
