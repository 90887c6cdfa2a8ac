import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "../../../common/booking/messages.ts";
import { bookingViewerOf, findSlot, firstDayForSlot, parseBookingStep } from "./booking-step.ts";
import { bookingPath, myAppointmentsPath } from "../../lib/booking-links.ts";
import { parseSlotValue, slotValue } from "./slot-value.ts";

const patient = {
  id: "p1",
  emailVerified: true,
  isProvider: false,
  userType: "patient" as const,
};

describe("the booking page's addresses", () => {
  it("round-trips a step through its Spanish parameters", () => {
    const path = bookingPath("dra-ana", {
      visitType: 3,
      office: 7,
      from: "2026-03-09",
      start: "2026-03-09T16:00:00.000Z",
      reschedule: 12,
    });
    expect(path).toBe(
      "/agendar/dra-ana?reprogramar=12&tipo=3&consultorio=7&desde=2026-03-09&horario=2026-03-09T16%3A00%3A00.000Z",
    );
    expect(parseBookingStep(new URL(path, "http://x").searchParams)).toEqual({
      visitType: 3,
      office: 7,
      from: "2026-03-09",
      start: "2026-03-09T16:00:00.000Z",
      reschedule: 12,
    });
    expect(bookingPath("dra-ana")).toBe("/agendar/dra-ana");
  });

  it("drops values that do not parse instead of refusing the page", () => {
    const params = new URLSearchParams("tipo=x&consultorio=-1&desde=2026-13-45&horario=ayer");
    expect(parseBookingStep(params)).toEqual({
      visitType: null,
      office: null,
      from: null,
      start: null,
      reschedule: null,
    });
  });

  it("keeps each time with its office in one form value", () => {
    const slot = { officeId: 4, start: "2026-03-09T16:00:00.000Z" };
    expect(parseSlotValue(slotValue(slot))).toEqual(slot);
    expect(parseSlotValue("4")).toBeNull();
    expect(parseSlotValue("0@2026-03-09T16:00:00.000Z")).toBeNull();
    expect(parseSlotValue(null)).toBeNull();
  });

  it("says in 'Mis citas' what just happened", () => {
    expect(myAppointmentsPath({ booked: 5 })).toBe("/dashboard/paciente?agendada=5#mis-citas");
    expect(myAppointmentsPath()).toBe("/dashboard/paciente#mis-citas");
  });
});

describe("the confirm step", () => {
  it("asks availability from the slot's day on Tijuana's clock, never before today", () => {
    // 01:00 UTC on the 10th is still the 9th in Tijuana (and in every Mexican zone but Cancún).
    const now = new Date("2026-03-01T12:00:00Z");
    expect(firstDayForSlot("2026-03-10T01:00:00.000Z", now)).toBe("2026-03-09");
    expect(firstDayForSlot("2026-02-20T17:00:00.000Z", now)).toBe("2026-03-01");
  });

  it("finds the chosen slot by instant, visit type and office", () => {
    const availability = {
      days: [
        {
          date: "2026-03-09",
          slots: [
            {
              start: "2026-03-09T16:00:00.000Z",
              end: "2026-03-09T16:30:00.000Z",
              visitTypeId: 1,
              officeId: 2,
            },
            {
              start: "2026-03-09T16:00:00.000Z",
              end: "2026-03-09T17:00:00.000Z",
              visitTypeId: 9,
              officeId: 2,
            },
          ],
        },
      ],
    };
    // The same instant written with an offset is the same slot.
    expect(
      findSlot(availability, {
        start: "2026-03-09T10:00:00-06:00",
        visitTypeId: 9,
        officeId: null,
      }),
    ).toMatchObject({ visitTypeId: 9 });
    expect(
      findSlot(availability, { start: "2026-03-09T16:00:00.000Z", visitTypeId: 1, officeId: 3 }),
    ).toBeNull();
    expect(
      findSlot(availability, { start: "2026-03-09T16:30:00.000Z", visitTypeId: 1, officeId: null }),
    ).toBeNull();
  });

  it("offers the form to a verified patient and says why to everyone else", () => {
    expect(bookingViewerOf(patient, "owner", "/login?x")).toEqual({ state: "ready" });
    expect(bookingViewerOf(null, "owner", "/login?x")).toEqual({
      state: "anonymous",
      loginHref: "/login?x",
    });
    expect(bookingViewerOf({ ...patient, emailVerified: false }, "owner", "")).toEqual({
      state: "unverified",
      message: BOOKING_MESSAGES.emailNotVerified,
    });
    expect(bookingViewerOf({ ...patient, userType: "doctor", isProvider: true }, null, "")).toEqual(
      { state: "not-patient", message: BOOKING_MESSAGES.patientsOnly },
    );
    expect(bookingViewerOf({ ...patient, id: "owner" }, "owner", "")).toEqual({
      state: "own-listing",
      message: BOOKING_MESSAGES.ownListing,
    });
  });
});
