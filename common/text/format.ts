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

// Dates and times: common/time/format.ts (one module for zones and es-MX date formatters).
