import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOUNCING_DOMAIN,
  selfSignedCertificate,
  startFakeSmtp,
  type FakeSmtp,
} from "../../tests/fakes/smtp.ts";
import { createSmtpTransport, SmtpError } from "./mail.ts";

const FROM = "Pruebas <no-responder@example.com>";
const CREDENTIALS = { user: "correo@example.com", pass: "clave-smtp-de-prueba" };
const withCredentials = (url: string, user: string, pass: string) =>
  url.replace("smtp://", `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@`);
const message = (to: string, messageId?: string) => ({
  to,
  subject: "Prueba",
  html: "<p>Hola</p>",
  text: "Hola",
  ...(messageId ? { messageId } : {}),
});

/** The transport against a server that requires STARTTLS and a sign-in, and one that offers neither. */
describe("SMTP transport", () => {
  let cert: { key: string; cert: string };
  let strict: FakeSmtp;
  let lax: FakeSmtp;
  const trusted = () => ({ requireTls: true, tls: { ca: cert.cert } });

  beforeAll(async () => {
    cert = selfSignedCertificate();
    strict = await startFakeSmtp({ tls: cert, auth: CREDENTIALS });
    lax = await startFakeSmtp();
  });
  afterAll(async () => {
    await strict.close();
    await lax.close();
  });

  it("sends through STARTTLS, verifying the certificate, after signing in; the Message-ID is kept", async () => {
    const transport = createSmtpTransport(
      withCredentials(strict.url, CREDENTIALS.user, CREDENTIALS.pass),
      FROM,
      5_000,
      trusted(),
    );
    await transport.send(message("ana@example.com", "<uno.42@example.com>"));
    const received = strict.messages.find((m) => m.to.includes("ana@example.com"));
    expect(received).toMatchObject({
      secure: true,
      user: CREDENTIALS.user,
      messageId: "<uno.42@example.com>",
      from: "no-responder@example.com",
    });
    expect(strict.deliveriesOf("<uno.42@example.com>")).toBe(1);
  });

  it("refuses to send in plaintext when TLS is required and the server offers no STARTTLS", async () => {
    const transport = createSmtpTransport(lax.url, FROM, 5_000, { requireTls: true });
    const failure = await transport.send(message("beto@example.com")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmtpError);
    expect((failure as SmtpError).message).toMatch(
      /^No se pudo cifrar la conexión con STARTTLS y SMTP_REQUIRE_TLS lo exige/,
    );
    expect((failure as SmtpError).permanent).toBe(false);
    expect(lax.messages.some((m) => m.to.includes("beto@example.com"))).toBe(false);
  });

  it("without SMTP_REQUIRE_TLS a development relay without STARTTLS still gets the mail", async () => {
    const transport = createSmtpTransport(lax.url, FROM, 5_000);
    await transport.send(message("carla@example.com"));
    expect(lax.messages.find((m) => m.to.includes("carla@example.com"))).toMatchObject({
      secure: false,
      user: null,
    });
  });

  it("says in Spanish that the credentials were refused; a retry may pass once they are fixed", async () => {
    const refusedBefore = strict.refusedLogins();
    const transport = createSmtpTransport(
      withCredentials(strict.url, CREDENTIALS.user, "clave-equivocada"),
      FROM,
      5_000,
      trusted(),
    );
    const failure = await transport.send(message("dora@example.com")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmtpError);
    expect((failure as SmtpError).message).toMatch(
      /^El servidor SMTP rechazó el usuario o la contraseña \(revisa SMTP_URL\); el servidor respondió: 535/,
    );
    expect((failure as SmtpError).permanent).toBe(false);
    expect(strict.refusedLogins()).toBe(refusedBefore + 1);
  });

  it("upgrades with STARTTLS whenever the server offers it, so the sign-in is encrypted even without SMTP_REQUIRE_TLS", async () => {
    const transport = createSmtpTransport(
      withCredentials(strict.url, CREDENTIALS.user, CREDENTIALS.pass),
      FROM,
      5_000,
      { tls: { ca: cert.cert } },
    );
    // nodemailer upgrades whenever STARTTLS is offered, so the sign-in happens encrypted.
    await transport.send(message("elena@example.com"));
    expect(strict.messages.find((m) => m.to.includes("elena@example.com"))?.secure).toBe(true);
  });

  it("refuses a server whose certificate it cannot verify", async () => {
    const transport = createSmtpTransport(
      withCredentials(strict.url, CREDENTIALS.user, CREDENTIALS.pass),
      FROM,
      5_000,
      { requireTls: true },
    );
    const failure = await transport.send(message("fer@example.com")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmtpError);
    expect((failure as SmtpError).message).toMatch(/^No se pudo (cifrar|verificar) la conexión/);
    expect(strict.messages.some((m) => m.to.includes("fer@example.com"))).toBe(false);
  });

  it("marks a recipient the server refuses for good (550) as a permanent failure", async () => {
    const transport = createSmtpTransport(lax.url, FROM, 5_000);
    const failure = await transport
      .send(message(`nadie@${BOUNCING_DOMAIN}`))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmtpError);
    expect((failure as SmtpError).message).toMatch(
      /^El servidor SMTP rechazó el mensaje de forma definitiva; el servidor respondió: 550/,
    );
    expect((failure as SmtpError).permanent).toBe(true);
  });
});
