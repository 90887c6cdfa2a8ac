/**
 * Mexico's clocks. Since the Ley de los Husos Horarios (in force 30 October 2022) only the
 * municipalities on the northern border keep daylight saving, on the United States' dates;
 * the rest of the country stays on standard time all year. The IANA database carries that
 * history: each zone below is one set of rules, and the offsets come from the runtime's
 * time-zone data (a test checks that data gives Mexico City -06:00 in July).
 */
export const MEXICO_TIME_ZONES = [
  "America/Mexico_City",
  "America/Cancun",
  "America/Merida",
  "America/Monterrey",
  "America/Matamoros",
  "America/Chihuahua",
  "America/Ciudad_Juarez",
  "America/Ojinaga",
  "America/Hermosillo",
  "America/Mazatlan",
  "America/Bahia_Banderas",
  "America/Tijuana",
] as const;
export type MexicoTimeZone = (typeof MEXICO_TIME_ZONES)[number];

/** The zone the directory speaks in when nothing more precise is known: central Mexico. */
export const DEFAULT_TIME_ZONE = "America/Mexico_City" satisfies MexicoTimeZone;

export function isMexicoTimeZone(value: string): value is MexicoTimeZone {
  return (MEXICO_TIME_ZONES as readonly string[]).includes(value);
}

/** "hora de Tijuana": how a person in Mexico names a zone's clock (the IANA name otherwise). */
export function zoneName(timeZone: string): string {
  return isMexicoTimeZone(timeZone) ? TIME_ZONE_LABELS[timeZone] : timeZone;
}

/** How a person in Mexico names each zone's clock, for "17:30 (hora de Tijuana)". */
export const TIME_ZONE_LABELS: Record<MexicoTimeZone, string> = {
  "America/Mexico_City": "hora del centro",
  "America/Cancun": "hora de Quintana Roo",
  "America/Merida": "hora del centro (Yucatán)",
  "America/Monterrey": "hora del centro (Nuevo León)",
  "America/Matamoros": "hora de la frontera de Tamaulipas",
  "America/Chihuahua": "hora de Chihuahua",
  "America/Ciudad_Juarez": "hora de Ciudad Juárez",
  "America/Ojinaga": "hora de Ojinaga",
  "America/Hermosillo": "hora de Sonora",
  "America/Mazatlan": "hora del Pacífico",
  "America/Bahia_Banderas": "hora del centro (Bahía de Banderas)",
  "America/Tijuana": "hora de Tijuana",
};
