import { useVisitorTimeZone, zoneDiffers } from "../../lib/booking-time.ts";
import { zoneName } from "../../../common/time/zones.ts";

/**
 * ", hora de Tijuana" after a time when the visitor's clock would read it differently. The
 * server (and a page whose scripts have not run) names the zone always: it cannot know where
 * the visitor is, and a named zone is never wrong.
 */
export function ZoneName({
  timeZone,
  at,
  prefix = ", ",
}: {
  timeZone: string;
  /** An instant shown in that zone: zones are compared by what their clocks read then. */
  at: string;
  prefix?: string;
}) {
  const visitorZone = useVisitorTimeZone();
  if (!zoneDiffers(timeZone, visitorZone, at)) return null;
  return (
    <>
      {prefix}
      {zoneName(timeZone)}
    </>
  );
}

/** One sentence above a list of times: in which clock they are written. */
export function ZoneNote({ timeZone, at }: { timeZone: string; at: string }) {
  const visitorZone = useVisitorTimeZone();
  if (!zoneDiffers(timeZone, visitorZone, at)) return null;
  return (
    <p className="mt-2 text-sm text-gray-700">
      Los horarios están en {zoneName(timeZone)}, la del consultorio
      {visitorZone === null ? "." : ": tu dispositivo marca otra hora."}
    </p>
  );
}
