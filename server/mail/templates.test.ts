import { describe, expect, it } from "vitest";
import {
  renderMail,
  type AppointmentNoticeTemplate,
  type AppointmentReminderTemplate,
} from "./templates.ts";

const notice: AppointmentNoticeTemplate = {
  kind: "appointment-notice",
  brandName: "MédicosVerificados",
  audience: "patient",
  event: "booked",
  recipientName: "Juan",
  doctorName: "Dra. Ana <b>Ruiz</b>",
  patientName: "Juan Pérez",
  when: "lunes 2 de noviembre de 2026, 10:00 (hora de Tijuana)",
  place: "Consultorio Zona Río, Paseo de los Héroes 10, Tijuana",
  online: false,
  visitTypeName: "Primera consulta",
  cancelledBy: null,
  cancelMessage: null,
  url: "https://medicos.example.mx/dashboard/paciente",
};

const reminder: AppointmentReminderTemplate = {
  kind: "appointment-reminder",
  brandName: "MédicosVerificados",
  firstName: "Juan",
  doctorName: "Dra. Ana Ruiz",
  when: "lunes 2 de noviembre de 2026, 10:00 (hora de Tijuana)",
  place: "Videollamada",
  online: true,
  url: "https://medicos.example.mx/dashboard/paciente",
  lead: "24h",
  confirmed: false,
  confirmUrl: "https://medicos.example.mx/cita/abc/confirmar",
  cancelUrl: "https://medicos.example.mx/cita/abc/cancelar",
};

describe("appointment notices", () => {
  it.each([
    ["patient", "booked", "Tu cita con Dra. Ana <b>Ruiz</b> está confirmada"],
    ["patient", "cancelled", "Tu cita con Dra. Ana <b>Ruiz</b> fue cancelada"],
    ["patient", "rescheduled", "Tu cita con Dra. Ana <b>Ruiz</b> cambió de horario"],
    ["doctor", "booked", `Nueva cita: Juan Pérez, ${notice.when}`],
    ["doctor", "cancelled", `Cita cancelada: Juan Pérez, ${notice.when}`],
    ["doctor", "rescheduled", `Cita reprogramada: Juan Pérez, ${notice.when}`],
  ] as const)("to the %s on %s: %s", (audience, event, subject) => {
    const mail = renderMail({ ...notice, audience, event });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(notice.when);
    expect(mail.text).toContain(notice.place);
    expect(mail.links).toEqual([notice.url]);
  });

  it("escapes every name and message in the HTML, and keeps the text as written", () => {
    const mail = renderMail({
      ...notice,
      event: "cancelled",
      cancelledBy: "doctor",
      cancelMessage: 'Tuve una urgencia <script>alert("x")</script>',
      place: "Consultorio <img src=x onerror=alert(1)>",
    });
    expect(mail.html).not.toMatch(/<b>Ruiz|<script|<img/);
    expect(mail.html).toContain("Dra. Ana &lt;b&gt;Ruiz&lt;/b&gt; canceló tu cita.");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Consultorio &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.text).toContain(
      'Mensaje del médico:\nTuve una urgencia <script>alert("x")</script>',
    );
  });

  it("tells the doctor where the reason is instead of writing it, and a video visit how it works", () => {
    const doctor = renderMail({ ...notice, audience: "doctor", recipientName: "Dra. Ana Ruiz" });
    expect(doctor.text).toContain(
      "El motivo de la consulta y los datos del paciente están en tu agenda.",
    );
    const video = renderMail({ ...notice, online: true, place: "Videollamada" });
    expect(video.text).toContain("Es una consulta por videollamada");
    expect(video.text).toContain("Adjuntamos la invitación para tu calendario.");
  });

  it("says who cancelled, to each side", () => {
    const byPatient = { ...notice, event: "cancelled" as const, cancelledBy: "patient" as const };
    expect(renderMail(byPatient).text).toContain("Cancelaste tu cita con Dra. Ana <b>Ruiz</b>.");
    expect(renderMail({ ...byPatient, audience: "doctor" }).text).toContain(
      "Juan Pérez canceló su cita.",
    );
    expect(renderMail({ ...byPatient, audience: "doctor", cancelledBy: "doctor" }).text).toContain(
      "Cancelaste la cita de Juan Pérez; le avisamos por correo.",
    );
  });
});

describe("appointment reminders", () => {
  it("carries the one-tap links 'Confirmar asistencia' and 'Cancelar cita'", () => {
    const mail = renderMail(reminder);
    expect(mail.subject).toBe("Recordatorio: tu cita con Dra. Ana Ruiz es mañana");
    expect(mail.html).toContain(`href="${reminder.confirmUrl}"`);
    expect(mail.html).toContain("Confirmar asistencia");
    expect(mail.html).toContain(`href="${reminder.cancelUrl}"`);
    expect(mail.html).toContain("Cancelar cita");
    expect(mail.text).toContain(`Confirmar asistencia: ${reminder.confirmUrl}`);
    expect(mail.text).toContain(`Cancelar cita: ${reminder.cancelUrl}`);
    expect(mail.links).toEqual([reminder.confirmUrl, reminder.cancelUrl, reminder.url]);
  });

  it("says 'en 2 horas' two hours before, and drops the confirm button once confirmed", () => {
    const mail = renderMail({ ...reminder, lead: "2h", confirmed: true });
    expect(mail.subject).toBe("Recordatorio: tu cita con Dra. Ana Ruiz es en 2 horas");
    expect(mail.html).not.toContain(reminder.confirmUrl);
    expect(mail.text).toContain("Ya confirmaste tu asistencia.");
    expect(mail.html).toContain(reminder.cancelUrl);
  });
});
