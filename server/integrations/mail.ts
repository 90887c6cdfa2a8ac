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

/** SMTP through nodemailer when SMTP_URL is set; a 10 s ceiling so a dead server never hangs a request. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  } as never);
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
