/**
 * The numbers Dr. Salud gives, in one table. Only national lines whose number we are sure of:
 * 911 (emergencies, nationwide) and the Línea de la Vida (Secretaría de Salud / CONASAMA:
 * suicide, crisis, addictions; free, confidential, 24 hours). Local lines such as Línea SOS
 * Mujeres *765 (Ciudad de México only) are named in docs/assistant.md, not given in answers
 * that may be read anywhere in the country.
 */
export interface EmergencyContact {
  name: string;
  /** As written in Mexico: "911", "800 911 2000". */
  phone: string;
  /** Digits for a tel: link. */
  tel: string;
}

export const CONTACTS = {
  emergencies: { name: "Emergencias", phone: "911", tel: "911" },
  lifeLine: { name: "Línea de la Vida", phone: "800 911 2000", tel: "8009112000" },
} as const satisfies Record<string, EmergencyContact>;

export type ContactId = keyof typeof CONTACTS;
