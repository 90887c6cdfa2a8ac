import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AvailabilityDto, PatientAppointmentDto } from "../../../common/booking/types.ts";
import { BookingForm, type BookingRefusal, type BookingViewer } from "./booking-form.tsx";
import { MyAppointmentsSection } from "./my-appointments.tsx";
import { NextSlotsStrip, profileBookingOf } from "../../components/booking/next-slots-strip.tsx";
import { SlotPicker } from "../../components/booking/slot-picker.tsx";

function render(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  // React's text separators would split the texts asserted below.
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />).replaceAll("<!-- -->", "");
}

const slot = (start: string, visitTypeId = 1, officeId = 10) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  visitTypeId,
  officeId,
});

const availability: AvailabilityDto = {
  timeZone: "America/Tijuana",
  visitTypes: [
    { id: 1, name: "Primera consulta", durationMinutes: 30, price: 700, modality: "in_person" },
  ],
  offices: [
    {
      id: 10,
      name: "Torre Médica",
      address: "Av. Revolución 1",
      modality: "in_person",
      timeZone: "America/Tijuana",
    },
  ],
  days: [
    {
      date: "2026-03-09",
      slots: [slot("2026-03-09T17:00:00.000Z"), slot("2026-03-09T17:30:00.000Z")],
    },
    { date: "2026-03-10", slots: [] },
    {
      date: "2026-03-11",
      slots: [slot("2026-03-11T16:00:00.000Z"), slot("2026-03-11T16:00:00.000Z", 2)],
    },
  ],
};

describe("the slot picker", () => {
  it("groups the times by day on the office's clock and names its zone before hydration", () => {
    const html = render(
      <SlotPicker
        availability={availability}
        today="2026-03-09"
        visitTypeId={1}
        officeId={null}
        hrefOf={(s) => `/confirmar?horario=${s.start}`}
        pages={{ previous: null, next: "/agendar/x?desde=2026-03-23" }}
      />,
    );
    expect(html).toContain("Hoy, lunes 9 de marzo");
    // A day without times is left out; another visit type's times too.
    expect(html).not.toContain("martes 10 de marzo");
    expect(html).toContain("Miércoles 11 de marzo");
    expect(html).toContain("1 horario");
    expect(html).toMatch(/href="\/confirmar\?horario=2026-03-09T17:00:00.000Z"[^>]*>10:00</);
    expect(html).toContain("Los horarios están en hora de Tijuana");
    expect(html).toContain("Fechas siguientes");
    expect(html).not.toContain("Fechas anteriores");
  });

  it("says so when the fortnight has no free time", () => {
    const html = render(
      <SlotPicker
        availability={{ ...availability, days: [{ date: "2026-03-09", slots: [] }] }}
        today="2026-03-09"
        visitTypeId={1}
        officeId={null}
        hrefOf={() => "/"}
        pages={{ previous: null, next: "/siguientes" }}
      />,
    );
    expect(html).toContain(
      "No hay horarios disponibles en estas fechas. Revisa las fechas siguientes.",
    );
  });

  it("gives the profile the next few times of the first visit type that has any", () => {
    const booking = profileBookingOf("dra-ana", availability, new Date("2026-03-09T15:00:00Z"));
    expect(booking.slots.map((s) => s.start)).toEqual([
      "2026-03-09T17:00:00.000Z",
      "2026-03-09T17:30:00.000Z",
      "2026-03-11T16:00:00.000Z",
    ]);
    const html = render(<NextSlotsStrip booking={booking} />);
    expect(html).toContain("Próximos horarios");
    expect(html).toMatch(/href="\/agendar\/dra-ana\?tipo=1&amp;consultorio=10&amp;horario=[^"]+"/);
    expect(html).toContain(">Hoy<");
    expect(html).toContain("mié 11 mar");
    expect(html).toContain('href="/agendar/dra-ana"');
  });
});

const chosen = {
  start: "2026-03-09T17:00:00.000Z",
  end: "2026-03-09T17:30:00.000Z",
  officeId: 10,
  visitType: { id: 1, name: "Primera consulta", durationMinutes: 30, price: 700 },
  modality: "in_person" as const,
  office: { name: "Torre Médica", address: "Av. Revolución 1", timeZone: "America/Tijuana" },
};

function confirm(viewer: BookingViewer, refusal: BookingRefusal | null = null) {
  return render(
    <BookingForm
      slot={chosen}
      providerId={5}
      providerName="Dra. Ana Ruiz"
      viewer={viewer}
      idempotencyKey="clave-de-prueba-123"
      refusal={refusal}
      rescheduleId={null}
      zoneOf={() => "America/Tijuana"}
      backHref="/agendar/dra-ana"
    />,
  );
}

describe("the confirm step", () => {
  it("is a POST form with the server's idempotency key, the slot and the reason", () => {
    const html = confirm({ state: "ready" });
    expect(html).toContain("lunes 9 de marzo de 2026, 10:00, hora de Tijuana");
    expect(html).toContain("Torre Médica · Av. Revolución 1");
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('name="idempotencyKey" value="clave-de-prueba-123"');
    expect(html).toContain('name="slot" value="10@2026-03-09T17:00:00.000Z"');
    expect(html).toContain("Motivo de la consulta");
    expect(html).toContain("Confirmar cita");
  });

  it("keeps what was typed and puts the Spanish error beside its field", () => {
    const html = confirm(
      { state: "ready" },
      { error: "Cuéntale al médico el motivo", field: "reason", reason: "ok", phone: "55 1234" },
    );
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>ok<\/textarea>/);
    expect(html).toContain("Cuéntale al médico el motivo");
    expect(html).toContain('value="55 1234"');
  });

  it("offers the next free times in the same form after a 409", () => {
    const html = confirm(
      { state: "ready" },
      {
        error: "Ese horario se acaba de ocupar.",
        field: "slot",
        reason: "Dolor de espalda",
        nextSlots: [slot("2026-03-09T18:00:00.000Z"), slot("2026-03-10T16:00:00.000Z")],
      },
    );
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/name="slot" checked="" value="10@2026-03-09T18:00:00.000Z"/);
    expect(html).toContain("martes 10 de marzo · ");
    expect(html).not.toContain('type="hidden" name="slot"');
    expect(html).toContain(">Dolor de espalda</textarea>");
  });

  it("sends anonymous visitors to log in and explains every other refusal", () => {
    const anonymous = confirm({ state: "anonymous", loginHref: "/login?returnUrl=%2Fagendar" });
    expect(anonymous).toContain('href="/login?returnUrl=%2Fagendar"');
    expect(anonymous).not.toContain("<form");
    const unverified = confirm({ state: "unverified", message: "Confirma tu correo." });
    expect(unverified).toContain("Confirma tu correo.");
    expect(unverified).toContain('href="/dashboard/paciente"');
  });
});

function appointment(overrides: Partial<PatientAppointmentDto> = {}): PatientAppointmentDto {
  return {
    id: 31,
    status: "booked",
    start: "2026-03-09T17:00:00.000Z",
    end: "2026-03-09T17:30:00.000Z",
    timeZone: "America/Mexico_City",
    visitTypeId: 3,
    visitTypeName: "Primera consulta",
    price: 700,
    modality: "in_person",
    reason: "Dolor de espalda",
    confirmed: false,
    provider: {
      id: 5,
      name: "Dra. Ana Ruiz",
      slug: "dra-ana",
      specialty: "Ortopedia",
      avatar: null,
    },
    office: { id: 10, name: "Torre Médica", address: "Av. Reforma 1" },
    changeableUntil: "2026-03-08T17:00:00.000Z",
    cancelledBy: null,
    cancelMessage: null,
    canReview: false,
    ...overrides,
  };
}

describe("'Mis citas'", () => {
  it("lists a coming visit with 'Cambiar horario' and a confirmed 'Cancelar cita'", () => {
    const html = render(
      <MyAppointmentsSection
        appointments={{ upcoming: [appointment()], past: [] }}
        notice={{ kind: "booked", appointmentId: 31 }}
        cancelError={null}
      />,
    );
    expect(html).toContain("¡Listo! Tu cita quedó agendada.");
    expect(html).toContain("lunes 9 de marzo de 2026, 11:00");
    expect(html).toContain('href="/agendar/dra-ana?reprogramar=31"');
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*>Cancelar cita<\/summary><form [^>]*method="post"/,
    );
    expect(html).toContain('name="intent" value="cancel"');
    expect(html).toContain("Sí, cancelar cita");
    expect(html).toContain("Motivo: </dt>");
  });

  it("says to call once the window closed, shows the doctor's words, and invites a review", () => {
    const late = render(
      <MyAppointmentsSection
        appointments={{
          upcoming: [appointment({ changeableUntil: null })],
          past: [
            appointment({
              id: 32,
              status: "cancelled",
              cancelledBy: "doctor",
              cancelMessage: "Tuve una emergencia.",
            }),
            appointment({ id: 33, status: "attended", canReview: true }),
          ],
        }}
        notice={null}
        cancelError={null}
      />,
    );
    expect(late).toContain("Ya no puedes cambiar ni cancelar esta cita en línea");
    expect(late).not.toContain("Cambiar horario");
    expect(late).toContain("El médico canceló esta cita.");
    expect(late).toContain("«Tuve una emergencia.»");
    expect(late).toContain('href="/profesional/dra-ana?cita=33#resenas"');
    expect(late).toContain("Escribir reseña");
  });

  it("opens the disclosure of a refused cancel with its reason", () => {
    const html = render(
      <MyAppointmentsSection
        appointments={{ upcoming: [appointment()], past: [] }}
        notice={null}
        cancelError={{ appointmentId: 31, error: "Llama al consultorio." }}
      />,
    );
    expect(html).toMatch(/<details open=""/);
    expect(html).toContain("Llama al consultorio.");
  });
});
