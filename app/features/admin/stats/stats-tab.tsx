import { useState } from "react";
import type { ProvidersOverTime } from "../../../../common/admin/providers.ts";
import { useAdminQuery } from "../api.ts";
import { formatCount, LoadState, SelectField } from "../ui.tsx";
import { formatCalendarDay } from "../../../../common/time/format.ts";

// Colour-blind-safe palette (Okabe–Ito), each readable against white.
const PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"];
const STATUS_COLOURS: Record<string, string> = {
  pending: "#E69F00",
  approved: "#009E73",
  rejected: "#D55E00",
  needs_review: "#0072B2",
};
const monthLabel = (month: string) =>
  formatCalendarDay(`${month}-15`, { month: "short", year: "2-digit" });

type Series = { key: string; label: string; counts: number[] };

/** Stacked monthly bars drawn as SVG, with the same numbers in a table below. */
function StackedBars({
  title,
  months,
  series,
  colourOf,
}: {
  title: string;
  months: string[];
  series: Series[];
  colourOf: (key: string, index: number) => string;
}) {
  const totals = months.map((_, i) => series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = 640;
  const height = 220;
  const left = 40;
  const bottom = 24;
  const band = (width - left) / months.length;
  const bar = Math.max(4, band * 0.7);
  const y = (value: number) => ((height - bottom) * value) / max;
  const titleId = `grafica-${title.replace(/\W+/g, "-").toLowerCase()}`;

  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <figcaption id={titleId} className="text-base font-semibold text-gray-900">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-3 text-sm text-gray-800">
        {series.map((s, index) => (
          <li key={s.key} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: colourOf(s.key, index) }}
            />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        className="mt-2 h-auto w-full"
      >
        <line x1={left} y1={height - bottom} x2={width} y2={height - bottom} stroke="#9ca3af" />
        <text x={left - 6} y={12} textAnchor="end" fontSize="11" fill="#374151">
          {formatCount(max)}
        </text>
        <text x={left - 6} y={height - bottom} textAnchor="end" fontSize="11" fill="#374151">
          0
        </text>
        {months.map((month, i) => {
          let offset = 0;
          const x = left + i * band + (band - bar) / 2;
          return (
            <g key={month}>
              {series.map((s, index) => {
                const value = s.counts[i] ?? 0;
                const h = y(value);
                offset += h;
                return value > 0 ? (
                  <rect
                    key={s.key}
                    x={x}
                    y={height - bottom - offset}
                    width={bar}
                    height={h}
                    fill={colourOf(s.key, index)}
                  >
                    <title>{`${monthLabel(month)} · ${s.label}: ${formatCount(value)}`}</title>
                  </rect>
                ) : null;
              })}
              <text x={x + bar / 2} y={height - 8} textAnchor="middle" fontSize="10" fill="#374151">
                {monthLabel(month)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Ver los datos en tabla
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  Mes
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1 text-right">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month, i) => (
                <tr key={month} className="border-t border-gray-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {monthLabel(month)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                      {formatCount(s.counts[i] ?? 0)}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-right font-semibold tabular-nums">
                    {formatCount(totals[i] ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Beyond the spec: new listings per month, by their status and by their data source. */
export function StatsTab() {
  const [months, setMonths] = useState("12");
  const chart = useAdminQuery<ProvidersOverTime>(`/api/admin/providers/chart?months=${months}`);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Proveedores a lo largo del tiempo</h2>
      <div className="max-w-xs">
        <SelectField
          id="meses-grafica"
          label="Periodo"
          value={months}
          options={[
            ["6", "Últimos 6 meses"],
            ["12", "Últimos 12 meses"],
            ["24", "Últimos 24 meses"],
          ]}
          onChange={setMonths}
        />
      </div>
      <p className="text-sm text-gray-700">
        Proveedores nuevos por mes de alta, según su estado actual y su fuente de datos.
      </p>
      {!chart.data ? (
        <LoadState
          error={chart.error !== null}
          loading="Cargando gráfica…"
          failed="No se pudo cargar la gráfica."
        />
      ) : (
        <>
          <StackedBars
            title="Proveedores por estado"
            months={chart.data.months}
            series={chart.data.byStatus}
            colourOf={(key, index) => STATUS_COLOURS[key] ?? PALETTE[index % PALETTE.length]!}
          />
          <StackedBars
            title="Proveedores por fuente de datos"
            months={chart.data.months}
            series={chart.data.bySource}
            colourOf={(_key, index) => PALETTE[index % PALETTE.length]!}
          />
        </>
      )}
    </div>
  );
}
