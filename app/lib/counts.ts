/** "1 médico" / "1,234 médicos" in es-MX. */
export function doctorsLabel(count: number): string {
  return count === 1 ? "1 médico" : `${count.toLocaleString("es-MX")} médicos`;
}
