import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayInMexicoCity, mondayOf } from "../../common/analytics/weeks.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { createAnalyticsRepository } from "../analytics/repository.ts";
import { createAnalyticsService } from "../analytics/service.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDoctorSelfRepository } from "../doctors/self-repository.ts";
import { profileDailyStats } from "../db/schema/index.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("profile analytics", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let listing: Awaited<ReturnType<typeof insertProvider>>;
  let owner: Agent;
  let patient: Agent;
  let otherDoctor: Agent;
  let otherListingId: number;

  const event = (kind: unknown, userAgent = BROWSER, id: number = listing.id) =>
    request(app).post(`/api/providers/${id}/events`).set("User-Agent", userAgent).send({ kind });

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
    listing = await insertProvider(database.db, { name: "Dra. Paula Ortiz" });
    owner = await signedInAgent(app, database);
    patient = await signedInAgent(app, database);
    otherDoctor = await signedInAgent(app, database);
    await giveListingTo(database, owner.user.id, listing.id);
    otherListingId = (await insertProvider(database.db, { name: "Dr. Otro" })).id;
    await giveListingTo(database, otherDoctor.user.id, otherListingId);
  });
  afterAll(() => database.close());

  it("validates events: 400 for a bad kind or id, 404 for a listing that is not public", async () => {
    expect((await event("llamada").expect(400)).body.error).toBe(
      "Tipo de evento no válido: usa view, call, whatsapp o booking.",
    );
    await event(undefined).expect(400);
    await request(app).post("/api/providers/abc/events").send({ kind: "call" }).expect(400);
    expect((await event("call", BROWSER, 999_999).expect(404)).body.error).toBe(
      "Médico no encontrado",
    );
    const hidden = await insertProvider(database.db, {
      name: "Dr. Pendiente",
      approvalStatus: "pending",
    });
    await event("view", BROWSER, hidden.id).expect(404);
  });

  it("counts views once per visit and every click, but not robots or the owner", async () => {
    await event("view").expect(204);
    await event("view").expect(204); // a reload: the same visit
    await event("view", OTHER_BROWSER).expect(204);
    await event("view", GOOGLEBOT).expect(204);
    await request(app)
      .post(`/api/providers/${listing.id}/events`)
      .unset("User-Agent")
      .send({ kind: "view" })
      .expect(204);
    await owner.agent
      .post(`/api/providers/${listing.id}/events`)
      .set("User-Agent", OTHER_BROWSER.replace("18_1", "18_2"))
      .send({ kind: "view" })
      .expect(204);
    // Form-encoded, as navigator.sendBeacon sends URLSearchParams.
    await request(app)
      .post(`/api/providers/${listing.id}/events`)
      .set("User-Agent", BROWSER)
      .type("form")
      .send("kind=call")
      .expect(204);
    await event("call").expect(204);
    await event("whatsapp").expect(204);
    await event("booking", OTHER_BROWSER).expect(204);
    await patient.agent
      .post(`/api/providers/${listing.id}/events`)
      .set("User-Agent", BROWSER)
      .send({ kind: "whatsapp" })
      .expect(204);

    const rows = await database.db
      .select()
      .from(profileDailyStats)
      .where(eq(profileDailyStats.providerId, listing.id));
    expect(rows).toEqual([
      {
        providerId: listing.id,
        day: dayInMexicoCity(new Date()),
        views: 2,
        calls: 2,
        whatsapp: 2,
        bookings: 1,
      },
    ]);
  });

  it("shows each doctor their own weekly totals only", async () => {
    const path = "/api/providers/me/analytics";
    await request(app).get(path).expect(401);
    expect((await patient.agent.get(path).expect(403)).body.error).toBe("Acceso no autorizado");

    const other = await otherDoctor.agent.get(path).expect(200);
    expect(other.body.providerId).toBe(otherListingId);
    expect(other.body.weeks.every((w: { views: number }) => w.views === 0)).toBe(true);

    const own = await owner.agent.get(path).expect(200);
    expect(own.body.providerId).toBe(listing.id);
    expect(own.body.timeZone).toBe("America/Mexico_City");
    expect(own.body.weeks).toHaveLength(12);
    expect(own.body.weeks.at(-1)).toMatchObject({
      weekStart: mondayOf(dayInMexicoCity(new Date())),
      views: 2,
      calls: 2,
      whatsapp: 2,
      bookings: 1,
    });
    expect((await owner.agent.get(`${path}?weeks=4`).expect(200)).body.weeks).toHaveLength(4);
    for (const weeks of ["0", "53", "dos"]) {
      expect((await owner.agent.get(`${path}?weeks=${weeks}`).expect(400)).body.error).toBe(
        "El número de semanas debe estar entre 1 y 52.",
      );
    }
  });

  it("adds fixed days into ISO weeks of Mexico City", async () => {
    await database.db.insert(profileDailyStats).values([
      { providerId: otherListingId, day: "2025-12-28", views: 50 }, // Sunday, week 2025-W52
      { providerId: otherListingId, day: "2025-12-29", views: 4, calls: 1 }, // Monday, 2026-W01
      { providerId: otherListingId, day: "2026-01-04", views: 6, whatsapp: 2 }, // Sunday, W01
      { providerId: otherListingId, day: "2026-01-12", views: 1, bookings: 3 },
      { providerId: otherListingId, day: "2026-01-19", views: 100 }, // after "today"
    ]);
    // 02:30 UTC on Monday 19 January is still Sunday 18 January in Mexico City.
    const analytics = createAnalyticsService({
      repository: createAnalyticsRepository(database.db),
      findOwnListing: createDoctorSelfRepository(database.db).findOwnedBy,
      firstInWindow: async () => true,
      now: () => new Date("2026-01-19T02:30:00Z"),
    });
    const result = await analytics.weeklyForOwner(otherDoctor.user, 3);
    expect(result.weeks).toEqual([
      {
        weekStart: "2025-12-29",
        weekEnd: "2026-01-04",
        isoWeek: "2026-W01",
        views: 10,
        calls: 1,
        whatsapp: 2,
        bookings: 0,
      },
      {
        weekStart: "2026-01-05",
        weekEnd: "2026-01-11",
        isoWeek: "2026-W02",
        views: 0,
        calls: 0,
        whatsapp: 0,
        bookings: 0,
      },
      {
        weekStart: "2026-01-12",
        weekEnd: "2026-01-18",
        isoWeek: "2026-W03",
        views: 1,
        calls: 0,
        whatsapp: 0,
        bookings: 3,
      },
    ]);

    // An event at that instant lands on the Mexico City day, 18 January.
    await analytics.record(otherListingId, "call", {
      userAgent: BROWSER,
      visitorKey: "k",
      viewerId: null,
    });
    const [row] = await database.db
      .select()
      .from(profileDailyStats)
      .where(eq(profileDailyStats.day, "2026-01-18"));
    expect(row).toMatchObject({ providerId: otherListingId, calls: 1, views: 0 });
  });

  it("limits events per connection", async () => {
    let status = 204;
    for (let i = 0; i < 70 && status !== 429; i += 1) {
      status = (await event("call")).status;
    }
    expect(status).toBe(429);
    expect((await event("call").expect(429)).body.error).toBe(
      "Demasiadas solicitudes desde esta conexión. Inténtalo más tarde.",
    );
  });
});
