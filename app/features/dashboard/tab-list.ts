/** The dashboard's tabs in their order; the key travels in the URL (`?tab=`). */
export const DASHBOARD_TABS = [
  { key: "perfil", label: "Perfil" },
  { key: "servicios", label: "Servicios" },
  { key: "ubicaciones", label: "Ubicaciones" },
  { key: "agenda", label: "Agenda" },
  { key: "redes", label: "Redes" },
  { key: "resenas", label: "Reseñas" },
  { key: "mensajes", label: "Mensajes" },
  { key: "estadisticas", label: "Estadísticas" },
  { key: "articulos", label: "Artículos" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["key"];

export function dashboardTabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? "perfil";
}

/** A tab's address: the first tab is the panel's own address. */
export function dashboardTabHref(tab: DashboardTab): string {
  return tab === DASHBOARD_TABS[0].key ? "/dashboard" : `/dashboard?tab=${tab}`;
}
