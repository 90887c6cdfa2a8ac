// Every user-provided value goes through escapeHtml before it reaches the HTML of a message.
import { escapeHtml } from "../../common/text/escape.ts";

export type MailTemplate =
  | { kind: "verify-email"; brandName: string; firstName: string; url: string }
  | { kind: "set-password"; brandName: string; firstName: string; url: string }
  | {
      kind: "new-message";
      brandName: string;
      recipientName: string;
      senderName: string;
      url: string;
    }
  | {
      kind: "doctor-post-rejected";
      brandName: string;
      firstName: string;
      title: string;
      /** The administrator's review notes, sent as written. */
      notes: string;
      url: string;
    }
  | { kind: "claim-code"; brandName: string; listingName: string; code: string; minutes: number }
  | {
      kind: "claim-decided";
      brandName: string;
      firstName: string;
      listingName: string;
      approved: boolean;
      /** The administrator's note, sent as written. */
      notes: string | null;
      url: string;
    }
  | { kind: "claim-superseded"; brandName: string; firstName: string; listingName: string }
  | {
      kind: "license-review-decided";
      brandName: string;
      firstName: string;
      listingName: string;
      approved: boolean;
      /** The administrator's note, sent as written. */
      notes: string | null;
      url: string;
    }
  | { kind: "password-reset"; brandName: string; name: string; url: string; minutes: number }
  /** `when` is already written in Spanish, in Mexico City's time. */
  | { kind: "password-changed"; brandName: string; name: string; when: string; url: string }
  | {
      kind: "account-exists";
      brandName: string;
      firstName: string;
      loginUrl: string;
      resetUrl: string;
    }
  | {
      kind: "identity-change-decided";
      brandName: string;
      firstName: string;
      /** "Nombre: Dra. Ana Ruiz", one line per requested field. */
      changes: string[];
      approved: boolean;
      notes: string | null;
      url: string;
    }
  | AppointmentNoticeTemplate
  | AppointmentReminderTemplate;

/** What booking's notices say about a visit; `when` is already Spanish, in the office's zone. */
interface AppointmentFacts {
  brandName: string;
  doctorName: string;
  /** "lunes 2 de noviembre de 2026, 10:00 (hora de Tijuana)". */
  when: string;
  /** The office and its address, or "Videollamada". */
  place: string;
  online: boolean;
  /** 'Mis citas' for the patient, the dashboard for the doctor. */
  url: string;
}

/**
 * A booking, cancellation or reschedule, to the patient or to the listing's doctor, with the
 * invitation attached by the caller. Never the visit's reason (health data): the doctor reads
 * it in the agenda, behind a session.
 */
export interface AppointmentNoticeTemplate extends AppointmentFacts {
  kind: "appointment-notice";
  audience: "patient" | "doctor";
  event: "booked" | "cancelled" | "rescheduled";
  /** The patient's first name, or the listing's name for the doctor. */
  recipientName: string;
  patientName: string;
  visitTypeName: string;
  cancelledBy: "patient" | "doctor" | "system" | null;
  /** The doctor's words to the patient when the doctor cancelled, sent as written. */
  cancelMessage: string | null;
}

/** The 24 h or 2 h reminder by email, with the one-tap links. */
export interface AppointmentReminderTemplate extends AppointmentFacts {
  kind: "appointment-reminder";
  firstName: string;
  lead: "24h" | "2h";
  confirmed: boolean;
  confirmUrl: string;
  cancelUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

function layout(brandName: string, body: string): string {
  return `<!doctype html><html lang="es-MX"><body style="margin:0;background:#f3f4f6;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#0a6257;padding-bottom:16px">${escapeHtml(brandName)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">${body}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0d7a6c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

const VIDEO_CALL_NOTE =
  "Es una consulta por videollamada: el consultorio te indicará cómo conectarte. Ten a la mano un teléfono o una computadora con cámara y buena conexión.";

/** "Cuándo" and "Dónde" of a visit, in HTML and in text. */
function visitFacts(facts: AppointmentFacts, extra: [string, string][] = []) {
  const rows: [string, string][] = [["Cuándo", facts.when], ["Dónde", facts.place], ...extra];
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#4b5563;vertical-align:top">${label}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
  };
}

/** The subject and opening sentence of a notice, by event and audience. */
function noticeWords(t: AppointmentNoticeTemplate): { subject: string; opening: string } {
  if (t.audience === "patient") {
    if (t.event === "booked")
      return {
        subject: `Tu cita con ${t.doctorName} está confirmada`,
        opening: `Tu cita con ${t.doctorName} está confirmada.`,
      };
    if (t.event === "rescheduled")
      return {
        subject: `Tu cita con ${t.doctorName} cambió de horario`,
        opening: `Tu cita con ${t.doctorName} cambió de horario. Este es el nuevo:`,
      };
    return {
      subject: `Tu cita con ${t.doctorName} fue cancelada`,
      opening:
        t.cancelledBy === "patient"
          ? `Cancelaste tu cita con ${t.doctorName}.`
          : `${t.doctorName} canceló tu cita.`,
    };
  }
  if (t.event === "booked")
    return {
      subject: `Nueva cita: ${t.patientName}, ${t.when}`,
      opening: `${t.patientName} agendó una cita contigo.`,
    };
  if (t.event === "rescheduled")
    return {
      subject: `Cita reprogramada: ${t.patientName}, ${t.when}`,
      opening: `${t.patientName} cambió el horario de su cita. Este es el nuevo:`,
    };
  return {
    subject: `Cita cancelada: ${t.patientName}, ${t.when}`,
    opening:
      t.cancelledBy === "doctor"
        ? `Cancelaste la cita de ${t.patientName}; le avisamos por correo.`
        : `${t.patientName} canceló su cita.`,
  };
}

function renderNotice(t: AppointmentNoticeTemplate): RenderedMail {
  const { subject, opening } = noticeWords(t);
  const cancelled = t.event === "cancelled";
  const facts = visitFacts(t, [["Consulta", t.visitTypeName]]);
  const message = cancelled && t.audience === "patient" ? t.cancelMessage : null;
  const closing =
    t.audience === "doctor"
      ? cancelled
        ? "El horario quedó libre en tu agenda."
        : "El motivo de la consulta y los datos del paciente están en tu agenda."
      : cancelled
        ? "Puedes agendar otra cita cuando quieras."
        : "Si necesitas cancelar o cambiar la cita, hazlo desde «Mis citas».";
  const calendarNote = cancelled
    ? "Si la habías agregado a tu calendario, la invitación adjunta la quita."
    : "Adjuntamos la invitación para tu calendario.";
  const video = t.online && !cancelled && t.audience === "patient";
  const label = t.audience === "doctor" ? "Ver mi agenda" : "Ver mis citas";
  return {
    subject,
    html: layout(
      t.brandName,
      `<p>Hola ${escapeHtml(t.recipientName)}:</p>
<p>${escapeHtml(opening)}</p>
${facts.html}
${message ? `<p>Mensaje del médico:</p><blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #0d7a6c;background:#f3f4f6;white-space:pre-wrap">${escapeHtml(message)}</blockquote>` : ""}
${video ? `<p>${escapeHtml(VIDEO_CALL_NOTE)}</p>` : ""}
<p>${escapeHtml(closing)} ${escapeHtml(calendarNote)}</p>
${button(t.url, label)}`,
    ),
    text: `Hola ${t.recipientName}:\n\n${opening}\n\n${facts.text}\n\n${message ? `Mensaje del médico:\n${message}\n\n` : ""}${video ? `${VIDEO_CALL_NOTE}\n\n` : ""}${closing} ${calendarNote}\n\n${label}: ${t.url}\n\n${t.brandName}\n`,
    links: [t.url],
  };
}

function renderReminder(t: AppointmentReminderTemplate): RenderedMail {
  const subject =
    t.lead === "24h"
      ? `Recordatorio: tu cita con ${t.doctorName} es mañana`
      : `Recordatorio: tu cita con ${t.doctorName} es en 2 horas`;
  const facts = visitFacts(t);
  const ask = t.confirmed
    ? "Ya confirmaste tu asistencia. Si al final no puedes ir, cancela la cita para que otra persona pueda usar el horario."
    : "¿Vas a asistir? Confírmalo con un toque, o cancela la cita si no puedes ir para que otra persona pueda usar el horario.";
  return {
    subject,
    html: layout(
      t.brandName,
      `<p>Hola ${escapeHtml(t.firstName)}:</p>
<p>Te recordamos tu cita con ${escapeHtml(t.doctorName)}.</p>
${facts.html}
${t.online ? `<p>${escapeHtml(VIDEO_CALL_NOTE)}</p>` : ""}
<p>${escapeHtml(ask)}</p>
${t.confirmed ? "" : button(t.confirmUrl, "Confirmar asistencia")}
<p style="margin:16px 0"><a href="${escapeHtml(t.cancelUrl)}" style="color:#b91c1c;font-weight:600">Cancelar cita</a></p>
<p style="font-size:14px;color:#4b5563"><a href="${escapeHtml(t.url)}">Ver mis citas</a></p>`,
    ),
    text: `Hola ${t.firstName}:\n\nTe recordamos tu cita con ${t.doctorName}.\n\n${facts.text}\n\n${t.online ? `${VIDEO_CALL_NOTE}\n\n` : ""}${ask}\n\n${t.confirmed ? "" : `Confirmar asistencia: ${t.confirmUrl}\n`}Cancelar cita: ${t.cancelUrl}\nVer mis citas: ${t.url}\n\n${t.brandName}\n`,
    links: [...(t.confirmed ? [] : [t.confirmUrl]), t.cancelUrl, t.url],
  };
}

/** Spanish messages, in HTML and plain text. */
export function renderMail(template: MailTemplate): RenderedMail {
  switch (template.kind) {
    case "appointment-notice":
      return renderNotice(template);
    case "appointment-reminder":
      return renderReminder(template);
    case "verify-email":
      return {
        subject: `Verifica tu correo electrónico en ${template.brandName}`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>Gracias por registrarte. Para activar tu cuenta y poder escribir reseñas, confirma tu correo electrónico:</p>
${button(template.url, "Verificar mi correo")}
<p style="font-size:14px;color:#4b5563">El enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.</p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(template.url)}</p>`,
        ),
        text: `Hola ${template.firstName}:\n\nGracias por registrarte. Para activar tu cuenta y poder escribir reseñas, confirma tu correo electrónico en este enlace:\n\n${template.url}\n\nEl enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.\n\n${template.brandName}\n`,
        links: [template.url],
      };
    case "set-password":
      // A doctor registered on /para-medicos without choosing a password: never mail one.
      return {
        subject: `Crea tu contraseña en ${template.brandName}`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>Tu perfil profesional fue creado y nuestro equipo lo revisará antes de publicarlo. Para entrar a tu panel de control, crea tu contraseña:</p>
${button(template.url, "Crea tu contraseña")}
<p style="font-size:14px;color:#4b5563">El enlace vence en 24 horas y solo puede usarse una vez. Al usarlo también confirmas tu correo electrónico. Si no te registraste, ignora este mensaje.</p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(template.url)}</p>`,
        ),
        text: `Hola ${template.firstName}:\n\nTu perfil profesional fue creado y nuestro equipo lo revisará antes de publicarlo. Para entrar a tu panel de control, crea tu contraseña en este enlace:\n\n${template.url}\n\nEl enlace vence en 24 horas y solo puede usarse una vez. Al usarlo también confirmas tu correo electrónico. Si no te registraste, ignora este mensaje.\n\n${template.brandName}\n`,
        links: [template.url],
      };
    case "new-message":
      return {
        subject: `Tienes un mensaje nuevo de ${template.senderName}`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.recipientName)}:</p>
<p>${escapeHtml(template.senderName)} te escribió un mensaje.</p>
${button(template.url, "Leer el mensaje")}`,
        ),
        text: `Hola ${template.recipientName}:\n\n${template.senderName} te escribió un mensaje. Léelo aquí:\n\n${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
    case "doctor-post-rejected":
      return {
        subject: `Tu artículo «${template.title}» necesita cambios`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>Revisamos tu artículo «${escapeHtml(template.title)}» y no pudimos publicarlo todavía. Estas son las notas de revisión:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #0d7a6c;background:#f3f4f6;white-space:pre-wrap">${escapeHtml(template.notes)}</blockquote>
<p>Puedes corregirlo y enviarlo de nuevo a revisión desde tu panel.</p>
${button(template.url, "Ver mis artículos")}`,
        ),
        text: `Hola ${template.firstName}:\n\nRevisamos tu artículo «${template.title}» y no pudimos publicarlo todavía. Estas son las notas de revisión:\n\n${template.notes}\n\nPuedes corregirlo y enviarlo de nuevo a revisión desde tu panel:\n\n${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
    case "claim-code":
      // Sent to the listing's own address: whoever reads it is the listing's doctor.
      return {
        subject: `Tu código para reclamar tu perfil en ${template.brandName}: ${template.code}`,
        html: layout(
          template.brandName,
          `<p>Alguien pidió reclamar el perfil de <strong>${escapeHtml(template.listingName)}</strong> en ${escapeHtml(template.brandName)}.</p>
<p>Si fuiste tú, escribe este código en la página del reclamo:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${escapeHtml(template.code)}</p>
<p style="font-size:14px;color:#4b5563">Vence en ${template.minutes} minutos y solo puede usarse una vez. Si no fuiste tú, no compartas este código con nadie: tu perfil sigue igual.</p>`,
        ),
        text: `Alguien pidió reclamar el perfil de ${template.listingName} en ${template.brandName}.\n\nSi fuiste tú, escribe este código en la página del reclamo: ${template.code}\n\nVence en ${template.minutes} minutos y solo puede usarse una vez. Si no fuiste tú, no compartas este código con nadie: tu perfil sigue igual.\n\n${template.brandName}\n`,
        links: [],
      };
    case "claim-decided": {
      const verdict = template.approved
        ? `Aprobamos tu solicitud: el perfil de ${template.listingName} ya es tuyo. Verifica tu correo e inicia sesión para administrarlo.`
        : `Revisamos tus documentos y no pudimos aprobar tu solicitud para el perfil de ${template.listingName}.`;
      return {
        subject: template.approved
          ? `Tu solicitud para reclamar el perfil de ${template.listingName} fue aprobada`
          : `Tu solicitud para reclamar el perfil de ${template.listingName} no fue aprobada`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>${escapeHtml(verdict)}</p>
${template.notes ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #0d7a6c;background:#f3f4f6;white-space:pre-wrap">${escapeHtml(template.notes)}</blockquote>` : ""}
${button(template.url, template.approved ? "Iniciar sesión" : "Ver el perfil")}`,
        ),
        text: `Hola ${template.firstName}:\n\n${verdict}\n\n${template.notes ? `${template.notes}\n\n` : ""}${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
    }
    case "license-review-decided": {
      const verdict = template.approved
        ? `Revisamos tus documentos y aprobamos tu cédula: el perfil de ${template.listingName} ya aparece verificado en el directorio.`
        : `Revisamos tus documentos y no pudimos aprobar tu cédula: el perfil de ${template.listingName} no se publicará.`;
      return {
        subject: template.approved
          ? "Tu cédula fue aprobada y tu perfil ya está publicado"
          : "No pudimos aprobar tu cédula",
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>${escapeHtml(verdict)}</p>
${template.notes ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #0d7a6c;background:#f3f4f6;white-space:pre-wrap">${escapeHtml(template.notes)}</blockquote>` : ""}
${button(template.url, template.approved ? "Ir a mi panel" : "Escríbenos")}`,
        ),
        text: `Hola ${template.firstName}:\n\n${verdict}\n\n${template.notes ? `${template.notes}\n\n` : ""}${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
    }
    case "account-exists":
      // Someone signed up with this address: its owner hears it, the person typing learns nothing.
      return {
        subject: `Alguien intentó crear una cuenta con tu correo en ${template.brandName}`,
        html: layout(
          template.brandName,
          `<p>Hola${template.firstName ? ` ${escapeHtml(template.firstName)}` : ""}:</p>
<p>Alguien intentó registrarse con este correo, pero ya tienes una cuenta. Si fuiste tú, inicia sesión; si olvidaste tu contraseña, puedes crear una nueva.</p>
${button(template.loginUrl, "Iniciar sesión")}
<p><a href="${escapeHtml(template.resetUrl)}">¿Olvidaste tu contraseña?</a></p>
<p style="font-size:14px;color:#4b5563">Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.</p>`,
        ),
        text: `Hola${template.firstName ? ` ${template.firstName}` : ""}:\n\nAlguien intentó registrarse con este correo, pero ya tienes una cuenta. Si fuiste tú, inicia sesión: ${template.loginUrl}\n\nSi olvidaste tu contraseña, crea una nueva: ${template.resetUrl}\n\nSi no fuiste tú, ignora este mensaje: tu cuenta no cambió.\n\n${template.brandName}\n`,
        links: [template.loginUrl, template.resetUrl],
      };
    case "identity-change-decided": {
      const verdict = template.approved
        ? "Aprobamos el cambio de tu perfil; ya se muestra al público:"
        : "Revisamos el cambio que pediste en tu perfil y no pudimos aprobarlo. El perfil público sigue con los datos aprobados.";
      const notes = template.notes ? `Nota del administrador: ${template.notes}` : "";
      return {
        subject: template.approved
          ? `Aprobamos el cambio de tu perfil en ${template.brandName}`
          : `El cambio de tu perfil en ${template.brandName} no fue aprobado`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>${escapeHtml(verdict)}</p>
<ul>${template.changes.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${notes ? `<p style="white-space:pre-wrap">${escapeHtml(notes)}</p>` : ""}
${button(template.url, "Ir a mi panel")}`,
        ),
        text: `Hola ${template.firstName}:\n\n${verdict}\n${template.changes.map((line) => `- ${line}`).join("\n")}\n\n${notes ? `${notes}\n\n` : ""}${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
    }
    case "claim-superseded":
      return {
        subject: `Tu solicitud para reclamar el perfil de ${template.listingName} ya no está activa`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.firstName)}:</p>
<p>Otra persona demostró ser titular del perfil de <strong>${escapeHtml(template.listingName)}</strong>, así que tu solicitud se cerró. Si crees que es un error, responde a este correo.</p>`,
        ),
        text: `Hola ${template.firstName}:\n\nOtra persona demostró ser titular del perfil de ${template.listingName}, así que tu solicitud se cerró. Si crees que es un error, responde a este correo.\n\n${template.brandName}\n`,
        links: [],
      };
    case "password-reset":
      return {
        subject: `Restablece tu contraseña de ${template.brandName}`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.name)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva:</p>
${button(template.url, "Restablecer mi contraseña")}
<p style="font-size:14px;color:#4b5563">El enlace vence en ${template.minutes} minutos y solo puede usarse una vez. Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.</p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(template.url)}</p>`,
        ),
        text: `Hola ${template.name}:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:\n\n${template.url}\n\nEl enlace vence en ${template.minutes} minutos y solo puede usarse una vez. Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.\n\n${template.brandName}\n`,
        links: [template.url],
      };
    case "password-changed":
      return {
        subject: `Tu contraseña de ${template.brandName} fue cambiada`,
        html: layout(
          template.brandName,
          `<p>Hola ${escapeHtml(template.name)}:</p>
<p>La contraseña de tu cuenta se cambió el ${escapeHtml(template.when)} y cerramos todas tus sesiones abiertas.</p>
<p>Si fuiste tú, no tienes que hacer nada. Si no fuiste tú, restablécela de inmediato y responde a este correo:</p>
${button(template.url, "Restablecer mi contraseña")}`,
        ),
        text: `Hola ${template.name}:\n\nLa contraseña de tu cuenta se cambió el ${template.when} y cerramos todas tus sesiones abiertas.\n\nSi fuiste tú, no tienes que hacer nada. Si no fuiste tú, restablécela de inmediato en este enlace y responde a este correo:\n\n${template.url}\n\n${template.brandName}\n`,
        links: [template.url],
      };
  }
}
