import { describe, expect, it } from "vitest";
import { zoneName } from "../../common/time/zones.ts";
import { visitWhen, visitWhenShort } from "./visit-time.ts";

describe("visit times in messages", () => {
  it("writes the office's wall clock and names its zone", () => {
    // 18:00 UTC on 2 November 2026: Tijuana is back on standard time (UTC-8), the centre is UTC-6.
    const instant = new Date("2026-11-02T18:00:00Z");
    expect(visitWhen(instant, "America/Tijuana")).toBe(
      "lunes 2 de noviembre de 2026, 10:00 (hora de Tijuana)",
    );
    expect(visitWhen(instant, "America/Mexico_City")).toBe(
      "lunes 2 de noviembre de 2026, 12:00 (hora del centro)",
    );
    expect(visitWhen(instant, "America/Cancun")).toBe(
      "lunes 2 de noviembre de 2026, 13:00 (hora de Quintana Roo)",
    );
  });

  it("follows the northern border's daylight saving and nobody else's", () => {
    const july = new Date("2026-07-01T17:30:00Z");
    expect(visitWhen(july, "America/Tijuana")).toBe(
      "miércoles 1 de julio de 2026, 10:30 (hora de Tijuana)",
    );
    expect(visitWhen(july, "America/Hermosillo")).toBe(
      "miércoles 1 de julio de 2026, 10:30 (hora de Sonora)",
    );
    expect(visitWhen(july, "America/Mexico_City")).toBe(
      "miércoles 1 de julio de 2026, 11:30 (hora del centro)",
    );
  });

  it("has a short form for text messages and names an unknown zone as it is", () => {
    expect(visitWhenShort(new Date("2026-11-02T18:00:00Z"), "America/Tijuana")).toBe(
      "lun 2 nov, 10:00 hora de Tijuana",
    );
    expect(zoneName("Europe/Madrid")).toBe("Europe/Madrid");
  });
});
