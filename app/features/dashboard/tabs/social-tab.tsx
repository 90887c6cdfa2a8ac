import { useState } from "react";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { SaveButton, TextField } from "../../../components/forms/panel-fields.tsx";
import { typedValue, type ProfileOutcome } from "../../../lib/profile-form.ts";
import { outcomeErrors, ProfileFormTarget, SaveOutcomeNotice } from "../save-outcome.tsx";
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
  outcome = null,
}: {
  provider: OwnProvider;
  onSaved: (provider: OwnProvider) => void;
  /** The dashboard action's answer to this form sent before the scripts ran. */
  outcome?: ProfileOutcome | null;
}) {
  const [draft, setDraft] = useState(() => {
    const typed = outcome?.values;
    if (!typed) return draftOf(provider);
    return Object.fromEntries(NETWORKS.map(({ key }) => [key, typedValue(typed, key)])) as Record<
      Network,
      string
    >;
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => outcomeErrors(outcome));
  const [notice, setNotice] = useState(outcome);
  const { saving, save } = useProviderSave(provider.id, onSaved);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The scripts' save answers with a toast: the earlier answer of the action goes.
    setNotice(null);
    const outcome = await save({ socialLinks: draft });
    if (outcome.ok) {
      setErrors({});
      setDraft(draftOf(outcome.provider));
    } else {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Redes" className="space-y-5">
      <ProfileFormTarget intent="social-save" providerId={provider.id} />
      <SaveOutcomeNotice outcome={notice} />
      <p className="text-gray-700">
        Escribe la dirección completa de cada perfil (empieza con https://). Deja vacío lo que no
        quieras mostrar.
      </p>
      <fieldset disabled={saving} className="grid gap-5 md:grid-cols-2">
        {NETWORKS.map((network) => (
          <TextField
            key={network.key}
            label={network.label}
            name={network.key}
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
