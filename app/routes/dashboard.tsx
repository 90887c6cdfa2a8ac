import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { NotAuthorized } from "../features/dashboard/not-authorized.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

/*
 * 'Mi Panel de Control' (spec public-side 2 and 6): only for an account that owns a listing.
 * Anyone else gets the 'Acceso no autorizado' screen as the page itself, with an honest
 * status: 401 signed out (logging in may help), 403 signed in without a listing (the
 * account is known and is not allowed). Both are noindex.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.viewer();
  if (!user) return data({ access: "signed-out" as const }, { status: 401 });
  const provider = await context.services.doctorSelf.ownOrNull(user);
  if (!provider) return data({ access: "no-listing" as const, email: user.email }, { status: 403 });
  const inbox = await context.services.messages.inbox(user);
  return {
    access: "owner" as const,
    provider,
    // Threads where this account is the doctor; its own messages as a patient stay elsewhere.
    conversations: inbox
      .filter((c) => c.role === "doctor")
      .map(({ id, counterpart, lastMessageAt, unread }) => ({
        id,
        counterpart,
        lastMessageAt,
        unread,
      })),
  };
}

/** The unverified-email badge offers a new verification link. */
export async function action({ context }: Route.ActionArgs) {
  const user = await context.viewer();
  if (!user) throw data(null, { status: 401 });
  return context.services.accounts.resendVerification(user.email);
}

/** Switching tabs only changes `?tab=`: nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  if (currentUrl.search !== nextUrl.search && withoutTab(currentUrl) === withoutTab(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title:
      data?.access === "owner"
        ? `Mi Panel de Control - ${brandName}`
        : `Acceso no autorizado - ${brandName}`,
    description: "Administra tu perfil médico, servicios, consultorios, redes y reseñas.",
    canonical: `${siteUrl}/dashboard`,
    noIndex: true,
  });
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.access === "signed-out") return <NotAuthorized signedInAs={null} />;
  if (loaderData.access === "no-listing") return <NotAuthorized signedInAs={loaderData.email} />;
  return (
    <DashboardShell
      // A different listing (another account in the same tab) starts from clean drafts.
      key={loaderData.provider.id}
      initialProvider={loaderData.provider}
      conversations={loaderData.conversations}
    />
  );
}
