import type { ConnectionOptions } from "node:tls";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header; every attempt at the same message repeats it. */
  messageId?: string;
  /** An iCalendar invitation (iMIP): a text/calendar part with its method, and an .ics file. */
  calendarEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

export interface MailTransport {
  /** Where mail goes: "smtp" sends it, "outbox" only keeps it (no SMTP configured). */
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A failed SMTP delivery in Spanish words. `permanent`: the server refused this message for
 * good (5xx to its sender, recipients or content), so trying again cannot help; everything
 * else (no connection, silence, 4xx, refused credentials or TLS) may pass once fixed.
 */
export class SmtpError extends Error {
  override name = "SmtpError";
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface NodemailerError {
  message?: string;
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
}

export function describeSmtpFailure(error: unknown, requireTls: boolean): SmtpError {
  const e = (typeof error === "object" && error !== null ? error : {}) as NodemailerError;
  const response = e.response?.split(/\r?\n/)[0]?.trim().slice(0, 200);
  const said = response ? `; el servidor respondió: ${response}` : "";
  const make = (message: string, permanent = false) =>
    new SmtpError(`${message}${said}`, permanent, e.code, e.responseCode, { cause: error });
  const fromServer = e.responseCode ?? 0;
  switch (e.code) {
    case "EAUTH":
    case "ENOAUTH":
      return make("El servidor SMTP rechazó el usuario o la contraseña (revisa SMTP_URL)");
    case "ETLS":
      return make(
        requireTls
          ? "No se pudo cifrar la conexión con STARTTLS y SMTP_REQUIRE_TLS lo exige: el correo no se envía sin cifrar"
          : "No se pudo cifrar la conexión con el servidor SMTP (STARTTLS)",
      );
    case "ETIMEDOUT":
      return make("El servidor SMTP no respondió a tiempo");
    case "EENVELOPE":
    case "EMESSAGE":
      return fromServer >= 500
        ? make("El servidor SMTP rechazó el mensaje de forma definitiva", true)
        : make("El servidor SMTP no aceptó el mensaje por ahora");
  }
  if (e.originalCode === "ECONNREFUSED")
    return make("No se pudo conectar con el servidor SMTP (conexión rechazada)");
  if (/certificate|self[- ]signed|TLS|SSL/i.test(e.message ?? ""))
    return make(`No se pudo verificar la conexión cifrada con el servidor SMTP (${e.message})`);
  if (fromServer > 0) return make("El servidor SMTP no está disponible");
  return make(`No se pudo enviar el correo por SMTP (${e.message ?? String(error)})`);
}

export interface SmtpSecurity {
  /** STARTTLS or nothing: never send in plaintext (SMTP_REQUIRE_TLS). */
  requireTls?: boolean;
  /** TLS settings beyond the system's (a private CA, as the tests' server has). */
  tls?: ConnectionOptions;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; a ceiling on each step (SMTP_TIMEOUT_MS,
 * 10 s by default) so a dead server never hangs a request. Failures come out as SmtpError.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeoutMs = 10_000,
  security: SmtpSecurity = {},
): MailTransport {
  const requireTls = security.requireTls ?? false;
  // The limits go in the transport's options next to the URL: a second argument would be
  // the messages' defaults, where nodemailer ignores them (and waits 30 s for a greeting).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(requireTls ? { requireTLS: true } : {}),
    ...(security.tls ? { tls: security.tls } : {}),
  });
  return {
    kind: "smtp",
    async send({ calendarEvent, ...mail }) {
      try {
        await transporter.sendMail({
          from,
          ...mail,
          // nodemailer puts it both beside the HTML (text/calendar; method=…, which calendar
          // clients read as an invitation) and as an attached invite.ics for the others.
          ...(calendarEvent
            ? {
                icalEvent: {
                  method: calendarEvent.method,
                  filename: calendarEvent.filename,
                  content: calendarEvent.content,
                },
              }
            : {}),
        });
      } catch (error) {
        throw describeSmtpFailure(error, requireTls);
      }
    },
  };
}

export const outboxOnlyTransport: MailTransport = {
  kind: "outbox",
  async send() {},
};
