import type { Express } from "express";
import request from "supertest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";
import { createMailRepository } from "../../server/mail/repository.ts";
import { nextClientAddress } from "./client-address.ts";

let counter = 0;

/**
 * A real account created through the API (register, emailed link, login), returned as a
 * supertest agent that carries its session cookie.
 */
export async function signedInAgent(
  app: Express,
  database: DatabaseHandle,
  options: { verified?: boolean; firstName?: string } = {},
) {
  counter += 1;
  const email = `cuenta${counter}.${Date.now()}@example.com`;
  const password = "contraseña-de-prueba";
  await request(app)
    .post("/api/auth/register")
    // Its own address: sign-ups per address are limited, and many tests make many accounts.
    .set("X-Forwarded-For", nextClientAddress())
    .send({
      email,
      password,
      firstName: options.firstName ?? `Persona${counter}`,
      lastName: "Prueba",
    })
    .expect(201);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const agent = request.agent(app);
  if (options.verified === false) {
    // Unverified accounts cannot log in; give the agent a session the way a verified one would.
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
    const login = await agent.post("/api/auth/login").send({ email, password }).expect(200);
    await database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user!.id));
    return { agent, user: user!, email, password, sessionCookie: cookieHeader(login) };
  }
  const mail = await createMailRepository(database.db).latestTo(email);
  const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
  await request(app).post("/api/auth/verify-email").send({ token }).expect(200);
  const login = await agent.post("/api/auth/login").send({ email, password }).expect(200);
  return { agent, user: user!, email, password, sessionCookie: cookieHeader(login) };
}

/** The session as a Cookie header, for requests that must carry nothing else. */
export function cookieHeader(response: { headers: Record<string, unknown> }): string {
  const setCookie = response.headers["set-cookie"];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  return list
    .map((cookie: string) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
