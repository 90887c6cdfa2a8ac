import { useId, type ReactNode } from "react";
import {
  ADMIN_MESSAGES as M,
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  adminProviderUpdateSchema,
  SOCIAL_LINK_LABELS,
  type AdminProviderDetail,
  type AdminProviderUpdateInput,
  type ApprovalStatus,
} from "../../../../common/admin/providers.ts";
import { INSURERS } from "../../../../common/catalogs/insurers.ts";
import { inputClass } from "../ui.tsx";

const SOCIAL_KEYS = Object.keys(SOCIAL_LINK_LABELS) as (keyof typeof SOCIAL_LINK_LABELS)[];
const FLAGS = [
  ["licenseVerified", "Cédula validada"],
  ["emailVerified", "Email verificado"],
  ["telemedicine", "Telemedicina"],
  ["bookingEnabled", "Reservas en línea"],
  ["availableToday", "Disponible hoy"],
  ["acceptsInsurance", "Acepta seguros"],
  ["premium", "Destacado"],
] as const;
type FlagKey = (typeof FLAGS)[number][0];

export interface Draft {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  specialty: string;
  city: string;
  state: string;
  location: string;
  price: string;
  experience: string;
  schedule: string;
  bio: string;
  approvalStatus: ApprovalStatus;
  adminNotes: string;
  licenseNumber: string;
  dataSourceName: string;
  taxId: string;
  flags: Record<FlagKey, boolean>;
  insurers: string[];
  social: Record<keyof typeof SOCIAL_LINK_LABELS, string>;
}

export function draftOf(provider: AdminProviderDetail): Draft {
  const social = provider.socialLinks.state === "ok" ? provider.socialLinks.value : {};
  return {
    name: provider.name,
    email: provider.email ?? "",
    phone: provider.phone ?? "",
    whatsapp: provider.whatsapp ?? "",
    specialty: provider.specialty,
    city: provider.city,
    state: provider.state ?? "",
    location: provider.location ?? "",
    price: provider.price === null ? "" : String(provider.price),
    experience: provider.experience === null ? "" : String(provider.experience),
    schedule: provider.schedule ?? "",
    bio: provider.bio ?? "",
    approvalStatus: provider.approvalStatus,
    adminNotes: provider.adminNotes ?? "",
    licenseNumber: provider.licenseNumber ?? "",
    dataSourceName: provider.dataSourceName ?? "",
    taxId: provider.taxId ?? "",
    flags: {
      licenseVerified: provider.licenseVerified,
      emailVerified: provider.emailVerified,
      telemedicine: provider.telemedicine,
      bookingEnabled: provider.bookingEnabled,
      availableToday: provider.availableToday,
      acceptsInsurance: provider.acceptsInsurance,
      premium: provider.premium,
    },
    insurers:
      provider.insuranceNetworks.state === "ok" ? [...provider.insuranceNetworks.value] : [],
    social: Object.fromEntries(
      SOCIAL_KEYS.map((key) => [key, (social as Record<string, string>)[key] ?? ""]),
    ) as Draft["social"],
  };
}

const wholeNumber = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** Only what the administrator changed goes to PUT /api/admin/providers/{id}. */
export function changesOf(before: Draft, after: Draft): AdminProviderUpdateInput {
  const changes: Record<string, unknown> = {};
  const texts = [
    "name",
    "email",
    "phone",
    "whatsapp",
    "specialty",
    "city",
    "state",
    "location",
    "schedule",
    "bio",
    "adminNotes",
    "licenseNumber",
    "dataSourceName",
    "taxId",
  ] as const;
  for (const key of texts) if (before[key] !== after[key]) changes[key] = after[key];
  if (before.price !== after.price) changes.price = wholeNumber(after.price);
  if (before.experience !== after.experience) changes.experience = wholeNumber(after.experience);
  if (before.approvalStatus !== after.approvalStatus) changes.approvalStatus = after.approvalStatus;
  for (const [key] of FLAGS) {
    if (before.flags[key] !== after.flags[key]) changes[key] = after.flags[key];
  }
  if (JSON.stringify(before.insurers) !== JSON.stringify(after.insurers)) {
    changes.insuranceNetworks = after.insurers;
  }
  if (JSON.stringify(before.social) !== JSON.stringify(after.social)) {
    changes.socialLinks = after.social;
  }
  return changes as AdminProviderUpdateInput;
}

/** The first Spanish message of the payload and the field it names, if any. */
export function validateChanges(changes: AdminProviderUpdateInput) {
  const parsed = adminProviderUpdateSchema.safeParse(changes);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  const message =
    issue?.code === "invalid_type" && (field === "price" || field === "experience")
      ? "Escribe un número entero"
      : (issue?.message ?? M.saveFailed);
  return { field, message };
}

function Field({
  label,
  error,
  children,
  id,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The dialog's edit mode: 'Guardar' and 'Cancelar' live in the dialog's footer. */
export function ProviderEditForm({
  provider,
  draft,
  onDraft,
  error,
  formId,
  onSubmit,
}: {
  provider: AdminProviderDetail;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  error: { field: string; message: string } | null;
  formId: string;
  onSubmit: () => void;
}) {
  const base = useId();
  const text = (
    key: keyof Omit<Draft, "flags" | "insurers" | "social" | "approvalStatus">,
    label: string,
    options: { type?: string; multiline?: boolean; inputMode?: "numeric" } = {},
  ) => {
    const id = `${base}-${key}`;
    const fieldError = error?.field === key ? error.message : undefined;
    const shared = {
      id,
      value: draft[key],
      "aria-invalid": fieldError ? true : undefined,
      "aria-describedby": fieldError ? `${id}-error` : undefined,
      className: inputClass,
    };
    return (
      <Field label={label} id={id} error={fieldError}>
        {options.multiline ? (
          <textarea
            {...shared}
            rows={4}
            onChange={(event) => onDraft({ ...draft, [key]: event.target.value })}
          />
        ) : (
          <input
            {...shared}
            type={options.type ?? "text"}
            inputMode={options.inputMode}
            onChange={(event) => onDraft({ ...draft, [key]: event.target.value })}
          />
        )}
      </Field>
    );
  };
  // Insurers already stored under names outside the catalogue stay selectable.
  const insurerNames = [
    ...INSURERS.map((insurer) => insurer.name),
    ...draft.insurers.filter((name) => !INSURERS.some((insurer) => insurer.name === name)),
  ];
  const socialReadable = provider.socialLinks.state !== "unreadable";

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {text("name", "Nombre")}
        {text("email", "Email", { type: "email" })}
        {text("phone", "Teléfono", { type: "tel" })}
        {text("whatsapp", "WhatsApp (celular)", { type: "tel" })}
        {text("specialty", "Especialidad")}
        {text("city", "Ciudad")}
        {text("state", "Estado (entidad)")}
        {text("location", "Dirección")}
        {text("schedule", "Horario")}
        {text("price", "Precio de consulta (MXN)", { inputMode: "numeric" })}
        {text("experience", "Años de experiencia", { inputMode: "numeric" })}
        {text("licenseNumber", "Número de cédula", { inputMode: "numeric" })}
        {text("taxId", "RFC")}
        {text("dataSourceName", "Nombre de la fuente")}
        <Field label="Estado de aprobación" id={`${base}-status`}>
          <select
            id={`${base}-status`}
            value={draft.approvalStatus}
            onChange={(event) =>
              onDraft({ ...draft, approvalStatus: event.target.value as ApprovalStatus })
            }
            className={inputClass}
          >
            {APPROVAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPROVAL_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {text("bio", "Biografía", { multiline: true })}
      {text("adminNotes", "Notas del administrador", { multiline: true })}

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Características</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {FLAGS.map(([key, label]) => (
            <label key={key} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={draft.flags[key]}
                onChange={(event) =>
                  onDraft({ ...draft, flags: { ...draft.flags, [key]: event.target.checked } })
                }
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Aseguradoras</legend>
        {provider.insuranceNetworks.state === "unreadable" ? (
          <p className="mt-1 text-sm text-amber-900">
            La lista guardada no se pudo leer; al guardar se reemplaza por la selección.
          </p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {insurerNames.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={draft.insurers.includes(name)}
                onChange={(event) =>
                  onDraft({
                    ...draft,
                    insurers: event.target.checked
                      ? [...draft.insurers, name]
                      : draft.insurers.filter((n) => n !== name),
                  })
                }
                className="size-4 accent-brand-600"
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Redes sociales</legend>
        {socialReadable ? null : <p className="mt-1 text-sm text-red-700">{M.socialLinksError}</p>}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {SOCIAL_KEYS.map((key) => {
            const id = `${base}-social-${key}`;
            const fieldError = error?.field === "socialLinks" ? error.message : undefined;
            return (
              <Field key={key} label={SOCIAL_LINK_LABELS[key]} id={id}>
                <input
                  id={id}
                  type="url"
                  placeholder="https://"
                  value={draft.social[key]}
                  disabled={!socialReadable}
                  aria-invalid={fieldError && draft.social[key] ? true : undefined}
                  onChange={(event) =>
                    onDraft({ ...draft, social: { ...draft.social, [key]: event.target.value } })
                  }
                  className={inputClass}
                />
              </Field>
            );
          })}
        </div>
        {error?.field === "socialLinks" ? (
          <p className="mt-1 text-sm text-red-700">{error.message}</p>
        ) : null}
      </fieldset>
    </form>
  );
}
