// Sections of bench/report.md that other commands write (`--search-only`, `bench:processes`,
// the 500,000-listing comparison): a full `npm run bench` that does not measure them keeps
// them as they were instead of dropping them.

/** The section whose heading starts with `heading` ("## …"), up to the next "## ", or null. */
export function sectionOf(report: string, heading: string): string[] | null {
  const lines = report.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start === -1) return null;
  const next = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  const section = lines.slice(start, next === -1 ? lines.length : next);
  while (section.length > 0 && section.at(-1)!.trim() === "") section.pop();
  return [...section, ""];
}

/** `npm run bench -- --search-only` (scripts/bench/search.ts). */
export const SEARCH_SECTION =
  "## Búsqueda: comprensión de la consulta y órdenes por omisión (issue #17)";
/** `npm run bench:processes` (scripts/bench/processes.ts). */
export const PROCESSES_SECTION = "## Varios procesos detrás de nginx (issue #19, punto 3)";
/** The PGlite / PostgreSQL comparison's heading up to its sizes; kept when a run skips it. */
export const SCALE_SECTION = "## Coste de las consultas según el tamaño";

/** Measured by hand with two servers (docs/booking.md, "Search"); kept as written. */
export const CARD_SLOTS_SECTION = "## Próxima cita en las tarjetas de resultados (issue #34)";

/** `npm run bench -- --booking-only` (scripts/bench/booking.ts). */
export const BOOKING_SECTION = "## Cita en línea (issue #34)";

/** Headings of the sections a full run does not write itself. */
export const SECTIONS_WRITTEN_ELSEWHERE = [
  SEARCH_SECTION,
  PROCESSES_SECTION,
  BOOKING_SECTION,
  CARD_SLOTS_SECTION,
];
