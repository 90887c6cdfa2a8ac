import { useState } from "react";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { SaveButton, TextField } from "../../../components/forms/panel-fields.tsx";
import { useProviderSave } from "../use-provider-save.ts";

const NETWORKS = [
  { key: "website", label: "Sitio web", placeholder: "https://www.tuconsultorio.mx" },
  { key: "facebook", label: "Facebook", placeholder: "https://www.facebook.com/tu-pagina" },
  { key: "instagram", label: "Instagram", placeholder: "https://www.instagram.com/tu-cuenta" },
  { key: "twitter", label: "X (Twitter)", placeholder: "https://x.com/tu-cuenta" },
  { key: "linkedin", label: "LinkedIn", placeholder: "https://www.linkedin.com/in/tu-perfil" },
] as const;
type Network = (typeof NETWORKS)[number]["key"];

const draftOf = (provider: OwnProvider): Record<Network, string> => ({
  website: provider.socialLinks.website ?? "",
  facebook: provider.socialLinks.facebook ?? "",
  instagram: provider.socialLinks.instagram ?? "",
  twitter: provider.socialLinks.twitter ?? "",
  linkedin: provider.socialLinks.linkedin ?? "",
});

/** 'Redes': full web addresses; an empty field removes that link from the profile. */
export function SocialTab({
  provider,
  onSaved,
}: {
  provider: OwnProvider;
  onSaved: (provider: OwnProvider) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(provider));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, save } = useProviderSave(provider.id, onSaved);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = await save({ socialLinks: draft });
    if (outcome.ok) {
      setErrors({});
      setDraft(draftOf(outcome.provider));
    } else {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Redes" className="space-y-5">
      <p className="text-gray-700">
        Escribe la dirección completa de cada perfil (empieza con https://). Deja vacío lo que no
        quieras mostrar.
      </p>
      <fieldset disabled={saving} className="grid gap-5 md:grid-cols-2">
        {NETWORKS.map((network) => (
          <TextField
            key={network.key}
            label={network.label}
            type="url"
            inputMode="url"
            placeholder={network.placeholder}
            value={draft[network.key]}
            onChange={(value) => setDraft((current) => ({ ...current, [network.key]: value }))}
            error={errors[`socialLinks.${network.key}`]}
            maxLength={300}
          />
        ))}
      </fieldset>
      <SaveButton saving={saving}>Guardar redes sociales</SaveButton>
    </form>
  );
}
