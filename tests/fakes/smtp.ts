import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header, as the client wrote it. */
  messageId: string | null;
  /** Whether the session had been upgraded with STARTTLS when the message came. */
  secure: boolean;
  /** The user the session signed in as, if any. */
  user: string | null;
}

/**
 * How the server misbehaves, as a real relay in trouble does: "down" (nothing listens on the
 * port), "421" (every connection refused in the greeting: service not available), "451"
 * (the sender refused for now: local error in processing). null: healthy.
 */
export type SmtpOutage = "down" | "421" | "451" | null;

export interface FakeSmtpOptions {
  /** STARTTLS offered with this key and certificate (PEM); off when absent. */
  tls?: { key: string; cert: string };
  /** Sign-in required with these credentials (only after STARTTLS when tls is given). */
  auth?: { user: string; pass: string };
}

export interface FakeSmtp {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** How many times a message with this Message-ID was accepted. */
  deliveriesOf(messageId: string): number;
  /** Failed sign-ins, for tests of wrong credentials. */
  refusedLogins: () => number;
  setOutage(outage: SmtpOutage): Promise<void>;
  /** Holds each accepted message this long before answering (widens race windows). */
  setDelay(ms: number): void;
  close: () => Promise<void>;
}

/** Recipients at this domain are refused with 550 (no such mailbox). */
export const BOUNCING_DOMAIN = "no-existe.example";

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on loopback that keeps every message it receives. By default it is as
 * lax as a development relay (no STARTTLS, no sign-in); `tls` and `auth` make it as strict as a
 * provider's submission port.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: CapturedMail[] = [];
  let outage: SmtpOutage = null;
  let delayMs = 0;
  let refused = 0;
  const settings: SMTPServerOptions = {
    logger: false,
    ...(options.tls
      ? { key: options.tls.key, cert: options.tls.cert }
      : { disabledCommands: ["STARTTLS"], allowInsecureAuth: true }),
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      const expected = options.auth;
      if (expected && auth.username === expected.user && auth.password === expected.pass)
        return callback(null, { user: auth.username });
      refused++;
      callback(smtpError("5.7.8 Authentication credentials invalid", 535));
    },
    onConnect(_session, callback) {
      if (outage === "421") return callback(smtpError("4.3.2 Service not available", 421));
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (outage === "451") return callback(smtpError("4.3.0 Local error in processing", 451));
      callback();
    },
    // A mailbox that does not exist, refused for good, as providers do.
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${BOUNCING_DOMAIN}`))
        return callback(smtpError("5.1.1 Mailbox unavailable", 550));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = raw.split(/\r?\n\r?\n/)[0] ?? "";
        setTimeout(() => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? null,
            secure: session.secure,
            user: typeof session.user === "string" ? session.user : null,
          });
          callback();
        }, delayMs);
      });
    },
  };
  let server = new SMTPServer(settings);
  const port = await listen(server, 0);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    deliveriesOf: (messageId) => messages.filter((m) => m.messageId === messageId).length,
    refusedLogins: () => refused,
    async setOutage(next) {
      if (outage === "down" && next !== "down") {
        server = new SMTPServer(settings);
        await listen(server, port);
      } else if (next === "down" && outage !== "down") {
        await close();
      }
      outage = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () => (outage === "down" ? Promise.resolve() : close()),
  };
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
  });
}

/**
 * A certificate for 127.0.0.1 and localhost, made by Debian's openssl for one test run; the
 * certificate is its own CA, so a client that trusts it verifies the server for real.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "smtp-cert-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "2", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        ...["-keyout", key, "-out", cert],
      ],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
