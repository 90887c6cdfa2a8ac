import type { OwnProvider } from "../../../../common/doctors/types.ts";
import type { ProfileOutcome } from "../../../lib/profile-form.ts";
import { TextField } from "../../../components/forms/panel-fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { FIELD_IDS } from "../onboarding/checklist-items.ts";

interface OfficeDraft {
  name: string;
  address: string;
  phone: string;
  hours: string;
}

/** 'Ubicaciones': the offices where the doctor sees patients. */
export function OfficesTab({
  provider,
  onSaved,
  outcome = null,
}: {
  provider: OwnProvider;
  onSaved: (provider: OwnProvider) => void;
  /** The dashboard action's answer to this form sent before the scripts ran. */
  outcome?: ProfileOutcome | null;
}) {
  return (
    <ListEditor<OfficeDraft>
      provider={provider}
      onSaved={onSaved}
      outcome={outcome}
      intent="offices-save"
      label="Ubicaciones"
      fromTyped={(row) => ({
        name: row.name ?? "",
        address: row.address ?? "",
        phone: row.phone ?? "",
        hours: row.hours ?? "",
      })}
      read={(p) =>
        p.locations.map((o) => ({
          name: o.name,
          address: o.address,
          phone: o.phone ?? "",
          hours: o.hours ?? "",
        }))
      }
      blank={() => ({ name: "", address: "", phone: "", hours: "" })}
      toChanges={(items) => ({ locations: items })}
      itemLegend={(index) => `Consultorio ${index + 1}`}
      addLabel="Agregar consultorio"
      addId={FIELD_IDS.offices}
      saveLabel="Guardar ubicaciones"
      emptyText="Aún no tienes consultorios. Agrega al menos uno para poder guardar."
      renderRow={({ value, onChange, errorOf, nameOf, autoFocusRef }) => (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            ref={autoFocusRef}
            label="Nombre del consultorio"
            value={value.name}
            onChange={(name) => onChange({ ...value, name })}
            error={errorOf("name")}
            name={nameOf("name")}
            maxLength={120}
          />
          <TextField
            label="Dirección"
            value={value.address}
            onChange={(address) => onChange({ ...value, address })}
            error={errorOf("address")}
            name={nameOf("address")}
            autoComplete="street-address"
            maxLength={300}
          />
          <TextField
            label="Teléfono (opcional)"
            type="tel"
            value={value.phone}
            onChange={(phone) => onChange({ ...value, phone })}
            error={errorOf("phone")}
            name={nameOf("phone")}
            maxLength={30}
          />
          <TextField
            label="Horario (opcional)"
            value={value.hours}
            onChange={(hours) => onChange({ ...value, hours })}
            error={errorOf("hours")}
            name={nameOf("hours")}
            placeholder="Lun - Vie: 9:00 AM - 6:00 PM"
            maxLength={120}
          />
        </div>
      )}
    />
  );
}
