import { parseWholeNumber } from "../../../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import type { ProfileOutcome } from "../../../lib/profile-form.ts";
import { TextField } from "../../../components/forms/panel-fields.tsx";
import { ListEditor } from "../list-editor.tsx";
import { FIELD_IDS } from "../onboarding/checklist-items.ts";

interface ServiceDraft {
  name: string;
  price: string;
  description: string;
}

/** 'Servicios': what the doctor offers and its price in whole pesos (MXN). */
export function ServicesTab({
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
    <ListEditor<ServiceDraft>
      provider={provider}
      onSaved={onSaved}
      outcome={outcome}
      intent="services-save"
      label="Servicios"
      fromTyped={(row) => ({
        name: row.name ?? "",
        price: row.price ?? "",
        description: row.description ?? "",
      })}
      read={(p) =>
        p.servicesWithPricing.map((s) => ({
          name: s.name,
          price: String(s.price),
          description: s.description ?? "",
        }))
      }
      blank={() => ({ name: "", price: "", description: "" })}
      toChanges={(items) => ({
        servicesWithPricing: items.map((item) => ({
          name: item.name,
          price: parseWholeNumber(item.price),
          description: item.description,
        })),
      })}
      itemLegend={(index) => `Servicio ${index + 1}`}
      addLabel="Agregar servicio"
      addId={FIELD_IDS.services}
      saveLabel="Guardar servicios"
      emptyText="Aún no tienes servicios. Agrega al menos uno para poder guardar."
      renderRow={({ value, onChange, errorOf, nameOf, autoFocusRef }) => (
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <TextField
            ref={autoFocusRef}
            label="Nombre del servicio"
            value={value.name}
            onChange={(name) => onChange({ ...value, name })}
            error={errorOf("name")}
            name={nameOf("name")}
            maxLength={120}
          />
          <TextField
            label="Precio (MXN)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value.price}
            onChange={(price) => onChange({ ...value, price })}
            error={errorOf("price")}
            name={nameOf("price")}
          />
          <TextField
            label="Descripción (opcional)"
            value={value.description}
            onChange={(description) => onChange({ ...value, description })}
            error={errorOf("description")}
            name={nameOf("description")}
            maxLength={300}
            className="md:col-span-2"
          />
        </div>
      )}
    />
  );
}
