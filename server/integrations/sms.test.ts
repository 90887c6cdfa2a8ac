import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../../tests/fakes/twilio.ts";
import { rejectionOf } from "../../tests/support/rejection.ts";
import {
  createOutboxSmsTransport,
  createTwilioTransport,
  createTwilioWhatsAppTransport,
  maskPhone,
  SmsError,
  toE164Mexico,
  type TwilioTransportOptions,
} from "./sms.ts";

const PHONE = "+525512345678";
const CODE_MESSAGE = "Tu código para reclamar tu perfil es 482913. Vence en 10 minutos.";

/** A real pino logger at its most talkative, writing into an array. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "trace" }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, SmsError);

describe("Twilio SMS transport against the fake Messages API", () => {
  let fake: FakeTwilio;
  let options: TwilioTransportOptions;

  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    options = {
      baseUrl: `${fake.url}/`,
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: fake.from,
      timeoutMs: 2_000,
      retryDelayMs: 0,
    };
  });

  it("posts the form Twilio expects, with Basic auth, and returns the message SID", async () => {
    const sent = await createTwilioTransport(options).send({ to: PHONE, body: CODE_MESSAGE });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${fake.accountSid}/Messages.json`);
    const credentials = Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString("base64");
    expect(request.authorization).toBe(`Basic ${credentials}`);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toEqual({ To: PHONE, Body: CODE_MESSAGE, From: fake.from });
    expect(request.status).toBe(201);

    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messagesTo(PHONE)).toEqual([expect.objectContaining({ sid: sent.id })]);
    expect(fake.latestCodeTo(PHONE)).toBe("482913");
  });

  it("sends through the Messaging Service instead of From when both are configured", async () => {
    const transport = createTwilioTransport({
      ...options,
      messagingServiceSid: fake.messagingServiceSid,
    });
    const sent = await transport.send({ to: PHONE, body: CODE_MESSAGE });
    expect(fake.requests[0]!.form).toEqual({
      To: PHONE,
      Body: CODE_MESSAGE,
      MessagingServiceSid: fake.messagingServiceSid,
    });
    expect(fake.messages[0]).toMatchObject({ sid: sent.id, from: null });
  });

  it("reports bad credentials without retrying", async () => {
    const transport = createTwilioTransport({ ...options, authToken: "f".repeat(32) });
    const error = await failureOf(transport.send({ to: PHONE, body: CODE_MESSAGE }));
    expect(error).toMatchObject({ reason: "credentials", code: 20003, status: 401 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.messages).toHaveLength(0);
  });

  it("tells an invalid number from a refused message", async () => {
    const transport = createTwilioTransport(options);
    const invalid = await failureOf(transport.send({ to: "55 1234 5678", body: CODE_MESSAGE }));
    expect(invalid).toMatchObject({ reason: "invalid-number", code: 21211, status: 400 });
    expect(invalid.message).toContain("is not a valid phone number");

    const notOurs = createTwilioTransport({ ...options, from: "+15005550001" });
    const refused = await failureOf(notOurs.send({ to: PHONE, body: CODE_MESSAGE }));
    expect(refused).toMatchObject({ reason: "rejected", code: 21606, status: 400 });

    const empty = await failureOf(transport.send({ to: PHONE, body: "" }));
    expect(empty).toMatchObject({ reason: "rejected", code: 21602 });
    expect(fake.requests).toHaveLength(3);
  });

  it("reports a trial account's unverified number as refused", async () => {
    const trial = await startFakeTwilio({ verifiedNumbers: ["+523336161234"] });
    const transport = createTwilioTransport({
      ...options,
      baseUrl: trial.url,
      accountSid: trial.accountSid,
      authToken: trial.authToken,
      from: trial.from,
    });
    const error = await failureOf(transport.send({ to: PHONE, body: CODE_MESSAGE }));
    expect(error).toMatchObject({ reason: "rejected", code: 21608, status: 400 });
    await transport.send({ to: "+523336161234", body: CODE_MESSAGE });
    expect(trial.messagesTo("+523336161234")).toHaveLength(1);
    await trial.close();
  });

  it("reports Twilio's rate limit at once, without hammering it", async () => {
    fake.fail("rate-limit");
    const error = await failureOf(
      createTwilioTransport(options).send({ to: PHONE, body: CODE_MESSAGE }),
    );
    expect(error).toMatchObject({ reason: "rate-limited", code: 20429, status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it("retries once after a 5xx or a dropped connection, then succeeds", async () => {
    const { logger, lines } = capturedLogger();
    const transport = createTwilioTransport({ ...options, logger });
    fake.fail("server-error");
    const first = await transport.send({ to: PHONE, body: CODE_MESSAGE });
    expect(fake.requests.map((request) => request.status)).toEqual([500, 201]);
    expect(first.id).toBe(fake.messages[0]!.sid);

    fake.fail("connection-reset");
    await transport.send({ to: PHONE, body: CODE_MESSAGE });
    expect(fake.messagesTo(PHONE)).toHaveLength(2);
    expect(lines.filter((line) => line.includes("reintento"))).toHaveLength(2);
    expect(lines.join("")).toContain("+52******5678");
  });

  it("gives up as unavailable after a second 5xx, also when it is a proxy's HTML page", async () => {
    fake.fail("bad-gateway", "bad-gateway");
    const error = await failureOf(
      createTwilioTransport(options).send({ to: PHONE, body: CODE_MESSAGE }),
    );
    expect(error).toMatchObject({ reason: "unavailable", status: 502, code: undefined });
    expect(error.message).toContain("502 Bad Gateway");
    expect(fake.requests).toHaveLength(2);
    expect(fake.messages).toHaveLength(0);
  });

  it("stops waiting at the time limit, twice at most", async () => {
    fake.fail({ delayMs: 3_000 }, { delayMs: 3_000 });
    const started = Date.now();
    const error = await failureOf(
      createTwilioTransport({ ...options, timeoutMs: 150 }).send({
        to: PHONE,
        body: CODE_MESSAGE,
      }),
    );
    expect(error).toMatchObject({ reason: "unavailable", status: undefined });
    expect(error.message).toContain("150 ms");
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports an unreachable server as unavailable", async () => {
    const gone = await startFakeTwilio();
    await gone.close();
    const error = await failureOf(
      createTwilioTransport({ ...options, baseUrl: gone.url }).send({
        to: PHONE,
        body: CODE_MESSAGE,
      }),
    );
    expect(error.reason).toBe("unavailable");
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("never writes the auth token, nor the Basic credentials, to the log or its errors", async () => {
    const { logger, lines } = capturedLogger();
    const transport = createTwilioTransport({ ...options, logger });
    fake.fail("server-error", "bad-gateway", "connection-reset", "rate-limit");
    const errors = [
      await failureOf(transport.send({ to: PHONE, body: CODE_MESSAGE })),
      await failureOf(transport.send({ to: PHONE, body: CODE_MESSAGE })),
      await failureOf(transport.send({ to: "5512345678", body: CODE_MESSAGE })),
    ];
    const wrongToken = createTwilioTransport({ ...options, logger, authToken: "0".repeat(32) });
    errors.push(await failureOf(wrongToken.send({ to: PHONE, body: CODE_MESSAGE })));
    expect(lines.length).toBeGreaterThan(0);

    const credentials = Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString("base64");
    const written = [
      ...lines,
      ...errors.map((error) => `${error.message} ${error.stack} ${JSON.stringify(error)}`),
    ].join("\n");
    expect(written).not.toContain(fake.authToken);
    expect(written).not.toContain("0".repeat(32));
    expect(written).not.toContain(credentials);
    // Nor the one-time code: outside the demo outbox the log never carries a message's text.
    expect(lines.join("")).not.toContain("482913");
  });
});

describe("outbox SMS transport", () => {
  it("keeps the message through the given store and prints it, code included", async () => {
    const { logger, lines } = capturedLogger();
    const stored: [string, string][] = [];
    const transport = createOutboxSmsTransport({
      logger,
      store: async (to, body) => {
        stored.push([to, body]);
        return "41";
      },
    });
    expect(transport.kind).toBe("outbox");
    await expect(transport.send({ to: PHONE, body: CODE_MESSAGE })).resolves.toEqual({
      id: "41",
    });
    expect(stored).toEqual([[PHONE, CODE_MESSAGE]]);
    const entry = JSON.parse(lines[0]!) as { level: number; msg: string; outboxId: string };
    expect(entry.level).toBe(30);
    expect(entry.outboxId).toBe("41");
    expect(entry.msg).toBe(
      `SMS guardado en la bandeja de salida (sin proveedor de SMS): para ${PHONE}: ${CODE_MESSAGE}`,
    );
  });
});

describe("toE164Mexico", () => {
  it.each([
    ["55 1234 5678", "+525512345678"],
    ["5512345678", "+525512345678"],
    ["(33) 3616-1234", "+523336161234"],
    ["33.3616.1234", "+523336161234"],
    ["+52 55 1234 5678", "+525512345678"],
    ["+52 1 55 1234 5678", "+525512345678"],
    ["+521 (81) 8123-4567", "+528181234567"],
    ["52 55 1234 5678", "+525512345678"],
    ["0052 55 1234 5678", "+525512345678"],
    ["044 55 1234 5678", "+525512345678"],
    ["045 33 3616 1234", "+523336161234"],
    ["01 33 3616 1234", "+523336161234"],
    ["55 1234 5678 ext. 204", "+525512345678"],
    ["(55) 1234-5678 Ext 12", "+525512345678"],
    [" 999 123 4567 ", "+529991234567"],
  ])("%s → %s", (input, expected) => {
    expect(toE164Mexico(input)).toBe(expected);
  });

  it.each([
    "",
    "1234 5678",
    "55 1234 567",
    "55 1234 56789",
    "0155 1234 5678 9",
    "+1 415 555 2671",
    "+44 20 7946 0958",
    "15 1234 5678",
    "05 1234 5678",
    "55-LLAMA-YA",
    "55 1234 5678 / 55 8765 4321",
    "correo@example.com",
  ])("%s is not a Mexican number", (input) => {
    expect(toE164Mexico(input)).toBeNull();
  });
});

describe("maskPhone", () => {
  it("keeps the country code and the last four digits only", () => {
    expect(maskPhone("+525512345678")).toBe("+52******5678");
    expect(maskPhone("12345")).toBe("*****");
  });
});

describe("the fake Messages API answers Twilio's errors", () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake.close());

  const post = (
    form: Record<string, string>,
    overrides: { accountSid?: string; user?: string; method?: string } = {},
  ) => {
    const user = overrides.user ?? fake.accountSid;
    return fetch(
      `${fake.url}/2010-04-01/Accounts/${overrides.accountSid ?? fake.accountSid}/Messages.json`,
      {
        method: overrides.method ?? "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${user}:${fake.authToken}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: overrides.method === "GET" ? undefined : new URLSearchParams(form).toString(),
      },
    );
  };
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });

  it("checks the account in the path against the credentials", async () => {
    const other = `AC${"1".repeat(32)}`;
    const { status, body } = await answer(
      await post({ To: PHONE, From: fake.from, Body: "x" }, { accountSid: other }),
    );
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 20003,
      message: "Authenticate",
      more_info: "https://www.twilio.com/docs/errors/20003",
      status: 401,
    });
  });

  it.each([
    [{ From: "+15005550006", Body: "x" }, 21604],
    [{ To: PHONE, Body: "x" }, 21603],
    [{ To: PHONE, MessagingServiceSid: `MG${"0".repeat(32)}`, Body: "x" }, 21701],
    [{ To: PHONE, From: "+15005550006" }, 21602],
    [{ To: PHONE, From: "+15005550006", Body: "a".repeat(1_601) }, 21617],
  ])("answers 400 with the right code for %j", async (form, code) => {
    const { status, body } = await answer(await post(form));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code, status: 400 });
  });

  it("answers the Message resource, accepted without a sender when a service sends it", async () => {
    const { status, body } = await answer(
      await post({ To: PHONE, MessagingServiceSid: fake.messagingServiceSid, Body: "Hola" }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      account_sid: fake.accountSid,
      api_version: "2010-04-01",
      direction: "outbound-api",
      from: null,
      messaging_service_sid: fake.messagingServiceSid,
      status: "accepted",
      to: PHONE,
    });
    expect(body.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(body.date_created).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(body.uri).toBe(`/2010-04-01/Accounts/${fake.accountSid}/Messages/${body.sid}.json`);

    const direct = await answer(await post({ To: PHONE, From: fake.from, Body: "¿Sí? código" }));
    expect(direct.body).toMatchObject({ status: "queued", from: fake.from, num_segments: "1" });
  });

  it("refuses other methods and paths", async () => {
    expect((await answer(await post({}, { method: "GET" }))).body.code).toBe(20004);
    const response = await fetch(`${fake.url}/2010-04-01/Accounts/${fake.accountSid}/Calls.json`);
    expect(await answer(response)).toMatchObject({ status: 404, body: { code: 20404 } });
  });

  it("holds WhatsApp to Twilio's rules: one channel, its sender, an approved template", async () => {
    const to = `whatsapp:${PHONE}`;
    const template = `HX${"a".repeat(32)}`;
    const cases: [Record<string, string>, number][] = [
      [{ To: to, From: fake.from, ContentSid: template }, 21910],
      [{ To: to, From: "whatsapp:+15550001111", ContentSid: template }, 63007],
      [{ To: to, From: fake.whatsappFrom, Body: "Hola" }, 63016],
      [{ To: to, From: fake.whatsappFrom, ContentSid: "HX1" }, 21655],
      [{ To: to, From: fake.whatsappFrom, ContentSid: template, ContentVariables: "[1]" }, 21656],
      [
        { To: to, From: fake.whatsappFrom, ContentSid: template, ContentVariables: '{"1":2}' },
        21656,
      ],
    ];
    for (const [form, code] of cases) {
      expect(await answer(await post(form)), JSON.stringify(form)).toMatchObject({
        status: 400,
        body: { code },
      });
    }
  });
});

describe("Twilio WhatsApp transport against the fake Messages API", () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const template = `HX${"0123456789abcdef".repeat(2)}`;
  const variables = { "1": "Juan", "2": "Dra. Ana Ruiz", "3": "lunes 2 de noviembre, 10:00" };

  it("sends the template with whatsapp: on both numbers, its Content SID and variables as JSON", async () => {
    // Configured without the prefix: the transport adds it to the sender too.
    const transport = createTwilioWhatsAppTransport({
      baseUrl: fake.url,
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: fake.whatsappFrom.replace("whatsapp:", ""),
      timeoutMs: 2_000,
      retryDelayMs: 0,
    });
    const sent = await transport.send({ to: PHONE, contentSid: template, variables });

    expect(fake.requests).toHaveLength(1);
    const form = fake.requests[0]!.form;
    expect(form).toEqual({
      From: fake.whatsappFrom,
      To: `whatsapp:${PHONE}`,
      ContentSid: template,
      ContentVariables: JSON.stringify(variables),
    });
    expect(form.From).toMatch(/^whatsapp:\+\d+$/);
    expect(form.To).toMatch(/^whatsapp:\+52\d{10}$/);
    expect(fake.requests[0]!.status).toBe(201);
    expect(fake.messagesTo(`whatsapp:${PHONE}`)).toEqual([
      expect.objectContaining({ sid: sent.id, contentSid: template, contentVariables: variables }),
    ]);
  });

  it("reports a refused template as a refusal, not as an outage", async () => {
    const transport = createTwilioWhatsAppTransport({
      baseUrl: fake.url,
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: fake.whatsappFrom,
      timeoutMs: 2_000,
      retryDelayMs: 0,
    });
    const error = await failureOf(transport.send({ to: PHONE, contentSid: "HX1", variables }));
    expect(error).toMatchObject({ reason: "rejected", code: 21655, status: 400 });
    expect(fake.requests).toHaveLength(1);
  });
});
