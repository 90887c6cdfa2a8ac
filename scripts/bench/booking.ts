// Issue #34's targets (`npm run bench -- --booking-only`): a listing's free slots over 14 days,
// bookings by signed-in verified patients at 10 connections, 50 patients on one slot, and the
// results page's cards with the next slot ('Próxima cita') against the same page without it
// (BENCH_OMIT_NEXT_SLOT on a second server over the same database, rounds alternated).
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { inArray, like, sql } from "drizzle-orm";
import type { AvailabilityDto } from "../../common/booking/types.ts";
import { hashPassword } from "../../server/accounts/password.ts";
import { openDatabase } from "../../server/db/client.ts";
import { accounts, appointments, users } from "../../server/db/schema/index.ts";
import { startNginx, type RunningNginx } from "../../tests/support/nginx.ts";
import { projectRoot } from "../lib/build.ts";
import { startProductionServer, type ProductionServer } from "../lib/production-server.ts";
import { cpuRatio, planBookings, type ListingSlots } from "./booking-plan.ts";
import { cpuMsOf, cpuMsOfWithChildren } from "./cpu.ts";
import { BROWSER_HEADERS, loadTest, percentile, type LoadResult } from "./http-load.ts";
import { BOOKING_SECTION } from "./report-sections.ts";
import { mark, meets, type Check } from "./targets.ts";
import { withSearchSection } from "./search.ts";

const SOURCE = "issue #34";
const PASSWORD = "Paciente-Bench-2026";
const EMAIL_PREFIX = "paciente.bench.";
/** Patients who book the distinct slots (3 each), then the ones who race for a single slot. */
const CONTENDERS = 50;
const BOOKING_CONNECTIONS = 10;
/** Results pages of listings that book here, each request a fresh page (no HTML cache). */
const RESULTS_PATHS = [
  "/pediatria/ciudad-de-mexico?booking=online",
  "/cardiologia/guadalajara?booking=online",
  "/ginecologia?booking=online",
  "/medicina-general/monterrey?booking=online",
];
const ROUNDS = 2;

export interface BookingBenchOptions {
  providers: number;
  /** PGlite's folder, or a PostgreSQL database (seeded by the first server if empty). */
  database:
    | { kind: "pglite"; dataDir: string }
    | {
        kind: "postgres";
        url: string;
        /** The postmaster's process id: its backends' CPU is the database's share. */
        pid: () => number;
      };
  /** Leaves out the results pages with and without 'Próxima cita' (their 4 servers). */
  skipPages?: boolean;
  port: number;
  durationSeconds: number;
  latencyConnections: number;
  /** Bookings of distinct free slots at BOOKING_CONNECTIONS connections. */
  bookings: number;
  /** Node's own flags for its servers (`--cpu-prof`…). */
  nodeFlags?: readonly string[];
}

interface Timed {
  connections: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<number, number>;
  /** The server's CPU (every thread) per request while these ran: comparable under load. */
  serverCpuMs: number;
  /** PostgreSQL's CPU (postmaster and backends) per request; none on PGlite (the server's). */
  databaseCpuMs?: number;
  /** This benchmark's own CPU per request: it shares the cores with what it measures. */
  clientCpuMs: number;
}

export interface BookingBench {
  date: string;
  database: "PGlite" | "PostgreSQL";
  load: number;
  cores: number;
  providers: number;
  availability: (LoadResult & { connections: number })[];
  availabilityListings: number;
  /** Connections of the availability's second row and of the results pages. */
  latencyConnections: number;
  durationSeconds: number;
  bookings: Timed & { listings: number; patients: number; planned: number };
  /** The plan's first bookings, one at a time: what one costs without a queue. */
  bookingAlone: Timed;
  /**
   * As production runs (docs/deployment.md): two server processes behind nginx, on PostgreSQL
   * only (PGlite is one process's). Server CPU is both processes'; nginx's is apart.
   */
  bookingsTwoProcesses: (Timed & { nginxCpuMs: number }) | null;
  contention: { clients: number; created: number; conflicts: number; withNextSlots: number; other: number };
  pages: { round: number; withSlot: LoadResult; withoutSlot: LoadResult }[];
  cpuRatio: number | null;
  checks: Check[];
}

/**
 * Waits (at most 3 min) until a freshly started server has finished its own background work:
 * the refresher of 'Próxima cita' and 'Disponible hoy' computes every due listing at start, and
 * that CPU would otherwise fall on whichever variant runs first.
 */
async function untilIdle(pid: number): Promise<void> {
  for (let waited = 0; waited < 180; waited += 2) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (cpuMsOf(pid) - before < 100) return;
  }
}

/** The 1-minute load average, to print beside each measurement of a shared machine. */
const load = () => loadavg()[0]!.toFixed(1);

/** Whether a PostgreSQL database already holds the directory (else the first server seeds it). */
async function hasListings(url: string): Promise<boolean> {
  const database = await openDatabase({ kind: "postgres", url });
  try {
    const found = await database.db.execute(
      sql`select 1 from information_schema.tables where table_name = 'providers'`,
    );
    if (found.rows.length === 0) return false;
    return (await database.db.execute(sql`select 1 from providers limit 1`)).rows.length > 0;
  } finally {
    await database.close();
  }
}

const emailOf = (n: number) => `${EMAIL_PREFIX}${String(n).padStart(4, "0")}@example.com`;

/**
 * The benchmark's patients, as the seed makes its demo patient (verified email, a password
 * login), created once; their visits of earlier runs are removed so the limits start empty.
 * Runs with the server stopped: PGlite is opened by one process at a time.
 */
async function preparePatients(
  target: BookingBenchOptions["database"],
  count: number,
): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    const emails = Array.from({ length: count }, (_, n) => emailOf(n + 1));
    const existing = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, `${EMAIL_PREFIX}%`));
    if (existing.length > 0)
      await database.db.delete(appointments).where(
        inArray(
          appointments.patientId,
          existing.map((u) => u.id),
        ),
      );
    const known = new Set(existing.map((u) => u.email));
    const missing = emails.filter((email) => !known.has(email));
    if (missing.length > 0) {
      const hash = await hashPassword(PASSWORD);
      const rows = missing.map((email, n) => ({
        id: randomUUID(),
        name: `Paciente Bench ${n}`,
        firstName: "Paciente",
        lastName: "Bench",
        email,
        emailVerified: true,
        userType: "patient" as const,
      }));
      await database.db.insert(users).values(rows);
      await database.db.insert(accounts).values(
        rows.map((row) => ({
          id: randomUUID(),
          accountId: row.id,
          providerId: "credential",
          userId: row.id,
          password: hash,
        })),
      );
    }
    return emails;
  } finally {
    await database.close();
  }
}

let address = 0;
/** A session cookie per patient: a real login each, from its own client address. */
async function signIn(baseUrl: string, emails: string[]): Promise<string[]> {
  const cookies = new Array<string>(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const n = next++;
      address++;
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.34.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({ email: emails[n], password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`Inicio de sesión de ${emails[n]}: ${response.status}`);
      cookies[n] = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0]!)
        .filter((pair) => !pair.endsWith("="))
        .join("; ");
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/**
 * Listings that book here, with their free slots over 14 days from the day after tomorrow: the
 * plan is booked a minute or two after it is read, and a slot near the agenda's minimum notice
 * would by then be refused as too soon (400).
 */
async function bookableListings(baseUrl: string, wanted: number): Promise<ListingSlots[]> {
  const from = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (let offset = 0; ids.length < wanted && offset < 2000; offset += 50) {
    const response = await fetch(`${baseUrl}/api/providers?booking=online&limit=50&offset=${offset}`);
    const page = (await response.json()) as { id: number }[];
    if (!Array.isArray(page) || page.length === 0) break;
    ids.push(...page.map((p) => p.id));
  }
  const listings: ListingSlots[] = [];
  for (const providerId of ids.slice(0, wanted)) {
    const response = await fetch(
      `${baseUrl}/api/providers/${providerId}/availability?from=${from}&days=14`,
    );
    if (!response.ok) continue;
    const availability = (await response.json()) as AvailabilityDto;
    listings.push({ providerId, slots: availability.days.flatMap((day) => day.slots) });
  }
  return listings.filter((listing) => listing.slots.length > 0);
}

function bookingBody(providerId: number, slot: ListingSlots["slots"][number]): string {
  return JSON.stringify({
    providerId,
    visitTypeId: slot.visitTypeId,
    officeId: slot.officeId,
    start: slot.start,
    reason: "Revisión general (prueba de rendimiento)",
  });
}

/**
 * Node's own HTTP client on kept-alive connections, not fetch: fetch cost this benchmark 2.4-4
 * ms of CPU a booking, on the two cores it shares with the server and PostgreSQL.
 */
const bookingAgent = new http.Agent({ keepAlive: true, maxSockets: CONTENDERS });

function post(baseUrl: string, cookie: string, body: string) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; answer: { nextSlots?: unknown[] } }>(
    (resolve, reject) => {
      const request = http.request(
        `${baseUrl}/api/appointments`,
        {
          method: "POST",
          agent: bookingAgent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            cookie,
            "idempotency-key": randomUUID(),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            let answer: { nextSlots?: unknown[] } = {};
            try {
              answer = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof answer;
            } catch {
              // An answer without JSON is counted by its status alone.
            }
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, answer });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    },
  );
}

const perRequest = (cpuMs: number, requests: number) =>
  requests === 0 ? 0 : Math.round((cpuMs / requests) * 1000) / 1000;

function timed(
  connections: number,
  results: { status: number; ms: number }[],
  cpuMs: { server: number; database?: number; client: number },
): Timed {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    connections,
    total: results.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: percentile(times, 100),
    statuses,
    serverCpuMs: perRequest(cpuMs.server, results.length),
    ...(cpuMs.database === undefined ? {} : { databaseCpuMs: perRequest(cpuMs.database, results.length) }),
    clientCpuMs: perRequest(cpuMs.client, results.length),
  };
}

/** Where a request's CPU went, in ms: the server, PostgreSQL (when apart) and this client. */
const cpuText = (t: Timed) =>
  `servidor ${t.serverCpuMs}${t.databaseCpuMs === undefined ? "" : ` + PostgreSQL ${t.databaseCpuMs}`} + cliente ${t.clientCpuMs} ms/petición`;

export async function benchBooking(options: BookingBenchOptions): Promise<BookingBench> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const target = options.database;
  const start = (omitNextSlot: boolean, port = options.port): ProductionServer =>
    startProductionServer(port, {
      ...(target.kind === "pglite"
        ? { PGLITE_DATA_DIR: path.relative(projectRoot, target.dataDir) }
        : { DATABASE_URL: target.url }),
      SEED_PROVIDERS: String(options.providers),
      LOG_LEVEL: "error",
      TRUST_PROXY: "true",
      MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
      BENCH_OMIT_NEXT_SLOT: String(omitNextSlot),
    }, options.nodeFlags);
  if (target.kind === "pglite" ? !existsSync(target.dataDir) : !(await hasListings(target.url))) {
    console.log(`Cita en línea: generando ${options.providers.toLocaleString("es-MX")} médicos…`);
    const seeding = start(false);
    await seeding.ready(900_000);
    await untilIdle(seeding.child.pid!);
    await seeding.stop();
  }
  // On PostgreSQL a second plan as long runs through two processes behind nginx: patients and
  // listings for both, so no patient passes booking's limits over the two.
  const twoProcesses = target.kind === "postgres";
  const bookingPatients = Math.ceil(((twoProcesses ? 2 : 1) * options.bookings) / 3);
  const emails = await preparePatients(target, bookingPatients + CONTENDERS);

  // Results pages, the page without the next slot first, then with it, twice: each round on a
  // freshly started server over the same database.
  const pages: BookingBench["pages"] = [];
  const pageRound = async (omitNextSlot: boolean) => {
    const server = start(omitNextSlot);
    await server.ready(300_000);
    await untilIdle(server.child.pid!);
    for (const p of RESULTS_PATHS) await fetch(`${baseUrl}${p}`);
    const result = await loadTest({
      baseUrl,
      name: omitNextSlot ? "sin «Próxima cita»" : "con «Próxima cita»",
      paths: RESULTS_PATHS,
      connections: options.latencyConnections,
      durationSeconds: options.durationSeconds,
      unique: true,
      headers: BROWSER_HEADERS,
      serverPid: server.child.pid!,
    });
    console.log(
      `[${options.latencyConnections}] Resultados ${result.name}: p95 ${result.p95} ms, ${result.requestsPerSecond} req/s, CPU ${result.serverCpuMs} ms/petición`,
    );
    return { server, result };
  };
  let server: ProductionServer | null = null;
  try {
    // Rounds in the order without, with, with, without (ABBA): a drift of the machine's other
    // load over the run falls on both variants alike.
    for (let round = 1; round <= (options.skipPages ? 0 : ROUNDS); round++) {
      const order = round % 2 === 1 ? [true, false] : [false, true];
      const measured: Record<string, LoadResult> = {};
      for (const omitNextSlot of order) {
        const { server: roundServer, result } = await pageRound(omitNextSlot);
        await roundServer.stop();
        measured[String(omitNextSlot)] = result;
      }
      pages.push({ round, withSlot: measured["false"]!, withoutSlot: measured["true"]! });
    }
    // A production server (next slot on) for availability and bookings.
    server = start(false);
    await server.ready(300_000);
    await untilIdle(server.child.pid!);
    // The last server (with the next slot, as in production) serves the booking measurements.
    const listingsWanted = Math.max(40, Math.ceil(bookingPatients / 2));
    const listings = await bookableListings(baseUrl, listingsWanted + 1);
    if (listings.length < 2) throw new Error("Cita en línea: la base no tiene agendas publicadas con horarios libres.");
    const [raced, ...booked] = listings;

    const availabilityPaths = booked
      .slice(0, 20)
      .map((listing) => `/api/providers/${listing.providerId}/availability?days=14`);
    const availability: BookingBench["availability"] = [];
    for (const connections of [1, options.latencyConnections]) {
      const result = await loadTest({
        baseUrl,
        name: "Horarios libres de un médico, 14 días",
        paths: availabilityPaths,
        connections,
        durationSeconds: options.durationSeconds,
        serverPid: server.child.pid!,
      });
      availability.push({ ...result, connections });
      console.log(
        `[${connections}] Disponibilidad 14 días: p50 ${result.p50} ms, p95 ${result.p95} ms, CPU ${result.serverCpuMs} ms/petición (carga ${load()})`,
      );
    }

    const cookies = await signIn(baseUrl, emails);
    const plan = planBookings(booked, bookingPatients, (twoProcesses ? 2 : 1) * options.bookings);
    // A tenth of the plan one at a time (what a booking costs alone), the rest at 10 connections.
    const alone = Math.min(30, Math.floor(plan.length / 10));
    const serverPid = server.child.pid!;
    /** Books `bookings` at `connections` through `url`; CPU of `serverPids` and of `nginx`. */
    const book = async (
      bookings: typeof plan,
      connections: number,
      url = baseUrl,
      serverPids = [serverPid],
      nginx: RunningNginx | null = null,
    ) => {
      const results: { status: number; ms: number }[] = [];
      const databaseCpu = () => (target.kind === "postgres" ? cpuMsOfWithChildren(target.pid()) : 0);
      const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      const nginxCpu = () => (nginx ? cpuMsOfWithChildren(nginx.pid) : 0);
      const cpuBefore = {
        server: serverCpu(),
        database: databaseCpu(),
        client: cpuMsOf(process.pid),
        nginx: nginxCpu(),
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < bookings.length) {
            const booking = bookings[next++]!;
            results.push(
              await post(url, cookies[booking.patient]!, bookingBody(booking.providerId, booking.slot)),
            );
          }
        }),
      );
      return {
        ...timed(connections, results, {
          server: serverCpu() - cpuBefore.server,
          ...(target.kind === "postgres" ? { database: databaseCpu() - cpuBefore.database } : {}),
          client: cpuMsOf(process.pid) - cpuBefore.client,
        }),
        nginxCpuMs: perRequest(nginxCpu() - cpuBefore.nginx, results.length),
      };
    };
    const bookingAlone = await book(plan.slice(0, alone), 1);
    console.log(
      `[1] Reservas: p50 ${bookingAlone.p50} ms, p95 ${bookingAlone.p95} ms, CPU ${cpuText(bookingAlone)} (carga ${load()})`,
    );
    const bookings = {
      ...(await book(plan.slice(alone, alone + options.bookings), BOOKING_CONNECTIONS)),
      listings: booked.length,
      patients: bookingPatients,
      planned: Math.min(plan.length - alone, options.bookings),
    };
    console.log(
      `[${BOOKING_CONNECTIONS}] Reservas: p50 ${bookings.p50} ms, p95 ${bookings.p95} ms, CPU ${cpuText(bookings)}, ${JSON.stringify(bookings.statuses)} (carga ${load()})`,
    );

    // 50 patients who hold nothing with that listing, on its first free slot at once.
    const slot = raced!.slots[0]!;
    const body = bookingBody(raced!.providerId, slot);
    const race = await Promise.all(cookies.slice(bookingPatients).map((cookie) => post(baseUrl, cookie, body)));
    const contention = {
      clients: race.length,
      created: race.filter((r) => r.status === 201).length,
      conflicts: race.filter((r) => r.status === 409).length,
      withNextSlots: race.filter((r) => r.status === 409 && (r.answer.nextSlots?.length ?? 0) > 0).length,
      other: race.filter((r) => r.status !== 201 && r.status !== 409).length,
    };
    console.log(`Un horario, ${race.length} clientes: ${contention.created} reservas, ${contention.conflicts} 409`);
    const other = race.find((r) => r.status !== 201 && r.status !== 409);
    if (other) console.log(`Otra respuesta: ${other.status} ${JSON.stringify(other.answer)}`);

    // The production recipe's shape: a second process on the next port, nginx in front of both
    // (round robin, kept-alive upstream connections, answers buffered), the rest of the plan.
    let bookingsTwoProcesses: BookingBench["bookingsTwoProcesses"] = null;
    if (twoProcesses) {
      const second = start(false, options.port + 1);
      let nginx: RunningNginx | null = null;
      try {
        await second.ready(300_000);
        await untilIdle(second.child.pid!);
        nginx = await startNginx([options.port, options.port + 1], { proxyBuffering: true });
        bookingsTwoProcesses = await book(
          plan.slice(alone + options.bookings),
          BOOKING_CONNECTIONS,
          nginx.url,
          [serverPid, second.child.pid!],
          nginx,
        );
        console.log(
          `[${BOOKING_CONNECTIONS}] Reservas, 2 procesos tras nginx: p50 ${bookingsTwoProcesses.p50} ms, p95 ${bookingsTwoProcesses.p95} ms, CPU ${cpuText(bookingsTwoProcesses)} + nginx ${bookingsTwoProcesses.nginxCpuMs}, ${JSON.stringify(bookingsTwoProcesses.statuses)} (carga ${load()})`,
        );
      } finally {
        await nginx?.stop();
        await second.stop();
      }
    }

    const ratio = cpuRatio(
      pages.map((p) => p.withSlot.serverCpuMs ?? 0),
      pages.map((p) => p.withoutSlot.serverCpuMs ?? 0),
    );
    const checks: Check[] = [
      ...availability.map(
        (result): Check => ({
          what: `Horarios libres de un médico (14 días), p95 con ${result.connections} ${result.connections === 1 ? "conexión" : "conexiones"}`,
          source: SOURCE,
          value: result.p95,
          comparison: "≤",
          limit: 10,
          unit: "ms",
          unmeasured: result.total === 0 || result.non2xx > 0,
        }),
      ),
      {
        what: `Reserva de cita, p95 con ${BOOKING_CONNECTIONS} conexiones`,
        source: SOURCE,
        value: bookings.p95,
        comparison: "≤",
        limit: 50,
        unit: "ms",
        unmeasured: (bookings.statuses[201] ?? 0) !== bookings.total || bookings.total === 0,
      },
      {
        what: `${CONTENDERS} clientes en un horario: reservas hechas`,
        source: SOURCE,
        value: contention.created,
        comparison: "=",
        limit: 1,
        unit: "",
      },
      {
        what: `${CONTENDERS} clientes en un horario: 409 con otros horarios`,
        source: SOURCE,
        value: contention.withNextSlots,
        comparison: "=",
        limit: CONTENDERS - 1,
        unit: "",
      },
      {
        what: "Página de resultados con «Próxima cita» frente a sin ella (CPU del servidor por petición)",
        source: SOURCE,
        value: ratio ?? 0,
        comparison: "≤",
        limit: 1.2,
        unit: "×",
        unmeasured: ratio === null,
      },
    ];
    return {
      date: new Date().toISOString(),
      database: target.kind === "pglite" ? "PGlite" : "PostgreSQL",
      load: loadavg()[0]!,
      cores: availableParallelism(),
      providers: options.providers,
      availability,
      availabilityListings: availabilityPaths.length,
      latencyConnections: options.latencyConnections,
      durationSeconds: options.durationSeconds,
      bookings,
      bookingAlone,
      bookingsTwoProcesses,
      contention,
      pages,
      cpuRatio: ratio,
      checks,
    };
  } finally {
    await server?.stop();
  }
}

const es = (n: number) => n.toLocaleString("es-MX");
const cell = (check: Check | undefined) => (check ? mark(meets(check)) : "");

export function bookingMarkdown(bench: BookingBench): string[] {
  const [availabilityAlone, availabilityBusy, bookingCheck, createdCheck, conflictCheck, pageCheck] =
    bench.checks;
  const two = bench.bookingsTwoProcesses;
  const b = bench.bookings;
  const statuses = Object.entries(b.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  const c = bench.contention;
  return [
    BOOKING_SECTION,
    "",
    `Medido con \`npm run bench -- --booking-only\` (${bench.date}), ${es(bench.providers)} médicos de demostración (${bench.database}), servidor de producción, carga media del sistema ${bench.load.toFixed(1)} en ${bench.cores} núcleos al terminar.`,
    "",
    "| medición | conexiones | peticiones | p50 (ms) | p95 (ms) | p99 (ms) | máx (ms) | CPU del servidor (ms/petición) | meta | cumple |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...bench.availability.map(
      (r, n) =>
        `| \`GET /api/providers/{id}/availability?days=14\` (${bench.availabilityListings} médicos con agenda, en turno) | ${r.connections} | ${es(r.total)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.serverCpuMs ?? ""} | p95 ≤ 10 ms | ${cell(n === 0 ? availabilityAlone : availabilityBusy)} |`,
    ),
    `| \`POST /api/appointments\`, una a la vez (las primeras del plan) | 1 | ${es(bench.bookingAlone.total)} | ${bench.bookingAlone.p50} | ${bench.bookingAlone.p95} | ${bench.bookingAlone.p99} | ${bench.bookingAlone.max} | ${bench.bookingAlone.serverCpuMs} | | |`,
    `| \`POST /api/appointments\` (${es(b.patients)} pacientes verificados con sesión, ${es(b.listings)} médicos, horarios libres distintos) | ${b.connections} | ${es(b.total)} | ${b.p50} | ${b.p95} | ${b.p99} | ${b.max} | ${b.serverCpuMs} | p95 ≤ 50 ms | ${cell(bookingCheck)} |`,
    ...(two
      ? [
          `| \`POST /api/appointments\`, 2 procesos del servidor tras nginx (como en producción, docs/deployment.md), el resto del plan | ${two.connections} | ${es(two.total)} | ${two.p50} | ${two.p95} | ${two.p99} | ${two.max} | ${two.serverCpuMs} (los dos) | | |`,
        ]
      : []),
    "",
    `CPU por reserva (ms): una a la vez, ${cpuText(bench.bookingAlone)}; con ${b.connections} conexiones, ${cpuText(b)}${two ? `; con 2 procesos tras nginx, ${cpuText(two)} + nginx ${two.nginxCpuMs}` : ""}. La meta de ${b.connections} conexiones en lazo cerrado pide unas 200 reservas por segundo: en ${bench.cores} núcleos compartidos, unos ${Math.round((bench.cores * 1000) / 200)} ms de CPU por reserva entre todos.`,
    "",
    `Reservas con ${b.connections} conexiones: ${statuses || "ninguna"} (todas deben ser 201: el plan respeta 3 citas próximas por paciente y 1 por médico, \`common/booking/limits.ts\`). Cada reserva escribe la cita, sus recordatorios y los avisos por correo en la cola de trabajos, que el mismo proceso envía mientras tanto.${bench.bookingsTwoProcesses ? " Con 2 procesos tras nginx en estos mismos 2 núcleos (compartidos con PostgreSQL y el cliente) cada reserva cuesta más CPU (dos colas de trabajos que se reparten los lotes, dos procesos que compiten por los núcleos): la fila es informativa; la meta se mide con un proceso." : ""}`,
    "",
    `Un horario, ${c.clients} pacientes a la vez (cada uno sin cita con ese médico): ${c.created} reserva${c.created === 1 ? "" : "s"} ${cell(createdCheck)}, ${c.conflicts} respuestas 409, ${c.withNextSlots} de ellas con otros horarios (\`nextSlots\`) ${cell(conflictCheck)}${c.other ? `, ${c.other} con otro código` : ""}. Meta: exactamente una reserva y ${c.clients - 1} 409 con otros horarios.`,
    "",
    `Página de resultados con «Próxima cita» frente a la misma sin ella: servidores de producción sobre la misma base, uno tras otro, los de «sin» con \`BENCH_OMIT_NEXT_SLOT=true\` (la consulta de la página no lee la próxima cita y las tarjetas no la muestran; variable solo para esta medición). Páginas de médicos con cita en línea (${RESULTS_PATHS.map((p) => `\`${p}\``).join(", ")}), cada petición con un parámetro distinto (sin caché HTML), \`Accept-Encoding: br, gzip\`, ${bench.latencyConnections} conexiones, ${bench.durationSeconds} s por ronda; cada ronda en un servidor recién arrancado y ya en reposo, en el orden sin, con, con, sin. Lo comparable en una máquina compartida es la CPU del servidor por petición (todos sus hilos); las req/s dependen de lo demás que corre.`,
    "",
    "| ronda | sin: req/s | con: req/s | sin: p95 (ms) | con: p95 (ms) | sin: CPU ms | con: CPU ms |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    ...bench.pages.map(
      (p) =>
        `| ${p.round} | ${p.withoutSlot.requestsPerSecond} | ${p.withSlot.requestsPerSecond} | ${p.withoutSlot.p95} | ${p.withSlot.p95} | ${p.withoutSlot.serverCpuMs ?? ""} | ${p.withSlot.serverCpuMs ?? ""} |`,
    ),
    "",
    `Con / sin (media de la CPU por petición de las rondas): ${bench.cpuRatio === null ? "sin medición" : `${bench.cpuRatio.toFixed(2)} ×`}; meta ≤ 1.2 × ${cell(pageCheck)}.`,
    "",
  ];
}

/**
 * Runs the section and writes it into bench/report.md, leaving the rest of the report as it is
 * (unless `skipPages`: then it is only returned).
 */
export async function writeBookingSection(options: BookingBenchOptions): Promise<string[]> {
  const bench = await benchBooking(options);
  const reportPath = path.join(projectRoot, "bench/report.md");
  const section = bookingMarkdown(bench);
  // A partial run (no results pages) is printed, not written over the report's full one.
  if (options.skipPages) return section;
  writeFileSync(reportPath, withSearchSection(readFileSync(reportPath, "utf8"), section));
  return section;
}
