import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Where mail goes: "smtp" sends it, "outbox" only keeps it (no SMTP configured). */
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; a ceiling on each step (SMTP_TIMEOUT_MS,
 * 10 s by default) so a dead server never hangs a request.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeoutMs = 10_000,
): MailTransport {
  // The limits go in the transport's options next to the URL: a second argument would be
  // the messages' defaults, where nodemailer ignores them (and waits 30 s for a greeting).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

export const outboxOnlyTransport: MailTransport = {
  kind: "outbox",
  async send() {},
};
