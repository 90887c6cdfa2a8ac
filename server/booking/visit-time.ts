import { isMexicoTimeZone, TIME_ZONE_LABELS } from "../../common/time/zones.ts";

/*
 * When a visit is, as messages say it: always in the office's zone (where the patient must be
 * on time) and with the zone named, since a message is read wherever the reader happens to be.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date, timeZone: string, style: "long" | "short") {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("es-MX", {
      timeZone,
      weekday: style,
      day: "numeric",
      month: style,
      ...(style === "long" ? { year: "numeric" } : {}),
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return parts as Record<Intl.DateTimeFormatPartTypes, string>;
}

/** "hora de Tijuana": how a person in Mexico names the zone's clock. */
export function zoneName(timeZone: string): string {
  return isMexicoTimeZone(timeZone) ? TIME_ZONE_LABELS[timeZone] : timeZone;
}

/** "lunes 2 de noviembre de 2026, 10:00 (hora de Tijuana)". */
export function visitWhen(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, "long");
  return `${p.weekday} ${p.day} de ${p.month} de ${p.year}, ${p.hour}:${p.minute} (${zoneName(timeZone)})`;
}

/** "lun 2 nov, 10:00 hora de Tijuana": the same, short enough for a text message. */
export function visitWhenShort(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, "short");
  const clean = (word: string) => word.replace(/\.$/, "");
  return `${clean(p.weekday)} ${p.day} ${clean(p.month)}, ${p.hour}:${p.minute} ${zoneName(timeZone)}`;
}
