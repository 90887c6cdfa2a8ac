import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  adminSessions,
  adminUsers,
  auditLog,
  doctorBlogPosts,
  providers,
  reviews,
  users,
} from "../db/schema/index.ts";
import type { Services } from "../services.ts";
import { ADMIN_SESSION_COOKIE } from "./admin-auth.ts";

const PASSWORD = "clave-de-administracion-segura";

type Call = { method: "get" | "post" | "put" | "delete"; path: string; body?: object };

describe("admin session and the 401 wall", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: Services;
  let patient: Awaited<ReturnType<typeof signedInAgent>>;
  let doctor: Awaited<ReturnType<typeof signedInAgent>>;
  let providerId: number;
  let reviewId: number;
  let postIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database));
    await services.adminAccounts.createAdmin("admin.prueba", PASSWORD);
    const listing = await insertProvider(database.db, {
      name: "Dra. Lucía Paredes",
      approvalStatus: "pending",
      licenseNumber: "1234567",
    });
    providerId = listing.id;
    patient = await signedInAgent(app, database);
    doctor = await signedInAgent(app, database);
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, doctor.user.id));
    await database.db
      .update(providers)
      .set({ userId: doctor.user.id })
      .where(eq(providers.id, providerId));
    const [review] = await database.db
      .insert(reviews)
      .values({
        providerId,
        userId: patient.user.id,
        rating: 2,
        comment: "No me explicó el diagnóstico con claridad.",
        approvalStatus: "rejected",
      })
      .returning();
    reviewId = review!.id;
    postIds = [];
    for (const n of [1, 2, 3]) {
      const [post] = await database.db
        .insert(doctorBlogPosts)
        .values({
          providerId,
          slug: `articulo-${n}`,
          title: `Artículo de prueba ${n}`,
          content: "Contenido suficientemente largo para un artículo de prueba del blog médico.",
          category: "Salud General",
          status: "pending",
        })
        .returning();
      postIds.push(post!.id);
    }
  });
  afterAll(() => database.close());

  async function adminAgent() {
    const agent = request.agent(app);
    await agent
      .post("/api/admin/login")
      .send({ username: "admin.prueba", password: PASSWORD })
      .expect(200);
    return agent;
  }

  function calls(): Call[] {
    return [
      { method: "get", path: "/api/admin/session" },
      { method: "get", path: "/api/admin/providers" },
      { method: "get", path: "/api/admin/providers?approvalStatus=pending&sortBy=name" },
      { method: "get", path: "/api/admin/providers/stats" },
      { method: "get", path: "/api/admin/providers/filter-options" },
      { method: "get", path: "/api/admin/providers/chart" },
      { method: "get", path: `/api/admin/providers/${providerId}` },
      {
        method: "put",
        path: `/api/admin/providers/${providerId}/status`,
        body: { status: "approved", adminNotes: "Revisado" },
      },
      { method: "put", path: `/api/admin/providers/${providerId}`, body: { price: 950 } },
      {
        method: "post",
        path: `/api/admin/providers/${providerId}/validate-license`,
        body: { licenseNumber: "1234567" },
      },
      {
        method: "post",
        path: `/api/admin/providers/${providerId}/confirm-license`,
        body: {
          licenseNumber: "1234567",
          name: "Lucía Paredes",
          degree: "Médico Cirujano",
          institution: "UNAM",
        },
      },
      { method: "get", path: "/api/admin/reviews?status=rejected" },
      {
        method: "put",
        path: `/api/admin/reviews/${reviewId}/restore`,
        body: { notes: "La reseña no infringe las reglas." },
      },
      { method: "get", path: "/api/admin/audit" },
      { method: "get", path: "/api/doctor-blog-posts?status=pending" },
      { method: "put", path: `/api/doctor-blog-posts/${postIds[0]}/approve`, body: {} },
      {
        method: "put",
        path: `/api/doctor-blog-posts/${postIds[1]}/reject`,
        body: { notes: "Faltan fuentes." },
      },
      { method: "delete", path: `/api/doctor-blog-posts/${postIds[2]}` },
      { method: "post", path: "/api/admin/logout" },
    ];
  }

  // The imports engineer's endpoints sit behind the same wall.
  const importCalls: Call[] = [
    { method: "post", path: "/api/admin/providers/import-csv" },
    { method: "post", path: "/api/admin/providers/import-google-sheets", body: {} },
    { method: "post", path: "/api/admin/providers/test-airtable", body: {} },
    { method: "post", path: "/api/admin/providers/import-airtable", body: {} },
    { method: "get", path: "/api/admin/no-existe" },
  ];

  const send = (
    agent: ReturnType<typeof request.agent> | ReturnType<typeof request>,
    call: Call,
  ) => {
    const pending = (agent as ReturnType<typeof request.agent>)[call.method](call.path);
    return call.body ? pending.send(call.body) : pending;
  };

  it("answers 401 'No autorizado' to anonymous, patient and doctor sessions on every endpoint", async () => {
    const before = await database.db.select().from(providers).where(eq(providers.id, providerId));
    for (const who of [request(app), patient.agent, doctor.agent]) {
      for (const call of [...calls(), ...importCalls]) {
        const response = await send(who, call);
        expect(response.status, `${call.method} ${call.path}`).toBe(401);
        expect(response.body.error).toBe("No autorizado");
      }
    }
    // Nothing changed behind the wall.
    const after = await database.db.select().from(providers).where(eq(providers.id, providerId));
    expect(after).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("lets an administrator through every endpoint", async () => {
    const agent = await adminAgent();
    for (const call of calls()) {
      const response = await send(agent, call);
      expect(response.status, `${call.method} ${call.path}: ${response.text}`).toBe(200);
    }
    // Logged out: the same cookie opens nothing any more.
    await agent.get("/api/admin/session").expect(401);
  });

  it("logs in with a separate httpOnly SameSite=Strict cookie stored only as a hash", async () => {
    const response = await request(app)
      .post("/api/admin/login")
      .send({ username: "admin.prueba", password: PASSWORD })
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: "Inicio de sesión exitoso",
      user: { username: "admin.prueba" },
    });
    const cookie = (response.headers["set-cookie"] as unknown as string[]).find((c) =>
      c.startsWith(`${ADMIN_SESSION_COOKIE}=`),
    )!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // http in tests; production behind https adds it
    const token = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!);
    const stored = await database.db.select().from(adminSessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect(stored.every((s) => s.expiresAt.getTime() > Date.now())).toBe(true);

    const session = await request(app)
      .get("/api/admin/session")
      .set("Cookie", `${ADMIN_SESSION_COOKIE}=${token}`)
      .expect(200);
    expect(session.body).toEqual({
      authenticated: true,
      user: { id: expect.any(Number), username: "admin.prueba" },
    });
    // The patients' login does not know administrators, and the admin cookie is no patient session.
    await request(app)
      .get("/api/auth/user")
      .set("Cookie", `${ADMIN_SESSION_COOKIE}=${token}`)
      .expect(401);
  });

  it("refuses bad credentials with the same message, and expired sessions", async () => {
    for (const body of [
      { username: "admin.prueba", password: "equivocada-123" },
      { username: "nadie", password: PASSWORD },
    ]) {
      const response = await request(app).post("/api/admin/login").send(body).expect(401);
      expect(response.body).toEqual({
        error: "Credenciales inválidas",
        message: "Credenciales inválidas",
      });
    }
    const empty = await request(app).post("/api/admin/login").send({ username: "" }).expect(400);
    expect(empty.body.error).toBe("El usuario y la contraseña son obligatorios");

    const agent = await adminAgent();
    await database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await agent.get("/api/admin/session").expect(401);
  });

  it("refuses cross-site logins and mutations", async () => {
    await request(app)
      .post("/api/admin/login")
      .set("Origin", "https://otro-sitio.example")
      .send({ username: "admin.prueba", password: PASSWORD })
      .expect(403);
  });

  it("rate-limits login attempts", async () => {
    const { app: fresh, services: freshServices } = createTestApp(database);
    void freshServices;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await request(fresh)
          .post("/api/admin/login")
          .send({ username: "limitado", password: "no-es-la-clave" })
      ).status;
    }
    expect(last).toBe(429);
  });

  it("creates the first administrator only when there is none", async () => {
    const other = await createTestDatabase("pglite");
    try {
      const { services: s } = createTestApp(other);
      const first = await s.adminAccounts.ensureInitialAdmin({ username: "admin" });
      expect(first?.username).toBe("admin");
      expect(first?.password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await s.adminAccounts.ensureInitialAdmin({ username: "admin" })).toBeNull();
      const [row] = await other.db.select().from(adminUsers);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(first!.password);
      const login = await s.adminAccounts.login("admin", first!.password);
      expect(login.admin.username).toBe("admin");
    } finally {
      await other.close();
    }
  });
});
