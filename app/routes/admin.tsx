import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminPanel } from "../features/admin/admin-panel.tsx";
import { claimsChanged } from "../features/admin/claims/claims-links.ts";
import { decideClaim, loadClaimsView } from "../features/admin/claims/claims-page.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

async function requireAdmin(request: Request, context: Route.LoaderArgs["context"]) {
  const admin = await context.services.adminAccounts.fromCookieHeader(
    request.headers.get("cookie"),
  );
  if (!admin) throw redirect("/admin/login");
  return { id: admin.id, username: admin.username };
}

/**
 * Without an administrator session the page renders nothing and sends to /admin/login.
 * 'Solicitudes' is read here, on the server, when the address opens that tab.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { searchParams } = new URL(request.url);
  const claims =
    searchParams.get("tab") === "solicitudes"
      ? await loadClaimsView(context.services, searchParams)
      : null;
  return { admin, claims };
}

/** 'Solicitudes': a request's 'Aprobar' or 'Rechazar' form, with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return decideClaim(context.services, admin, request, await request.formData());
}

/**
 * Switching tabs or dropping ?sesion= changes only the query: nothing to load again, except
 * 'Solicitudes' (read by the loader) when it opens or its filters or page change.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    return claimsChanged(currentUrl.searchParams, nextUrl.searchParams);
  }
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

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPanel admin={loaderData.admin} claims={loaderData.claims} claimAnswer={actionData} />
  );
}
