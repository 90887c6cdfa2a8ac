import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A real HTTP server on loopback that speaks Twilio's Programmable Messaging "create a
 * message" call as the SMS adapter (server/integrations/sms.ts) uses it:
 *
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth (account SID as the
 * user, auth token as the password; the SID must also be the one in the path), a form-encoded
 * body with `To`, `Body` and `From` and/or `MessagingServiceSid`. A 201 answers the Message
 * resource (`sid` "SM" + 32 hex, `status` "queued", or "accepted" when a Messaging Service
 * picks the sender, RFC 2822 dates, `uri`, `subresource_uris`, …). Errors carry Twilio's JSON
 * `{code, message, more_info, status}`: 401/20003 (credentials), 404/20404, 405/20004,
 * 400/21604 (no To), 21211 (To not E.164), 21603 (no sender), 21606 (From not the account's),
 * 21701 (unknown Messaging Service), 21602 (no Body), 21617 (Body over 1,600 characters) and
 * 21608 (trial account, To not verified).
 *
 * WhatsApp goes through the same call: `From` and `To` carry the `whatsapp:` prefix (21910 when
 * only one does), the sender must be the account's WhatsApp sender, and a business starts a
 * conversation only with an approved template: `ContentSid` ("HX" + 32 hex, 21655 otherwise)
 * and `ContentVariables`, a JSON object of strings (21656 otherwise). A free-form `Body`
 * without a template is refused with 63016 (Twilio accepts it and fails it later, outside the
 * 24-hour session; the fake says so at once). Scripted with fail(): 429/20429, 500/20500, a 502
 * HTML page from a proxy, a dropped connection, or a slow answer. Every request is recorded.
 */
export type FakeTwilioFailure =
  "rate-limit" | "server-error" | "bad-gateway" | "connection-reset" | { delayMs: number };

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  /** WhatsApp: the template and its values; null for an SMS. */
  contentSid: string | null;
  contentVariables: Record<string, string> | null;
  dateCreated: string;
}

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form fields as sent (empty when the body was not form-encoded). */
  form: Record<string, string>;
  status: number;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** The account's SMS-capable number, the only `From` it accepts. */
  from: string;
  /** The account's WhatsApp sender, prefix included ("whatsapp:+14155238886"). */
  whatsappFrom: string;
  messagingServiceSid: string;
  messages: FakeTwilioMessage[];
  requests: RecordedTwilioRequest[];
  messagesTo(phone: string): FakeTwilioMessage[];
  /** The last six-digit code sent to a phone, as the claim flow's SMS carries it. */
  latestCodeTo(phone: string): string | null;
  /** The next requests fail as listed, one failure per request, before anything is checked. */
  fail(...next: FakeTwilioFailure[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface FakeTwilioOptions {
  accountSid?: string;
  authToken?: string;
  from?: string;
  whatsappFrom?: string;
  messagingServiceSid?: string;
  /** A trial account: only these numbers can receive messages (others get 21608). */
  verifiedNumbers?: string[];
}

const hex32 = () => randomBytes(16).toString("hex");
const E164 = /^\+[1-9]\d{6,14}$/;
const WHATSAPP = "whatsapp:";
const CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;

/** ContentVariables as Twilio accepts them: a JSON object whose values are strings. */
function contentVariablesOf(text: string | undefined): Record<string, string> | null {
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === "string")
      ? (Object.fromEntries(entries) as Record<string, string>)
      : null;
  } catch {
    return null;
  }
}
const MAX_BODY_CHARACTERS = 1_600;

/** Twilio's dates: RFC 2822 in GMT, written "+0000". */
const rfc2822 = (date: Date) => date.toUTCString().replace("GMT", "+0000");

/** Segments Twilio would bill: GSM-7 text fits 160 characters (153 when split), other 70 (67). */
function segmentsOf(body: string): number {
  // GSM-7 has é, ñ, ü, ¿ and ¡ but not á, í, ó or ú, which turn a message into UCS-2.
  const gsm = /^[\x20-\x7E\n\rÉéÑñÜü¿¡]*$/.test(body);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / part);
}

/** The app's environment that sends SMS through this fake. */
export function twilioEnv(twilio: FakeTwilio): Record<string, string> {
  return {
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.from,
  };
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${hex32()}`;
  const authToken = options.authToken ?? hex32();
  const from = options.from ?? "+15005550006";
  const whatsappFrom = options.whatsappFrom ?? `${WHATSAPP}+14155238886`;
  const messagingServiceSid = options.messagingServiceSid ?? `MG${hex32()}`;
  const messages: FakeTwilioMessage[] = [];
  const requests: RecordedTwilioRequest[] = [];
  const scripted: FakeTwilioFailure[] = [];
  const sockets = new Set<Socket>();

  function send(
    res: ServerResponse,
    record: RecordedTwilioRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    record.status = status;
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  }

  function error(
    res: ServerResponse,
    record: RecordedTwilioRequest,
    status: number,
    code: number,
    message: string,
    headers?: Record<string, string>,
  ) {
    send(
      res,
      record,
      status,
      { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
      headers,
    );
  }

  function basicAuthUser(header: string | undefined): string | null {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? "");
    if (!match) return null;
    const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return null;
    const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    return user === accountSid && password === authToken ? user : null;
  }

  async function scriptedFailure(
    failure: FakeTwilioFailure,
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedTwilioRequest,
  ): Promise<boolean> {
    if (typeof failure === "object") {
      await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
      return false;
    }
    if (failure === "rate-limit") {
      error(res, record, 429, 20429, "Too Many Requests", { "Retry-After": "1" });
    } else if (failure === "server-error") {
      error(res, record, 500, 20500, "Internal Server Error");
    } else if (failure === "bad-gateway") {
      record.status = 502;
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
    } else {
      record.status = -1;
      req.socket.destroy();
    }
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, record: RecordedTwilioRequest) {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(record.path);
    if (!match) {
      return error(res, record, 404, 20404, `The requested resource ${record.path} was not found`);
    }
    const failure = scripted.shift();
    if (failure && (await scriptedFailure(failure, req, res, record))) return;
    if (basicAuthUser(record.authorization) !== decodeURIComponent(match[1]!)) {
      return error(res, record, 401, 20003, "Authenticate", {
        "WWW-Authenticate": 'Basic realm="Twilio API"',
      });
    }
    if (req.method !== "POST") return error(res, record, 405, 20004, "Method not allowed");

    const form = record.form;
    const to = form.To;
    if (!to) return error(res, record, 400, 21604, "A 'To' phone number is required.");
    if (to.startsWith(WHATSAPP) || form.From?.startsWith(WHATSAPP))
      return whatsapp(res, record, to, form);
    if (!E164.test(to)) {
      return error(res, record, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    const service = form.MessagingServiceSid;
    if (!form.From && !service) {
      return error(
        res,
        record,
        400,
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
      );
    }
    if (service && service !== messagingServiceSid) {
      return error(res, record, 400, 21701, `The Messaging Service Sid ${service} is invalid.`);
    }
    if (form.From && form.From !== from) {
      return error(
        res,
        record,
        400,
        21606,
        `The From phone number ${form.From} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    const body = form.Body ?? "";
    if (!body) return error(res, record, 400, 21602, "Message body is required.");
    if (body.length > MAX_BODY_CHARACTERS) {
      return error(
        res,
        record,
        400,
        21617,
        "The concatenated message body exceeds the 1600 character limit.",
      );
    }
    if (options.verifiedNumbers && !options.verifiedNumbers.includes(to)) {
      return error(
        res,
        record,
        400,
        21608,
        `The number ${to} is unverified. Trial accounts cannot send messages to unverified numbers; verify ${to} at twilio.com/user/account/phone-numbers/verified, or purchase a Twilio number to send messages to unverified numbers.`,
      );
    }

    const now = rfc2822(new Date());
    const message: FakeTwilioMessage = {
      sid: `SM${hex32()}`,
      to,
      from: form.From ?? null,
      messagingServiceSid: service ?? null,
      body,
      contentSid: null,
      contentVariables: null,
      dateCreated: now,
    };
    messages.push(message);
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}`;
    // A Messaging Service assigns the sender after the answer: no From yet, status "accepted".
    const viaService = Boolean(service) && !form.From;
    send(res, record, 201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: "0",
      num_segments: viaService ? "0" : String(segmentsOf(body)),
      price: null,
      price_unit: "USD",
      sid: message.sid,
      status: viaService ? "accepted" : "queued",
      subresource_uris: { media: `${uri}/Media.json` },
      to,
      uri: `${uri}.json`,
    });
  }

  /** A WhatsApp message: both addresses prefixed, the account's sender, an approved template. */
  function whatsapp(
    res: ServerResponse,
    record: RecordedTwilioRequest,
    to: string,
    form: Record<string, string>,
  ) {
    if (!to.startsWith(WHATSAPP) || !form.From?.startsWith(WHATSAPP)) {
      return error(
        res,
        record,
        400,
        21910,
        "Invalid From and To pair. From and To should be of the same channel",
      );
    }
    if (!E164.test(to.slice(WHATSAPP.length))) {
      return error(res, record, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (form.From !== whatsappFrom) {
      return error(
        res,
        record,
        400,
        63007,
        `Twilio could not find a Channel with the specified From address: ${form.From}`,
      );
    }
    const contentSid = form.ContentSid;
    if (contentSid === undefined) {
      return error(
        res,
        record,
        400,
        63016,
        "Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.",
      );
    }
    if (!CONTENT_SID.test(contentSid)) {
      return error(res, record, 400, 21655, "The ContentSid is Invalid");
    }
    const variables = contentVariablesOf(form.ContentVariables);
    if (!variables) {
      return error(res, record, 400, 21656, "The ContentVariables Parameter is invalid");
    }
    const now = rfc2822(new Date());
    const message: FakeTwilioMessage = {
      sid: `MM${hex32()}`,
      to,
      from: form.From,
      messagingServiceSid: null,
      body: "",
      contentSid,
      contentVariables: variables,
      dateCreated: now,
    };
    messages.push(message);
    send(res, record, 201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body: "",
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: null,
      num_media: "0",
      num_segments: "1",
      price: null,
      price_unit: "USD",
      sid: message.sid,
      status: "queued",
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake-twilio");
      const contentType = req.headers["content-type"];
      const isForm = /^application\/x-www-form-urlencoded\b/i.test(contentType ?? "");
      const record: RecordedTwilioRequest = {
        method: req.method ?? "",
        path: url.pathname,
        authorization: req.headers.authorization,
        contentType,
        form: isForm
          ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))
          : {},
        status: 0,
      };
      requests.push(record);
      void handle(req, res, record);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const messagesTo = (phone: string) => messages.filter((message) => message.to === phone);
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    whatsappFrom,
    messagingServiceSid,
    messages,
    requests,
    messagesTo,
    latestCodeTo(phone) {
      const last = messagesTo(phone).at(-1);
      return last ? (/\b(\d{6})\b/.exec(last.body)?.[1] ?? null) : null;
    },
    fail(...next) {
      scripted.push(...next);
    },
    reset() {
      messages.length = 0;
      requests.length = 0;
      scripted.length = 0;
    },
    async close() {
      // Slow answers still pending must not keep the test run waiting.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
