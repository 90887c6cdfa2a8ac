import { Form, Link, useSearchParams } from "react-router";
import {
  CLAIM_MESSAGES,
  type AdminClaim,
  type AdminClaimPage,
} from "../../../../common/doctors/claims.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { NotesDialog } from "../notes-dialog.tsx";
import {
  AdminPagination,
  Badge,
  dangerButton,
  EmptyState,
  formatCount,
  formatDateTime,
  inputClass,
  LoadState,
  primaryButton,
  SelectField,
  successButton,
  type Tone,
} from "../ui.tsx";

const STATUS: Record<string, [string, Tone]> = {
  pending_review: ["Pendiente de revisión", "amber"],
  approved: ["Aprobada", "green"],
  rejected: ["Rechazada", "red"],
  superseded: ["Cerrada: otro titular", "gray"],
};
const LABELS = { cedula: "Cédula profesional", identificacion: "Identificación oficial" };

async function decide(claim: AdminClaim, verdict: "approve" | "reject", note: string) {
  try {
    await adminMutation("POST", `/api/admin/claims/${claim.id}/${verdict}`, { note });
    toast({
      title: verdict === "approve" ? "Solicitud aprobada" : "Solicitud rechazada",
      description: `${claim.claimant.firstName} ${claim.claimant.lastName} · ${claim.listing.name}`,
    });
    void invalidateAdmin("/api/admin/claims");
    return true;
  } catch (failure) {
    toast({
      title: "No se pudo guardar la decisión",
      description: serverMessage(failure) ?? undefined,
      variant: "destructive",
    });
    return false;
  }
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{term}:</dt>
      <dd className="font-medium break-words text-gray-900">{children ?? "—"}</dd>
    </div>
  );
}

/** The claimant, the listing and the registry side by side, with the documents. */
function ClaimCard({ claim }: { claim: AdminClaim }) {
  const [label, tone] = STATUS[claim.status] ?? [claim.status, "gray"];
  const registry = claim.registry;
  const open = claim.status === "pending_review";
  const registration = claim.kind === "registration";
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-gray-900">
          Solicitud #{claim.id} · {claim.listing.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={registration ? "blue" : "gray"}>
            {registration ? "Registro: cédula sin confirmar" : "Reclamo de perfil"}
          </Badge>
          <Badge tone={tone}>{label}</Badge>
        </div>
      </div>
      <p className="text-sm text-gray-700">Recibida el {formatDateTime(claim.createdAt)}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <section aria-label="Solicitante" className="rounded-md bg-gray-50 p-3 text-sm">
          <h4 className="mb-2 font-semibold text-gray-900">Solicitante</h4>
          <dl className="space-y-1">
            <Fact term="Nombre">
              {claim.claimant.firstName} {claim.claimant.lastName}
            </Fact>
            <Fact term="Correo">{claim.claimant.email}</Fact>
            <Fact term="Teléfono escrito">{claim.claimant.enteredPhone}</Fact>
            <Fact term="Cédula escrita">{claim.claimant.enteredLicense}</Fact>
          </dl>
        </section>
        <section aria-label="Perfil" className="rounded-md bg-gray-50 p-3 text-sm">
          <h4 className="mb-2 font-semibold text-gray-900">Perfil</h4>
          <dl className="space-y-1">
            <Fact term="Nombre">
              <a
                href={claim.listing.profilePath}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                {claim.listing.name}
              </a>
            </Fact>
            <Fact term="Especialidad">
              {claim.listing.specialty} · {claim.listing.city}
            </Fact>
            <Fact term="Teléfono">{claim.listing.phone}</Fact>
            <Fact term="Correo">{claim.listing.email}</Fact>
            <Fact term="Cédula">
              {claim.listing.licenseNumber}
              {claim.listing.licenseVerified ? " (verificada)" : " (sin verificar)"}
            </Fact>
            {registration ? null : (
              <Fact term="Reclamado">{claim.listing.claimed ? "Sí" : "No"}</Fact>
            )}
          </dl>
        </section>
        <section
          aria-label="Registro Nacional de Profesionistas"
          className="rounded-md bg-gray-50 p-3 text-sm"
        >
          <h4 className="mb-2 font-semibold text-gray-900">Registro de cédulas</h4>
          {registry ? (
            <dl className="space-y-1">
              <Fact term="Resultado">{registry.message}</Fact>
              <Fact term="Titular">{registry.name}</Fact>
              <Fact term="Título">{registry.degree}</Fact>
              <Fact term="Institución">{registry.institution}</Fact>
            </dl>
          ) : (
            <p className="text-gray-700">El perfil no tiene cédula que consultar.</p>
          )}
        </section>
      </div>
      <div className="mt-3">
        <h4 className="text-sm font-semibold text-gray-900">Documentos</h4>
        <ul className="mt-1 flex flex-wrap gap-3">
          {claim.evidence.map((file) => (
            <li key={file.index}>
              <a
                href={`/api/admin/claims/${claim.id}/evidence/${file.index}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-3 text-sm font-medium text-brand-700 underline"
              >
                {LABELS[file.label]} ({file.contentType === "application/pdf" ? "PDF" : "imagen"},{" "}
                {Math.max(1, Math.round(file.size / 1024))} KB)
              </a>
            </li>
          ))}
        </ul>
      </div>
      {claim.adminNote ? (
        <p className="mt-2 text-sm text-gray-700">Nota: {claim.adminNote}</p>
      ) : null}
      {open ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <NotesDialog
            triggerLabel="Aprobar"
            triggerClass={successButton}
            title="Aprobar solicitud"
            description={
              registration
                ? `El perfil de ${claim.listing.name} se publica con la cédula verificada.`
                : `El perfil de ${claim.listing.name} pasa a una cuenta nueva de ${claim.claimant.firstName} ${claim.claimant.lastName}. Las demás solicitudes del perfil se cierran.`
            }
            fieldLabel="Nota (se envía al solicitante)"
            submitLabel={registration ? "Aprobar y publicar" : "Aprobar y transferir"}
            submitClass={successButton}
            requiredMessage="Escribe una nota breve para el solicitante."
            maxLength={1000}
            onSubmit={(note) => decide(claim, "approve", note)}
          />
          <NotesDialog
            triggerLabel="Rechazar"
            triggerClass={dangerButton}
            title="Rechazar solicitud"
            description={
              registration
                ? "El perfil no se publica. La nota se envía al médico."
                : "El perfil sigue sin reclamar. La nota se envía al solicitante."
            }
            fieldLabel="Motivo del rechazo"
            submitLabel="Rechazar solicitud"
            submitClass={dangerButton}
            requiredMessage={CLAIM_MESSAGES.noteRequired}
            maxLength={1000}
            onSubmit={(note) => decide(claim, "reject", note)}
          />
        </div>
      ) : null}
    </li>
  );
}

const STATUS_FILTERS = [
  ["pending_review", "Pendientes de revisión"],
  ["approved", "Aprobadas"],
  ["rejected", "Rechazadas"],
  ["all", "Todas"],
] as const;
const ORDERS = [
  ["desc", "Más recientes primero"],
  ["asc", "Más antiguas primero"],
] as const;
/** The filters travel in the page's address (with `tab`), the same names as the API's. */
const FILTER_KEYS = ["status", "providerId", "search", "sortOrder"] as const;

/** The API query of what the address asks for: only the list's own keys, none empty. */
export function claimListParams(searchParams: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "page"]) {
    const value = searchParams.get(key)?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The address of another page of the same filtered list. */
export function claimPageHref(searchParams: URLSearchParams, page: number): string {
  const params = claimListParams(searchParams);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin?tab=solicitudes${query ? `&${query}` : ""}`;
}

/**
 * The filters as a plain GET form: it works from the keyboard and before scripts load, and a
 * new filter starts again at page 1.
 */
function ClaimFilters({ searchParams }: { searchParams: URLSearchParams }) {
  const value = (key: string) => searchParams.get(key) ?? "";
  return (
    <Form
      method="get"
      action="/admin"
      aria-label="Filtrar solicitudes"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <input type="hidden" name="tab" value="solicitudes" />
      <SelectField
        id="solicitudes-estado"
        label="Estado"
        name="status"
        defaultValue={value("status") || "pending_review"}
        options={STATUS_FILTERS}
      />
      <div>
        <label htmlFor="solicitudes-perfil" className="block text-sm font-medium text-gray-800">
          Núm. de perfil
        </label>
        <input
          id="solicitudes-perfil"
          name="providerId"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={value("providerId")}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="solicitudes-buscar" className="block text-sm font-medium text-gray-800">
          Perfil o correo contiene
        </label>
        <input
          id="solicitudes-buscar"
          name="search"
          type="search"
          maxLength={200}
          defaultValue={value("search")}
          className={inputClass}
        />
      </div>
      <SelectField
        id="solicitudes-orden"
        label="Orden"
        name="sortOrder"
        defaultValue={value("sortOrder") || "desc"}
        options={ORDERS}
      />
      <div className="flex items-end">
        <button type="submit" className={primaryButton}>
          Filtrar
        </button>
      </div>
    </Form>
  );
}

/**
 * 'Solicitudes': claims proven with documents and registrations wait here for an
 * administrator, a page at a time with the count of all that match, so a real request cannot
 * hide under a flood of fake ones.
 */
export function ClaimsTab() {
  const [searchParams] = useSearchParams();
  const query = claimListParams(searchParams).toString();
  const claims = useAdminQuery<AdminClaimPage>(`/api/admin/claims${query ? `?${query}` : ""}`);
  const data = claims.data;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Solicitudes</h2>
      <p className="text-sm text-gray-700">
        Reclamos de personas que no pudieron recibir un código en el teléfono o el correo del
        perfil, y registros de médicos cuya cédula el registro no confirmó. Compara sus documentos
        con el perfil y con el registro antes de decidir.
      </p>
      <ClaimFilters key={query} searchParams={searchParams} />
      {!data ? (
        <LoadState
          error={claims.error !== null}
          loading="Cargando solicitudes…"
          failed={serverMessage(claims.error) ?? "No se pudieron cargar las solicitudes."}
        />
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-gray-800">
            {data.totalCount === 1
              ? "1 solicitud coincide."
              : `${formatCount(data.totalCount)} solicitudes coinciden.`}
          </p>
          {data.claims.length === 0 ? (
            <EmptyState>
              {data.totalCount > 0 ? (
                <Link to={claimPageHref(searchParams, 1)} className="text-brand-700 underline">
                  Esta página no tiene solicitudes; volver a la primera.
                </Link>
              ) : (
                "No hay solicitudes con estos filtros."
              )}
            </EmptyState>
          ) : (
            <ul className="space-y-3">
              {data.claims.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} />
              ))}
            </ul>
          )}
          <AdminPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.totalCount}
            hrefOf={(page) => claimPageHref(searchParams, page)}
          />
        </>
      )}
    </div>
  );
}
