import { CalendarCheck, Eye, MessageCircle, Phone } from "../../../components/icons/icons.tsx";
import { useCallback, useEffect, useId, useState } from "react";
import type { ProfileAnalytics, WeeklyStats } from "../../../../common/analytics/weeks.ts";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { apiRequest } from "../../../lib/api-request.ts";
import { formatCalendarDay } from "../../../../common/time/format.ts";

const WEEKS = 12;
const RECENT = 4;
const NUMBER = new Intl.NumberFormat("es-MX");
// Week starts are calendar days: every browser prints the same day.
const shortDay = (day: string) =>
  formatCalendarDay(day, { day: "numeric", month: "short" }).replace(".", "");
const longDay = (day: string) =>
  formatCalendarDay(day, { day: "numeric", month: "long", year: "numeric" });

type Metric = "views" | "calls" | "whatsapp" | "bookings";

function sum(weeks: WeeklyStats[], metric: Metric): number {
  return weeks.reduce((total, week) => total + week[metric], 0);
}

const METRICS: { key: Metric; label: string; icon: typeof Eye; explains: string }[] = [
  {
    key: "views",
    label: "Visitas al perfil",
    icon: Eye,
    explains: "Cuántas personas abren tu perfil, desde la búsqueda o desde un enlace compartido.",
  },
  {
    key: "calls",
    label: "Clics en Llamar",
    icon: Phone,
    explains: "Cuántas veces pulsan el botón para llamar a tu consultorio.",
  },
  {
    key: "whatsapp",
    label: "Clics en WhatsApp",
    icon: MessageCircle,
    explains: "Cuántas veces abren una conversación de WhatsApp contigo.",
  },
  {
    key: "bookings",
    label: "Clics en reservar cita",
    icon: CalendarCheck,
    explains: "Cuántas veces pulsan Agendar cita para reservar contigo.",
  },
];

/** Nothing counted yet in the weeks shown. */
export function hasNoActivity(weeks: WeeklyStats[]): boolean {
  return METRICS.every(({ key }) => sum(weeks, key) === 0);
}

/** Before the first visit: what this tab will show, instead of a table of zeros. */
function NoDataYet({ published }: { published: boolean }) {
  return (
    <div data-testid="estadisticas-vacias" className="rounded-xl border border-gray-200 p-4 sm:p-5">
      <h3 className="font-semibold text-gray-900">Todavía no hay datos</h3>
      <p className="mt-1 text-gray-700">
        {published
          ? "Aún nadie ha visitado tu perfil en estas semanas. Cuando lleguen las primeras visitas verás aquí, semana por semana:"
          : "Cuando tu perfil sea público verás aquí, semana por semana:"}
      </p>
      <ul className="mt-3 space-y-3">
        {METRICS.map(({ key, label, icon: Icon, explains }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="min-w-0 text-gray-700">
              <span className="font-semibold text-gray-900">{label}:</span> {explains}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-600">
        Un perfil completo, con foto, servicios y horario, recibe más visitas.
      </p>
    </div>
  );
}

function Totals({ weeks }: { weeks: WeeklyStats[] }) {
  const recent = weeks.slice(-RECENT);
  const before = weeks.slice(-2 * RECENT, -RECENT);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {METRICS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="rounded-xl border border-gray-200 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <Icon aria-hidden="true" className="size-4 text-brand-600" />
            {label}
          </p>
          <p className="mt-1 text-3xl font-bold text-gray-900">{NUMBER.format(sum(recent, key))}</p>
          {before.length === RECENT ? (
            <p className="text-sm text-gray-600">
              4 semanas anteriores: {NUMBER.format(sum(before, key))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const CHART = { width: 640, height: 220, top: 24, bottom: 32, left: 8, right: 8 };

/** Weekly views as bars, drawn by hand; the table below carries the same numbers for screen readers. */
function ViewsChart({ weeks }: { weeks: WeeklyStats[] }) {
  const titleId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.views));
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = (CHART.width - CHART.left - CHART.right) / weeks.length;
  const barWidth = Math.min(36, slot * 0.6);
  return (
    <figure className="mt-6 rounded-xl border border-gray-200 p-4">
      <figcaption id={titleId} className="font-semibold text-gray-900">
        Visitas al perfil por semana
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
          className="stroke-gray-300"
        />
        {weeks.map((week, index) => {
          const height = (week.views / max) * plotHeight;
          const x = CHART.left + index * slot + (slot - barWidth) / 2;
          const y = CHART.height - CHART.bottom - height;
          const current = index === weeks.length - 1;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(height, week.views > 0 ? 2 : 0)}
                rx={3}
                className={current ? "fill-brand-800" : "fill-brand-600"}
              />
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-gray-800 text-[12px]"
              >
                {NUMBER.format(week.views)}
              </text>
              <text
                x={x + barWidth / 2}
                y={CHART.height - CHART.bottom + 18}
                textAnchor="middle"
                className="fill-gray-600 text-[11px]"
              >
                {shortDay(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* sr-only on the table itself clips nothing (a table sizes to its cells): the wrapper does. */}
      <div className="sr-only">
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Semana</th>
              {METRICS.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  Del {longDay(week.weekStart)} al {longDay(week.weekEnd)}
                </th>
                {METRICS.map(({ key }) => (
                  <td key={key}>{week[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** 'Estadísticas': profile views and contact clicks per week, with a small chart. */
export function AnalyticsTab({ provider }: { provider: OwnProvider }) {
  const [analytics, setAnalytics] = useState<ProfileAnalytics | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(() => {
    setLoadFailed(false);
    apiRequest<ProfileAnalytics>("GET", `/api/providers/me/analytics?weeks=${WEEKS}`).then(
      setAnalytics,
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  if (loadFailed) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>No se pudieron cargar las estadísticas.</p>
        <button type="button" onClick={load} className="mt-2 font-semibold underline">
          Reintentar
        </button>
      </div>
    );
  }
  if (!analytics) return <p className="text-gray-600">Cargando estadísticas…</p>;

  return (
    <section aria-labelledby="panel-estadisticas">
      <h2 id="panel-estadisticas" className="text-xl font-bold text-gray-900">
        Estadísticas de tu perfil
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">
        Últimas 4 semanas. Las semanas van de lunes a domingo, hora de la Ciudad de México. No
        contamos tus propias visitas ni las de buscadores y robots.
      </p>
      {provider.approvalStatus !== "approved" ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Tu perfil todavía no es público: las visitas empezarán a contarse cuando un administrador
          lo apruebe.
        </p>
      ) : null}
      {hasNoActivity(analytics.weeks) ? (
        <NoDataYet published={provider.approvalStatus === "approved"} />
      ) : (
        <>
          <Totals weeks={analytics.weeks} />
          <ViewsChart weeks={analytics.weeks} />
        </>
      )}
    </section>
  );
}
