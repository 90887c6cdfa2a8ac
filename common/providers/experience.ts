/**
 * Years of experience, one way everywhere (result cards, the profile, share texts, the API):
 * the number stored on the listing, which the doctor edits in the dashboard. Shown only
 * above 0, as a whole number, never as "N+".
 */
export function experienceYears(stored: number | null | undefined): number | null {
  return typeof stored === "number" && Number.isFinite(stored) && stored > 0
    ? Math.floor(stored)
    : null;
}

/** "1 año de experiencia", "15 años de experiencia", or null. */
export function experienceLabel(stored: number | null | undefined): string | null {
  const years = experienceYears(stored);
  if (years === null) return null;
  return `${years} ${years === 1 ? "año" : "años"} de experiencia`;
}
