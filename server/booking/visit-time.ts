import { partsIn } from "../../common/time/format.ts";
import { zoneName } from "../../common/time/zones.ts";

/*
 * When a visit is, as messages say it: always in the office's zone (where the patient must be
 * on time) and with the zone named, since a message is read wherever the reader happens to be.
 */

function partsOf(instant: Date, timeZone: string, style: "long" | "short") {
  return partsIn(instant, timeZone, {
    weekday: style,
    day: "numeric",
    month: style,
    ...(style === "long" ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
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
