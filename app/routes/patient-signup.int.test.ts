import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../common/accounts/schemas.ts";
import { users } from "../../server/db/schema/index.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { waitForMail } from "../../tests/support/mail-outbox.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import * as page from "./patient-signup.tsx";

/*
 * /registro-paciente without the page's scripts: each step posts to the page's action. The
 * account goes through the same schema, service and sign-up limit per address as
 * `POST /api/auth/register-patient`, and a refusal keeps what was typed but the password.
 */

let h: RouteHarness;
let counter = 0;

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(async () => {
  await h?.close();
});

const post = (form: Record<string, string>, clientIp = nextClientAddress()) =>
  outcomeOf(() =>
    page.action(routeArgs("/registro-paciente", h.context(null, { clientIp }), { form }) as never),
  );

const NEED = "Me duele la rodilla desde hace dos semanas";
const emailFor = (who: string) => `${who}.${(counter += 1)}.${Date.now()}@example.com`;

describe("/registro-paciente, step 1", () => {
  it("asks for consent before keeping the description, and keeps what was typed", async () => {
    const refused = await post({ intent: "need", initialQuery: NEED });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      step: 1,
      need: { initialQuery: NEED, consent: false, skipped: false },
      errors: { healthDataConsent: ACCOUNT_MESSAGES.consentNeeded },
    });
    const short = await post({ intent: "need", initialQuery: "rodilla", healthDataConsent: "on" });
    expect(short).toMatchObject({
      status: 400,
      data: { step: 1, errors: { initialQuery: ACCOUNT_MESSAGES.initialQuery } },
    });
  });

  it("moves on to step 2 with the description and consent, or with nothing when skipped", async () => {
    expect(
      await post({ intent: "need", initialQuery: NEED, healthDataConsent: "on" }),
    ).toMatchObject({
      status: 200,
      data: { step: 2, need: { initialQuery: NEED, consent: true, skipped: false }, errors: {} },
    });
    // 'Omitir este paso' drops whatever the textarea held.
    expect(await post({ intent: "skip", initialQuery: NEED })).toMatchObject({
      status: 200,
      data: { step: 2, need: { initialQuery: "", consent: false, skipped: true } },
    });
    expect(
      await post({ intent: "back", initialQuery: NEED, healthDataConsent: "on" }),
    ).toMatchObject({ data: { step: 1, need: { initialQuery: NEED, consent: true } } });
  });
});

describe("/registro-paciente, step 2", () => {
  it("creates the account with the consented description and mails the verification link", async () => {
    const email = emailFor("paso2");
    const done = await post({
      intent: "register",
      initialQuery: NEED,
      healthDataConsent: "on",
      firstName: "Valeria",
      lastName: "Soto",
      email: email.toUpperCase(),
      password: "contraseña-segura",
    });
    expect(done).toMatchObject({ status: 200, data: { step: "done", email } });
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: "Valeria", userType: "patient", initialQuery: NEED });
    expect(row?.emailVerified).toBe(false);
    expect(row?.healthDataConsentAt).toBeInstanceOf(Date);
    expect(await waitForMail(h.database, email, "verify-email")).not.toBeNull();
  });

  it("keeps no description when the step was skipped", async () => {
    const email = emailFor("omitido");
    const done = await post({
      intent: "register",
      skipped: "1",
      initialQuery: NEED,
      healthDataConsent: "on",
      firstName: "Omar",
      lastName: "Ruiz",
      email,
      password: "contraseña-segura",
    });
    expect(done.data).toMatchObject({ step: "done" });
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.initialQuery).toBeNull();
    expect(row?.healthDataConsentAt).toBeNull();
  });

  it("refuses with the schema's Spanish messages beside their fields, keeping all but the password", async () => {
    const email = emailFor("rechazo");
    const refused = await post({
      intent: "register",
      initialQuery: NEED,
      healthDataConsent: "on",
      firstName: "V",
      lastName: "Soto",
      email,
      password: "corta",
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      step: 2,
      need: { initialQuery: NEED, consent: true, skipped: false },
      values: { firstName: "V", lastName: "Soto", email },
      errors: {
        firstName: ACCOUNT_MESSAGES.firstNameMin2,
        password: ACCOUNT_MESSAGES.passwordMin8,
      },
      formError: null,
    });
    expect(JSON.stringify(refused.data)).not.toContain("corta");
    expect(await h.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("counts against the same sign-up limit per address as the API", async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i++) {
      const answer = await request(h.app)
        .post("/api/auth/register-patient")
        .set("X-Forwarded-For", address)
        .send({
          firstName: "Limite",
          lastName: "Compartido",
          email: emailFor("api"),
          password: "contraseña-segura",
        });
      expect(answer.status, answer.text).toBe(201);
    }
    const email = emailFor("formulario");
    const refused = await post(
      {
        intent: "register",
        skipped: "1",
        firstName: "Luis",
        lastName: "Mora",
        email,
        password: "contraseña-segura",
      },
      address,
    );
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      step: 2,
      values: { firstName: "Luis", lastName: "Mora", email },
      formError: "Demasiados registros desde esta conexión. Inténtalo más tarde.",
    });
    expect(await h.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
