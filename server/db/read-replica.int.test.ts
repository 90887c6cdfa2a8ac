import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminProviderQuerySchema } from "../../common/admin/providers.ts";
import type { SessionUser } from "../accounts/service.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { providers, users } from "./schema/index.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { insertReview } from "../../tests/factories/reviews.ts";
import { createEmptyPostgresDatabase } from "../../tests/support/database.ts";

/**
 * DATABASE_READ_URL: two databases of the embedded PostgreSQL server stand for a primary and a
 * replica that trails it. The replica holds an older copy of the doctor's listing and lacks the
 * listing and the review written since, so every answer shows which server gave it.
 */
describe("read replica (DATABASE_READ_URL)", () => {
  const SLUG = "dra-ana-lopez-ruiz";
  const SEARCH = {
    specialtySlug: "medicina-general",
    onlineOnly: false,
    availableToday: false,
    semantic: false,
    limit: 20,
    offset: 0,
  };
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  const handles: DatabaseHandle[] = [];
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let replicaWriter: DatabaseHandle;
  let services: Services;
  let doctor: SessionUser;
  let patient: SessionUser;
  let listingId: number;

  async function open(url: string, readOnly = false) {
    const handle = await openDatabase({ kind: "postgres", url, readOnly });
    handles.push(handle);
    return handle;
  }

  async function account(type: "doctor" | "patient"): Promise<SessionUser> {
    const user: SessionUser = {
      id: randomUUID(),
      firstName: type === "doctor" ? "Ana" : "Luis",
      lastName: "Prueba",
      email: `${type}.${randomUUID()}@example.com`,
      emailVerified: true,
      isProvider: type === "doctor",
      userType: type,
    };
    await primary.db.insert(users).values({ ...user, name: `${user.firstName} ${user.lastName}` });
    return user;
  }

  function servicesOn(database: DatabaseHandle, readDatabase?: DatabaseHandle) {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    return createServices({
      database,
      ...(readDatabase ? { readDatabase } : {}),
      config,
      logger: createLogger(config),
      sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
      siteUrl: "http://localhost:3000",
    });
  }

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      databases.push(await createEmptyPostgresDatabase(inject("postgresTemplate")));
    }
    primary = await open(databases[0]!.url);
    replicaWriter = await open(databases[1]!.url);
    // What the app gets for DATABASE_READ_URL: a read-only pool.
    replica = await open(databases[1]!.url, true);

    doctor = await account("doctor");
    patient = await account("patient");
    const listing = await insertProvider(primary.db, {
      name: "Dra. Ana López Ruiz",
      slug: SLUG,
      bio: "Versión del primario.",
      userId: doctor.id,
    });
    listingId = listing.id;
    await insertProvider(primary.db, { name: "Dr. Nuevo Solamente Primario" });
    await insertReview(primary, { providerId: listingId, userId: patient.id });

    // The replica, behind: the same listing (same id and address) as it was before its edit.
    await insertProvider(replicaWriter.db, {
      id: listingId,
      name: "Dra. Ana López (copia atrasada)",
      slug: SLUG,
      bio: "Versión de la réplica.",
    });

    services = servicesOn(primary, replica);
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    for (const database of databases) await database.drop();
  });

  it("answers public search, counts and the sitemap from the replica", async () => {
    const result = await services.search.search(SEARCH);
    expect(result.providers.map((p) => p.name)).toEqual(["Dra. Ana López (copia atrasada)"]);
    const counts = await services.search.specialtyCounts();
    expect(counts.find((c) => c.specialtySlug === "medicina-general")?.count).toBe(1);
    const profiles = await services.sitemap.file("profiles-1.xml", "https://ejemplo.mx");
    expect(profiles?.map((url) => url.loc)).toEqual([
      expect.stringContaining(`/${SLUG}`) as unknown as string,
    ]);
  });

  it("answers a public profile and its reviews from the replica", async () => {
    const profile = await services.providers.profile({ slugOrName: SLUG });
    expect(profile.name).toBe("Dra. Ana López (copia atrasada)");
    expect(profile.bio).toBe("Versión de la réplica.");
    expect(await services.providers.publicReviews(listingId)).toEqual([]);
  });

  it("reads the doctor's dashboard, the patient's reviews and the admin list from the primary", async () => {
    const own = await services.doctorSelf.own(doctor);
    expect(own.name).toBe("Dra. Ana López Ruiz");
    const mine = await services.providers.reviewsOfUser(patient.id);
    expect(mine.map((r) => r.provider.name)).toEqual(["Dra. Ana López Ruiz"]);
    const list = await services.admin.listProviders(adminProviderQuerySchema.parse({}));
    expect(list.providers.map((p) => p.name).sort()).toEqual([
      "Dr. Nuevo Solamente Primario",
      "Dra. Ana López Ruiz",
    ]);
  });

  it("writes to the primary; the replica's pool refuses writes", async () => {
    await services.doctorSelf.update(doctor, listingId, { bio: "Recién guardado." });
    const bioIn = async (database: DatabaseHandle) =>
      (
        await database.db
          .select({ bio: providers.bio })
          .from(providers)
          .where(eq(providers.id, listingId))
      )[0]?.bio;
    expect(await bioIn(primary)).toBe("Recién guardado.");
    expect(await bioIn(replica)).toBe("Versión de la réplica.");
    // The dashboard reads its own write back at once.
    expect((await services.doctorSelf.own(doctor)).bio).toBe("Recién guardado.");
    await expect(
      replica.db.execute(sql`update providers set bio = 'no' where id = ${listingId}`),
    ).rejects.toMatchObject({ cause: { code: "25006" } }); // read_only_sql_transaction
  });

  it("reads everything from the primary when DATABASE_READ_URL is unset", async () => {
    const single = servicesOn(primary);
    const result = await single.search.search(SEARCH);
    expect(result.providers.map((p) => p.name).sort()).toEqual([
      "Dr. Nuevo Solamente Primario",
      "Dra. Ana López Ruiz",
    ]);
    expect((await single.providers.profile({ slugOrName: SLUG })).name).toBe("Dra. Ana López Ruiz");
  });
});
