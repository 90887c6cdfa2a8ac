import { z } from "zod";
import type { Logger } from "../logger.ts";

/**
 * Text messages (the claim flow's one-time codes) through Twilio's Programmable Messaging API:
 * `POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth with the
 * account SID and auth token, form-encoded `To` (E.164), `Body` and one sender: the
 * `MessagingServiceSid` when configured (Twilio then picks the number), otherwise `From`.
 * Success is a 201 with the Message resource (`sid` "SM…", `status` queued or accepted);
 * failures are JSON `{code, message, more_info, status}` with Twilio's own error code. Without
 * Twilio configured the outbox transport keeps the message and prints it in the log.
 */
export interface SmsTransport {
  /** "twilio" sends the message; "outbox" only keeps it (no SMS provider configured). */
  kind: "twilio" | "outbox";
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

export type SmsFailureReason =
  "invalid-number" | "rejected" | "rate-limited" | "credentials" | "unavailable";

/** The provider refused or failed; the message is for the log (with Twilio's own words), never for the person. */
export class SmsError extends Error {
  override name = "SmsError";
  constructor(
    readonly reason: SmsFailureReason,
    message: string,
    /** Twilio's error code (21211, 20003, …) when its answer carried one. */
    readonly code?: number,
    /** The HTTP status of Twilio's answer; absent for timeouts and network failures. */
    readonly status?: number,
  ) {
    super(message);
  }
}

type SmsLogger = Pick<Logger, "info" | "warn">;

export interface TwilioTransportOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** Limit of each attempt; a send makes at most two. */
  timeoutMs: number;
  logger?: SmsLogger;
  /** Pause before the one retry after a 5xx, a timeout or a network failure. */
  retryDelayMs?: number;
}

/** The `To` number itself cannot receive the message: wrong, landline or not a phone at all. */
const INVALID_NUMBER_CODES = new Set([
  21211, // invalid 'To' phone number
  21214, // 'To' number cannot be reached
  21217, // phone number does not appear to be valid
  21401, // invalid phone number
  21421, // phone number is invalid
  21614, // 'To' number is not a valid mobile number
]);
/** Too many requests (20429) or too many messages queued on the sender (21611). */
const RATE_LIMIT_CODES = new Set([20429, 21611]);
/** Authentication failed (20003) or the account is not active (20005). */
const CREDENTIAL_CODES = new Set([20003, 20005]);

const twilioErrorSchema = z.object({
  code: z.coerce.number().int().optional(),
  message: z.string().optional(),
  status: z.coerce.number().int().optional(),
});
const twilioMessageSchema = z.object({ sid: z.string().min(1) });

export function reasonForTwilioAnswer(status: number, code: number | undefined): SmsFailureReason {
  if (status === 401 || status === 403 || (code !== undefined && CREDENTIAL_CODES.has(code))) {
    return "credentials";
  }
  if (status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) return "rate-limited";
  if (status >= 500) return "unavailable";
  if (code !== undefined && INVALID_NUMBER_CODES.has(code)) return "invalid-number";
  return "rejected";
}

function errorFromAnswer(status: number, text: string): SmsError {
  let parsed: z.infer<typeof twilioErrorSchema> = {};
  try {
    parsed = twilioErrorSchema.catch({}).parse(JSON.parse(text));
  } catch {
    // A proxy's HTML page or an empty 5xx: only the status is known.
  }
  const detail = parsed.message ?? (text.trim().slice(0, 200) || "sin cuerpo");
  const label = parsed.code === undefined ? `HTTP ${status}` : `${parsed.code} (HTTP ${status})`;
  return new SmsError(
    reasonForTwilioAnswer(status, parsed.code),
    `Twilio ${label}: ${detail}`,
    parsed.code,
    status,
  );
}

function errorFromFailure(error: unknown, timeoutMs: number): SmsError {
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new SmsError("unavailable", `Twilio no respondió en ${timeoutMs} ms`);
  }
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return new SmsError("unavailable", `Twilio inalcanzable: ${cause ?? String(error)}`);
}

/** A 5xx, a timeout or a network failure; not an accepted message with an unreadable answer. */
function isWorthRetrying(error: unknown): error is SmsError {
  return (
    error instanceof SmsError &&
    error.reason === "unavailable" &&
    (error.status === undefined || error.status >= 500)
  );
}

/** "+52******5678": enough to tell messages apart in the log without keeping the number. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return "*".repeat(phone.length);
  return `${phone.slice(0, 3)}${"*".repeat(phone.length - 7)}${phone.slice(-4)}`;
}

type TwilioAccountOptions = Omit<TwilioTransportOptions, "from" | "messagingServiceSid">;

/**
 * One POST to the Messages API with at most one retry (after a 5xx, a timeout or a network
 * failure), shared by SMS and WhatsApp: the same resource, the same answers and errors.
 */
function twilioMessagesClient(options: TwilioAccountOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(
    options.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString(
    "base64",
  )}`;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const logger = options.logger;

  async function attempt(form: URLSearchParams): Promise<{ id: string }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw errorFromFailure(error, options.timeoutMs);
    }
    if (!response.ok) throw errorFromAnswer(response.status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const message = twilioMessageSchema.safeParse(json);
    if (!message.success) {
      // Accepted but unreadable: the message may be on its way, so it is not sent again.
      const unreadable = "Twilio aceptó el mensaje con una respuesta ilegible";
      throw new SmsError("unavailable", unreadable, undefined, response.status);
    }
    return { id: message.data.sid };
  }

  /** `to` is the recipient as the log may show it (masked). */
  return async function post(form: URLSearchParams, to: string): Promise<{ id: string }> {
    try {
      return await attempt(form);
    } catch (error) {
      if (!isWorthRetrying(error)) throw error;
      // One retry: a one-time code sent twice is harmless, one never sent blocks the claim.
      logger?.warn(
        { to: maskPhone(to), code: error.code, status: error.status },
        `SMS: reintento tras un fallo de Twilio (${error.message})`,
      );
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return attempt(form);
    }
  };
}

export function createTwilioTransport(options: TwilioTransportOptions): SmsTransport {
  if (!options.from && !options.messagingServiceSid) {
    throw new Error("Twilio necesita TWILIO_FROM_NUMBER o TWILIO_MESSAGING_SERVICE_SID");
  }
  const post = twilioMessagesClient(options);
  return {
    kind: "twilio",
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      // Twilio accepts both, but a Messaging Service chooses its own sender: send one or the other.
      if (options.messagingServiceSid) form.set("MessagingServiceSid", options.messagingServiceSid);
      else form.set("From", options.from!);
      return post(form, to);
    },
  };
}

/**
 * A WhatsApp message from an approved template (a business may only start a conversation
 * with one): `From` and `To` carry the `whatsapp:` prefix before the E.164 number, `ContentSid`
 * names the template ("HX…") and `ContentVariables` fills its {{1}}, {{2}}… as a JSON object.
 */
export interface WhatsAppTransport {
  send(message: {
    to: string;
    contentSid: string;
    variables: Record<string, string>;
  }): Promise<{ id: string }>;
}

export const WHATSAPP_PREFIX = "whatsapp:";

export function createTwilioWhatsAppTransport(
  options: TwilioAccountOptions & {
    /** The WhatsApp sender's number, E.164 (with or without the prefix). */
    from: string;
  },
): WhatsAppTransport {
  const post = twilioMessagesClient(options);
  const address = (phone: string) =>
    phone.startsWith(WHATSAPP_PREFIX) ? phone : `${WHATSAPP_PREFIX}${phone}`;
  return {
    async send({ to, contentSid, variables }) {
      const form = new URLSearchParams({
        From: address(options.from),
        To: address(to),
        ContentSid: contentSid,
        ContentVariables: JSON.stringify(variables),
      });
      return post(form, to);
    },
  };
}

/**
 * Without an SMS provider the message is kept (the outbox table, through `store`) and printed
 * in the log, code included, so a demo or a fresh machine can still complete a claim.
 */
export function createOutboxSmsTransport(deps: {
  store: (to: string, body: string) => Promise<string>;
  logger: SmsLogger;
}): SmsTransport {
  return {
    kind: "outbox",
    async send({ to, body }) {
      const id = await deps.store(to, body);
      deps.logger.info(
        { to, outboxId: id },
        `SMS guardado en la bandeja de salida (sin proveedor de SMS): para ${to}: ${body}`,
      );
      return { id };
    },
  };
}

/**
 * A phone number as listings hold it ("55 1234 5678", "(33) 3616-1234", "+52 1 55 1234 5678",
 * "044 55 1234 5678", "01 33 3616 1234", with an extension after it) as `+52` and its ten
 * digits; null when it cannot be a Mexican number. Since 2019 every Mexican number has ten
 * digits and the old prefixes (044/045 for mobiles, 01 for long distance, the 1 after +52)
 * are dropped when dialling; area codes never start with 0 or 1.
 */
export function toE164Mexico(phone: string): string | null {
  const withoutExtension = phone.replace(/\s*(?:ext\.?|extensi[oó]n|x)\s*\d{1,6}\s*$/i, "").trim();
  if (!/^\+?[\d\s().\-/]+$/.test(withoutExtension)) return null;
  const international = withoutExtension.startsWith("+");
  let digits = withoutExtension.replace(/\D/g, "");
  if (!international && digits.startsWith("00")) digits = digits.slice(2);
  else if (!international && /^(044|045)\d{10}$/.test(digits)) digits = digits.slice(3);
  else if (!international && /^01\d{10}$/.test(digits)) digits = digits.slice(2);
  if (international || digits.length > 10) {
    if (!digits.startsWith("52")) return null;
    digits = digits.slice(2);
    if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  }
  return /^[2-9]\d{9}$/.test(digits) ? `+52${digits}` : null;
}
