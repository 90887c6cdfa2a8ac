import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import type { AgendaDto } from "../../common/booking/types.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { appointments, auditLog } from "../db/schema/index.ts";

/**
 * The doctor's agenda through the API, on both databases: a verified owner sets it up and
 * publishes it; an owner without a verified cédula cannot publish; nobody else reads or
 * changes it; the day and week views show the visits with their reason to the owner; the
 * private calendar feed works, leaves the reason out and dies when revoked.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("the doctor's agenda on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  type Agent = Awaited<ReturnType<typeof signedInAgent>>;
  let owner: Agent;
  let unverifiedOwner: Agent;
  let otherDoctor: Agent;
  let patient: Agent;
  let listingId: number;
  const REASON = "Dolor de rodilla al correr desde hace dos semanas";

  /** Monday of next week in Tijuana, at a local time, as an instant. */
  const nextMonday = DateTime.now().setZone("America/Tijuana").startOf("week").plus({ weeks: 1 });
  const at = (hour: number, minute = 0, days = 0) =>
    nextMonday.plus({ days }).set({ hour, minute }).toJSDate();

  let agenda: AgendaDto;
  const save = (response: request.Response, status = 200) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    agenda = response.body as AgendaDto;
    return agenda;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = createTestApp(database));
    const listing = await insertProvider(database.db, {
      name: "Dra. Agenda Tijuana",
      citySlug: "tijuana",
      licenseNumber: "87654321",
      licenseVerified: true,
      telemedicine: true,
      locations: [{ name: "Consultorio Zona Río", address: "Paseo de los Héroes 10, Tijuana" }],
    });
    listingId = listing.id;
    const unverified = await insertProvider(database.db, {
      name: "Dr. Sin Cédula Verificada",
      citySlug: "cancun",
      licenseVerified: false,
    });
    const other = await insertProvider(database.db, { name: "Dr. Otro Consultorio" });
    owner = await signedInAgent(app, database, { firstName: "Ana" });
    unverifiedOwner = await signedInAgent(app, database);
    otherDoctor = await signedInAgent(app, database);
    patient = await signedInAgent(app, database, { firstName: "Lucía" });
    await giveListingTo(database, owner.user.id, listingId);
    await giveListingTo(database, unverifiedOwner.user.id, unverified.id);
    await giveListingTo(database, otherDoctor.user.id, other.id);
  });
  afterAll(() => database.close());

  const as = (who: Agent) => ({
    get: (path: string) => who.agent.get(path).set("X-Forwarded-For", nextClientAddress()),
    post: (path: string, body?: object) =>
      who.agent
        .post(path)
        .set("X-Forwarded-For", nextClientAddress())
        .send(body ?? {}),
    put: (path: string, body: object) =>
      who.agent.put(path).set("X-Forwarded-For", nextClientAddress()).send(body),
    delete: (path: string) => who.agent.delete(path).set("X-Forwarded-For", nextClientAddress()),
  });
  const anonymous = () => request(app);
  const ZONE = "America/Tijuana";

  it("answers a new agenda's defaults in the city's zone, without writing anything", async () => {
    const fresh = save(await as(owner).get("/api/providers/me/agenda"));
    expect(fresh).toMatchObject({
      canPublish: true,
      published: false,
      timeZone: ZONE,
      gapMinutes: 0,
      minNoticeMinutes: 120,
      horizonDays: 60,
      cancellationWindowHours: 24,
      offices: [],
      visitTypes: [],
      hours: [],
      hasFeed: false,
      importableOffices: 2,
    });
    // Mexico's rest days of the coming year: New Year, Constitution, Juárez, Labour,
    // Independence, Revolution and Christmas at least.
    expect(fresh.suggestedHolidays.length).toBeGreaterThanOrEqual(7);
    const today = DateTime.now().setZone(ZONE).toISODate()!;
    expect(fresh.suggestedHolidays.every(({ date }) => date >= today)).toBe(true);
    expect(fresh.suggestedHolidays.map(({ name }) => name)).toContain("Día de la Independencia");
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "agenda"));
    expect(audits).toEqual([]);
  });

  it("keeps it from anonymous visitors (401) and patients (403), in Spanish", async () => {
    const signedOut = await anonymous().get("/api/providers/me/agenda");
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBe(M.agendaSignIn);
    for (const path of ["/api/providers/me/agenda", "/api/providers/me/appointments"]) {
      const refused = await as(patient).get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(M.agendaNoListing);
    }
    const write = await as(patient).post("/api/providers/me/agenda/offices", {
      name: "Consultorio falso",
      modality: "in_person",
      timeZone: ZONE,
    });
    expect(write.status).toBe(403);
    expect((await anonymous().post("/api/providers/me/agenda/publish")).status).toBe(401);
  });

  let zonaRio: number;
  let teleconsulta: number;
  let otay: number;

  it("imports the profile's offices and Teleconsulta once, then adds and edits offices", async () => {
    save(await as(owner).post("/api/providers/me/agenda/offices/import"));
    expect(agenda.offices).toEqual([
      expect.objectContaining({
        name: "Consultorio Zona Río",
        address: "Paseo de los Héroes 10, Tijuana",
        modality: "in_person",
        timeZone: ZONE,
        active: true,
      }),
      expect.objectContaining({ name: "Teleconsulta", modality: "online", address: null }),
    ]);
    expect(agenda.importableOffices).toBe(0);
    [zonaRio, teleconsulta] = agenda.offices.map((office) => office.id) as [number, number];
    save(await as(owner).post("/api/providers/me/agenda/offices/import"));
    expect(agenda.offices).toHaveLength(2);

    save(
      await as(owner).post("/api/providers/me/agenda/offices", {
        name: "Clínica Otay",
        address: "Blvd. Industrial 200, Tijuana",
        modality: "in_person",
        timeZone: ZONE,
      }),
      201,
    );
    otay = agenda.offices.at(-1)!.id;
    save(
      await as(owner).put(`/api/providers/me/agenda/offices/${otay}`, {
        name: "Clínica Otay",
        address: "Blvd. Industrial 200, Tijuana",
        modality: "in_person",
        timeZone: ZONE,
        active: false,
      }),
    );
    expect(agenda.offices.find((office) => office.id === otay)?.active).toBe(false);

    const bad = await as(owner).post("/api/providers/me/agenda/offices", {
      name: "X",
      modality: "in_person",
      timeZone: "Europe/Madrid",
    });
    expect(bad.status).toBe(400);
    expect([M.officeName, M.timeZone]).toContain(bad.body.error);
  });

  it("saves an office's week at once and refuses overlapping hours in Spanish", async () => {
    save(
      await as(owner).put(`/api/providers/me/agenda/offices/${zonaRio}/hours`, {
        hours: [
          { weekday: 1, startMinute: 9 * 60, endMinute: 14 * 60 },
          { weekday: 1, startMinute: 16 * 60, endMinute: 19 * 60 },
          { weekday: 3, startMinute: 9 * 60, endMinute: 14 * 60 },
        ],
      }),
    );
    save(
      await as(owner).put(`/api/providers/me/agenda/offices/${teleconsulta}/hours`, {
        hours: [{ weekday: 2, startMinute: 17 * 60, endMinute: 20 * 60 }],
      }),
    );
    expect(agenda.hours).toEqual([
      { officeId: zonaRio, weekday: 1, startMinute: 540, endMinute: 840 },
      { officeId: zonaRio, weekday: 1, startMinute: 960, endMinute: 1140 },
      { officeId: zonaRio, weekday: 3, startMinute: 540, endMinute: 840 },
      { officeId: teleconsulta, weekday: 2, startMinute: 1020, endMinute: 1200 },
    ]);

    const overlap = await as(owner).put(`/api/providers/me/agenda/offices/${zonaRio}/hours`, {
      hours: [
        { weekday: 1, startMinute: 9 * 60, endMinute: 14 * 60 },
        { weekday: 1, startMinute: 13 * 60, endMinute: 15 * 60 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error).toBe(M.hoursOverlap);
    const backwards = await as(owner).put(`/api/providers/me/agenda/offices/${zonaRio}/hours`, {
      hours: [{ weekday: 2, startMinute: 14 * 60, endMinute: 9 * 60 }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(M.hours);
    // Nothing of the refused weeks was kept.
    save(await as(owner).get("/api/providers/me/agenda"));
    expect(agenda.hours).toHaveLength(4);
  });

  let firstVisit: number;
  let followUp: number;

  it("adds visit types and deactivates instead of deleting", async () => {
    save(
      await as(owner).post("/api/providers/me/agenda/visit-types", {
        name: "Primera vez",
        durationMinutes: 40,
        price: 900,
        kind: "first",
        modality: "in_person",
      }),
      201,
    );
    save(
      await as(owner).post("/api/providers/me/agenda/visit-types", {
        name: "Seguimiento en línea",
        durationMinutes: 20,
        price: 600,
        kind: "follow_up",
        modality: "online",
      }),
      201,
    );
    [firstVisit, followUp] = agenda.visitTypes.map((type) => type.id) as [number, number];
    save(
      await as(owner).put(`/api/providers/me/agenda/visit-types/${followUp}`, {
        name: "Seguimiento en línea",
        durationMinutes: 25,
        price: 650,
        kind: "follow_up",
        modality: "online",
        active: false,
      }),
    );
    expect(agenda.visitTypes).toEqual([
      {
        id: firstVisit,
        name: "Primera vez",
        durationMinutes: 40,
        price: 900,
        kind: "first",
        modality: "in_person",
        active: true,
      },
      {
        id: followUp,
        name: "Seguimiento en línea",
        durationMinutes: 25,
        price: 650,
        kind: "follow_up",
        modality: "online",
        active: false,
      },
    ]);
    const bad = await as(owner).post("/api/providers/me/agenda/visit-types", {
      name: "Larga",
      durationMinutes: 600,
      price: 100,
      kind: "any",
      modality: "in_person",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.duration);
  });

  let vacation: number;

  it("adds and removes exceptions, for every office or one", async () => {
    const start = nextMonday.plus({ weeks: 3 }).toISODate()!;
    const end = nextMonday.plus({ weeks: 4 }).toISODate()!;
    save(
      await as(owner).post("/api/providers/me/agenda/exceptions", {
        startDate: start,
        endDate: end,
        label: "Vacaciones",
      }),
      201,
    );
    save(
      await as(owner).post("/api/providers/me/agenda/exceptions", {
        startDate: end,
        endDate: end,
        label: "Congreso",
        officeId: zonaRio,
      }),
      201,
    );
    expect(agenda.exceptions).toEqual([
      expect.objectContaining({
        startDate: start,
        endDate: end,
        label: "Vacaciones",
        officeId: null,
      }),
      expect.objectContaining({
        startDate: end,
        endDate: end,
        label: "Congreso",
        officeId: zonaRio,
      }),
    ]);
    vacation = agenda.exceptions[0]!.id;
    const congress = agenda.exceptions[1]!.id;
    save(await as(owner).delete(`/api/providers/me/agenda/exceptions/${congress}`));
    expect(agenda.exceptions).toHaveLength(1);
    const again = await as(owner).delete(`/api/providers/me/agenda/exceptions/${congress}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(M.exceptionNotFound);
    // A holiday taken as an exception is no longer suggested.
    const holiday = agenda.suggestedHolidays[0]!;
    save(
      await as(owner).post("/api/providers/me/agenda/exceptions", {
        startDate: holiday.date,
        endDate: holiday.date,
        label: holiday.name,
      }),
      201,
    );
    expect(agenda.suggestedHolidays.map(({ date }) => date)).not.toContain(holiday.date);
    const taken = agenda.exceptions.find((exception) => exception.startDate === holiday.date)!;
    save(await as(owner).delete(`/api/providers/me/agenda/exceptions/${taken.id}`));
    expect(agenda.suggestedHolidays[0]).toEqual(holiday);
    const backwards = await as(owner).post("/api/providers/me/agenda/exceptions", {
      startDate: end,
      endDate: start,
      label: "Al revés",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(M.exceptionDates);
  });

  it("saves the settings", async () => {
    save(
      await as(owner).put("/api/providers/me/agenda/settings", {
        gapMinutes: 10,
        minNoticeMinutes: 240,
        horizonDays: 45,
        cancellationWindowHours: 12,
        timeZone: ZONE,
      }),
    );
    expect(agenda).toMatchObject({
      gapMinutes: 10,
      minNoticeMinutes: 240,
      horizonDays: 45,
      cancellationWindowHours: 12,
    });
    const bad = await as(owner).put("/api/providers/me/agenda/settings", {
      gapMinutes: 500,
      minNoticeMinutes: 240,
      horizonDays: 45,
      cancellationWindowHours: 12,
      timeZone: ZONE,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.gap);
  });

  it("publishes, and writes every change to the audit log without health data", async () => {
    save(await as(owner).post("/api/providers/me/agenda/publish"));
    expect(agenda.published).toBe(true);
    const audits = await database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "agenda"), eq(auditLog.entityId, String(listingId))));
    const actions = audits.map((row) => row.action);
    for (const action of [
      "agenda.offices.import",
      "agenda.office.add",
      "agenda.office.update",
      "agenda.hours.replace",
      "agenda.visit_type.add",
      "agenda.visit_type.update",
      "agenda.exception.add",
      "agenda.exception.remove",
      "agenda.settings.update",
      "agenda.publish",
    ]) {
      expect(actions).toContain(action);
    }
    expect(audits.every((row) => row.actorId === owner.user.id)).toBe(true);
  });

  it("does not let an owner without a verified cédula publish (Spanish 403)", async () => {
    const mine = save(await as(unverifiedOwner).get("/api/providers/me/agenda"));
    expect(mine).toMatchObject({ canPublish: false, timeZone: "America/Cancun" });
    save(
      await as(unverifiedOwner).post("/api/providers/me/agenda/offices", {
        name: "Consultorio Centro",
        modality: "in_person",
        timeZone: "America/Cancun",
      }),
      201,
    );
    const office = agenda.offices[0]!.id;
    save(
      await as(unverifiedOwner).put(`/api/providers/me/agenda/offices/${office}/hours`, {
        hours: [{ weekday: 1, startMinute: 540, endMinute: 840 }],
      }),
    );
    save(
      await as(unverifiedOwner).post("/api/providers/me/agenda/visit-types", {
        name: "Consulta general",
        durationMinutes: 30,
        price: 500,
        kind: "any",
        modality: "in_person",
      }),
      201,
    );
    const refused = await as(unverifiedOwner).post("/api/providers/me/agenda/publish");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.agendaNeedsVerifiedLicense);
    expect(save(await as(unverifiedOwner).get("/api/providers/me/agenda")).published).toBe(false);
  });

  it("lets no other doctor read or change the owner's agenda", async () => {
    const theirs = save(await as(otherDoctor).get("/api/providers/me/agenda"));
    expect(theirs.offices).toEqual([]);
    expect(theirs.visitTypes).toEqual([]);
    const office = {
      name: "Robado",
      address: "Otra calle",
      modality: "in_person",
      timeZone: ZONE,
      active: false,
    };
    const attempts = [
      await as(otherDoctor).put(`/api/providers/me/agenda/offices/${zonaRio}`, office),
      await as(otherDoctor).put(`/api/providers/me/agenda/offices/${zonaRio}/hours`, { hours: [] }),
      await as(otherDoctor).put(`/api/providers/me/agenda/visit-types/${firstVisit}`, {
        name: "Robada",
        durationMinutes: 30,
        price: 1,
        kind: "any",
        modality: "in_person",
        active: false,
      }),
      await as(otherDoctor).delete(`/api/providers/me/agenda/exceptions/${vacation}`),
      await as(otherDoctor).post("/api/providers/me/agenda/exceptions", {
        startDate: "2030-01-01",
        endDate: "2030-01-02",
        label: "Ajena",
        officeId: zonaRio,
      }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect(attempts.every((response) => typeof response.body.error === "string")).toBe(true);
    const ownersAgenda = save(await as(owner).get("/api/providers/me/agenda"));
    expect(ownersAgenda.offices.find((o) => o.id === zonaRio)?.name).toBe("Consultorio Zona Río");
    expect(ownersAgenda.hours).toHaveLength(4);
    expect(ownersAgenda.visitTypes[0]?.active).toBe(true);
    expect(ownersAgenda.exceptions).toHaveLength(1);
  });

  let booked: number;

  async function book(startsAt: Date, minutes: number, status = "booked" as const) {
    const [row] = await database.db
      .insert(appointments)
      .values({
        providerId: listingId,
        patientId: patient.user.id,
        visitTypeId: firstVisit,
        officeId: zonaRio,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        timeZone: ZONE,
        visitTypeName: "Primera vez",
        price: 900,
        modality: "in_person",
        reason: REASON,
        status,
        actionTokenHash: randomBytes(16).toString("hex"),
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  it("refuses a block over a booked visit (409) and keeps one elsewhere", async () => {
    booked = await book(at(10), 40);
    const over = await as(owner).post("/api/providers/me/agenda/blocks", {
      start: at(10, 30).toISOString(),
      end: at(12).toISOString(),
      note: "Junta de hospital",
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(M.blockOverlapsAppointment);

    const block = await as(owner).post("/api/providers/me/agenda/blocks", {
      start: at(12).toISOString(),
      end: at(13).toISOString(),
      note: "Junta de hospital",
    });
    expect(block.status).toBe(201);
    expect(block.body).toEqual({
      id: expect.any(Number),
      start: at(12).toISOString(),
      end: at(13).toISOString(),
      note: "Junta de hospital",
    });
    const gone = await as(owner).post("/api/providers/me/agenda/blocks", {
      start: at(13).toISOString(),
      end: at(13, 30).toISOString(),
    });
    expect(gone.status).toBe(201);
    expect(
      (await as(otherDoctor).delete(`/api/providers/me/agenda/blocks/${gone.body.id}`)).status,
    ).toBe(404);
    const removed = await as(owner).delete(`/api/providers/me/agenda/blocks/${gone.body.id}`);
    expect(removed.status).toBe(200);
    expect((await as(owner).delete(`/api/providers/me/agenda/blocks/${gone.body.id}`)).status).toBe(
      404,
    );
    const backwards = await as(owner).post("/api/providers/me/agenda/blocks", {
      start: at(13).toISOString(),
      end: at(12).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(M.block);
  });

  it("shows the owner the week's visits with their reason, and the blocks", async () => {
    const wednesday = await book(at(9, 0, 2), 40);
    await book(at(9, 0, 9), 40); // the week after: outside the view
    const week = await as(owner).get(
      `/api/providers/me/appointments?from=${nextMonday.toISODate()}&days=7`,
    );
    expect(week.status).toBe(200);
    expect(week.body.timeZone).toBe(ZONE);
    expect(week.body.appointments.map((a: { id: number }) => a.id)).toEqual([booked, wednesday]);
    expect(week.body.appointments[0]).toEqual({
      id: booked,
      status: "booked",
      start: at(10).toISOString(),
      end: at(10, 40).toISOString(),
      timeZone: ZONE,
      visitTypeName: "Primera vez",
      price: 900,
      modality: "in_person",
      reason: REASON,
      confirmed: false,
      patient: { name: expect.stringContaining("Lucía"), email: patient.email },
      office: { id: zonaRio, name: "Consultorio Zona Río" },
    });
    expect(week.body.blocks).toEqual([
      expect.objectContaining({ start: at(12).toISOString(), note: "Junta de hospital" }),
    ]);
    const day = await as(owner).get(
      `/api/providers/me/appointments?from=${nextMonday.plus({ days: 2 }).toISODate()}&days=1`,
    );
    expect(day.body.appointments.map((a: { id: number }) => a.id)).toEqual([wednesday]);
    expect(day.body.blocks).toEqual([]);

    const other = await as(otherDoctor).get(
      `/api/providers/me/appointments?from=${nextMonday.toISODate()}&days=7`,
    );
    expect(other.status).toBe(200);
    expect(other.body.appointments).toEqual([]);
    expect(JSON.stringify(other.body)).not.toContain(REASON);
    const bad = await as(owner).get("/api/providers/me/appointments?from=2026-02-30&days=7");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(M.fromDate);
  });

  it("serves a private calendar feed without the reason, until it is replaced or revoked", async () => {
    const created = await as(owner).post("/api/providers/me/agenda/feed");
    expect(created.status).toBe(201);
    const url = new URL(created.body.url as string);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(save(await as(owner).get("/api/providers/me/agenda")).hasFeed).toBe(true);

    const feed = await anonymous().get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    const text = feed.text.replace(/\r\n[ \t]/g, "");
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain(`SUMMARY:Consulta: Primera vez · Lucía`);
    expect(text).toContain(`UID:cita-${booked}@`);
    expect(text).toContain(
      `DTSTART:${DateTime.fromJSDate(at(10)).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    );
    expect(text).not.toContain("Dolor");
    expect(text).not.toContain(REASON.slice(0, 20));
    expect(text).not.toContain(patient.email);
    expect(text).not.toContain("Prueba"); // the patient's last name

    // A new address replaces the old one.
    const replaced = await as(owner).post("/api/providers/me/agenda/feed");
    const oldFeed = await anonymous().get(url.pathname);
    expect(oldFeed.status).toBe(404);
    expect(oldFeed.body.error).toBe(M.feedNotFound);
    const current = new URL(replaced.body.url as string).pathname;
    expect((await anonymous().get(current)).status).toBe(200);

    save(await as(owner).delete("/api/providers/me/agenda/feed"));
    expect(agenda.hasFeed).toBe(false);
    const revoked = await anonymous().get(current);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error).toBe(M.feedNotFound);
    expect((await anonymous().get(`/api/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
  });

  it("stops publishing when a change leaves nothing to book", async () => {
    expect(save(await as(owner).get("/api/providers/me/agenda")).published).toBe(true);
    save(await as(owner).put(`/api/providers/me/agenda/offices/${zonaRio}/hours`, { hours: [] }));
    expect(agenda.published).toBe(false);
    const refused = await as(owner).post("/api/providers/me/agenda/publish");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.agendaNeedsVisitTypes);
  });

  it("kept the reason and the blocks' notes out of every audit row", async () => {
    const audits = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityType, "agenda"));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "agenda.block.add",
        "agenda.block.remove",
        "agenda.feed.create",
        "agenda.feed.revoke",
        "agenda.unpublish",
      ]),
    );
    const written = JSON.stringify(audits);
    expect(written).not.toContain(REASON);
    expect(written).not.toContain("Junta de hospital");
  });
});
