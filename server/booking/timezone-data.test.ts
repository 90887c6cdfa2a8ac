import { IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import { CITIES } from "../../common/catalogs/cities.ts";
import { MEXICO_TIME_ZONES, isMexicoTimeZone } from "../../common/time/zones.ts";

/**
 * The build-time check of the runtime's time-zone data (ICU and its tzdata, bundled with
 * Node). Slots are only as right as that data: a runtime older than the Ley de los Husos
 * Horarios (in force 30 October 2022) would still move central Mexico's clocks in summer,
 * and one without America/Ciudad_Juarez (tzdata 2022g) would not know the zone at all.
 */

const OUTDATED = `The Node runtime's ICU/tzdata is outdated (tz ${process.versions.tz ?? "unknown"}, ICU ${process.versions.icu ?? "unknown"}): install a Node release whose time-zone data includes Mexico's 2022 changes (tzdata 2022g or later), or build Node with full, current ICU.`;

/** The offset the runtime gives a zone at an instant, as "-06:00". */
function offsetOf(zone: string, instant: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(new Date(instant))
    .find((p) => p.type === "timeZoneName")!.value;
  return part === "GMT" ? "+00:00" : part.replace("GMT", "");
}

describe("the runtime's time-zone data", () => {
  it.each([
    ["America/Mexico_City", "2026-07-15T12:00:00Z", "-06:00"],
    ["America/Mexico_City", "2026-01-15T12:00:00Z", "-06:00"],
    ["America/Tijuana", "2026-07-15T12:00:00Z", "-07:00"],
    ["America/Tijuana", "2026-01-15T12:00:00Z", "-08:00"],
    ["America/Ciudad_Juarez", "2026-07-15T12:00:00Z", "-06:00"],
    ["America/Ciudad_Juarez", "2026-01-15T12:00:00Z", "-07:00"],
    ["America/Chihuahua", "2026-07-15T12:00:00Z", "-06:00"],
    ["America/Hermosillo", "2026-07-15T12:00:00Z", "-07:00"],
    ["America/Cancun", "2026-07-15T12:00:00Z", "-05:00"],
    ["America/Cancun", "2026-01-15T12:00:00Z", "-05:00"],
  ])("gives %s %s at %s", (zone, instant, offset) => {
    expect(offsetOf(zone, instant), OUTDATED).toBe(offset);
  });

  it("knows each of Mexico's twelve zones, through Intl and through Luxon", () => {
    expect(MEXICO_TIME_ZONES).toHaveLength(12);
    for (const zone of MEXICO_TIME_ZONES) {
      expect(() => offsetOf(zone, "2026-07-15T12:00:00Z"), `${zone}: ${OUTDATED}`).not.toThrow();
      expect(IANAZone.isValidZone(zone), `${zone}: ${OUTDATED}`).toBe(true);
    }
  });

  it("gives every city of the catalogue one of those zones", () => {
    const without = CITIES.filter((city) => !isMexicoTimeZone(city.timeZone));
    expect(without.map((city) => city.slug)).toEqual([]);
    // The border and the Caribbean are not central time.
    const zoneOf = (slug: string) => CITIES.find((city) => city.slug === slug)?.timeZone;
    expect(zoneOf("tijuana")).toBe("America/Tijuana");
    expect(zoneOf("ciudad-juarez")).toBe("America/Ciudad_Juarez");
    expect(zoneOf("cancun")).toBe("America/Cancun");
  });
});
