import { describe, expect, it } from "vitest";
import { createAgendaPlanner, exceptionsOf, type AgendaPlan } from "./agendas.ts";
import { createFaker, createProviderGenerator, DEFAULT_SEED } from "./generate.ts";

function plan(listings: number) {
  const generate = createProviderGenerator(createFaker(DEFAULT_SEED));
  const planAgenda = createAgendaPlanner(createFaker(DEFAULT_SEED + 34));
  return Array.from({ length: listings }, (_, i) => {
    const generated = generate(i);
    return { generated, plan: planAgenda(generated, { demoDoctor: false }) };
  });
}

describe("the demo agendas' plan", () => {
  const planned = plan(3_000);
  const agendas = planned.flatMap(({ plan }) => (plan ? [plan] : []));

  it("is the same every time for the same seed", () => {
    expect(plan(300)).toEqual(plan(300));
  });

  it("publishes agendas for at least a tenth of all listings, only verified and approved", () => {
    expect(agendas.filter((agenda) => agenda.published).length).toBeGreaterThanOrEqual(300);
    for (const { generated, plan: agenda } of planned) {
      expect(generated.row.onlineBooking).toBe(agenda?.published ?? false);
      if (agenda) {
        expect(generated.row.licenseVerified).toBe(true);
        expect(generated.row.approvalStatus).toBe("approved");
      }
    }
  });

  it("puts offices in their own zones, Tijuana, Cancún and Hermosillo among them", () => {
    const zones = new Set(agendas.flatMap((agenda) => agenda.offices.map((o) => o.timeZone)));
    expect([...zones]).toEqual(
      expect.arrayContaining(["America/Tijuana", "America/Cancun", "America/Hermosillo"]),
    );
    // A Hermosillo office is also one of the listing's public offices.
    const inSonora = planned.find(({ plan: agenda }) =>
      agenda?.offices.some((office) => office.timeZone === "America/Hermosillo"),
    )!;
    expect(JSON.stringify(inSonora.generated.row.locations)).toContain("Hermosillo, Sonora");
  });

  it("never has one doctor in two of its offices at once", () => {
    // Hermosillo runs an hour ahead of Baja California in winter and with it in summer.
    for (const sonoraAhead of [60, 0])
      for (const agenda of agendas) {
        const byDay = new Map<number, [number, number][]>();
        for (const office of agenda.offices)
          for (const [weekday, start, end] of office.hours) {
            const shift = office.timeZone === "America/Hermosillo" ? -sonoraAhead : 0;
            const day = byDay.get(weekday) ?? [];
            for (const [otherStart, otherEnd] of day)
              expect(start + shift < otherEnd && otherStart < end + shift).toBe(false);
            day.push([start + shift, end + shift]);
            byDay.set(weekday, day);
          }
      }
  });

  it("prices visit types from the listing's consultation, with a shorter follow-up", () => {
    const { generated, plan: agenda } = planned.find(({ plan: p }) => p !== null)!;
    const [first, followUp] = (agenda as AgendaPlan).visitTypes;
    expect(first).toMatchObject({ kind: "first", price: generated.row.price });
    expect(followUp!.kind).toBe("follow_up");
    expect(followUp!.price).toBeLessThan(first!.price);
  });

  it("dates vacations and holidays from the seed's day in the agenda's zone", () => {
    const agenda: AgendaPlan = { ...agendas[0]!, vacation: { inDays: 10, days: 7 } };
    const rows = exceptionsOf(
      1,
      { ...agenda, timeZone: "America/Tijuana" },
      new Date("2026-12-02T06:00:00Z"),
      () => [{ date: "2026-12-25", name: "Navidad" }],
    );
    // 22:00 on 1 December in Tijuana: the vacation starts ten days after the 1st.
    expect(rows[0]).toMatchObject({ startDate: "2026-12-11", endDate: "2026-12-17" });
    if (agenda.closesOnHolidays) expect(rows[1]).toMatchObject({ startDate: "2026-12-25" });
  });
});
