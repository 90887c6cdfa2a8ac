import type { PublicOffice, PublicProviderProfile } from "../../../common/providers/types.ts";
import { OfficeMap } from "./office-map.tsx";
import { Section } from "./profile-section.tsx";

/** The listed offices, or the listing's own address and position when it lists none. */
export function officesOf(provider: PublicProviderProfile): PublicOffice[] {
  if (provider.offices && provider.offices.length > 0) return provider.offices;
  if (!provider.location) return [];
  return [
    {
      name: "",
      address: provider.location,
      ...(provider.latitude !== null && provider.longitude !== null
        ? { latitude: provider.latitude, longitude: provider.longitude }
        : {}),
    },
  ];
}

/** Each office with its address, phone, hours, a map and a 'Cómo llegar' link. */
export function ProfileOffices({
  provider,
  tileUrl,
}: {
  provider: PublicProviderProfile;
  tileUrl: string;
}) {
  const offices = officesOf(provider);
  if (offices.length === 0) return null;
  return (
    <Section id="consultorios" title={offices.length === 1 ? "Consultorio" : "Consultorios"}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {offices.map((office, index) => {
          const label = office.name || `Consultorio ${index + 1}`;
          return (
            <li key={`${office.address}-${index}`} className="space-y-2 text-sm text-gray-700">
              <div>
                <p className="font-semibold text-gray-900">{label}</p>
                <p>{office.address}</p>
                {office.phone ? <p>Tel. {office.phone}</p> : null}
                {office.hours ? <p>{office.hours}</p> : null}
              </div>
              <OfficeMap office={office} label={label} tileUrl={tileUrl} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
