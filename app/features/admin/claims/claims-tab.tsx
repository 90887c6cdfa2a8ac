import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { AdminClaim } from "../../../../common/doctors/claims.ts";
import {
  claimDecisionOf,
  claimListParams,
  claimPageHref,
  type ClaimAnswer,
  type ClaimDecision,
  type ClaimsView,
} from "./claims-links.ts";
import {
  AdminPagination,
  Badge,
  dangerButton,
  EmptyState,
  formatCount,
  formatDateTime,
  inputClass,
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

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{term}:</dt>
      <dd className="font-medium break-words text-gray-900">{children ?? "—"}</dd>
    </div>
  );
}

/**
 * 'Aprobar' or 'Rechazar' behind a disclosure: the note and a second, explicit press post to
 * the page's action, with or without the page's scripts. A refused decision reopens it with
 * the reason.
 */
function DecisionForm({
  claim,
  verdict,
  summaryLabel,
  summaryClass,
  description,
  fieldLabel,
  submitLabel,
  error,
}: {
  claim: AdminClaim;
  verdict: ClaimDecision;
  summaryLabel: string;
  summaryClass: string;
  description: string;
  fieldLabel: string;
  submitLabel: string;
  error: string | null;
}) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const id = `solicitud-${claim.id}-${verdict}`;
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("claimId") === String(claim.id);
  return (
    <details open={error !== null} className="group w-full sm:w-auto">
      <summary className={`${summaryClass} cursor-pointer list-none`}>{summaryLabel}</summary>
      <Form
        method="post"
        action={claimPageHref(searchParams, Number(searchParams.get("page")) || 1)}
        noValidate
        className="mt-3 max-w-lg rounded-lg border border-gray-200 bg-gray-50 p-4"
      >
        <input type="hidden" name="claimId" value={claim.id} />
        <input type="hidden" name="verdict" value={verdict} />
        <p className="text-sm text-gray-800">{description}</p>
        <label htmlFor={id} className="mt-3 block text-sm font-medium text-gray-800">
          {fieldLabel}
        </label>
        <textarea
          id={id}
          name="note"
          rows={4}
          required
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className={`${verdict === "approve" ? successButton : dangerButton} mt-3`}
        >
          {submitLabel}
        </button>
      </Form>
    </details>
  );
}

/** The claimant, the listing and the registry side by side, with the documents. */
function ClaimCard({ claim, answer }: { claim: AdminClaim; answer: ClaimAnswer | undefined }) {
  const errorFor = (verdict: ClaimDecision) =>
    answer?.claimError?.claimId === claim.id && answer.claimError.verdict === verdict
      ? answer.claimError.message
      : null;
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
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <DecisionForm
            claim={claim}
            verdict="approve"
            summaryLabel="Aprobar"
            summaryClass={successButton}
            description={
              registration
                ? `El perfil de ${claim.listing.name} se publica con la cédula verificada.`
                : `El perfil de ${claim.listing.name} pasa a una cuenta nueva de ${claim.claimant.firstName} ${claim.claimant.lastName}. Las demás solicitudes del perfil se cierran.`
            }
            fieldLabel="Nota (se envía al solicitante)"
            submitLabel={registration ? "Aprobar y publicar" : "Aprobar y transferir"}
            error={errorFor("approve")}
          />
          <DecisionForm
            claim={claim}
            verdict="reject"
            summaryLabel="Rechazar"
            summaryClass={dangerButton}
            description={
              registration
                ? "El perfil no se publica. La nota se envía al médico."
                : "El perfil sigue sin reclamar. La nota se envía al solicitante."
            }
            fieldLabel="Motivo del rechazo"
            submitLabel="Rechazar solicitud"
            error={errorFor("reject")}
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
export function ClaimsTab({
  view,
  answer,
}: {
  view: ClaimsView | null;
  answer: ClaimAnswer | undefined;
}) {
  const [searchParams] = useSearchParams();
  const list = view?.list;
  const decided = claimDecisionOf(searchParams);
  const failed = view?.error ?? answer?.error;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Solicitudes</h2>
      <p className="text-sm text-gray-700">
        Reclamos de personas que no pudieron recibir un código en el teléfono o el correo del
        perfil, y registros de médicos cuya cédula el registro no confirmó. Compara sus documentos
        con el perfil y con el registro antes de decidir.
      </p>
      {decided ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
          {decided.verdict === "approve" ? "Solicitud aprobada" : "Solicitud rechazada"} (núm.{" "}
          {decided.claimId}). Avisamos al solicitante por correo.
        </p>
      ) : null}
      <ClaimFilters key={claimListParams(searchParams).toString()} searchParams={searchParams} />
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
      {list ? (
        <>
          <p role="status" className="text-sm font-medium text-gray-800">
            {list.totalCount === 1
              ? "1 solicitud coincide."
              : `${formatCount(list.totalCount)} solicitudes coinciden.`}
          </p>
          {list.claims.length === 0 ? (
            <EmptyState>
              {list.totalCount > 0 ? (
                <Link to={claimPageHref(searchParams, 1)} className="text-brand-700 underline">
                  Esta página no tiene solicitudes; volver a la primera.
                </Link>
              ) : (
                "No hay solicitudes con estos filtros."
              )}
            </EmptyState>
          ) : (
            <ul aria-label="Solicitudes de esta página" className="space-y-3">
              {list.claims.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} answer={answer} />
              ))}
            </ul>
          )}
          <AdminPagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.totalCount}
            hrefOf={(page) => claimPageHref(searchParams, page)}
          />
        </>
      ) : null}
    </div>
  );
}
