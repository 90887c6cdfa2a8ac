/** The administrators' audit log view (beyond the spec): who did what, when, before and after. */
export interface AuditEntry {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  actor: { type: string; id: string | null; username: string | null };
  before: unknown;
  after: unknown;
  notes: string | null;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  totalCount: number;
}

export const AUDIT_PAGE_SIZE = 50;

/** Spanish words for the actions the admin panel records; others show as stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "admin.login": "Inicio de sesión",
  "admin.logout": "Cierre de sesión",
  "provider.status_changed": "Cambio de estado del proveedor",
  "provider.updated": "Edición del proveedor",
  "provider.license_validated": "Validación de cédula",
  "provider.license_confirmed": "Cédula confirmada manualmente",
  "provider.license_validated_override":
    "Cédula validada pese a conflicto o nombre distinto (con nota)",
  "provider.license_confirmed_override":
    "Cédula confirmada pese a conflicto o nombre distinto (con nota)",
  "provider.pending_change_approved": "Cambio de nombre, especialidad o cédula aprobado",
  "provider.pending_change_rejected": "Cambio de nombre, especialidad o cédula rechazado",
  "review.restored": "Reseña restaurada",
  "review.report_upheld": "Reseña retirada tras un reporte",
  "review.report_dismissed": "Reporte de reseña desestimado",
  "doctor_post.approved": "Artículo aprobado",
  "doctor_post.rejected": "Artículo rechazado",
  "doctor_post.deleted": "Artículo eliminado",
  "email.failed": "Correo no entregado (sin más reintentos)",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
