import {
  BadgeCheck,
  Clock,
  ExternalLink,
  MailWarning,
  ShieldAlert,
  XCircle,
} from "../../components/icons/icons.tsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import { LinkTabList, LinkTabPanel } from "../../components/ui/link-tabs.tsx";
import { OnboardingChecklist, type GoToField } from "./onboarding/onboarding-checklist.tsx";
import { DASHBOARD_TABS, dashboardTabHref, dashboardTabOf, type DashboardTab } from "./tab-list.ts";
import type { AgendaOutcome } from "../../lib/agenda-form.ts";
import type { ProfileIntent, ProfileOutcome } from "../../lib/profile-form.ts";
import { AgendaTab, type AgendaTabData } from "./tabs/agenda-tab.tsx";
import { AnalyticsTab } from "./tabs/analytics-tab.tsx";
import { ArticlesTab } from "./tabs/articles-tab.tsx";
import { MessagesTab, type DoctorConversation } from "./tabs/messages-tab.tsx";
import { OfficesTab } from "./tabs/offices-tab.tsx";
import { PhotosSection } from "./photos-section.tsx";
import { ProfileTab } from "./tabs/profile-tab.tsx";
import { ReviewsTab } from "./tabs/reviews-tab.tsx";
import { ServicesTab } from "./tabs/services-tab.tsx";
import { SocialTab } from "./tabs/social-tab.tsx";

function Badge({ tone, icon, children }: { tone: string; icon: ReactNode; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${tone}`}
    >
      {icon}
      {children}
    </span>
  );
}

const icon = "size-4 shrink-0";

function StatusBadges({ provider }: { provider: OwnProvider }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {provider.approvalStatus === "approved" ? (
        <Badge tone="bg-green-50 text-green-800" icon={<BadgeCheck aria-hidden className={icon} />}>
          Perfil publicado
        </Badge>
      ) : provider.approvalStatus === "pending" ? (
        <Badge tone="bg-amber-50 text-amber-900" icon={<Clock aria-hidden className={icon} />}>
          Pendiente de aprobación
        </Badge>
      ) : (
        <Badge tone="bg-red-50 text-red-800" icon={<XCircle aria-hidden className={icon} />}>
          Perfil no aprobado
        </Badge>
      )}
      {provider.licenseVerified ? (
        <Badge tone="bg-green-50 text-green-800" icon={<BadgeCheck aria-hidden className={icon} />}>
          Cédula verificada
        </Badge>
      ) : (
        <Badge tone="bg-gray-100 text-gray-800" icon={<ShieldAlert aria-hidden className={icon} />}>
          Cédula sin verificar
        </Badge>
      )}
      {!provider.emailVerified ? (
        <Badge
          tone="bg-amber-100 text-amber-900"
          icon={<MailWarning aria-hidden className={icon} />}
        >
          Email no verificado - Funciones limitadas
        </Badge>
      ) : null}
    </div>
  );
}

/** An unverified account can ask for a new link without leaving the panel. */
function ResendVerification() {
  const fetcher = useFetcher<{ message?: string }>();
  if (fetcher.data?.message) {
    return (
      <p role="status" className="mt-3 text-sm text-amber-900">
        {fetcher.data.message}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="resend-verification" />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="text-sm font-semibold text-amber-900 underline disabled:opacity-60"
      >
        Reenviar correo de verificación
      </button>
    </fetcher.Form>
  );
}

function ApprovalNotice({ provider }: { provider: OwnProvider }) {
  if (provider.approvalStatus === "approved") return null;
  return (
    <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {provider.approvalStatus === "pending"
        ? "Tu perfil está pendiente de aprobación: los pacientes lo verán en el directorio en cuanto un administrador lo apruebe. Mientras tanto puedes completarlo aquí."
        : "Tu perfil no fue aprobado y no aparece en el directorio. "}
      {provider.approvalStatus === "rejected" ? (
        <Link to="/ayuda" className="font-semibold underline">
          Escríbenos desde el centro de ayuda
        </Link>
      ) : null}
      {provider.approvalStatus === "pending" && !provider.licenseVerified ? (
        <Link to="/dashboard/cedula" className="ml-1 font-semibold underline">
          Envía tu cédula para revisión
        </Link>
      ) : null}
    </p>
  );
}

/**
 * Keeps the active tab inside the tab strip's visible width (a phone shows three or four
 * tabs): the strip scrolls sideways by itself, never the page, and never vertically.
 */
function useActiveTabInView(tab: DashboardTab) {
  const listRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    const right = left + active.offsetWidth;
    if (left >= list.scrollLeft && right <= list.scrollLeft + list.clientWidth) return;
    list.scrollLeft = Math.max(0, left - (list.clientWidth - active.offsetWidth) / 2);
  }, [tab]);
  return listRef;
}

/** A control to focus; `at` tells a second click on the same item from the first. */
type FocusRequest = { target: string; at: number } | null;

/** After a checklist link opened its tab (same render): focus the control that fixes the item. */
function useFocusTarget(request: FocusRequest) {
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request.target);
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [request]);
}

/**
 * 'Mi Panel de Control' (spec public-side 2): the listing's header and its tabs. The four
 * editing tabs stay mounted so a draft survives a look at another tab; the others load
 * their own data when opened.
 */
export function DashboardShell({
  initialProvider,
  conversations,
  agenda,
  agendaOutcome = null,
  profileOutcome = null,
}: {
  initialProvider: OwnProvider;
  conversations: DoctorConversation[];
  /** The 'Agenda' tab's state, read by the page's loader (its forms post to the page). */
  agenda: AgendaTabData;
  /** The answer to the agenda form just sent. */
  agendaOutcome?: AgendaOutcome | null;
  /** The answer to a profile-editing form sent before the page's scripts ran. */
  profileOutcome?: ProfileOutcome | null;
}) {
  const [provider, setProvider] = useState(initialProvider);
  const [searchParams] = useSearchParams();
  const urlTab = dashboardTabOf(searchParams.get("tab"));
  const [tab, setTab] = useState<DashboardTab>(urlTab);
  useEffect(() => setTab(urlTab), [urlTab]);
  const listRef = useActiveTabInView(tab);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  useFocusTarget(focusRequest);
  useEffect(() => {
    // A checklist link opened without script (`?tab=…#campo`): the browser cannot reach a
    // control of a hidden tab, so do it once the tab is shown.
    const target = window.location.hash.slice(1);
    if (target) setFocusRequest({ target, at: 0 });
  }, []);
  const navigate = useNavigate();
  const goTo: GoToField = (next, target) => {
    setTab(next);
    void navigate(dashboardTabHref(next), { replace: true, preventScrollReset: true });
    setFocusRequest((current) => ({ target, at: (current?.at ?? 0) + 1 }));
  };
  const unread = conversations.reduce((sum, c) => sum + c.unread, 0);

  const editing = (intent: ProfileIntent) => ({
    provider,
    onSaved: setProvider,
    outcome: profileOutcome?.intent === intent ? profileOutcome : null,
  });
  // One entry per tab of DASHBOARD_TABS (the type asks for each). The four editing tabs stay
  // mounted so a draft survives a look at another tab; the others load their data when opened.
  const panels: Record<DashboardTab, { content: ReactNode; keepMounted?: boolean }> = {
    perfil: {
      keepMounted: true,
      content: (
        <>
          <PhotosSection
            provider={provider}
            onAvatarChange={(avatar) => setProvider((current) => ({ ...current, avatar }))}
          />
          <ProfileTab {...editing("profile-save")} />
        </>
      ),
    },
    servicios: { keepMounted: true, content: <ServicesTab {...editing("services-save")} /> },
    ubicaciones: { keepMounted: true, content: <OfficesTab {...editing("offices-save")} /> },
    redes: { keepMounted: true, content: <SocialTab {...editing("social-save")} /> },
    agenda: {
      content: <AgendaTab data={agenda} outcome={agendaOutcome} slug={provider.slug} />,
    },
    resenas: { content: <ReviewsTab provider={provider} /> },
    mensajes: {
      content: <MessagesTab conversations={conversations} emailVerified={provider.emailVerified} />,
    },
    estadisticas: { content: <AnalyticsTab provider={provider} /> },
    articulos: { content: <ArticlesTab provider={provider} /> },
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-10">
      <header>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold text-gray-900">Mi Panel de Control</h1>
            <p className="mt-1 text-lg font-semibold break-words text-gray-900">{provider.name}</p>
            <p className="text-gray-600">
              {provider.specialty}
              {provider.city ? ` · ${provider.city}` : ""}
            </p>
          </div>
          {provider.approvalStatus === "approved" ? (
            <Link
              to={provider.profilePath}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Ver perfil público
            </Link>
          ) : null}
        </div>
        <StatusBadges provider={provider} />
        {!provider.emailVerified ? <ResendVerification /> : null}
        <ApprovalNotice provider={provider} />
        <OnboardingChecklist provider={provider} onGo={goTo} />
      </header>

      <LinkTabList
        ref={listRef}
        label="Secciones del panel"
        tabs={DASHBOARD_TABS.map(({ key, label }) => ({
          key,
          label: (
            <>
              {label}
              {key === "mensajes" && unread > 0 ? (
                <span className="rounded-full bg-brand-600 px-2 text-xs font-semibold text-white">
                  {unread}
                  <span className="sr-only"> sin leer</span>
                </span>
              ) : null}
            </>
          ),
        }))}
        active={tab}
        hrefOf={dashboardTabHref}
        idPrefix="panel"
        onSelect={setTab}
        className="relative -mx-4 mt-8 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 [scrollbar-width:thin]"
        tabClassName="-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
      />
      {DASHBOARD_TABS.map(({ key }) => (
        <LinkTabPanel
          key={key}
          idPrefix="panel"
          tabKey={key}
          active={tab}
          keepMounted={panels[key].keepMounted}
          className="mt-6 focus-visible:outline-2"
        >
          {panels[key].content}
        </LinkTabPanel>
      ))}
    </div>
  );
}
