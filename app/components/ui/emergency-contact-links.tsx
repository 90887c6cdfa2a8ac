import { Phone } from "../icons/icons.tsx";

/** A number to call, as the warning-sign rules give it ("911", "800 911 2000"). */
export interface EmergencyContactLink {
  name: string;
  phone: string;
  /** Digits for the tel: link. */
  tel: string;
}

/** The numbers to call now, as large tel: buttons (Dr. Salud and the search's banner). */
export function EmergencyContactLinks({ contacts }: { contacts: readonly EmergencyContactLink[] }) {
  if (contacts.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {contacts.map((contact) => (
        <a
          key={contact.tel}
          href={`tel:${contact.tel}`}
          className="inline-flex h-10 items-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
        >
          <Phone aria-hidden="true" className="size-4" />
          {contact.name}: {contact.phone}
        </a>
      ))}
    </div>
  );
}
