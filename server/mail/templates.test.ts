import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../common/text/escape.ts";
import {
  renderMail,
  type AppointmentNoticeTemplate,
  type MailTemplate,
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

/**
 * One message of every kind, every value a person typed carrying markup. URLs carry a quote,
 * which must not close the href attribute.
 */
const hostile = (name: string) => `${name} <i>x</i> & "q"`;
const url = 'https://medicos.example.mx/ruta?a=1&b="2"';
const EVERY_KIND: MailTemplate[] = [
  { kind: "verify-email", brandName: hostile("Marca"), firstName: hostile("Ana"), url },
  { kind: "set-password", brandName: "MV", firstName: hostile("Eva"), url },
  {
    kind: "new-message",
    brandName: "MV",
    recipientName: hostile("Ana"),
    senderName: hostile("Dr. Luis"),
    url,
  },
  {
    kind: "doctor-post-rejected",
    brandName: "MV",
    firstName: hostile("Eva"),
    title: hostile("Gripe"),
    notes: hostile("Cita fuentes"),
    url,
  },
  {
    kind: "claim-code",
    brandName: "MV",
    listingName: hostile("Dra. Eva"),
    code: "012345",
    minutes: 15,
  },
  {
    kind: "claim-decided",
    brandName: "MV",
    firstName: hostile("Eva"),
    listingName: hostile("Dra. Eva"),
    approved: true,
    notes: hostile("Listo"),
    url,
  },
  {
    kind: "claim-decided",
    brandName: "MV",
    firstName: "Eva",
    listingName: hostile("Dra. Eva"),
    approved: false,
    notes: null,
    url,
  },
  {
    kind: "claim-superseded",
    brandName: "MV",
    firstName: hostile("Eva"),
    listingName: hostile("Dra. Eva"),
  },
  {
    kind: "license-review-decided",
    brandName: "MV",
    firstName: hostile("Eva"),
    listingName: hostile("Dra. Eva"),
    approved: true,
    notes: null,
    url,
  },
  {
    kind: "license-review-decided",
    brandName: "MV",
    firstName: "Eva",
    listingName: "Dra. Eva",
    approved: false,
    notes: hostile("Ilegible"),
    url,
  },
  { kind: "password-reset", brandName: "MV", name: hostile("Ana"), url, minutes: 60 },
  {
    kind: "password-changed",
    brandName: "MV",
    name: hostile("Ana"),
    when: hostile("28 de febrero"),
    url,
  },
  {
    kind: "account-exists",
    brandName: "MV",
    firstName: hostile("Ana"),
    loginUrl: url,
    resetUrl: `${url}&c=<x>`,
  },
  {
    kind: "account-exists",
    brandName: "MV",
    firstName: "",
    loginUrl: "https://medicos.example.mx/login",
    resetUrl: "https://medicos.example.mx/recuperar-contrasena",
  },
  {
    kind: "identity-change-decided",
    brandName: "MV",
    firstName: hostile("Eva"),
    changes: [hostile("Nombre: Dra. Eva"), "Cédula: 1234567"],
    approved: true,
    notes: hostile("Coincide"),
    url,
  },
  {
    kind: "identity-change-decided",
    brandName: "MV",
    firstName: "Eva",
    changes: ["Nombre: Dra. Eva"],
    approved: false,
    notes: null,
    url,
  },
  { ...notice, recipientName: hostile("Juan"), patientName: hostile("Juan"), url },
  {
    ...notice,
    audience: "doctor",
    event: "rescheduled",
    patientName: hostile("Juan"),
    visitTypeName: hostile("Primera"),
  },
  { ...reminder, firstName: hostile("Juan"), doctorName: hostile("Dra. Ana"), cancelUrl: url },
  { ...reminder, lead: "2h", confirmed: true, online: false, place: "Consultorio 3" },
  {
    ...notice,
    event: "cancelled",
    online: true,
    cancelledBy: "doctor",
    cancelMessage: hostile("Tuve una urgencia"),
  },
  { ...notice, event: "rescheduled", online: true },
  { ...notice, audience: "doctor", event: "booked", online: true },
  {
    ...notice,
    audience: "doctor",
    event: "cancelled",
    cancelledBy: "patient",
    cancelMessage: "Solo para el paciente",
  },
];

describe("every kind of message", () => {
  it.each(EVERY_KIND.map((template, i) => [`${i + 1}. ${template.kind}`, template] as const))(
    "%s escapes what people typed in the HTML and keeps it as written in the text",
    (_, template) => {
      const mail = renderMail(template);
      expect(mail.html).not.toContain("<i>");
      expect(mail.html).not.toMatch(/"2"|<x>/);
      expect(mail.html.startsWith('<!doctype html><html lang="es-MX">')).toBe(true);
      const typed = Object.values(template)
        .flat()
        .filter((value): value is string => typeof value === "string" && value.includes("<i>"));
      for (const value of typed) {
        expect(mail.html).toContain(escapeHtml(value));
        expect(`${mail.subject}\n${mail.text}`).toContain(value);
      }
      for (const link of mail.links) expect(mail.text).toContain(link);
      expect(mail.text.endsWith(`${template.brandName}\n`)).toBe(true);
    },
  );

  it("gives the doctor's message to the patient only, and the video note to a patient's visit", () => {
    const toDoctor = renderMail(EVERY_KIND.at(-1)!);
    expect(toDoctor.text).not.toContain("Solo para el paciente");
    expect(toDoctor.text).toContain("El horario quedó libre en tu agenda.");
    expect(renderMail(EVERY_KIND.at(-2)!).text).not.toContain("videollamada");
    expect(renderMail(EVERY_KIND.at(-3)!).text).toContain("Es una consulta por videollamada");
    expect(renderMail(EVERY_KIND.at(-4)!).text).not.toContain("Es una consulta por videollamada");
  });

  it("writes the exact words each person receives", () => {
    expect(EVERY_KIND.map((template) => renderMail(template))).toMatchSnapshot();
  });

  it("escapes the five characters HTML treats specially, and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a> ñ`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt; ñ",
    );
  });
});
