import { BadgeCheck, ExternalLink, ShieldAlert } from "../../../components/icons/icons.tsx";
import type { ReactNode } from "react";
import {
  APPROVAL_STATUS_LABELS,
  LICENSE_ISSUE_LABELS,
  type AdminLicenseHolder,
  type LicenseComparison,
  type LicenseIssue,
} from "../../../../common/admin/providers.ts";
import { Badge } from "../ui.tsx";

/** 'Conflicto de cédula' or 'Nombre no coincide': why the cédula could not verify the listing. */
export function LicenseIssueBadge({ issue }: { issue: LicenseIssue | null }) {
  if (!issue) return null;
  return <Badge tone={issue === "conflict" ? "red" : "amber"}>{LICENSE_ISSUE_LABELS[issue]}</Badge>;
}

/** The listing being looked at, in the same shape as the others that hold its cédula. */
export type ListingSide = Omit<AdminLicenseHolder, "id" | "via">;

/** 'Ver perfil público' in a new tab; nothing for a listing the public cannot see. */
export function PublicProfileLink({
  path,
  label = "Ver perfil público",
  className = "",
}: {
  path: string | null;
  label?: ReactNode;
  className?: string;
}) {
  if (!path) return null;
  return (
    <a
      href={path}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex items-center gap-1 font-medium text-brand-700 underline ${className}`}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(se abre en otra pestaña)</span>
    </a>
  );
}

const ROWS: [string, (side: ListingSide) => ReactNode][] = [
  ["Nombre", (side) => <span className="font-semibold">{side.name}</span>],
  ["Especialidad", (side) => side.specialty],
  ["Ciudad", (side) => side.city],
  ["Estado", (side) => APPROVAL_STATUS_LABELS[side.approvalStatus]],
  ["Cuenta de médico", (side) => (side.hasOwner ? "Sí" : "No")],
  ["Cédula", (side) => `${side.licenseNumber ?? "—"}${side.licenseVerified ? " (validada)" : ""}`],
  [
    "Perfil público",
    (side) =>
      side.publicPath ? (
        <PublicProfileLink
          path={side.publicPath}
          label={
            <>
              Ver perfil<span className="sr-only"> de {side.name}</span>
            </>
          }
        />
      ) : (
        <span className="text-gray-600">Sin perfil público</span>
      ),
  ],
];

/**
 * One cédula, one doctor: this listing beside every other listing that holds the same cédula,
 * so an administrator can tell which one is the doctor's.
 */
export function LicenseHolders({
  listing,
  holders,
  onOpen,
}: {
  listing: ListingSide;
  holders: AdminLicenseHolder[];
  onOpen?: (id: number) => void;
}) {
  if (holders.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-md border border-red-200 bg-red-50/40">
      <table className="min-w-full text-sm" data-testid="titulares-cedula">
        <caption className="px-3 pt-2 text-left font-semibold text-red-900">
          Otros perfiles con la misma cédula
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs text-gray-600">
              <span className="sr-only">Dato</span>
            </th>
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-gray-700">
              Este perfil
            </th>
            {holders.map((holder) => (
              <th
                key={holder.id}
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold text-gray-700"
              >
                {holder.via === "admin-confirmation"
                  ? "Confirmada por un administrador para"
                  : "Otro perfil"}
                {onOpen ? (
                  <button
                    type="button"
                    onClick={() => onOpen(holder.id)}
                    className="ml-2 font-medium text-brand-700 underline"
                  >
                    Abrir<span className="sr-only"> {holder.name}</span>
                  </button>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-red-100">
          {ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" className="px-3 py-1.5 text-left text-xs font-medium text-gray-600">
                {label}
              </th>
              <td className="px-3 py-1.5 text-gray-900">{cell(listing)}</td>
              {holders.map((holder) => (
                <td key={holder.id} className="px-3 py-1.5 text-gray-900">
                  {cell(holder)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who the registry says holds the cédula against who the listing says it is, and the verdict. */
export function NameComparison({ comparison }: { comparison: LicenseComparison }) {
  return (
    <div
      className="rounded-md border border-gray-200 bg-white p-3 text-sm"
      data-testid="comparacion-nombres"
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-gray-600">Nombre en el registro</dt>
          <dd className="font-semibold text-gray-900">{comparison.registryName ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-gray-600">Nombre del perfil</dt>
          <dd className="font-semibold text-gray-900">{comparison.listingName}</dd>
        </div>
      </dl>
      {comparison.registryName === null ? null : comparison.namesMatch ? (
        <p className="mt-2 inline-flex items-center gap-1 text-green-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Los nombres coinciden.
        </p>
      ) : (
        <div className="mt-2 text-red-800">
          <p className="inline-flex items-center gap-1 font-medium">
            <ShieldAlert aria-hidden="true" className="size-4" />
            Los nombres no coinciden.
          </p>
          {comparison.reasons.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {comparison.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
