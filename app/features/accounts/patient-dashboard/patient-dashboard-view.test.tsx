import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PatientDashboardView, type PatientDashboardData } from "./patient-dashboard-view.tsx";

const empty: PatientDashboardData = {
  user: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", emailVerified: true },
  favourites: [],
  conversations: [],
  reviews: [],
};

function render(data: PatientDashboardData, resentMessage: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/paciente",
      Component: () => <PatientDashboardView data={data} resentMessage={resentMessage} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/dashboard/paciente"]} />);
}

describe("the patient dashboard", () => {
  it("asks an unverified patient to verify, then shows the answer instead of the button", () => {
    const unverified = { ...empty, user: { ...empty.user, emailVerified: false } };
    expect(render(unverified)).toContain("Reenviar correo de verificación");
    const resent = render(unverified, "Si la cuenta existe, te enviamos el correo.");
    expect(resent).toContain("Si la cuenta existe, te enviamos el correo.");
    expect(resent).not.toContain("Reenviar correo de verificación");
    expect(render(empty)).not.toContain("Verifica tu correo electrónico");
  });

  it("says what to do while nothing is saved, written or reviewed", () => {
    const html = render(empty);
    expect(html).toContain("Guarda médicos con el corazón");
    expect(html).toContain("tus conversaciones aparecerán aquí");
    expect(html).toContain("Aún no has escrito reseñas.");
  });

  it("lists conversations with their unread count and reviews with their status in Spanish", () => {
    const html = render({
      ...empty,
      conversations: [
        {
          id: 4,
          counterpart: "Dr. Luis Pérez",
          unread: 2,
          lastMessageAt: "2026-03-02T18:00:00.000Z",
        },
      ],
      reviews: [
        {
          id: 9,
          rating: 4,
          comment: "<b>Muy atento</b>",
          createdAt: "2026-03-02T18:00:00.000Z",
          approvalStatus: "pending",
          provider: { name: "Dr. Luis Pérez", profilePath: "/luis-perez/cardiologia/merida" },
        },
      ],
    });
    expect(html).toContain('href="/mensajes/4"');
    expect(html).toContain("2 sin leer · ");
    expect(html).toContain("En revisión");
    expect(html).toContain("4 de 5 estrellas");
    expect(html).toContain("&lt;b&gt;Muy atento&lt;/b&gt;");
    expect(html).not.toContain("Aún no has escrito reseñas.");
  });
});
