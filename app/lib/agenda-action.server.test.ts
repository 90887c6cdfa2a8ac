import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "../../common/booking/messages.ts";
import { AppError, forbidden } from "../../common/errors.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import { agendaAction, hoursOfForm, instantIn } from "./agenda-action.server.ts";
import { clockOf, endMinutesOf, minutesOf } from "./agenda-form.ts";

const doctor: SessionUser = {
  id: "d1",
  firstName: "Elena",
  lastName: "Ruiz",
  email: "elena@example.com",
  emailVerified: true,
  isProvider: true,
  userType: "doctor",
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The services' calls, recorded; each answers what the real one would need to. */
function fakeServices(
  overrides: Record<string, (...args: unknown[]) => unknown> = {},
  exhausted: string[] = [],
) {
  const calls: [string, ...unknown[]][] = [];
  const spent: [string, string][] = [];
  const record =
    (name: string, answer: unknown = {}) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args.slice(1)]);
      return overrides[name] ? overrides[name](...args) : answer;
    };
  const services = {
    agenda: {
      getAgenda: record("getAgenda", { timeZone: "America/Tijuana" }),
      replaceHours: record("replaceHours"),
      addBlock: record("addBlock"),
      updateSettings: record("updateSettings"),
      publish: record("publish"),
      createFeed: record("createFeed", { url: "https://example.com/api/calendar/t.ics" }),
    },
    booking: { markAttendance: record("markAttendance"), cancelByDoctor: record("cancelByDoctor") },
    rateLimits: {
      limiter: {
        consume: async (rule: string, key: string) => {
          spent.push([rule, key]);
          if (exhausted.includes(rule))
            throw new AppError("too_many_requests", "Demasiadas solicitudes.");
          return {};
        },
      },
    },
  };
  return { services: services as never, calls, spent };
}

describe("the agenda forms' clock", () => {
  it("reads times of day, and '00:00' after a start as the end of the day", () => {
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("24:00")).toBeNull();
    expect(minutesOf("9:30")).toBeNull();
    expect(endMinutesOf("00:00", 1200)).toBe(1440);
    expect(endMinutesOf("00:00", 0)).toBe(0);
    expect(clockOf(1440)).toBe("00:00");
    expect(clockOf(570)).toBe("09:30");
  });

  it("collects a week's rows, skipping empty ones", () => {
    const hours = hoursOfForm(
      form({
        "h-1-0-start": "09:00",
        "h-1-0-end": "14:00",
        "h-1-1-start": "",
        "h-1-1-end": "",
        "h-6-0-start": "16:00",
        "h-6-0-end": "00:00",
        "h-6-1-start": "nueve",
        "h-6-1-end": "10:00",
      }),
    );
    expect(hours).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 840 },
      { weekday: 6, startMinute: 960, endMinute: 1440 },
      { weekday: 6, startMinute: null, endMinute: 600 },
    ]);
  });

  it("turns a wall-clock time in the agenda's zone into its instant, across a change of time", () => {
    // Tijuana: UTC-8 until 2026-03-08 02:00, UTC-7 after.
    expect(instantIn("America/Tijuana", "2026-03-07", "13:00")).toBe("2026-03-07T21:00:00.000Z");
    expect(instantIn("America/Tijuana", "2026-03-09", "13:00")).toBe("2026-03-09T20:00:00.000Z");
    expect(instantIn("America/Tijuana", "2026-03-09", "")).toBeNull();
  });
});

describe("the agenda forms' action", () => {
  it("spends the per-user limit of the API route each form stands for, before doing anything", async () => {
    const { services, calls, spent } = fakeServices({}, ["agenda"]);
    const refused = await agendaAction(services, doctor, "agenda-publish", form({}));
    expect(refused.status).toBe(429);
    expect(refused.outcome).toMatchObject({ error: "Demasiadas solicitudes." });
    expect(calls).toEqual([]);
    await agendaAction(
      services,
      doctor,
      "agenda-cancel",
      form({ target: "7", message: "Lo siento" }),
    );
    await agendaAction(
      services,
      doctor,
      "agenda-attendance",
      form({ target: "7", status: "attended" }),
    );
    expect(spent).toEqual([
      ["agenda", "d1"],
      ["booking", "d1"],
      ["booking", "d1"],
    ]);
  });

  it("saves an office's week with the shared schema, and refuses overlaps in Spanish", async () => {
    const { services, calls } = fakeServices();
    const saved = await agendaAction(
      services,
      doctor,
      "agenda-hours",
      form({ target: "4", "h-2-0-start": "09:00", "h-2-0-end": "13:00" }),
    );
    expect(saved).toEqual({
      outcome: { intent: "agenda-hours", target: 4, done: "Horario guardado." },
      status: 200,
    });
    expect(calls).toEqual([
      ["replaceHours", 4, { hours: [{ weekday: 2, startMinute: 540, endMinute: 780 }] }],
    ]);

    const overlap = await agendaAction(
      services,
      doctor,
      "agenda-hours",
      form({
        target: "4",
        "h-2-0-start": "09:00",
        "h-2-0-end": "13:00",
        "h-2-1-start": "12:00",
        "h-2-1-end": "15:00",
      }),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.outcome).toMatchObject({
      error: BOOKING_MESSAGES.hoursOverlap,
      field: "hours",
      values: { "h-2-1-start": "12:00" },
    });
    expect(calls).toHaveLength(1);
  });

  it("blocks time given in the agenda's zone, and passes the service's refusals on", async () => {
    const { services, calls } = fakeServices({
      publish: () => {
        throw forbidden(BOOKING_MESSAGES.agendaNeedsVerifiedLicense);
      },
    });
    await agendaAction(
      services,
      doctor,
      "agenda-block-add",
      form({ date: "2026-03-09", from: "13:00", to: "14:30", note: "Junta" }),
    );
    expect(calls.at(-1)).toEqual([
      "addBlock",
      {
        start: new Date("2026-03-09T20:00:00.000Z"),
        end: new Date("2026-03-09T21:30:00.000Z"),
        note: "Junta",
      },
    ]);
    const refused = await agendaAction(services, doctor, "agenda-publish", form({}));
    expect(refused).toMatchObject({
      status: 403,
      outcome: { error: BOOKING_MESSAGES.agendaNeedsVerifiedLicense },
    });
  });

  it("asks the notice in hours, marks attendance and shows a new feed's address", async () => {
    const { services, calls } = fakeServices();
    await agendaAction(
      services,
      doctor,
      "agenda-settings",
      form({
        gapMinutes: "10",
        minNoticeHours: "3",
        horizonDays: "30",
        cancellationWindowHours: "12",
        timeZone: "America/Tijuana",
      }),
    );
    expect(calls.at(-1)).toEqual([
      "updateSettings",
      {
        gapMinutes: 10,
        minNoticeMinutes: 180,
        horizonDays: 30,
        cancellationWindowHours: 12,
        timeZone: "America/Tijuana",
      },
    ]);
    await agendaAction(
      services,
      doctor,
      "agenda-attendance",
      form({ target: "31", status: "no_show" }),
    );
    expect(calls.at(-1)).toEqual(["markAttendance", 31, { status: "no_show" }]);
    const feed = await agendaAction(services, doctor, "agenda-feed-create", form({}));
    expect(feed.outcome.feedUrl).toBe("https://example.com/api/calendar/t.ics");
  });
});
