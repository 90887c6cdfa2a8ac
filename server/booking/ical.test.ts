import { describe, expect, it } from "vitest";
import { icalLines, icalValue } from "../../tests/support/ical.ts";
import { invitation, parameterSafe, type InvitationAppointment } from "./ical.ts";

const HOST = "medicos.example.mx";
const booked: InvitationAppointment = {
  id: 41,
  sequence: 0,
  status: "booked",
  startsAt: new Date("2026-11-02T16:00:00Z"),
  endsAt: new Date("2026-11-02T16:30:00Z"),
  modality: "in_person",
  doctorName: "Dra. Ana Ruiz",
  office: { name: "Consultorio Zona Río", address: "Paseo de los Héroes 10, Tijuana" },
};
const options = {
  method: "REQUEST" as const,
  organizer: { name: "MédicosVerificados", email: "citas@example.mx" },
  attendee: { name: "Juan Pérez", email: "juan@example.com" },
  host: HOST,
  stamp: new Date("2026-10-20T12:00:00Z"),
};

describe("invitation", () => {
  it("writes a REQUEST with the visit in UTC, its place and a UID made of the appointment's id", () => {
    const text = invitation(booked, options);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(icalValue(text, "METHOD")).toBe("REQUEST");
    expect(icalValue(text, "UID")).toBe(`cita-41@${HOST}`);
    expect(icalValue(text, "SEQUENCE")).toBe("0");
    expect(icalValue(text, "DTSTART")).toBe("20261102T160000Z");
    expect(icalValue(text, "DTEND")).toBe("20261102T163000Z");
    expect(icalValue(text, "SUMMARY")).toBe("Consulta con Dra. Ana Ruiz");
    expect(icalValue(text, "LOCATION")).toBe(
      "Consultorio Zona Río\\, Paseo de los Héroes 10\\, Tijuana",
    );
    expect(icalValue(text, "STATUS")).toBe("CONFIRMED");
    const attendee = icalLines(text).find((line) => line.name === "ATTENDEE")!;
    expect(attendee.value.toLowerCase()).toBe("mailto:juan@example.com");
    expect(attendee.params).toMatchObject({ CN: "Juan Pérez", RSVP: "FALSE" });
    expect(icalLines(text).find((line) => line.name === "ORGANIZER")!.value).toBe(
      "mailto:citas@example.mx",
    );
  });

  it("keeps the UID across a reschedule and a cancellation while SEQUENCE grows", () => {
    const first = invitation(booked, options);
    const moved = invitation(
      {
        ...booked,
        sequence: 1,
        startsAt: new Date("2026-11-03T17:00:00Z"),
        endsAt: new Date("2026-11-03T17:30:00Z"),
      },
      options,
    );
    const cancelled = invitation(
      { ...booked, sequence: 2, status: "cancelled" },
      { ...options, method: "CANCEL" },
    );
    const uids = [first, moved, cancelled].map((text) => icalValue(text, "UID"));
    expect(new Set(uids)).toEqual(new Set([`cita-41@${HOST}`]));
    const sequences = [first, moved, cancelled].map((text) => Number(icalValue(text, "SEQUENCE")));
    expect(sequences).toEqual([0, 1, 2]);
    expect(icalValue(moved, "DTSTART")).toBe("20261103T170000Z");
    expect(icalValue(cancelled, "METHOD")).toBe("CANCEL");
    expect(icalValue(cancelled, "STATUS")).toBe("CANCELLED");
  });

  it("says 'Videollamada' for a teleconsultation and never carries a description", () => {
    const text = invitation({ ...booked, modality: "online", office: null }, options);
    expect(icalValue(text, "LOCATION")).toBe("Videollamada");
    expect(icalValue(text, "DESCRIPTION")).toBeUndefined();
  });

  it("lets the doctor's copy name the patient and link to the doctor's agenda", () => {
    const text = invitation(booked, {
      ...options,
      summary: "Consulta con Juan Pérez",
      url: "https://medicos.example.mx/dashboard",
    });
    expect(icalValue(text, "SUMMARY")).toBe("Consulta con Juan Pérez");
    expect(icalValue(text, "URL")).toBe("https://medicos.example.mx/dashboard");
  });

  it("keeps quotes and line breaks of a person's name out of the CN parameter", () => {
    expect(parameterSafe('Juan "El Güero"\r\nPérez')).toBe("Juan 'El Güero' Pérez");
    const text = invitation(booked, {
      ...options,
      attendee: { name: 'Juan "El Güero"\nPérez', email: "juan@example.com" },
    });
    const attendee = icalLines(text).find((line) => line.name === "ATTENDEE")!;
    expect(attendee.params.CN).toBe("Juan 'El Güero' Pérez");
    expect(attendee.value.toLowerCase()).toBe("mailto:juan@example.com");
  });
});
