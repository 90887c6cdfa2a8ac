import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { NotAuthorized } from "../features/dashboard/not-authorized.tsx";
import { calendarDayIn } from "../../common/time/format.ts";
import { calendarViewOf } from "../features/dashboard/tabs/agenda/calendar-view.ts";
import type { AgendaTabData } from "../features/dashboard/tabs/agenda-tab.tsx";
import { agendaAction, isAgendaIntent } from "../lib/agenda-action.server.ts";
import { isProfileIntent, profileAction } from "../lib/profile-action.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

/*
 * 'Mi Panel de Control' (spec public-side 2 and 6): only for an account that owns a listing.
 * Anyone else gets the 'Acceso no autorizado' screen as the page itself, with an honest
 * status: 401 signed out (logging in may help), 403 signed in without a listing (the
 * account is known and is not allowed). Both are noindex.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.viewer();
  if (!user) return data({ access: "signed-out" as const }, { status: 401 });
  const provider = await context.services.doctorSelf.ownOrNull(user);
  if (!provider) return data({ access: "no-listing" as const, email: user.email }, { status: 403 });
  const [inbox, agenda] = await Promise.all([
    context.services.messages.inbox(user),
    agendaTabData(context, user, new URL(request.url).searchParams),
  ]);
  return {
    access: "owner" as const,
    provider,
    agenda,
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

/**
 * The 'Agenda' tab reads its whole state with the panel (it is server-rendered like the other
 * tabs' drafts, and its day or week comes from `?vista=` and `?fecha=`).
 */
async function agendaTabData(
  context: Route.LoaderArgs["context"],
  user: NonNullable<Awaited<ReturnType<Route.LoaderArgs["context"]["viewer"]>>>,
  params: URLSearchParams,
): Promise<AgendaTabData> {
  const { agenda: service } = context.services;
  const agenda = await service.getAgenda(user);
  const now = new Date().toISOString();
  const view = calendarViewOf(params, calendarDayIn(now, agenda.timeZone));
  const calendar = await service.calendar(user, { from: view.from, days: view.days });
  return { agenda, calendar, view, now };
}

/**
 * The unverified-email badge offers a new verification link; every form of the 'Agenda' tab
 * and the profile-editing tabs ('Perfil', 'Servicios', 'Ubicaciones', 'Redes') posts here with
 * its `intent` when the page's scripts have not run.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await context.viewer();
  if (!user) throw data(null, { status: 401 });
  // The resend button's fetcher may post nothing at all.
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (isAgendaIntent(intent)) {
    const { outcome, status } = await agendaAction(context.services, user, intent, form);
    return data({ agenda: outcome }, { status });
  }
  if (isProfileIntent(intent)) {
    const { outcome, status } = await profileAction(context.services, user, intent, form);
    return data({ profile: outcome }, { status });
  }
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

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.access === "signed-out") return <NotAuthorized signedInAs={null} />;
  if (loaderData.access === "no-listing") return <NotAuthorized signedInAs={loaderData.email} />;
  return (
    <DashboardShell
      // A different listing (another account in the same tab) starts from clean drafts.
      key={loaderData.provider.id}
      initialProvider={loaderData.provider}
      conversations={loaderData.conversations}
      agenda={loaderData.agenda}
      agendaOutcome={actionData && "agenda" in actionData ? actionData.agenda : null}
      profileOutcome={actionData && "profile" in actionData ? actionData.profile : null}
    />
  );
}
