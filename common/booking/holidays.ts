import Holidays from "date-holidays";

/**
 * Mexico's official rest days (Ley Federal del Trabajo, art. 74) for the 'Agenda' tab to
 * suggest as exceptions, from the date-holidays library's Mexican rules: only its 'public'
 * days, since the bank and religious days it also lists are not rest days by law.
 */
export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  /** Spanish, as the library names it ("Día de la Independencia"). */
  name: string;
}

/**
 * Art. 74 VII: the day the federal executive changes hands, every six years. The 2014
 * constitutional reform moved the presidential term's start from 1 December to 1 October
 * from 2024 on; the library still places the day on 1 December, so from that year it moves.
 */
const TRANSMISSION_ON_OCTOBER_FROM = 2024;
const TRANSMISSION = "Transmisión del Poder Ejecutivo Federal";

let calendar: Holidays | undefined;

export function mexicanHolidays(year: number): Holiday[] {
  calendar ??= new Holidays("MX");
  return calendar
    .getHolidays(year, "es")
    .filter((holiday) => holiday.type === "public")
    .map((holiday) => {
      const date = holiday.date.slice(0, 10);
      const moved =
        holiday.name === TRANSMISSION && year >= TRANSMISSION_ON_OCTOBER_FROM
          ? `${year}-10-01`
          : date;
      return { date: moved, name: holiday.name };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The rest days from `from` to `to` (YYYY-MM-DD, inclusive), in date order. */
export function mexicanHolidaysBetween(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const found: Holiday[] = [];
  for (let year = first; year <= last; year++)
    found.push(...mexicanHolidays(year).filter((h) => from <= h.date && h.date <= to));
  return found;
}
