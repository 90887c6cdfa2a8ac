/**
 * Spec public-side 5: years of practice are the current year minus the licence's registration
 * year, falling back to the experience field; the badge shows only above 0 ('N+').
 */
export function yearsOfPractice(
  registrationYear: number | null | undefined,
  experience: number | null | undefined,
  currentYear: number = new Date().getFullYear(),
): number | null {
  if (registrationYear && registrationYear > 1900 && registrationYear <= currentYear) {
    const years = currentYear - registrationYear;
    return years > 0 ? years : null;
  }
  return experience && experience > 0 ? experience : null;
}
