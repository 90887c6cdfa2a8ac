import { useId, useState } from "react";
import { INSURERS } from "../../../../common/catalogs/insurers.ts";
import { SPECIALTIES } from "../../../../common/catalogs/specialties.ts";
import { BIO_MAX } from "../../../../common/doctors/schemas.ts";
import { parseWholeNumber, type IdentityField } from "../../../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { DEFAULT_SCHEDULE } from "../../../../common/providers/types.ts";
import {
  CheckboxField,
  fieldClasses,
  SaveButton,
  TextField,
} from "../../../components/forms/panel-fields.tsx";
import { typedValue, type ProfileOutcome } from "../../../lib/profile-form.ts";
import { FIELD_IDS } from "../onboarding/checklist-items.ts";
import { outcomeErrors, ProfileFormTarget, SaveOutcomeNotice } from "../save-outcome.tsx";
import { useProviderSave } from "../use-provider-save.ts";
import { formatPhoneForDisplay } from "../../../components/providers/phone.ts";

/** Why the switch is greyed out once patients book here. */
export const AVAILABLE_TODAY_FROM_AGENDA =
  "Con tu agenda en línea publicada, 'Disponible hoy' se muestra solo cuando te quedan horarios libres hoy.";

interface ProfileDraft {
  name: string;
  specialty: string;
  licenseNumber: string;
  bio: string;
  phone: string;
  whatsapp: string;
  email: string;
  location: string;
  schedule: string;
  experience: string;
  price: string;
  availableToday: boolean;
  telemedicine: boolean;
  insuranceNetworks: string[];
}

/** The form shows what the doctor asked for, even while an administrator reviews it. */
function draftOf(provider: OwnProvider): ProfileDraft {
  const requested = provider.pendingReview?.values ?? {};
  return {
    name: requested.name ?? provider.name,
    specialty: requested.specialty ?? provider.specialty,
    licenseNumber: requested.licenseNumber ?? provider.licenseNumber ?? "",
    bio: provider.bio,
    phone: provider.phone,
    whatsapp: provider.whatsapp ? formatPhoneForDisplay(provider.whatsapp) : "",
    email: provider.email,
    location: provider.location,
    schedule: provider.schedule,
    experience: String(provider.experience),
    price: String(provider.price),
    availableToday: provider.availableToday,
    telemedicine: provider.telemedicine,
    insuranceNetworks: provider.insuranceNetworks,
  };
}

/** A refused form sent without script: what was typed, as the form had it. */
function draftOfTyped(values: Record<string, string[]>, provider: OwnProvider): ProfileDraft {
  const text = (name: keyof ProfileDraft) => typedValue(values, name);
  return {
    name: text("name"),
    specialty: text("specialty"),
    licenseNumber: text("licenseNumber"),
    bio: text("bio"),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    email: text("email"),
    location: text("location"),
    schedule: text("schedule"),
    experience: text("experience"),
    price: text("price"),
    // A greyed-out box is not sent: the listing's own value stands.
    availableToday: provider.onlineBooking
      ? provider.availableToday
      : text("availableToday") === "on",
    telemedicine: text("telemedicine") === "on",
    insuranceNetworks: values.insuranceNetworks ?? [],
  };
}

/** The insurers of the catalogue, plus any other the listing already names (an import). */
function InsurersField({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (names: string[]) => void;
  error?: string;
}) {
  const names = [...new Set([...INSURERS.map((insurer) => insurer.name), ...selected])];
  return (
    <fieldset
      id={FIELD_IDS.insurers}
      tabIndex={-1}
      aria-describedby={error ? `${FIELD_IDS.insurers}-error` : undefined}
      className="rounded-lg border border-gray-200 p-4"
    >
      <legend className="px-1 font-semibold text-gray-900">Aseguradoras que aceptas</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {names.map((name) => (
          <CheckboxField
            key={name}
            label={name}
            name="insuranceNetworks"
            value={name}
            checked={selected.includes(name)}
            onChange={(checked) =>
              onChange(checked ? [...selected, name] : selected.filter((n) => n !== name))
            }
          />
        ))}
      </div>
      {error ? (
        <p id={`${FIELD_IDS.insurers}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Perfil': the listing's own fields. Experience and price are whole numbers, 0 when empty. */
export function ProfileTab({
  provider,
  onSaved,
  outcome = null,
}: {
  provider: OwnProvider;
  onSaved: (provider: OwnProvider) => void;
  /** The dashboard action's answer to this form sent before the scripts ran. */
  outcome?: ProfileOutcome | null;
}) {
  const [draft, setDraft] = useState(() =>
    outcome?.values ? draftOfTyped(outcome.values, provider) : draftOf(provider),
  );
  const [errors, setErrors] = useState<Record<string, string>>(() => outcomeErrors(outcome));
  const [notice, setNotice] = useState(outcome);
  const { saving, save } = useProviderSave(provider.id, onSaved);
  const id = useId();
  const set =
    <K extends keyof ProfileDraft>(key: K) =>
    (value: ProfileDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const specialtyOptions = SPECIALTIES.some((s) => s.name === draft.specialty)
    ? SPECIALTIES.map((s) => s.name)
    : [draft.specialty, ...SPECIALTIES.map((s) => s.name)].filter(Boolean);
  const bioTooLong = draft.bio.trim().length > BIO_MAX;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The scripts' save answers with a toast: the earlier answer of the action goes.
    setNotice(null);
    const outcome = await save({
      name: draft.name,
      specialty: draft.specialty,
      // Sent only when edited: an imported cédula ("12-345 67") is not the form's format,
      // and an emptied field does not remove the cédula.
      ...(draft.licenseNumber.trim() && draft.licenseNumber !== draftOf(provider).licenseNumber
        ? { licenseNumber: draft.licenseNumber }
        : {}),
      bio: draft.bio,
      phone: draft.phone,
      whatsapp: draft.whatsapp,
      email: draft.email,
      location: draft.location,
      schedule: draft.schedule,
      experience: parseWholeNumber(draft.experience),
      price: parseWholeNumber(draft.price),
      availableToday: draft.availableToday,
      telemedicine: draft.telemedicine,
      insuranceNetworks: draft.insuranceNetworks,
    });
    if (outcome.ok) {
      setErrors({});
      setDraft(draftOf(outcome.provider));
    } else {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
    }
  }

  const pending = provider.pendingReview ?? null;
  const reviewed = provider.licenseVerified && provider.approvalStatus === "approved";
  /** Under a field whose change waits: what the public sees meanwhile. */
  const pendingHint = (field: IdentityField, publicValue: string | null) =>
    pending?.fields.includes(field) ? (
      <span className="text-amber-900">
        <strong>Pendiente de revisión.</strong> El perfil público muestra «{publicValue ?? "—"}»
        hasta que un administrador apruebe el cambio.
      </span>
    ) : undefined;

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Perfil" className="space-y-5">
      <ProfileFormTarget intent="profile-save" providerId={provider.id} />
      <input type="hidden" name="licenseNumberShown" value={draftOf(provider).licenseNumber} />
      <SaveOutcomeNotice outcome={notice} />
      {pending ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
          data-testid="cambio-pendiente"
        >
          {pending.message}
        </p>
      ) : reviewed ? (
        <p className="text-sm text-gray-700">
          Tu cédula está verificada: si cambias tu nombre, especialidad o cédula, un administrador
          revisará el cambio antes de publicarlo.
        </p>
      ) : null}
      <fieldset disabled={saving} className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Nombre completo"
          name="name"
          value={draft.name}
          onChange={set("name")}
          error={errors.name}
          hint={pendingHint("name", provider.name)}
          autoComplete="name"
          required
        />
        <div>
          <label htmlFor={`${id}-specialty`} className="block text-sm font-medium text-gray-800">
            Especialidad
          </label>
          <select
            id={`${id}-specialty`}
            name="specialty"
            value={draft.specialty}
            onChange={(event) => set("specialty")(event.target.value)}
            aria-invalid={errors.specialty ? true : undefined}
            className={fieldClasses.input}
          >
            {specialtyOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {errors.specialty ? (
            <p className="mt-1 text-sm text-red-700">{errors.specialty}</p>
          ) : pendingHint("specialty", provider.specialty) ? (
            <p className="mt-1 text-sm">{pendingHint("specialty", provider.specialty)}</p>
          ) : null}
        </div>
        <TextField
          id={FIELD_IDS.license}
          label="Cédula profesional"
          name="licenseNumber"
          inputMode="numeric"
          value={draft.licenseNumber}
          onChange={set("licenseNumber")}
          error={errors.licenseNumber}
          hint={pendingHint("licenseNumber", provider.licenseNumber)}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <label htmlFor={FIELD_IDS.bio} className="block text-sm font-medium text-gray-800">
            Biografía
          </label>
          <textarea
            id={FIELD_IDS.bio}
            name="bio"
            rows={5}
            value={draft.bio}
            onChange={(event) => set("bio")(event.target.value)}
            aria-invalid={errors.bio || bioTooLong ? true : undefined}
            aria-describedby={`${id}-bio-count`}
            className={fieldClasses.input}
          />
          <p
            id={`${id}-bio-count`}
            className={`mt-1 flex justify-between gap-3 text-sm ${bioTooLong || errors.bio ? "text-red-700" : "text-gray-600"}`}
          >
            <span>{errors.bio ?? "Cuéntales a tus pacientes cómo trabajas."}</span>
            <span data-testid="bio-counter">
              {draft.bio.length}/{BIO_MAX}
            </span>
          </p>
        </div>
        <TextField
          label="Teléfono del consultorio"
          name="phone"
          type="tel"
          value={draft.phone}
          onChange={set("phone")}
          error={errors.phone}
          autoComplete="tel"
        />
        <TextField
          label="WhatsApp (celular)"
          name="whatsapp"
          type="tel"
          inputMode="tel"
          value={draft.whatsapp}
          onChange={set("whatsapp")}
          error={errors.whatsapp}
          autoComplete="tel"
          placeholder="33 1234 5678"
          hint="Tu perfil muestra el botón de WhatsApp solo con este número. Déjalo vacío si no atiendes por WhatsApp."
        />
        <TextField
          label="Email de contacto"
          name="email"
          type="email"
          value={draft.email}
          onChange={set("email")}
          error={errors.email}
          autoComplete="email"
        />
        <TextField
          label="Dirección principal"
          name="location"
          value={draft.location}
          onChange={set("location")}
          error={errors.location}
          className="md:col-span-2"
        />
        <TextField
          id={FIELD_IDS.schedule}
          label="Horario"
          name="schedule"
          value={draft.schedule}
          onChange={set("schedule")}
          error={errors.schedule}
          placeholder={DEFAULT_SCHEDULE}
          className="md:col-span-2"
        />
        <TextField
          label="Años de experiencia"
          name="experience"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.experience}
          onChange={set("experience")}
          error={errors.experience}
        />
        <TextField
          label="Precio de consulta (MXN)"
          name="price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.price}
          onChange={set("price")}
          error={errors.price}
        />
        <CheckboxField
          label="Disponible hoy"
          name="availableToday"
          checked={draft.availableToday}
          onChange={set("availableToday")}
          // With an agenda published here, the flag comes from today's free slots.
          disabled={provider.onlineBooking}
          hint={provider.onlineBooking ? AVAILABLE_TODAY_FROM_AGENDA : undefined}
        />
        {provider.onlineBooking ? (
          // A greyed-out box is not sent with the form: the value it shows is.
          <input type="hidden" name="availableToday" value={draft.availableToday ? "on" : ""} />
        ) : null}
        <CheckboxField
          label="Ofrezco teleconsulta"
          name="telemedicine"
          checked={draft.telemedicine}
          onChange={set("telemedicine")}
        />
      </fieldset>
      <InsurersField
        selected={draft.insuranceNetworks}
        onChange={set("insuranceNetworks")}
        error={errors.insuranceNetworks}
      />
      <SaveButton saving={saving}>Guardar perfil</SaveButton>
    </form>
  );
}
