import type { AgendaTabData } from "../agenda-tab.tsx";
import { DEFAULT_TIME_ZONE } from "../../../../../common/time/zones.ts";

/** The tab's data for a listing with no agenda yet (what the agenda service answers then). */
export function emptyAgenda(overrides: Partial<AgendaTabData["agenda"]> = {}): AgendaTabData {
  return {
    agenda: {
      canPublish: true,
      published: false,
      timeZone: DEFAULT_TIME_ZONE,
      gapMinutes: 0,
      minNoticeMinutes: 120,
      horizonDays: 60,
      cancellationWindowHours: 24,
      offices: [],
      visitTypes: [],
      hours: [],
      exceptions: [],
      hasFeed: false,
      importableOffices: 0,
      suggestedHolidays: [],
      ...overrides,
    },
    calendar: { timeZone: DEFAULT_TIME_ZONE, appointments: [], blocks: [] },
    view: { mode: "semana", date: "2026-03-11", from: "2026-03-09", days: 7, today: "2026-03-11" },
    now: "2026-03-11T18:00:00.000Z",
  };
}
