import { Check, Eye, X } from "../../../components/icons/icons.tsx";
import type { AdminProviderRow } from "../../../../common/admin/providers.ts";
import { formatMxn } from "../../../../common/text/format.ts";
import { buttonBase, CedulaBadge, formatDateTime, SourceBadge, StatusBadge } from "../ui.tsx";
import { InsurerTiles } from "./insurer-tiles.tsx";
import { LicenseIssueBadge } from "./license-holders.tsx";

export type ViewMode = "compact" | "full";

const COLUMNS = ["Nombre", "Especialidad", "Ciudad", "Estado", "Cédula", "Aseguradoras", "Fuente"];
/** The full view's extra columns (admin-side 2). */
const FULL_COLUMNS = [
  "Teléfono",
  "Precio",
  "Experiencia",
  "Dirección",
  "Email verificado",
  "Telemedicina",
  "Reservas",
  "Calificación externa",
  "Reseñas externas",
  "Origen",
];

const yesNo = (value: boolean) => (value ? "Sí" : "No");
const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase";
const td = "px-3 py-2 align-top text-sm text-gray-800";
/** The name column stays in view while the table scrolls sideways inside its box. */
const stickyName = "sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-gray-200)]";
/**
 * So do the actions: with the insurer tiles and the dates the compact table is wider than a
 * 1280 px screen, and the buttons at its end were cut off until someone scrolled the box.
 */
const stickyActions = "sticky right-0 z-10 shadow-[-1px_0_0_0_var(--color-gray-200)]";

/**
 * The providers table (admin-side 2): name and email, specialty, city, status, cédula,
 * insurers, source, created date and actions; the full view adds ten columns.
 */
export function ProvidersTable({
  rows,
  view,
  busyId,
  onOpen,
  onStatus,
}: {
  rows: AdminProviderRow[];
  view: ViewMode;
  busyId: number | null;
  onOpen: (id: number) => void;
  onStatus: (row: AdminProviderRow, status: "approved" | "rejected") => void;
}) {
  const full = view === "full";
  return (
    // A region of its own that takes focus: on a phone the table scrolls sideways, and a
    // keyboard user must be able to scroll it too (even before any row has a button).
    <div
      className="max-w-full overflow-x-auto rounded-lg border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      data-testid="tabla-proveedores"
      role="region"
      aria-label="Tabla de proveedores"
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-gray-200">
        <caption className="sr-only">Proveedores</caption>
        <thead className="bg-gray-50">
          <tr>
            {[...COLUMNS, ...(full ? FULL_COLUMNS : []), "Creado", "Acciones"].map((label, i) => (
              <th
                key={label}
                scope="col"
                className={
                  i === 0
                    ? `${th} ${stickyName} bg-gray-50`
                    : label === "Acciones"
                      ? `${th} ${stickyActions} bg-gray-50`
                      : th
                }
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} data-provider-id={row.id}>
              <td className={`${td} ${stickyName} max-w-64 min-w-44 bg-white sm:min-w-56`}>
                <div className="font-semibold text-gray-900">{row.name}</div>
                <div className="text-xs break-words text-gray-600">{row.email ?? "Sin email"}</div>
              </td>
              <td className={td}>{row.specialty}</td>
              <td className={td}>{row.city}</td>
              <td className={td}>
                <StatusBadge status={row.approvalStatus} />
              </td>
              <td className={td}>
                <div className="flex flex-col items-start gap-1">
                  <CedulaBadge
                    licenseNumber={row.licenseNumber}
                    licenseVerified={row.licenseVerified}
                  />
                  <LicenseIssueBadge issue={row.licenseIssue} />
                </div>
              </td>
              <td className={`${td} min-w-48`}>
                <InsurerTiles tiles={row.insurers} />
              </td>
              <td className={td}>
                <SourceBadge dataSource={row.dataSource} />
                {row.dataSourceName ? (
                  <div className="mt-1 text-xs text-gray-600">{row.dataSourceName}</div>
                ) : null}
              </td>
              {full ? (
                <>
                  <td className={`${td} whitespace-nowrap`}>{row.phone ?? "—"}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {row.price !== null ? formatMxn(row.price) : "—"}
                  </td>
                  <td className={td}>{row.experience !== null ? `${row.experience} años` : "—"}</td>
                  <td className={`${td} min-w-48`}>{row.location ?? "—"}</td>
                  <td className={td}>{yesNo(row.emailVerified)}</td>
                  <td className={td}>{yesNo(row.telemedicine)}</td>
                  <td className={td}>{yesNo(row.bookingEnabled)}</td>
                  <td className={td}>
                    {row.externalRating !== null ? row.externalRating.toFixed(1) : "—"}
                  </td>
                  <td className={td}>{row.externalReviewCount ?? "—"}</td>
                  <td className={td}>
                    <SourceBadge dataSource={row.dataSource} />
                  </td>
                </>
              ) : null}
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
              <td className={`${td} ${stickyActions} bg-white`}>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    onClick={() => onOpen(row.id)}
                    aria-label={`Ver detalles de ${row.name}`}
                    className={`${buttonBase} min-h-9 border border-gray-300 bg-white px-2 text-gray-800 hover:bg-gray-50`}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    Ver
                  </button>
                  {row.approvalStatus === "pending" ? (
                    <>
                      <button
                        type="button"
                        disabled={busyId === row.id}
                        onClick={() => onStatus(row, "approved")}
                        aria-label={`Aprobar a ${row.name}`}
                        className={`${buttonBase} min-h-9 bg-green-700 px-2 text-white hover:bg-green-800`}
                      >
                        <Check aria-hidden="true" className="size-4" />
                        Aprobar
                      </button>
                      <button
                        type="button"
                        disabled={busyId === row.id}
                        onClick={() => onStatus(row, "rejected")}
                        aria-label={`Rechazar a ${row.name}`}
                        className={`${buttonBase} min-h-9 bg-red-700 px-2 text-white hover:bg-red-800`}
                      >
                        <X aria-hidden="true" className="size-4" />
                        Rechazar
                      </button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
