import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DoctorAppointmentDto } from "../../../../common/booking/types.ts";
import type { AgendaOutcome } from "../../../lib/agenda-form.ts";
import { emptyAgenda } from "./agenda/agenda-fixtures.ts";
import { calendarViewOf } from "./agenda/calendar-view.ts";
import { AgendaTab, type AgendaTabData } from "./agenda-tab.tsx";

function render(data: AgendaTabData, outcome: AgendaOutcome | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => <AgendaTab data={data} outcome={outcome} slug="dra-elena" />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/dashboard?tab=agenda"]} />).replaceAll(
    "<!-- -->",
    "",
  );
}

const visit = (overrides: Partial<DoctorAppointmentDto>): DoctorAppointmentDto => ({
  id: 1,
  status: "booked",
  start: "2026-03-11T16:00:00.000Z",
  end: "2026-03-11T16:30:00.000Z",
  timeZone: "America/Mexico_City",
  visitTypeName: "Consulta general",
  price: 700,
  modality: "in_person",
  reason: "Dolor de cabeza",
  confirmed: false,
  patient: { name: "Rosa Márquez", email: "rosa@example.com" },
  office: { id: 4, name: "Torre Médica" },
  ...overrides,
});

const configured = emptyAgenda({
  published: true,
  offices: [
    {
      id: 4,
      name: "Torre Médica",
      address: "Av. Reforma 1",
      modality: "in_person",
      timeZone: "America/Mexico_City",
      active: true,
    },
  ],
  visitTypes: [
    {
      id: 2,
      name: "Consulta general",
      durationMinutes: 30,
      price: 700,
      modality: "in_person",
      kind: "any",
      active: true,
    },
  ],
  hours: [{ officeId: 4, weekday: 1, startMinute: 540, endMinute: 840 }],
  suggestedHolidays: [{ date: "2026-03-16", name: "Natalicio de Benito Juárez" }],
});

describe("the 'Agenda' tab", () => {
  it("explains why a doctor without a verified cédula cannot publish, and sets up first", () => {
    const html = render(emptyAgenda({ canPublish: false }));
    expect(html).toContain("Para publicar tu agenda necesitas una cédula profesional verificada.");
    expect(html).not.toContain("Publicar agenda");
    // Nothing set up yet: offices and visit types open, every form a POST to the panel.
    expect(html).toMatch(/<details id="agenda-office" open=""/);
    expect(html).toMatch(/<details id="agenda-visit-type" open=""/);
    expect(html).toContain('name="intent" value="agenda-office-add"');
  });

  it("shows the week with each visit's patient and reason, and what can be done about it", () => {
    const data = {
      ...configured,
      calendar: {
        timeZone: "America/Mexico_City",
        appointments: [
          visit({ id: 1 }),
          visit({
            id: 2,
            start: "2026-03-12T16:00:00.000Z",
            end: "2026-03-12T16:30:00.000Z",
            patient: { name: "Luis Pérez", email: "luis@example.com" },
            reason: "Chequeo anual",
          }),
        ],
        blocks: [
          {
            id: 9,
            start: "2026-03-11T19:00:00.000Z",
            end: "2026-03-11T20:00:00.000Z",
            note: "Junta",
          },
        ],
      },
    };
    const html = render(data);
    expect(html).toContain("Tu agenda está publicada");
    expect(html).toContain('href="/agendar/dra-elena"');
    expect(html).toContain("Lunes 9 de marzo");
    expect(html).toContain("Hoy, miércoles 11 de marzo");
    expect(html).toContain("10:00–10:30 · Rosa Márquez");
    expect(html).toContain("Dolor de cabeza");
    // The visit of 10:00 began before 'now' (12:00): attendance. Tomorrow's: cancel with words.
    expect(html).toContain('name="intent" value="agenda-attendance"');
    expect(html).toContain('name="status" value="attended"');
    expect(html).toContain("Cancelar con mensaje");
    expect(html).toContain("13:00–14:00</span> · Bloqueado: Junta");
    expect(html).toContain(
      'href="/dashboard?tab=agenda&amp;vista=semana&amp;fecha=2026-03-04#citas"',
    );
  });

  it("writes each office's hours as time fields, an empty row more than saved", () => {
    const html = render(configured);
    expect(html).toMatch(/name="h-1-0-start" value="09:00"/);
    expect(html).toMatch(/name="h-1-0-end" value="14:00"/);
    expect(html).toContain('name="h-1-1-start"');
    expect(html).not.toContain('name="h-1-2-start"');
    expect(html).toContain('aria-label="Lunes, horario 1: desde"');
    expect(html).toContain("Natalicio de Benito Juárez");
    // Sent without script, a form comes back to its own part of the tab.
    expect(html).toContain('action="/dashboard?tab=agenda#agenda-hours"');
    expect(html).not.toMatch(/<details id="agenda-hours" open=""/);
    const saved = render(configured, {
      intent: "agenda-hours",
      target: 4,
      done: "Horario guardado.",
    });
    expect(saved).toMatch(/<details id="agenda-hours" open=""/);
    expect(saved).toContain("Horario guardado.");
  });

  it("puts a refusal beside its field with what was typed, and shows a new feed once", () => {
    const refused = render(configured, {
      intent: "agenda-visit-type-add",
      target: null,
      error: "La duración debe ser de 5 a 480 minutos.",
      field: "durationMinutes",
      values: { name: "Consulta larga", durationMinutes: "900", price: "900" },
    });
    expect(refused).toMatch(/<details id="agenda-visit-type" open=""/);
    expect(refused).toContain("La duración debe ser de 5 a 480 minutos.");
    expect(refused).toMatch(/aria-invalid="true"[^>]*name="durationMinutes" value="900"/);
    expect(refused).toContain('value="Consulta larga"');

    const feed = render(configured, {
      intent: "agenda-feed-create",
      target: null,
      feedUrl: "https://example.com/api/calendar/abc.ics",
    });
    expect(feed).toContain('value="https://example.com/api/calendar/abc.ics"');
    expect(feed).toContain("no la volveremos a mostrar");
  });
});

describe("the calendar's address", () => {
  it("reads a day or the Monday-to-Sunday week around the date asked for", () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(calendarViewOf(params(""), "2026-03-11")).toMatchObject({
      mode: "semana",
      from: "2026-03-09",
      days: 7,
    });
    expect(calendarViewOf(params("vista=semana&fecha=2026-03-15"), "2026-03-11")).toMatchObject({
      from: "2026-03-09",
    });
    expect(calendarViewOf(params("vista=dia&fecha=2026-03-15"), "2026-03-11")).toMatchObject({
      mode: "dia",
      from: "2026-03-15",
      days: 1,
    });
    expect(calendarViewOf(params("vista=dia&fecha=ayer"), "2026-03-11").from).toBe("2026-03-11");
  });
});
