import { LogOut, ShieldCheck } from "../../components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "../../../common/admin/providers.ts";
import { LinkTabList, LinkTabPanel } from "../../components/ui/link-tabs.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { adminMutation, clearAdminCache, onSessionLapsed, useAdminQuery } from "./api.ts";
import { AuditTab } from "./audit/audit-tab.tsx";
import { BlogTab } from "./blog/blog-tab.tsx";
import type { ClaimAnswer, ClaimsView } from "./claims/claims-links.ts";
import { ClaimsTab } from "./claims/claims-tab.tsx";
import { PendingChangesTab } from "./pending-changes/pending-changes-tab.tsx";
import { ProvidersTab } from "./providers/providers-tab.tsx";
import { ReviewsTab } from "./reviews/reviews-tab.tsx";
import { StatsTab } from "./stats/stats-tab.tsx";
import { SIGN_OUT_PATH } from "../../components/layout/sign-out-form.tsx";
import { secondaryButton } from "./ui.tsx";

/**
 * The panel's tabs in their order, each with its screen; the key travels in `?tab=`.
 * 'Solicitudes' has none here: it draws what the page's loader read (see AdminPanel).
 */
const TABS = [
  { key: "medicos", label: "Médicos", Screen: ProvidersTab },
  { key: "solicitudes", label: "Solicitudes", Screen: null },
  { key: "cambios", label: "Cambios pendientes", Screen: PendingChangesTab },
  { key: "blog", label: "Blog", Screen: BlogTab },
  { key: "resenas", label: "Reseñas", Screen: ReviewsTab },
  { key: "estadisticas", label: "Estadísticas", Screen: StatsTab },
  { key: "actividad", label: "Actividad", Screen: AuditTab },
] as const;
type TabKey = (typeof TABS)[number]["key"];

const tabHref = (key: TabKey) => (key === TABS[0].key ? "/admin" : `/admin?tab=${key}`);

interface AdminSession {
  authenticated: boolean;
  user: { id: number; username: string };
}

/** `/admin/login?sesion=terminada`: the login page says the session ended. */
export const SESSION_ENDED = "terminada";

const tabClass =
  "-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/** Shown while the session is checked on a client-side visit (admin-side 2). */
export function CheckingSession() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-gray-700">
      {M.checking}
    </p>
  );
}

/**
 * /admin: the signed-in administrator's panel. The session is checked by the page's loader
 * and again with GET /api/admin/session (cached 5 minutes). Any admin call answered 401 ends
 * it: the panel renders nothing at once and goes to /admin/login, which says the session ended.
 */
export function AdminPanel({
  admin,
  claims,
  claimAnswer,
}: {
  admin: { id: number; username: string };
  /** 'Solicitudes' as the page's loader read it; null on the other tabs. */
  claims: ClaimsView | null;
  claimAnswer?: ClaimAnswer;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useAdminQuery<AdminSession>("/api/admin/session");
  const [leaving, setLeaving] = useState(false);
  const [lapsed, setLapsed] = useState(false);
  const signingOut = useRef(false);
  const tab: TabKey = TABS.find(({ key }) => key === searchParams.get("tab"))?.key ?? TABS[0].key;

  useEffect(
    () =>
      onSessionLapsed(() => {
        if (signingOut.current) return;
        setLapsed(true);
        // The root loader too: the header stops showing the administrator's session.
        void Promise.resolve(
          navigate(`/admin/login?sesion=${SESSION_ENDED}`, { replace: true }),
        ).then(revalidate);
      }),
    [navigate, revalidate],
  );

  useEffect(() => {
    // Not ?login=success: the root layout greets patients on that one.
    if (searchParams.get("sesion") !== "iniciada") return;
    toast({ title: M.loginOk, description: M.welcome });
    setSearchParams(
      (params) => {
        params.delete("sesion");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [searchParams, setSearchParams]);

  async function logout() {
    signingOut.current = true;
    setLeaving(true);
    try {
      await adminMutation("POST", "/api/admin/logout");
    } catch {
      // An expired session is signed out already.
    }
    clearAdminCache();
    toast({ title: "Sesión cerrada" });
    await navigate("/admin/login", { replace: true });
    await revalidate();
  }

  if (lapsed || leaving) return null;
  const username = session.data?.user.username ?? admin.username;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
            <ShieldCheck aria-hidden="true" className="size-7 text-brand-700" />
            Panel de administración
          </h1>
          <p className="text-sm text-gray-700">
            Sesión de administrador: <span className="font-semibold">{username}</span>
          </p>
        </div>
        {/* A form the browser posts before the scripts load; then the API and a toast. */}
        <form
          method="post"
          action={SIGN_OUT_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            void logout();
          }}
        >
          <button type="submit" className={secondaryButton}>
            <LogOut aria-hidden="true" className="size-4" />
            Cerrar sesión
          </button>
        </form>
      </div>

      <LinkTabList
        label="Secciones del panel"
        tabs={TABS}
        active={tab}
        hrefOf={tabHref}
        idPrefix="admin"
        className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200"
        tabClassName={tabClass}
      />
      {TABS.map(({ key, Screen }) => (
        <LinkTabPanel key={key} idPrefix="admin" tabKey={key} active={tab} className="pt-4">
          {Screen ? <Screen /> : <ClaimsTab view={claims} answer={claimAnswer} />}
        </LinkTabPanel>
      ))}
    </div>
  );
}
