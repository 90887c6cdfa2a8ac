import type { ReactNode } from "react";
import type { AdminProviderDetail } from "../../../../common/admin/providers.ts";
import { ADMIN_MESSAGES as M, SOCIAL_LINK_LABELS } from "../../../../common/admin/providers.ts";
import { insurerTile } from "../../../../common/catalogs/insurers.ts";
import { formatMxn } from "../../../../common/text/format.ts";
import { Badge, CedulaBadge, formatDateTime, SourceBadge, StatusBadge } from "../ui.tsx";
import { InsurerMiniTile } from "./insurer-tiles.tsx";
import { LicenseHolders, LicenseIssueBadge, PublicProfileLink } from "./license-holders.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-gray-200 pt-4">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-gray-600">{label}</dt>
          <dd className="text-sm break-words text-gray-900">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean) => (value ? "Sí" : "No");
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : value;

/** License validation data, or the spec's message when the stored JSON cannot be read. */
export function LicenseData({ provider }: { provider: AdminProviderDetail }) {
  const section = provider.licenseValidation;
  if (section.state === "unreadable") {
    return (
      <p role="note" className="text-sm text-red-700">
        {M.licenseDataError}
      </p>
    );
  }
  if (section.state === "empty") {
    return <p className="text-sm text-gray-600">Sin datos de validación guardados.</p>;
  }
  const data = section.value;
  return (
    <Facts
      items={[
        ["Nombre en el registro", orDash(data.name)],
        ["Título", orDash(data.degree)],
        ["Institución", orDash(data.institution)],
        ["Año de registro", orDash(data.registrationYear)],
        ["Fecha de expedición", orDash(data.expeditionDate)],
        ["Fuente", orDash(data.source)],
      ]}
    />
  );
}

/** The detail dialog's view mode: every field an administrator may need, JSON read safely. */
export function ProviderView({
  provider,
  licenseAction,
  onOpenProvider,
}: {
  provider: AdminProviderDetail;
  licenseAction: ReactNode;
  /** Opens another listing in the dialog (one that holds the same cédula). */
  onOpenProvider?: (id: number) => void;
}) {
  const offices = provider.offices;
  const social = provider.socialLinks;
  const insurers = provider.insuranceNetworks;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={provider.approvalStatus} />
        <CedulaBadge
          licenseNumber={provider.licenseNumber}
          licenseVerified={provider.licenseVerified}
        />
        <LicenseIssueBadge issue={provider.licenseIssue} />
        <SourceBadge dataSource={provider.dataSource} />
        {provider.premium ? <Badge tone="blue">Destacado</Badge> : null}
        <PublicProfileLink path={provider.publicPath} className="text-sm" />
      </div>

      <Section title="Información general">
        <Facts
          items={[
            ["Email", orDash(provider.email)],
            ["Teléfono", orDash(provider.phone)],
            ["WhatsApp", orDash(provider.whatsapp)],
            ["Especialidad", provider.specialty],
            ["Ciudad", provider.city],
            ["Estado (entidad)", orDash(provider.state)],
            ["Dirección", orDash(provider.location)],
            ["Precio de consulta", provider.price !== null ? formatMxn(provider.price) : "—"],
            ["Experiencia", provider.experience !== null ? `${provider.experience} años` : "—"],
            ["Horario", orDash(provider.schedule)],
            ["RFC", orDash(provider.taxId)],
          ]}
        />
        {provider.bio ? (
          <p className="mt-3 text-sm whitespace-pre-line text-gray-800">{provider.bio}</p>
        ) : null}
      </Section>

      <Section title="Revisión">
        <Facts
          items={[
            ["Notas del administrador", orDash(provider.adminNotes)],
            ["Cuenta vinculada", provider.userId ? "Sí (perfil reclamado)" : "No"],
            ["Creado", formatDateTime(provider.createdAt)],
            ["Actualizado", formatDateTime(provider.updatedAt)],
          ]}
        />
      </Section>

      <Section title="Cédula profesional">
        <Facts
          items={[
            ["Número de cédula", orDash(provider.licenseNumber)],
            ["Validada el", formatDateTime(provider.licenseValidatedAt)],
          ]}
        />
        <div className="mt-3">
          <LicenseData provider={provider} />
        </div>
        {provider.licenseHolders.length > 0 ? (
          <div className="mt-3">
            <LicenseHolders
              listing={{ ...provider, hasOwner: provider.userId !== null }}
              holders={provider.licenseHolders}
              onOpen={onOpenProvider}
            />
          </div>
        ) : provider.licenseIssue === "conflict" ? (
          <p className="mt-3 text-sm text-gray-700">
            Ningún otro perfil tiene ya esta cédula: el conflicto puede haberse resuelto.
          </p>
        ) : null}
        <div className="mt-3">{licenseAction}</div>
      </Section>

      {offices.state === "ok" && offices.value.length > 0 ? (
        <Section title="Consultorios">
          <ul className="space-y-2">
            {offices.value.map((office, index) => (
              <li key={`${office.address}-${index}`} className="text-sm text-gray-800">
                <span className="font-medium">{office.name || `Consultorio ${index + 1}`}</span>
                <br />
                {office.address}
                {office.phone ? ` · ${office.phone}` : ""}
                {office.hours ? ` · ${office.hours}` : ""}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {social.state === "unreadable" ? (
        <Section title="Redes sociales">
          <p role="note" className="text-sm text-red-700">
            {M.socialLinksError}
          </p>
        </Section>
      ) : social.state === "ok" && Object.keys(social.value).length > 0 ? (
        <Section title="Redes sociales">
          <ul className="space-y-1">
            {Object.entries(social.value).map(([network, url]) => (
              <li key={network} className="text-sm">
                <span className="font-medium text-gray-800">
                  {(SOCIAL_LINK_LABELS as Record<string, string>)[network] ?? network}:
                </span>{" "}
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer nofollow"
                  className="break-all text-brand-700 underline"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {insurers.state === "ok" && insurers.value.length > 0 ? (
        <Section title="Aseguradoras">
          <ul className="flex flex-wrap gap-2">
            {insurers.value.map((name) => (
              <li key={name} className="flex items-center gap-2 text-sm text-gray-800">
                <InsurerMiniTile tile={insurerTile(name)} large />
                <span>{name}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Servicios y atención">
        <Facts
          items={[
            ["Email verificado", yesNo(provider.emailVerified)],
            ["Telemedicina", yesNo(provider.telemedicine)],
            ["Reservas en línea", yesNo(provider.bookingEnabled)],
            ["Disponible hoy", yesNo(provider.availableToday)],
            ["Acepta seguros", yesNo(provider.acceptsInsurance)],
            [
              "Certificaciones",
              provider.certifications.length ? provider.certifications.join(", ") : "—",
            ],
          ]}
        />
      </Section>

      <Section title="Origen de los datos">
        <Facts
          items={[
            ["Fuente", <SourceBadge key="fuente" dataSource={provider.dataSource} />],
            ["Nombre de la fuente", orDash(provider.dataSourceName)],
            ["Identificador externo", orDash(provider.externalId)],
            [
              "URL externa",
              // Imports store the source's link as given: only a web address becomes a link.
              provider.externalUrl && /^https?:\/\//i.test(provider.externalUrl) ? (
                <a
                  href={provider.externalUrl}
                  target="_blank"
                  rel="noreferrer nofollow"
                  className="break-all text-brand-700 underline"
                >
                  {provider.externalUrl}
                </a>
              ) : (
                <span className="break-all">{orDash(provider.externalUrl)}</span>
              ),
            ],
            [
              "Calificación externa",
              provider.externalRating !== null ? provider.externalRating.toFixed(1) : "—",
            ],
            ["Reseñas externas", orDash(provider.externalReviewCount)],
            ["Fuente de reseñas", orDash(provider.externalReviewSource)],
            ["Reseñas actualizadas", formatDateTime(provider.externalReviewsLastUpdated)],
          ]}
        />
        {provider.externalReviewSummary ? (
          <p className="mt-2 text-sm text-gray-800">{provider.externalReviewSummary}</p>
        ) : null}
        {provider.externalDescription ? (
          <div className="mt-2 rounded-md bg-gray-50 p-3">
            <p className="text-xs font-medium text-gray-600">Descripción externa (uso interno)</p>
            <p className="mt-1 text-sm whitespace-pre-line text-gray-800">
              {provider.externalDescription}
            </p>
          </div>
        ) : null}
      </Section>
    </div>
  );
}
