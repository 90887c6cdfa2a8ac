import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  accountSession,
  adminSession,
  apiRoutesOf,
  ROLES,
  type Role,
  type RoleSession,
} from "../../tests/support/attack-roles.ts";
import { insertVisit, mexicoCityTime } from "../../tests/support/appointments.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { minimalPng } from "../../tests/support/evidence-samples.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { jpegWithExif } from "../../tests/support/photo-samples.ts";
import { latestSmsTo } from "../../tests/support/sms-outbox.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  adminSessions,
  agendaBlocks,
  agendaExceptions,
  agendaOffices,
  agendas,
  appointments,
  claimCodes,
  claimRequests,
  doctorBlogPosts as doctorPosts,
  favourites,
  messages as conversationMessages,
  providerPendingChanges,
  providers,
  reviewReports,
  reviews,
  visitTypes,
  weeklyHours,
} from "../db/schema/index.ts";
import { createMailRepository } from "../mail/repository.ts";
import { DECLARED_ROUTES } from "./routes.ts";

/*
 * One row per /api endpoint, six callers per row. A row names the route as Express knows it
 * (the test fails if the router has a route without a row, or a row without a route), a
 * concrete request that reaches the rule (real ids, a valid body) and the status each caller
 * gets. For calls that would change something, `state` reads what they would change, and a
 * refused caller must leave it exactly as it was.
 */

type Outcome = number | readonly number[];
type Expectation = Record<Role, Outcome>;
type Method = "get" | "post" | "put" | "delete";

interface Fixture {
  target: number;
  targetSlug: string;
  doctorListing: number;
  adminTarget: number;
  claimTargets: Record<Role, number>;
  /** Open claim requests, one per role and use: their ids, secrets and (for "code") codes. */
  claims: Record<
    "code" | "resend" | "evidence",
    Record<Role, { id: number; token: string; code: string | null }>
  >;
  /** Claims with documents waiting for an administrator. */
  reviewClaims: { approve: number; reject: number; approveListing: number; rejectListing: number };
  review: number;
  hiddenReview: number;
  reviewReport: number;
  conversation: number;
  posts: Record<"edit" | "submit" | "remove" | "approve" | "reject" | "adminRemove", number>;
  loginEmail: string;
  adminUser: { username: string; password: string };
  /** Rows of the owner's agenda, for the routes that name one. */
  agenda: { office: number; visitType: number; exception: number; block: number };
}

interface CallSpec {
  path: string;
  body?: unknown;
  csv?: Buffer;
  headers?: Record<string, string>;
  multipart?: { fields: Record<string, string>; files: Record<string, Buffer> };
}

interface Row {
  route: string;
  request: (f: Fixture, role: Role) => CallSpec | Promise<CallSpec>;
  expect: Expectation;
  /** What a refused call must not change. */
  state?: (f: Fixture) => Promise<unknown>;
  /** Calls that end sessions run after every other row. */
  last?: boolean;
}

const everyone = (ok: Outcome): Expectation => ({
  anonymous: ok,
  unverified: ok,
  patient: ok,
  doctor: ok,
  owner: ok,
  admin: ok,
});
/** Any account with a session; the administrator's session is not an account's. */
const signedIn = (ok: Outcome): Expectation => ({ ...everyone(ok), anonymous: 401, admin: 401 });
/** Accounts that own a listing (the doctor owns another one than the target). */
const doctors = (ok: Outcome, others: Outcome): Expectation => ({
  anonymous: 401,
  unverified: others,
  patient: others,
  doctor: ok,
  owner: ok,
  admin: 401,
});
/** Only the account that owns the target listing. */
const ownerOnly = (ok: Outcome): Expectation => ({
  anonymous: 401,
  unverified: 403,
  patient: 403,
  doctor: 403,
  owner: ok,
  admin: 401,
});
const adminOnly = (ok: Outcome): Expectation => ({ ...everyone(401), admin: ok });

const PASSWORD = "contraseña-de-prueba";
const POST = {
  title: "Cómo cuidar tu piel en temporada de calor",
  category: "Dermatología",
  excerpt: "Protector solar, hidratación y cuándo consultar.",
  content:
    "El sol de mayo es intenso en todo México.\n\nUsa protector solar cada tres horas y no olvides las orejas y el cuello.",
  seoDescription: "Consejos de una dermatóloga para proteger la piel del sol.",
  seoKeywords: ["protector solar", "piel"],
};
const CLAIM_PHONE = "55 0123 4567";
/** A cédula the offline registry vouches for: a verified listing already carries it. */
const CEDULA = "24681357";
/** What an administrator writes to validate a cédula despite a conflict or another name. */
const OVERRIDE_NOTE = "Verificado por teléfono con el médico y su título original.";
let unique = 0;
const uniqueEmail = (what: string) => `${what}.${(unique += 1)}.${Date.now()}@example.com`;

describe("authorization of every /api endpoint for every role", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  const sessions = {} as Record<Role, RoleSession>;
  let evidenceDir: string;
  const f = {} as Fixture;

  const one = async <T>(query: Promise<T[]>): Promise<T | undefined> => (await query)[0];
  const providerRow = (id: number) =>
    one(database.db.select().from(providers).where(eq(providers.id, id)));
  const claimRow = (id: number) =>
    one(
      database.db
        .select({ status: claimRequests.status, note: claimRequests.adminNote })
        .from(claimRequests)
        .where(eq(claimRequests.id, id)),
    );
  const reviewRow = (id: number) =>
    one(
      database.db
        .select({
          status: reviews.approvalStatus,
          reply: reviews.replyText,
          rating: reviews.rating,
        })
        .from(reviews)
        .where(eq(reviews.id, id)),
    );
  const postRow = (id: number) =>
    one(database.db.select().from(doctorPosts).where(eq(doctorPosts.id, id)));
  const countOf = async (
    table:
      | typeof providers
      | typeof doctorPosts
      | typeof favourites
      | typeof conversationMessages
      | typeof adminSessions,
  ) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table);
    return row!.n;
  };
  const messagesIn = async (conversationId: number) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    return row!.n;
  };

  const agendaRows = () => database.db.select().from(agendas).orderBy(agendas.providerId);
  const tableRows = (
    table:
      | typeof agendaOffices
      | typeof visitTypes
      | typeof agendaExceptions
      | typeof agendaBlocks
      | typeof weeklyHours,
  ) => database.db.select().from(table).orderBy(table.id);

  /** A listing with a published agenda, made on first use (its free slots are public). */
  let bookable: ReturnType<typeof insertBookableListing> | undefined;
  const bookableAgenda = () =>
    (bookable ??= insertBookableListing(database.db, { name: "Dra. Agenda Matriz" }));
  const bookableListing = () => bookableAgenda().then((listing) => listing.providerId);

  /** A visit of the patient's own (role "patient") or of another patient, `day`s from today. */
  let visits = 0;
  const visit = (
    role: Role,
    where: { providerId: number; visitTypeId?: number; officeId?: number },
    day: number,
  ) =>
    insertVisit(database.db, {
      ...where,
      patientId: role === "patient" ? sessions.patient.userId! : "matriz-otro-paciente",
      // The next half hour from 09:00 at each call: never two at once.
      start: mexicoCityTime(day, 9, 30 * (visits += 1)),
    });
  const appointmentRows = () =>
    database.db
      .select({ id: appointments.id, status: appointments.status, start: appointments.startsAt })
      .from(appointments)
      .orderBy(appointments.id);

  /** A fresh account's verification token, for the one row that spends one per call. */
  const freshVerificationToken = async () => {
    const email = uniqueEmail("verificar");
    await request(app)
      .post("/api/auth/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email, password: PASSWORD, firstName: "Vera", lastName: "Prueba" })
      .expect(201);
    const mail = await createMailRepository(database.db).latestTo(email);
    return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
  };

  const ROWS: Row[] = [
    // Public catalogue, search and profiles.
    {
      route: "GET /api/specialties",
      request: () => ({ path: "/api/specialties" }),
      expect: everyone(200),
    },
    { route: "GET /api/cities", request: () => ({ path: "/api/cities" }), expect: everyone(200) },
    // The API's own description and its reference page.
    {
      route: "GET /api/openapi.json",
      request: () => ({ path: "/api/openapi.json" }),
      expect: everyone(200),
    },
    { route: "GET /api/docs", request: () => ({ path: "/api/docs" }), expect: everyone(200) },
    {
      route: "GET /api/providers",
      request: () => ({ path: "/api/providers?q=Objetivo&city=ciudad-de-mexico&limit=5" }),
      expect: everyone(200),
    },
    {
      route: "GET /api/providers/specialty-counts",
      request: () => ({ path: "/api/providers/specialty-counts" }),
      expect: everyone(200),
    },
    {
      route: "GET /api/provider/:slugOrName",
      request: (x) => ({ path: `/api/provider/${x.targetSlug}` }),
      expect: everyone(200),
    },
    {
      route: "GET /api/providers/:id",
      request: (x) => ({ path: `/api/providers/${x.target}` }),
      expect: everyone(200),
    },
    {
      route: "GET /api/providers/:id/reviews",
      request: (x) => ({ path: `/api/providers/${x.target}/reviews` }),
      expect: everyone(200),
    },
    {
      route: "GET /api/providers/:id/availability",
      request: async () => ({ path: `/api/providers/${await bookableListing()}/availability` }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/:id/events",
      request: (x) => ({ path: `/api/providers/${x.target}/events`, body: { kind: "view" } }),
      expect: everyone(204),
    },
    {
      route: "GET /api/public/validate-license",
      request: () => ({ path: `/api/public/validate-license?license=${CEDULA}` }),
      expect: everyone(200),
    },
    {
      route: "POST /api/public/validate-license",
      request: () => ({ path: "/api/public/validate-license", body: { licenseNumber: CEDULA } }),
      expect: everyone(200),
    },
    {
      route: "POST /api/voice/intent",
      request: () => ({ path: "/api/voice/intent", body: { transcript: "cardiólogo en Puebla" } }),
      expect: everyone(200),
    },
    {
      route: "POST /api/voice/transcribe",
      request: () => ({
        path: "/api/voice/transcribe",
        body: {
          audio: Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt "), Buffer.alloc(4000)]).toString(
            "base64",
          ),
          keywords: [],
        },
      }),
      // No speech service in tests: everyone reaches it and hears it is not configured.
      expect: everyone(503),
    },
    {
      route: "POST /api/ai/analyze-symptoms",
      request: () => ({
        path: "/api/ai/analyze-symptoms",
        body: { query: "Me duele el pecho cuando subo escaleras" },
      }),
      expect: everyone(200),
    },

    // Accounts.
    {
      route: "POST /api/auth/login",
      request: (x) => ({
        path: "/api/auth/login",
        body: { email: x.loginEmail, password: PASSWORD },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/auth/register",
      request: () => ({
        path: "/api/auth/register",
        body: {
          email: uniqueEmail("registro"),
          password: PASSWORD,
          firstName: "Ana",
          lastName: "Pérez",
        },
      }),
      expect: everyone(201),
    },
    {
      route: "POST /api/auth/register-patient",
      request: () => ({
        path: "/api/auth/register-patient",
        body: {
          firstName: "Mario",
          lastName: "Díaz",
          email: uniqueEmail("paciente"),
          password: PASSWORD,
          initialQuery: "Me duele la rodilla al correr",
          userType: "patient",
        },
      }),
      expect: everyone(201),
    },
    {
      route: "GET /api/auth/user",
      request: () => ({ path: "/api/auth/user" }),
      expect: signedIn(200),
    },
    {
      route: "POST /api/auth/verify-email",
      request: async () => ({
        path: "/api/auth/verify-email",
        body: { token: await freshVerificationToken() },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/auth/resend-verification",
      request: (x) => ({ path: "/api/auth/resend-verification", body: { email: x.loginEmail } }),
      expect: everyone(200),
    },
    {
      route: "GET /api/auth/google",
      request: () => ({ path: "/api/auth/google?returnUrl=/buscar" }),
      expect: everyone(302),
    },
    {
      route: "GET /api/auth/google/callback",
      request: () => ({ path: "/api/auth/google/callback?code=abc&state=xyz" }),
      expect: everyone(302),
    },
    {
      // The emailed link's token is the authorization; a wrong one is refused for everyone.
      route: "POST /api/auth/set-password",
      request: () => ({
        path: "/api/auth/set-password",
        body: { token: "token-que-no-existe-0000", password: PASSWORD, confirmPassword: PASSWORD },
      }),
      expect: everyone(400),
    },
    {
      route: "POST /api/auth/set-password/request",
      request: (x) => ({ path: "/api/auth/set-password/request", body: { email: x.loginEmail } }),
      expect: everyone(200),
    },
    {
      // Like set-password: the emailed link's token is the authorization.
      route: "POST /api/auth/password-reset",
      request: () => ({
        path: "/api/auth/password-reset",
        body: { token: "token-que-no-existe-0000", password: PASSWORD, confirmPassword: PASSWORD },
      }),
      expect: everyone(400),
    },
    {
      route: "POST /api/auth/password-reset/request",
      request: (x) => ({ path: "/api/auth/password-reset/request", body: { email: x.loginEmail } }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/register",
      request: () => ({
        path: "/api/providers/register",
        body: {
          firstName: "Ana Sofía",
          lastName: "Ramírez Luna",
          email: uniqueEmail("medica"),
          phone: "55 1234 5678",
          specialty: "Cardiología",
          city: "Guadalajara",
          consultationLocation: "presencial",
          licenseNumber: CEDULA,
          password: "aleatoria-del-navegador-123",
        },
      }),
      expect: everyone(201),
    },
    {
      route: "POST /api/providers/claim/verify-phone",
      request: (x, role) => ({
        path: "/api/providers/claim/verify-phone",
        body: { providerId: x.claimTargets[role], phone: CLAIM_PHONE },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/claim",
      request: (x, role) => ({
        path: "/api/providers/claim",
        body: {
          providerId: x.claimTargets[role],
          firstName: "Laura",
          lastName: "Méndez",
          email: uniqueEmail("reclamo"),
          phone: CLAIM_PHONE,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      }),
      // A request, whoever sends it: the listing changes hands only with a proof.
      expect: everyone(202),
      state: (x) => providerRow(x.claimTargets.anonymous),
    },
    {
      route: "GET /api/providers/claim/:claimId",
      request: (x, role) => ({
        path: `/api/providers/claim/${x.claims.resend[role].id}`,
        headers: { "X-Claim-Token": x.claims.resend[role].token },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/claim/:claimId/code",
      request: (x, role) => ({
        path: `/api/providers/claim/${x.claims.code[role].id}/code`,
        body: { claimToken: x.claims.code[role].token, code: x.claims.code[role].code },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/claim/:claimId/resend",
      request: (x, role) => ({
        path: `/api/providers/claim/${x.claims.resend[role].id}/resend`,
        body: { claimToken: x.claims.resend[role].token },
      }),
      expect: everyone(200),
    },
    {
      route: "POST /api/providers/claim/:claimId/evidence",
      request: (x, role) => ({
        path: `/api/providers/claim/${x.claims.evidence[role].id}/evidence`,
        multipart: {
          fields: { claimToken: x.claims.evidence[role].token },
          files: { cedula: minimalPng(), identificacion: minimalPng() },
        },
      }),
      expect: everyone(200),
    },
    // A registration whose cédula the registry did not confirm: its own doctor only.
    {
      route: "GET /api/providers/me/license-review",
      request: () => ({ path: "/api/providers/me/license-review" }),
      expect: doctors(200, 403),
    },
    {
      route: "POST /api/providers/me/license-review/evidence",
      request: () => ({
        path: "/api/providers/me/license-review/evidence",
        multipart: { fields: {}, files: { cedula: minimalPng(), identificacion: minimalPng() } },
      }),
      // These listings were not registered with an unconfirmed cédula: nothing waits.
      expect: doctors(409, 403),
    },

    // Reviews.
    {
      route: "POST /api/providers/:id/reviews",
      request: (x) => ({
        path: `/api/providers/${x.target}/reviews`,
        body: { rating: 2, comment: "La consulta empezó con mucho retraso." },
      }),
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 200, // rewrites the review seeded for this patient
        doctor: 403, // only patient accounts review
        owner: 403,
        admin: 401,
      },
      state: async (x) =>
        database.db
          .select({ id: reviews.id, rating: reviews.rating })
          .from(reviews)
          .where(eq(reviews.providerId, x.target))
          .orderBy(reviews.id),
    },
    {
      route: "GET /api/providers/:id/reviews/all",
      request: (x) => ({ path: `/api/providers/${x.target}/reviews/all` }),
      expect: ownerOnly(200),
    },
    {
      route: "PUT /api/reviews/:reviewId/status",
      request: (x) => ({
        path: `/api/reviews/${x.review}/status`,
        body: { status: "rejected" },
      }),
      expect: ownerOnly(403), // hiding is gone, for the owner too: they report instead
      state: (x) => reviewRow(x.review),
    },
    {
      route: "POST /api/reviews/:reviewId/report",
      request: (x) => ({
        path: `/api/reviews/${x.review}/report`,
        body: { reason: "datos_personales", details: "Menciona el nombre de otro paciente." },
      }),
      expect: ownerOnly(201),
      state: async (x) => ({
        review: await reviewRow(x.review),
        reports: await database.db
          .select({ id: reviewReports.id })
          .from(reviewReports)
          .where(eq(reviewReports.reviewId, x.review)),
      }),
    },
    {
      route: "PUT /api/reviews/:reviewId/reply",
      request: (x) => ({
        path: `/api/reviews/${x.review}/reply`,
        body: { reply: "Gracias por tu comentario, lo tomaremos en cuenta." },
      }),
      expect: ownerOnly(200),
      state: (x) => reviewRow(x.review),
    },
    {
      route: "DELETE /api/reviews/:reviewId/reply",
      request: (x) => ({ path: `/api/reviews/${x.review}/reply` }),
      expect: ownerOnly(200),
      state: (x) => reviewRow(x.review),
    },

    // The doctor's own listing, statistics and articles.
    {
      route: "GET /api/providers/me",
      request: () => ({ path: "/api/providers/me" }),
      expect: doctors(200, 404),
    },
    {
      route: "PUT /api/providers/:id/self",
      request: (x) => ({
        path: `/api/providers/${x.target}/self`,
        body: { bio: "Biografía cambiada por quien hace la llamada." },
      }),
      expect: ownerOnly(200),
      state: async (x) => (await providerRow(x.target))?.bio,
    },
    // Profile photos: the owner's picture and banner; administrators remove them.
    {
      route: "GET /api/providers/me/photos",
      request: () => ({ path: "/api/providers/me/photos" }),
      expect: doctors(200, 403),
    },
    ...(["photo", "banner"] as const).flatMap((segment): Row[] => [
      {
        route: `POST /api/providers/me/${segment}`,
        request: async () => ({
          path: `/api/providers/me/${segment}`,
          multipart: { fields: {}, files: { foto: await jpegWithExif(200, 200) } },
        }),
        expect: doctors(200, 403),
      },
      {
        route: `DELETE /api/providers/me/${segment}`,
        request: () => ({ path: `/api/providers/me/${segment}` }),
        expect: doctors(200, 403),
      },
      {
        route: `DELETE /api/admin/providers/:id/${segment}`,
        request: async (x) => {
          const picture = "/images/retratos/medica-1.svg";
          await database.db
            .update(providers)
            .set(segment === "photo" ? { avatar: picture } : { bannerImage: picture })
            .where(eq(providers.id, x.target));
          return { path: `/api/admin/providers/${x.target}/${segment}` };
        },
        expect: adminOnly(200),
        state: async (x) => {
          const row = await providerRow(x.target);
          return segment === "photo" ? row?.avatar : row?.bannerImage;
        },
      },
    ]),
    {
      route: "GET /api/providers/me/analytics",
      request: () => ({ path: "/api/providers/me/analytics?weeks=4" }),
      expect: doctors(200, 403),
    },
    {
      route: "GET /api/providers/me/posts",
      request: () => ({ path: "/api/providers/me/posts" }),
      expect: doctors(200, 403),
    },
    {
      route: "POST /api/providers/me/posts",
      request: (_x, role) => ({
        path: "/api/providers/me/posts",
        body: { ...POST, title: `Artículo nuevo de la matriz (${role})` },
      }),
      expect: doctors(201, 403),
      state: () => countOf(doctorPosts),
    },
    {
      route: "PUT /api/providers/me/posts/:postId",
      request: (x) => ({
        path: `/api/providers/me/posts/${x.posts.edit}`,
        body: { ...POST, title: "Título cambiado por quien hace la llamada" },
      }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: (x) => postRow(x.posts.edit),
    },
    {
      route: "POST /api/providers/me/posts/:postId/submit",
      request: (x) => ({ path: `/api/providers/me/posts/${x.posts.submit}/submit` }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: (x) => postRow(x.posts.submit),
    },
    {
      route: "DELETE /api/providers/me/posts/:postId",
      request: (x) => ({ path: `/api/providers/me/posts/${x.posts.remove}` }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: (x) => postRow(x.posts.remove),
    },

    // The doctor's agenda: every account with a listing works on its own one; rows of the
    // owner's agenda are unknown (404) to the other doctor. Neither listing's cédula is
    // verified, so publishing is refused to both.
    {
      route: "GET /api/providers/me/agenda",
      request: () => ({ path: "/api/providers/me/agenda" }),
      expect: doctors(200, 403),
    },
    {
      route: "PUT /api/providers/me/agenda/settings",
      request: () => ({
        path: "/api/providers/me/agenda/settings",
        body: {
          gapMinutes: 5,
          minNoticeMinutes: 60,
          horizonDays: 30,
          cancellationWindowHours: 12,
          timeZone: "America/Mexico_City",
        },
      }),
      expect: doctors(200, 403),
      state: () => agendaRows(),
    },
    {
      route: "POST /api/providers/me/agenda/publish",
      request: () => ({ path: "/api/providers/me/agenda/publish" }),
      expect: doctors(403, 403),
      state: () => agendaRows(),
    },
    {
      route: "POST /api/providers/me/agenda/unpublish",
      request: () => ({ path: "/api/providers/me/agenda/unpublish" }),
      expect: doctors(200, 403),
      state: () => agendaRows(),
    },
    {
      route: "POST /api/providers/me/agenda/offices",
      request: () => ({
        path: "/api/providers/me/agenda/offices",
        body: {
          name: "Consultorio Matriz",
          modality: "in_person",
          timeZone: "America/Mexico_City",
        },
      }),
      expect: doctors(201, 403),
      state: () => tableRows(agendaOffices),
    },
    {
      route: "POST /api/providers/me/agenda/offices/import",
      request: () => ({ path: "/api/providers/me/agenda/offices/import" }),
      expect: doctors(200, 403),
      state: () => tableRows(agendaOffices),
    },
    {
      route: "PUT /api/providers/me/agenda/offices/:officeId",
      request: (x) => ({
        path: `/api/providers/me/agenda/offices/${x.agenda.office}`,
        body: {
          name: "Consultorio cambiado",
          modality: "in_person",
          timeZone: "America/Tijuana",
          active: false,
        },
      }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: () => tableRows(agendaOffices),
    },
    {
      route: "PUT /api/providers/me/agenda/offices/:officeId/hours",
      request: (x) => ({
        path: `/api/providers/me/agenda/offices/${x.agenda.office}/hours`,
        body: { hours: [{ weekday: 5, startMinute: 480, endMinute: 600 }] },
      }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: () => tableRows(weeklyHours),
    },
    {
      route: "POST /api/providers/me/agenda/visit-types",
      request: () => ({
        path: "/api/providers/me/agenda/visit-types",
        body: {
          name: "Consulta de la matriz",
          durationMinutes: 30,
          price: 700,
          kind: "any",
          modality: "in_person",
        },
      }),
      expect: doctors(201, 403),
      state: () => tableRows(visitTypes),
    },
    {
      route: "PUT /api/providers/me/agenda/visit-types/:id",
      request: (x) => ({
        path: `/api/providers/me/agenda/visit-types/${x.agenda.visitType}`,
        body: {
          name: "Consulta cambiada",
          durationMinutes: 60,
          price: 1,
          kind: "any",
          modality: "online",
          active: false,
        },
      }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: () => tableRows(visitTypes),
    },
    {
      route: "POST /api/providers/me/agenda/exceptions",
      request: () => ({
        path: "/api/providers/me/agenda/exceptions",
        body: { startDate: "2030-05-01", endDate: "2030-05-01", label: "Día del Trabajo" },
      }),
      expect: doctors(201, 403),
      state: () => tableRows(agendaExceptions),
    },
    {
      route: "DELETE /api/providers/me/agenda/exceptions/:id",
      request: (x) => ({ path: `/api/providers/me/agenda/exceptions/${x.agenda.exception}` }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: () => tableRows(agendaExceptions),
    },
    {
      route: "GET /api/providers/me/appointments",
      request: () => ({ path: "/api/providers/me/appointments?from=2030-06-03&days=7" }),
      expect: doctors(200, 403),
    },
    {
      route: "POST /api/providers/me/agenda/blocks",
      request: (_x, role) => ({
        path: "/api/providers/me/agenda/blocks",
        body: {
          start: `2030-06-0${ROLES.indexOf(role) + 1}T16:00:00.000Z`,
          end: `2030-06-0${ROLES.indexOf(role) + 1}T17:00:00.000Z`,
        },
      }),
      expect: doctors(201, 403),
      state: () => tableRows(agendaBlocks),
    },
    {
      route: "DELETE /api/providers/me/agenda/blocks/:id",
      request: (x) => ({ path: `/api/providers/me/agenda/blocks/${x.agenda.block}` }),
      expect: { ...ownerOnly(200), doctor: 404 },
      state: () => tableRows(agendaBlocks),
    },
    {
      route: "POST /api/providers/me/agenda/feed",
      request: () => ({ path: "/api/providers/me/agenda/feed" }),
      expect: doctors(201, 403),
      state: () => agendaRows(),
    },
    {
      route: "DELETE /api/providers/me/agenda/feed",
      request: () => ({ path: "/api/providers/me/agenda/feed" }),
      expect: doctors(200, 403),
      state: () => agendaRows(),
    },
    {
      // The address is the secret: whoever holds a live one reads it, with or without a session.
      route: "GET /api/calendar/:token.ics",
      request: async () => {
        const feed = await request(app)
          .post("/api/providers/me/agenda/feed")
          .set("Cookie", sessions.owner.cookie)
          .set("X-Forwarded-For", nextClientAddress())
          .expect(201);
        return { path: new URL(feed.body.url).pathname };
      },
      expect: everyone(200),
    },

    // Appointments: a patient books and sees their own; only that patient or the listing's
    // owner may cancel one, only the patient move it, only the owner mark it. Anyone else
    // gets 404 (the visit's existence is not told); an account without a listing marking
    // attendance gets 403. Visits are made per call, straight into the table.
    {
      route: "GET /api/appointments",
      request: () => ({ path: "/api/appointments" }),
      expect: signedIn(200),
    },
    {
      route: "POST /api/appointments",
      request: async () => {
        const agenda = await bookableAgenda();
        return {
          path: "/api/appointments",
          body: {
            providerId: agenda.providerId,
            visitTypeId: agenda.visitTypeId,
            officeId: agenda.officeId,
            start: mexicoCityTime(3, 10).toISOString(),
            reason: "Revisión general",
          },
        };
      },
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 201,
        doctor: 403,
        owner: 403,
        admin: 401,
      },
      state: () => appointmentRows(),
    },
    {
      route: "POST /api/appointments/:id/cancel",
      request: async (x, role) => ({
        path: `/api/appointments/${await visit(role, { providerId: x.target }, 20)}/cancel`,
        body: { message: "Surgió un imprevisto." },
      }),
      expect: {
        anonymous: 401,
        unverified: 404,
        patient: 200,
        doctor: 404,
        owner: 200,
        admin: 401,
      },
      state: () => appointmentRows(),
    },
    {
      route: "POST /api/appointments/:id/reschedule",
      request: async (_x, role) => ({
        path: `/api/appointments/${await visit(role, await bookableAgenda(), 5)}/reschedule`,
        body: { start: mexicoCityTime(7, 10).toISOString() },
      }),
      expect: {
        anonymous: 401,
        unverified: 404,
        patient: 200,
        doctor: 404,
        owner: 404,
        admin: 401,
      },
      state: () => appointmentRows(),
    },
    {
      route: "POST /api/providers/me/appointments/:id/attendance",
      request: async (x, role) => ({
        path: `/api/providers/me/appointments/${await visit(role, { providerId: x.target }, -2)}/attendance`,
        body: { status: "attended" },
      }),
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 403,
        doctor: 404,
        owner: 200,
        admin: 401,
      },
      state: () => appointmentRows(),
    },

    // Favourites and messages.
    {
      route: "GET /api/favourites",
      request: () => ({ path: "/api/favourites" }),
      expect: signedIn(200),
    },
    {
      route: "POST /api/favourites/:providerId",
      request: (x) => ({ path: `/api/favourites/${x.target}` }),
      expect: signedIn(201),
      state: () => countOf(favourites),
    },
    {
      route: "DELETE /api/favourites/:providerId",
      request: (x) => ({ path: `/api/favourites/${x.target}` }),
      expect: signedIn(200),
      state: () => countOf(favourites),
    },
    {
      route: "GET /api/conversations",
      request: () => ({ path: "/api/conversations" }),
      expect: signedIn(200),
    },
    {
      route: "POST /api/conversations",
      request: (x) => ({
        path: "/api/conversations",
        body: { providerId: x.target, body: "Hola, ¿atiende los sábados?" },
      }),
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 201,
        doctor: 201,
        owner: 403,
        admin: 401,
      },
      state: () => countOf(conversationMessages),
    },
    {
      route: "GET /api/conversations/:id",
      request: (x) => ({ path: `/api/conversations/${x.conversation}` }),
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 200,
        doctor: 403,
        owner: 200,
        admin: 401,
      },
    },
    {
      route: "POST /api/conversations/:id/messages",
      request: (x) => ({
        path: `/api/conversations/${x.conversation}/messages`,
        body: { body: "Un mensaje más en la conversación." },
      }),
      expect: {
        anonymous: 401,
        unverified: 403,
        patient: 201,
        doctor: 403,
        owner: 201,
        admin: 401,
      },
      state: (x) => messagesIn(x.conversation),
    },

    // The administrators' panel.
    {
      route: "POST /api/admin/login",
      request: (x) => ({ path: "/api/admin/login", body: x.adminUser }),
      expect: everyone(200),
    },
    {
      route: "GET /api/admin/session",
      request: () => ({ path: "/api/admin/session" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/providers",
      request: () => ({ path: "/api/admin/providers?limit=5" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/providers/stats",
      request: () => ({ path: "/api/admin/providers/stats" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/providers/filter-options",
      request: () => ({ path: "/api/admin/providers/filter-options" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/providers/chart",
      request: () => ({ path: "/api/admin/providers/chart?months=6" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/providers/:id",
      request: (x) => ({ path: `/api/admin/providers/${x.adminTarget}` }),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/admin/providers/:id/status",
      request: (x) => ({
        path: `/api/admin/providers/${x.adminTarget}/status`,
        body: { status: "approved", adminNotes: "Datos completos" },
      }),
      expect: adminOnly(200),
      state: async (x) => (await providerRow(x.adminTarget))?.approvalStatus,
    },
    {
      route: "PUT /api/admin/providers/:id",
      request: (x) => ({
        path: `/api/admin/providers/${x.adminTarget}`,
        body: { name: "Dr. Nombre Cambiado", price: 1500 },
      }),
      expect: adminOnly(200),
      state: async (x) => {
        const row = await providerRow(x.adminTarget);
        return { name: row?.name, price: row?.price };
      },
    },
    {
      route: "POST /api/admin/providers/:id/validate-license",
      request: (x) => ({
        path: `/api/admin/providers/${x.adminTarget}/validate-license`,
        // Another listing holds CEDULA: only an override with a note validates it.
        body: { licenseNumber: CEDULA, override: true, note: OVERRIDE_NOTE },
      }),
      expect: adminOnly(200),
      state: async (x) => (await providerRow(x.adminTarget))?.licenseVerified,
    },
    {
      route: "POST /api/admin/providers/:id/confirm-license",
      request: (x) => ({
        path: `/api/admin/providers/${x.adminTarget}/confirm-license`,
        body: {
          licenseNumber: "1234567",
          name: "Nombre Cambiado",
          degree: "Médico Cirujano",
          institution: "Universidad Nacional Autónoma de México",
          registrationYear: 2010,
          // The holder named is not the listing's doctor.
          override: true,
          note: OVERRIDE_NOTE,
        },
      }),
      expect: adminOnly(200),
      state: async (x) => {
        const row = await providerRow(x.adminTarget);
        return { verified: row?.licenseVerified, number: row?.licenseNumber };
      },
    },
    {
      route: "GET /api/admin/pending-changes",
      request: () => ({ path: "/api/admin/pending-changes?status=pending" }),
      expect: adminOnly(200),
    },
    {
      route: "POST /api/admin/pending-changes/:id/approve",
      request: () => ({
        path: `/api/admin/pending-changes/${pendingChanges.approve}/approve`,
        body: {},
      }),
      expect: adminOnly(200),
      state: async () => ({
        change: await pendingChangeStatus(pendingChanges.approve),
        listing: (await providerRow(f.target))?.name,
      }),
    },
    {
      route: "POST /api/admin/pending-changes/:id/reject",
      request: () => ({
        path: `/api/admin/pending-changes/${pendingChanges.reject}/reject`,
        body: { note: "El nombre no coincide con la cédula." },
      }),
      expect: adminOnly(200),
      state: async () => pendingChangeStatus(pendingChanges.reject),
    },
    {
      route: "GET /api/admin/reviews",
      request: () => ({ path: "/api/admin/reviews?status=rejected" }),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/admin/reviews/:id/restore",
      request: (x) => ({
        path: `/api/admin/reviews/${x.hiddenReview}/restore`,
        body: { notes: "La crítica es legítima." },
      }),
      expect: adminOnly(200),
      state: (x) => reviewRow(x.hiddenReview),
    },
    {
      route: "GET /api/admin/claims",
      request: () => ({ path: "/api/admin/claims" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/claims/:claimId/evidence/:index",
      request: (x) => ({ path: `/api/admin/claims/${x.reviewClaims.reject}/evidence/0` }),
      expect: adminOnly(200),
    },
    {
      route: "POST /api/admin/claims/:claimId/approve",
      request: (x) => ({
        path: `/api/admin/claims/${x.reviewClaims.approve}/approve`,
        body: { note: "Documentos en orden." },
      }),
      expect: adminOnly(200),
      state: (x) => providerRow(x.reviewClaims.approveListing),
    },
    {
      route: "POST /api/admin/claims/:claimId/reject",
      request: (x) => ({
        path: `/api/admin/claims/${x.reviewClaims.reject}/reject`,
        body: { note: "La identificación no coincide con el perfil." },
      }),
      expect: adminOnly(200),
      state: (x) => claimRow(x.reviewClaims.reject),
    },
    {
      route: "GET /api/admin/review-reports",
      request: () => ({ path: "/api/admin/review-reports?status=open" }),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/admin/review-reports/:id/decision",
      request: (x) => ({
        path: `/api/admin/review-reports/${x.reviewReport}/decision`,
        body: { decision: "dismissed", adminNote: "Es una crítica legítima." },
      }),
      expect: adminOnly(200),
      state: (x) =>
        one(
          database.db
            .select({ status: reviewReports.status })
            .from(reviewReports)
            .where(eq(reviewReports.id, x.reviewReport)),
        ),
    },
    {
      route: "GET /api/admin/audit",
      request: () => ({ path: "/api/admin/audit?limit=5" }),
      expect: adminOnly(200),
    },
    {
      route: "POST /api/admin/providers/import-csv",
      request: () => ({
        path: "/api/admin/providers/import-csv",
        csv: Buffer.from(
          "name,specialty,city,state,location,phone,email,price,experience,url\n" +
            'Dr. Importado Matriz,Cardiología,Guadalajara,Jalisco,"Av. Prueba 1",33 0000 0001,importado@example.com,800,10,https://fuente.example.org/1\n',
        ),
      }),
      expect: adminOnly(200),
      state: () => countOf(providers),
    },
    {
      route: "POST /api/admin/providers/import-google-sheets",
      request: () => ({
        path: "/api/admin/providers/import-google-sheets",
        body: {
          spreadsheetId: "1AbCdEfGhIjKlMnOp",
          dataSource: "google-sheets",
          dataSourceName: "Hoja",
        },
      }),
      expect: adminOnly([400, 503]),
      state: () => countOf(providers),
    },
    {
      route: "POST /api/admin/providers/test-airtable",
      request: () => ({
        path: "/api/admin/providers/test-airtable",
        body: { baseId: "appAbCdEfGhIjKlMn", tableName: "Médicos" },
      }),
      expect: adminOnly([200, 400, 503]),
    },
    {
      route: "POST /api/admin/providers/import-airtable",
      request: () => ({
        path: "/api/admin/providers/import-airtable",
        body: {
          baseId: "appAbCdEfGhIjKlMn",
          tableName: "Médicos",
          fieldMapping: { name: "Nombre" },
        },
      }),
      expect: adminOnly([400, 503]),
      state: () => countOf(providers),
    },
    {
      route: "GET /api/admin/imports/progress/:progressId",
      request: () => ({ path: "/api/admin/imports/progress/progreso-matriz-1" }),
      expect: adminOnly([200, 404]),
    },
    {
      route: "GET /api/admin/imports/runs",
      request: () => ({ path: "/api/admin/imports/runs" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/imports/runs/:runId/messages",
      request: () => ({ path: "/api/admin/imports/runs/987654/messages" }),
      expect: adminOnly(404),
    },
    {
      route: "GET /api/admin/imports/runs/:runId/messages.csv",
      request: () => ({ path: "/api/admin/imports/runs/987654/messages.csv" }),
      expect: adminOnly(404),
    },
    {
      route: "GET /api/doctor-blog-posts",
      request: () => ({ path: "/api/doctor-blog-posts?status=pending" }),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/doctor-blog-posts/:id/approve",
      request: (x) => ({
        path: `/api/doctor-blog-posts/${x.posts.approve}/approve`,
        body: { notes: "" },
      }),
      expect: adminOnly(200),
      state: (x) => postRow(x.posts.approve),
    },
    {
      route: "PUT /api/doctor-blog-posts/:id/reject",
      request: (x) => ({
        path: `/api/doctor-blog-posts/${x.posts.reject}/reject`,
        body: { notes: "Faltan fuentes." },
      }),
      expect: adminOnly(200),
      state: (x) => postRow(x.posts.reject),
    },
    {
      route: "DELETE /api/doctor-blog-posts/:id",
      request: (x) => ({ path: `/api/doctor-blog-posts/${x.posts.adminRemove}` }),
      expect: adminOnly(200),
      state: (x) => postRow(x.posts.adminRemove),
    },

    // Ending sessions: after everything else, since they end the sessions of the roles.
    {
      route: "POST /api/admin/logout",
      request: () => ({ path: "/api/admin/logout" }),
      expect: adminOnly(200),
      state: () => countOf(adminSessions),
      last: true,
    },
    {
      route: "POST /api/auth/logout",
      request: () => ({ path: "/api/auth/logout" }),
      expect: everyone(200),
      last: true,
    },
  ];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // Each request comes from its own address, so the per-connection limits stay out of the way.
    evidenceDir = mkdtempSync(path.join(tmpdir(), "evidencia-matriz-"));
    ({ app, services } = createTestApp(database, {
      TRUST_PROXY: "true",
      EVIDENCE_DIR: evidenceDir,
      PHOTOS_DIR: evidenceDir,
    }));

    const target = await insertProvider(database.db, { name: "Dra. Objetivo Matriz" });
    const doctorListing = await insertProvider(database.db, { name: "Dr. Otro Consultorio" });
    await insertProvider(database.db, {
      name: "Dra. Ana Sofía Ramírez Luna",
      licenseNumber: CEDULA,
      licenseVerified: true,
      licenseValidationData: {
        name: "ANA SOFÍA RAMÍREZ LUNA",
        degree: "MÉDICO CIRUJANO",
        institution: "UNIVERSIDAD DE GUADALAJARA",
        registrationYear: 2012,
        source: "offline",
      },
    });
    const adminTarget = await insertProvider(database.db, {
      name: "Dr. Pendiente Revisión",
      approvalStatus: "pending",
      licenseNumber: null,
      licenseVerified: false,
    });
    f.target = target.id;
    f.targetSlug = target.slug;
    f.doctorListing = doctorListing.id;
    f.adminTarget = adminTarget.id;
    f.claimTargets = {} as Record<Role, number>;
    for (const role of ROLES) {
      const listing = await insertProvider(database.db, {
        name: `Dr. Sin Dueño ${role}`,
        phone: CLAIM_PHONE,
        licenseNumber: null,
        licenseVerified: false,
      });
      f.claimTargets[role] = listing.id;
    }
    let claimPhone = 0;
    const openClaim = async (method: "sms" | "evidence") => {
      const phone = `55 7${String(100_000 + (claimPhone += 1)).slice(-3)} ${String(1000 + claimPhone).slice(-4)}`;
      const listing = await insertProvider(database.db, {
        name: `Dr. Reclamado ${claimPhone}`,
        phone,
        licenseNumber: null,
        licenseVerified: false,
      });
      const started = await services.claims.start(
        {
          providerId: listing.id,
          firstName: "Laura",
          lastName: "Méndez",
          email: uniqueEmail("solicitud"),
          phone,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          method,
        },
        { ip: nextClientAddress() },
      );
      const sms =
        method === "sms" ? await latestSmsTo(database, `+52${phone.replace(/\D/g, "")}`) : null;
      return {
        id: started.claimId,
        token: started.claimToken,
        code: sms?.code ?? null,
        listing: listing.id,
      };
    };
    f.claims = { code: {}, resend: {}, evidence: {} } as Fixture["claims"];
    for (const role of ROLES) {
      f.claims.code[role] = await openClaim("sms");
      f.claims.resend[role] = await openClaim("sms");
      f.claims.evidence[role] = await openClaim("evidence");
    }
    // A resend waits a minute after the last code.
    await database.db
      .update(claimRequests)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(claimRequests.status, "code_sent"));
    // The wait is counted from the last code sent (claim_codes), not from the request's change.
    await database.db.update(claimCodes).set({ sentAt: new Date(Date.now() - 5 * 60_000) });
    const withDocuments = async () => {
      const claim = await openClaim("evidence");
      await services.claims.submitEvidence(claim.id, claim.token, {
        cedula: minimalPng(),
        identificacion: minimalPng(),
      });
      return claim;
    };
    const [toApprove, toReject] = [await withDocuments(), await withDocuments()];
    f.reviewClaims = {
      approve: toApprove.id,
      approveListing: toApprove.listing,
      reject: toReject.id,
      rejectListing: toReject.listing,
    };

    sessions.anonymous = { cookie: "", userId: null };
    sessions.unverified = await accountSession(app, database, { verified: false });
    sessions.patient = await accountSession(app, database, { verified: true });
    sessions.doctor = await accountSession(app, database, { verified: true });
    sessions.owner = await accountSession(app, database, { verified: true });
    await giveListingTo(database, sessions.doctor.userId!, f.doctorListing);
    await giveListingTo(database, sessions.owner.userId!, f.target);
    const admin = await adminSession(app, services);
    sessions.admin = admin;
    f.adminUser = { username: admin.username, password: admin.password };
    f.loginEmail = (await accountSession(app, database, { verified: true })).email;

    const [review] = await database.db
      .insert(reviews)
      .values({
        providerId: f.target,
        userId: sessions.patient.userId!,
        rating: 5,
        comment: "Muy amable y puntual en la consulta.",
        approvalStatus: "approved",
      })
      .returning();
    f.review = review!.id;
    const [hidden] = await database.db
      .insert(reviews)
      .values({
        providerId: f.doctorListing,
        userId: sessions.patient.userId!,
        rating: 1,
        comment: "Una crítica que el médico ocultó.",
        approvalStatus: "rejected",
      })
      .returning();
    f.hiddenReview = hidden!.id;
    const [reported] = await database.db
      .insert(reviews)
      .values({
        providerId: f.target,
        userId: sessions.unverified.userId!,
        rating: 2,
        comment: "Una reseña que el titular reportó.",
        approvalStatus: "approved",
      })
      .returning();
    const [report] = await database.db
      .insert(reviewReports)
      .values({
        reviewId: reported!.id,
        providerId: f.target,
        reportedBy: sessions.owner.userId!,
        reason: "spam",
      })
      .returning();
    f.reviewReport = report!.id;

    const as = (role: Role) => (call: request.Test) =>
      call.set("Cookie", sessions[role].cookie).set("X-Forwarded-For", nextClientAddress());
    const started = await as("patient")(request(app).post("/api/conversations")).send({
      providerId: f.target,
      body: "Hola doctora, ¿tiene consulta el lunes?",
    });
    expect(started.status).toBe(201);
    f.conversation = started.body.conversationId;

    const newPost = async (title: string, submit: boolean) => {
      const created = await as("owner")(request(app).post("/api/providers/me/posts")).send({
        ...POST,
        title,
      });
      expect(created.status).toBe(201);
      if (submit) {
        await as("owner")(
          request(app).post(`/api/providers/me/posts/${created.body.id}/submit`),
        ).expect(200);
      }
      return created.body.id as number;
    };
    f.posts = {
      edit: await newPost("Borrador para editar", false),
      submit: await newPost("Borrador para enviar", false),
      remove: await newPost("Borrador para borrar", false),
      approve: await newPost("Pendiente para aprobar", true),
      reject: await newPost("Pendiente para rechazar", true),
      adminRemove: await newPost("Pendiente para eliminar", true),
    };
  });
  afterAll(async () => {
    await database.close();
    rmSync(evidenceDir, { recursive: true, force: true });
  });

  // Identity changes of verified listings waiting for an administrator, one to approve and
  // one to reject (one open request per listing).
  const pendingChanges = { approve: 0, reject: 0 };
  const pendingChangeStatus = async (id: number) =>
    (
      await one(
        database.db
          .select({ status: providerPendingChanges.status })
          .from(providerPendingChanges)
          .where(eq(providerPendingChanges.id, id)),
      )
    )?.status;
  beforeAll(async () => {
    const askRename = async (providerId: number, name: string) => {
      const listing = await providerRow(providerId);
      const [row] = await database.db
        .insert(providerPendingChanges)
        .values({ providerId, before: { name: listing!.name }, after: { name } })
        .returning({ id: providerPendingChanges.id });
      return row!.id;
    };
    pendingChanges.approve = await askRename(f.target, "Dra. Objetivo Matriz Renombrada");
    pendingChanges.reject = await askRename(f.doctorListing, "Dr. Otro Nombre");
  });

  beforeAll(async () => {
    const owner = <T extends request.Test>(call: T) =>
      call.set("Cookie", sessions.owner.cookie).set("X-Forwarded-For", nextClientAddress());
    const office = await owner(request(app).post("/api/providers/me/agenda/offices"))
      .send({
        name: "Consultorio Objetivo",
        modality: "in_person",
        timeZone: "America/Mexico_City",
      })
      .expect(201);
    const type = await owner(request(app).post("/api/providers/me/agenda/visit-types"))
      .send({
        name: "Primera vez",
        durationMinutes: 40,
        price: 900,
        kind: "first",
        modality: "in_person",
      })
      .expect(201);
    const exception = await owner(request(app).post("/api/providers/me/agenda/exceptions"))
      .send({ startDate: "2030-01-01", endDate: "2030-01-01", label: "Año nuevo" })
      .expect(201);
    const block = await owner(request(app).post("/api/providers/me/agenda/blocks"))
      .send({ start: "2030-07-01T16:00:00.000Z", end: "2030-07-01T17:00:00.000Z" })
      .expect(201);
    f.agenda = {
      office: office.body.offices[0].id,
      visitType: type.body.visitTypes[0].id,
      exception: exception.body.exceptions[0].id,
      block: block.body.id,
    };
  });

  it("has a row for every route of the API, and no row for a route that does not exist", () => {
    const routes = apiRoutesOf(app);
    const rows = ROWS.map((row) => row.route).sort();
    expect(new Set(rows).size).toBe(rows.length);
    expect(routes.filter((route) => !rows.includes(route))).toEqual([]);
    expect(rows.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("has a row for every declared route, that gives its access role what the role allows", () => {
    const rows = new Map(ROWS.map((row) => [row.route, row]));
    const only401 = (outcome: Outcome) => [outcome].flat().every((status) => status === 401);
    const failures: string[] = [];
    for (const route of DECLARED_ROUTES) {
      const name = `${route.method.toUpperCase()} /api${route.path}`;
      const row = rows.get(name);
      if (!row) {
        failures.push(`${name}: sin fila en la matriz`);
        continue;
      }
      const { anonymous, admin } = row.expect;
      const others = ROLES.filter((role) => role !== "admin").map((role) => row.expect[role]);
      if (route.access === "public" && only401(anonymous)) {
        failures.push(`${name}: pública, pero el anónimo recibe 401`);
      }
      if (route.access === "account" && !(only401(anonymous) && only401(admin))) {
        failures.push(`${name}: de cuenta, pero el anónimo o el administrador no reciben 401`);
      }
      if (route.access === "admin" && !others.every(only401)) {
        failures.push(`${name}: de administrador, pero alguien más no recibe 401`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives every role the status of the table, and refused calls change nothing", async () => {
    const failures: string[] = [];
    const ordered = [...ROWS.filter((row) => !row.last), ...ROWS.filter((row) => row.last)];
    for (const row of ordered) {
      const method = row.route.split(" ")[0]!.toLowerCase() as Method;
      for (const role of ROLES) {
        const { path, body, csv, headers, multipart } = await row.request(f, role);
        const allowed = [row.expect[role]].flat();
        const refused = allowed.every(
          (status) => status === 401 || status === 403 || status === 404,
        );
        const before = refused && row.state ? JSON.stringify(await row.state(f)) : undefined;
        let call = request(app)[method](path).set("X-Forwarded-For", nextClientAddress());
        if (sessions[role].cookie) call = call.set("Cookie", sessions[role].cookie);
        for (const [name, value] of Object.entries(headers ?? {})) call = call.set(name, value);
        if (multipart) {
          for (const [name, value] of Object.entries(multipart.fields))
            call = call.field(name, value);
          for (const [name, bytes] of Object.entries(multipart.files))
            call = call.attach(name, bytes, `${name}.png`);
        } else if (csv) {
          call = call
            .field("dataSource", "csv_import")
            .field("dataSourceName", "Matriz")
            .attach("file", csv, { filename: "matriz.csv", contentType: "text/csv" });
        } else if (body !== undefined) {
          call = call.send(body as object);
        }
        const response = await call;
        const where = `${row.route} as ${role} (${path})`;
        if (!allowed.includes(response.status)) {
          failures.push(
            `${where}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`,
          );
          continue;
        }
        if (response.status >= 400) {
          expect(response.body.error, where).toEqual(expect.any(String));
        }
        if (before !== undefined) {
          const after = JSON.stringify(await row.state!(f));
          if (after !== before) failures.push(`${where}: refused but changed ${before} → ${after}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("closes unknown /api/admin paths to everyone but an administrator", async () => {
    for (const role of ROLES) {
      let call = request(app)
        .get("/api/admin/no-existe")
        .set("X-Forwarded-For", nextClientAddress());
      if (sessions[role].cookie) call = call.set("Cookie", sessions[role].cookie);
      const response = await call;
      // The administrator was signed out by the last rows of the matrix.
      expect(response.status, role).toBe(401);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });

  it("keeps the refused ones' seeded data in place", async () => {
    expect(await messagesIn(f.conversation)).toBeGreaterThan(0);
    const approved = await postRow(f.posts.approve);
    expect(approved?.status).toBe("approved");
    expect(await postRow(f.posts.adminRemove)).toBeUndefined();
    const [own] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(providers)
      .where(and(eq(providers.id, f.target), eq(providers.userId, sessions.owner.userId!)));
    expect(own!.n).toBe(1);
  });
});
