import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppointmentLinkDto } from "../../common/booking/types.ts";
import AppointmentAction from "./appointment-action.tsx";

const appointment: AppointmentLinkDto = {
  id: 7,
  status: "booked",
  start: "2026-11-02T18:00:00.000Z",
  end: "2026-11-02T18:30:00.000Z",
  timeZone: "America/Tijuana",
  visitTypeId: 3,
  visitTypeName: "Primera consulta",
  price: 800,
  modality: "in_person",
  confirmed: false,
  provider: {
    id: 3,
    name: "Dra. Ana <Ruiz>",
    slug: "dra-ana-ruiz",
    specialty: "Cardiología",
    avatar: null,
  },
  office: { id: 10, name: "Torre Médica", address: "Av. Revolución 1, Tijuana" },
  changeableUntil: "2026-11-01T18:00:00.000Z",
  cancelledBy: null,
  cancelMessage: null,
};

function render(path: string, data: unknown) {
  const Stub = createRoutesStub([
    { path: "/cita/:token/:step", Component: AppointmentAction as never, loader: () => data },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { "0": data } }} />,
  ).replaceAll("<!-- -->", "");
}

describe("the one-tap pages", () => {
  it("show the visit in the office's clock, its zone named, and a button that posts", () => {
    const html = render("/cita/t/confirmar", {
      intent: "confirm",
      appointment,
      state: { open: true, why: null },
    });
    expect(html).toContain("Confirma tu asistencia");
    expect(html).toContain("Dra. Ana &lt;Ruiz&gt;");
    expect(html).toContain("lunes 2 de noviembre de 2026, 10:00, hora de Tijuana");
    expect(html).toContain("Torre Médica, Av. Revolución 1, Tijuana");
    expect(html).toMatch(
      /<form [^>]*action="\/cita\/t\/confirmar" method="post">.*Confirmar asistencia<\/button><\/form>/,
    );
  });

  it("explain instead of offering a button the server would refuse", () => {
    const html = render("/cita/t/cancelar", {
      intent: "cancel",
      appointment: { ...appointment, changeableUntil: null },
      state: { open: false, why: "Ya pasó el plazo para cancelar en línea." },
    });
    expect(html).toContain("¿Cancelar tu cita?");
    expect(html).toContain("Ya pasó el plazo para cancelar en línea.");
    expect(html).not.toContain("<form");
  });

  it("say so when the link names no appointment", () => {
    const html = render("/cita/x/confirmar", { intent: "confirm", appointment: null, state: null });
    expect(html).toContain("No encontramos esa cita");
    expect(html).toContain('href="/dashboard/paciente"');
  });
});
