// Built once: Intl formatters are costly to construct and this one runs for every card.
// minimumFractionDigits is explicit because older engines throw a RangeError when only
// maximumFractionDigits is lowered below the currency's default of 2.
const MXN_FORMATTER = new Intl.NumberFormat("es-MX", {
  style: "currency",
  currency: "MXN",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole-peso price with the currency spelled out, e.g. 1200 -> "$1,200 MXN". */
export function formatMxn(amount: number): string {
  // The " MXN" suffix disambiguates "$" for visitors used to US dollars.
  return `${MXN_FORMATTER.format(amount)} MXN`;
}

// Fixed time zone: the server and the browser must print the same day (hydration).
const LONG_DATE_PARTS = new Intl.DateTimeFormat("es-MX", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: "America/Mexico_City",
});

/** Spec 'dd MMMM yyyy' in Spanish: "05 marzo 2025". */
export function formatLongDate(value: string | Date): string {
  const parts = LONG_DATE_PARTS.formatToParts(typeof value === "string" ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

const DAY_FORMATTER = new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" });

/** A calendar day (yyyy-mm-dd) in es-MX, the same wherever it is rendered: "20 de mayo de 2025". */
export function formatCalendarDay(isoDay: string): string {
  return DAY_FORMATTER.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}
