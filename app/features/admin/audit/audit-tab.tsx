import { useState } from "react";
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  type AuditPage,
} from "../../../../common/admin/audit.ts";
import { useAdminQuery } from "../api.ts";
import { AdminPagination, EmptyState, formatDateTime, LoadState, SelectField } from "../ui.tsx";
import { offsetOf } from "../../../../common/pagination.ts";

const ENTITY_LABELS: Record<string, string> = {
  provider: "Proveedor",
  doctor_post: "Artículo",
  review: "Reseña",
  admin_user: "Administrador",
  email: "Correo",
};

function printable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** Before or after: one line per changed field. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-gray-500">—</span>;
  if (typeof value !== "object" || Array.isArray(value)) return <span>{printable(value)}</span>;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="text-gray-500">—</span>;
  return (
    <dl className="space-y-0.5">
      {entries.map(([key, field]) => (
        <div key={key} className="flex gap-1">
          <dt className="font-medium text-gray-700">{key}:</dt>
          <dd className="break-all text-gray-900">{printable(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Beyond the spec: every administrator action, who did it, when, before and after. */
export function AuditTab() {
  const [entityType, setEntityType] = useState("todos");
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    limit: String(AUDIT_PAGE_SIZE),
    offset: String(offsetOf(page, AUDIT_PAGE_SIZE)),
  });
  if (entityType !== "todos") params.set("entityType", entityType);
  const audit = useAdminQuery<AuditPage>(`/api/admin/audit?${params.toString()}`);
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase";
  const td = "px-3 py-2 align-top text-sm text-gray-800";

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Registro de actividad</h2>
      <div className="max-w-xs">
        <SelectField
          id="filtro-actividad"
          label="Elemento"
          value={entityType}
          options={[
            ["todos", "Todos"],
            ["provider", "Proveedores"],
            ["doctor_post", "Artículos"],
            ["review", "Reseñas"],
            ["admin_user", "Sesiones de administradores"],
            ["email", "Correos no entregados"],
          ]}
          onChange={(value) => {
            setEntityType(value);
            setPage(1);
          }}
        />
      </div>
      {!audit.data ? (
        <LoadState
          error={audit.error !== null}
          loading="Cargando actividad…"
          failed="No se pudo cargar la actividad."
        />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState>Todavía no hay actividad registrada.</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="min-w-full divide-y divide-gray-200">
              <caption className="sr-only">Registro de actividad de los administradores</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={th}>
                    Fecha
                  </th>
                  <th scope="col" className={th}>
                    Administrador
                  </th>
                  <th scope="col" className={th}>
                    Acción
                  </th>
                  <th scope="col" className={th}>
                    Elemento
                  </th>
                  <th scope="col" className={th}>
                    Antes
                  </th>
                  <th scope="col" className={th}>
                    Después
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(entry.createdAt)}</td>
                    <td className={td}>
                      {entry.actor.username ??
                        entry.actor.id ??
                        (entry.actor.type === "system" ? "Sistema" : entry.actor.type)}
                    </td>
                    <td className={td}>
                      {auditActionLabel(entry.action)}
                      {entry.notes ? (
                        <p className="text-xs text-gray-600">«{entry.notes}»</p>
                      ) : null}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      {ENTITY_LABELS[entry.entityType] ?? entry.entityType}
                      {entry.entityId ? ` #${entry.entityId}` : ""}
                    </td>
                    <td className={`${td} min-w-56 text-xs`}>
                      <Values value={entry.before} />
                    </td>
                    <td className={`${td} min-w-56 text-xs`}>
                      <Values value={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.totalCount}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
