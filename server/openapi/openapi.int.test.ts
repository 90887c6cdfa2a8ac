import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { validate as validateOpenApi, compileErrors } from "@readme/openapi-parser";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  accountSession,
  adminSession,
  apiRoutesOf,
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
  appointments,
  claimCodes,
  claimRequests,
  importRuns,
  providerPendingChanges,
  providers,
  reviewReports,
  reviews,
} from "../db/schema/index.ts";
import { createMailRepository } from "../mail/repository.ts";
import { API_OPERATIONS, buildOpenApiDocument } from "./document.ts";

/*
 * The description against the running app: every route Express knows has an operation (and
 * every operation a route), the document is valid OpenAPI 3.1, and real answers, taken from
 * one sample request per operation (and a few refusals), match the schema described for their
 * status. Response objects are closed (additionalProperties: false), so a described field the
 * route does not send, an undescribed one it does, or a wrong type all fail.
 */

type Who = "anonymous" | "unverified" | "patient" | "owner" | "admin";
type Method = "get" | "post" | "put" | "delete";

interface Fixture {
  target: number;
  targetSlug: string;
  review: number;
  hiddenReview: number;
  report: number;
  conversation: number;
  posts: { edit: number; approve: number; reject: number; remove: number; adminRemove: number };
  claim: { id: number; token: string; code: string };
  resendClaim: { id: number; token: string };
  evidenceClaim: { id: number; token: string };
  reviewClaims: { approve: number; reject: number };
  pendingChanges: { approve: number; reject: number };
  loginEmail: string;
  verifyToken: string;
  claimTarget: number;
  setPictures: (picture: string) => Promise<void>;
  /** The id of the latest import run (the CSV sample's). */
  latestImportRun: () => Promise<number>;
  admin: { username: string; password: string };
  /** A listing with a published agenda and free slots. */
  bookable: number;
  /** Booking: a second bookable listing, the patient's latest visit, visits made on demand. */
  booking: {
    listing: { providerId: number; officeId: number; visitTypeId: number };
    patientVisit: () => Promise<number>;
    ownerVisit: (daysFromNow: number) => Promise<number>;
    /** Another patient's visit at 10:00 that day on the booking listing; its start. */
    takeSlot: (daysFromNow: number) => Promise<Date>;
  };
  /** The owner's agenda: rows to edit and remove, and a fresh calendar feed's path. */
  agenda: {
    office: number;
    visitType: number;
    exception: number;
    block: number;
    feedPath: () => Promise<string>;
  };
}

interface Sample {
  /** The operation as the document names it: "GET /api/providers/{id}". */
  operation: string;
  as?: Who;
  status: number;
  path: (f: Fixture) => string | Promise<string>;
  body?: (f: Fixture) => unknown | Promise<unknown>;
  headers?: (f: Fixture) => Record<string, string>;
  multipart?: (
    f: Fixture,
  ) => Promise<{ fields: Record<string, string>; files: Record<string, Buffer> }>;
}

const PASSWORD = "contraseña-de-prueba";
const CEDULA = "24681357";
const CLAIM_PHONE = "55 0123 4567";
const NOTE = "Verificado por teléfono con el médico y su título original.";
const POST = {
  title: "Cómo cuidar tu piel en temporada de calor",
  category: "Dermatología",
  excerpt: "Protector solar, hidratación y cuándo consultar.",
  content:
    "El sol de mayo es intenso en todo México.\n\nUsa protector solar cada tres horas y no olvides las orejas y el cuello.",
  seoDescription: "Consejos de una dermatóloga para proteger la piel del sol.",
  seoKeywords: ["protector solar", "piel"],
};
let unique = 0;
const uniqueEmail = (what: string) => `${what}.${(unique += 1)}.${Date.now()}@example.com`;

const SAMPLES: Sample[] = [
  // The directory.
  { operation: "GET /api/specialties", status: 200, path: () => "/api/specialties" },
  { operation: "GET /api/cities", status: 200, path: () => "/api/cities" },
  {
    operation: "GET /api/providers",
    status: 200,
    path: () => "/api/providers?specialty=cardiologia&limit=5",
  },
  { operation: "GET /api/providers", status: 400, path: () => "/api/providers?limit=0" },
  {
    operation: "GET /api/providers/specialty-counts",
    status: 200,
    path: () => "/api/providers/specialty-counts",
  },
  {
    operation: "GET /api/provider/{slugOrName}",
    status: 200,
    path: (f) => `/api/provider/${f.targetSlug}`,
  },
  {
    operation: "GET /api/provider/{slugOrName}",
    status: 404,
    path: () => "/api/provider/nadie-con-este-nombre",
  },
  { operation: "GET /api/providers/{id}", status: 200, path: (f) => `/api/providers/${f.target}` },
  { operation: "GET /api/providers/{id}", status: 404, path: () => "/api/providers/999999" },
  {
    operation: "GET /api/providers/{id}/reviews",
    status: 200,
    path: (f) => `/api/providers/${f.target}/reviews`,
  },
  {
    operation: "GET /api/providers/{id}/availability",
    status: 200,
    path: (f) => `/api/providers/${f.bookable}/availability?days=3`,
  },
  {
    operation: "GET /api/providers/{id}/availability",
    status: 404,
    path: (f) => `/api/providers/${f.target}/availability`,
  },
  {
    operation: "GET /api/providers/{id}/availability",
    status: 400,
    path: (f) => `/api/providers/${f.bookable}/availability?from=31-12-2026`,
  },
  {
    operation: "POST /api/providers/{id}/events",
    status: 204,
    path: (f) => `/api/providers/${f.target}/events`,
    body: () => ({ kind: "view" }),
  },

  // Public tools.
  {
    operation: "GET /api/public/validate-license",
    status: 200,
    path: () => `/api/public/validate-license?license=${CEDULA}`,
  },
  {
    operation: "GET /api/public/validate-license",
    status: 200,
    path: () => "/api/public/validate-license?license=9999999999",
  },
  {
    operation: "GET /api/public/validate-license",
    status: 400,
    path: () => "/api/public/validate-license?license=12a",
  },
  {
    operation: "POST /api/public/validate-license",
    status: 200,
    path: () => "/api/public/validate-license",
    body: () => ({ licenseNumber: CEDULA }),
  },
  {
    operation: "POST /api/voice/intent",
    status: 200,
    path: () => "/api/voice/intent",
    body: () => ({ transcript: "me duele el pecho y no puedo respirar en Puebla" }),
  },
  {
    operation: "POST /api/voice/transcribe",
    status: 503,
    path: () => "/api/voice/transcribe",
    body: () => ({
      audio: Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt "), Buffer.alloc(4000)]).toString(
        "base64",
      ),
    }),
  },
  {
    operation: "POST /api/ai/analyze-symptoms",
    status: 200,
    path: () => "/api/ai/analyze-symptoms",
    body: () => ({ query: "Me duele el pecho cuando subo escaleras" }),
  },

  // Accounts.
  {
    operation: "POST /api/auth/register",
    status: 201,
    path: () => "/api/auth/register",
    body: () => ({
      email: uniqueEmail("registro"),
      password: PASSWORD,
      firstName: "Ana",
      lastName: "Pérez",
    }),
  },
  {
    // The same answer for a taken address: nobody learns who has an account.
    operation: "POST /api/auth/register",
    status: 201,
    path: () => "/api/auth/register",
    body: (f) => ({ email: f.loginEmail, password: PASSWORD, firstName: "Ana", lastName: "Pérez" }),
  },
  {
    operation: "POST /api/auth/register",
    status: 400,
    path: () => "/api/auth/register",
    body: () => ({ email: "no-es-correo" }),
  },
  {
    operation: "POST /api/auth/register-patient",
    status: 201,
    path: () => "/api/auth/register-patient",
    body: () => ({
      firstName: "Mario",
      lastName: "Díaz",
      email: uniqueEmail("paciente"),
      password: PASSWORD,
      initialQuery: "Me duele la rodilla al correr",
      userType: "patient",
    }),
  },
  {
    operation: "POST /api/auth/login",
    status: 200,
    path: () => "/api/auth/login",
    body: (f) => ({ email: f.loginEmail, password: PASSWORD }),
  },
  {
    operation: "POST /api/auth/login",
    status: 401,
    path: () => "/api/auth/login",
    body: (f) => ({ email: f.loginEmail, password: "otra-contraseña-mala" }),
  },
  { operation: "GET /api/auth/user", as: "patient", status: 200, path: () => "/api/auth/user" },
  { operation: "GET /api/auth/user", status: 401, path: () => "/api/auth/user" },
  {
    operation: "POST /api/auth/verify-email",
    status: 200,
    path: () => "/api/auth/verify-email",
    body: (f) => ({ token: f.verifyToken }),
  },
  {
    operation: "POST /api/auth/verify-email",
    status: 400,
    path: () => "/api/auth/verify-email",
    body: () => ({ token: "token-que-no-existe-0000" }),
  },
  {
    operation: "POST /api/auth/resend-verification",
    status: 200,
    path: () => "/api/auth/resend-verification",
    body: (f) => ({ email: f.loginEmail }),
  },
  {
    operation: "GET /api/auth/google",
    status: 302,
    path: () => "/api/auth/google?returnUrl=/buscar",
  },
  {
    operation: "GET /api/auth/google/callback",
    status: 302,
    path: () => "/api/auth/google/callback?code=abc&state=xyz",
  },
  {
    operation: "POST /api/auth/set-password",
    status: 400,
    path: () => "/api/auth/set-password",
    body: () => ({
      token: "token-que-no-existe-0000",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  {
    operation: "POST /api/auth/set-password/request",
    status: 200,
    path: () => "/api/auth/set-password/request",
    body: (f) => ({ email: f.loginEmail }),
  },
  {
    operation: "POST /api/auth/password-reset/request",
    status: 200,
    path: () => "/api/auth/password-reset/request",
    body: (f) => ({ email: f.loginEmail }),
  },
  {
    operation: "POST /api/auth/password-reset",
    status: 400,
    path: () => "/api/auth/password-reset",
    body: () => ({
      token: "token-que-no-existe-0000",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },

  // Doctors joining.
  {
    operation: "POST /api/providers/register",
    status: 201,
    path: () => "/api/providers/register",
    body: () => ({
      firstName: "Ana Sofía",
      lastName: "Ramírez Luna",
      email: uniqueEmail("medica"),
      phone: "55 1234 5678",
      specialty: "Cardiología",
      city: "Guadalajara",
      consultationLocation: "presencial",
      licenseNumber: CEDULA,
      password: "aleatoria-del-navegador-123",
    }),
  },
  {
    operation: "POST /api/providers/register",
    status: 400,
    path: () => "/api/providers/register",
    body: () => ({ firstName: "A" }),
  },
  {
    operation: "POST /api/providers/claim/verify-phone",
    status: 200,
    path: () => "/api/providers/claim/verify-phone",
    body: (f) => ({ providerId: f.claimTarget, phone: CLAIM_PHONE }),
  },
  {
    operation: "POST /api/providers/claim",
    status: 202,
    path: () => "/api/providers/claim",
    body: (f) => ({
      providerId: f.claimTarget,
      firstName: "Laura",
      lastName: "Méndez",
      email: uniqueEmail("reclamo"),
      phone: CLAIM_PHONE,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  {
    operation: "GET /api/providers/claim/{claimId}",
    status: 200,
    path: (f) => `/api/providers/claim/${f.resendClaim.id}`,
    headers: (f) => ({ "X-Claim-Token": f.resendClaim.token }),
  },
  {
    operation: "POST /api/providers/claim/{claimId}/resend",
    status: 200,
    path: (f) => `/api/providers/claim/${f.resendClaim.id}/resend`,
    body: (f) => ({ claimToken: f.resendClaim.token }),
  },
  {
    operation: "POST /api/providers/claim/{claimId}/code",
    status: 200,
    path: (f) => `/api/providers/claim/${f.claim.id}/code`,
    body: (f) => ({ claimToken: f.claim.token, code: f.claim.code }),
  },
  {
    operation: "POST /api/providers/claim/{claimId}/evidence",
    status: 200,
    path: (f) => `/api/providers/claim/${f.evidenceClaim.id}/evidence`,
    multipart: async (f) => ({
      fields: { claimToken: f.evidenceClaim.token },
      files: { cedula: minimalPng(), identificacion: minimalPng() },
    }),
  },

  // Reviews.
  {
    operation: "POST /api/providers/{id}/reviews",
    as: "patient",
    status: 200,
    path: (f) => `/api/providers/${f.target}/reviews`,
    body: () => ({ rating: 4, comment: "Muy amable, aunque la consulta empezó tarde." }),
  },
  {
    operation: "POST /api/providers/{id}/reviews",
    as: "unverified",
    status: 403,
    path: (f) => `/api/providers/${f.target}/reviews`,
    body: () => ({ rating: 4, comment: "Muy amable, aunque la consulta empezó tarde." }),
  },
  {
    operation: "GET /api/providers/{id}/reviews/all",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/${f.target}/reviews/all`,
  },
  {
    operation: "PUT /api/reviews/{reviewId}/reply",
    as: "owner",
    status: 200,
    path: (f) => `/api/reviews/${f.review}/reply`,
    body: () => ({ reply: "Gracias por tu comentario, lo tomaremos en cuenta." }),
  },
  {
    operation: "DELETE /api/reviews/{reviewId}/reply",
    as: "owner",
    status: 200,
    path: (f) => `/api/reviews/${f.review}/reply`,
  },
  {
    operation: "POST /api/reviews/{reviewId}/report",
    as: "owner",
    status: 201,
    path: (f) => `/api/reviews/${f.review}/report`,
    body: () => ({ reason: "datos_personales", details: "Menciona a otro paciente." }),
  },
  {
    operation: "PUT /api/reviews/{reviewId}/status",
    as: "owner",
    status: 403,
    path: (f) => `/api/reviews/${f.review}/status`,
    body: () => ({ status: "rejected" }),
  },

  // The doctor's dashboard.
  { operation: "GET /api/providers/me", as: "owner", status: 200, path: () => "/api/providers/me" },
  {
    operation: "GET /api/providers/me",
    as: "patient",
    status: 404,
    path: () => "/api/providers/me",
  },
  {
    operation: "PUT /api/providers/{id}/self",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/${f.target}/self`,
    body: () => ({ bio: "Cardióloga con quince años de consulta en Guadalajara." }),
  },
  {
    operation: "PUT /api/providers/{id}/self",
    as: "patient",
    status: 403,
    path: (f) => `/api/providers/${f.target}/self`,
    body: () => ({ bio: "No es mío." }),
  },
  {
    operation: "GET /api/providers/me/license-review",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/license-review",
  },
  {
    operation: "POST /api/providers/me/license-review/evidence",
    as: "owner",
    status: 409,
    path: () => "/api/providers/me/license-review/evidence",
    multipart: async () => ({
      fields: {},
      files: { cedula: minimalPng(), identificacion: minimalPng() },
    }),
  },
  {
    operation: "GET /api/providers/me/photos",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/photos",
  },
  {
    operation: "POST /api/providers/me/photo",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/photo",
    multipart: async () => ({ fields: {}, files: { foto: await jpegWithExif(200, 200) } }),
  },
  {
    operation: "POST /api/providers/me/banner",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/banner",
    multipart: async () => ({ fields: {}, files: { foto: await jpegWithExif(800, 200) } }),
  },
  {
    operation: "DELETE /api/providers/me/photo",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/photo",
  },
  {
    operation: "DELETE /api/providers/me/banner",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/banner",
  },
  {
    operation: "GET /api/providers/me/analytics",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/analytics?weeks=4",
  },
  {
    operation: "GET /api/providers/me/posts",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/posts",
  },
  {
    operation: "POST /api/providers/me/posts",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/posts",
    body: () => ({ ...POST, title: "Un artículo nuevo para la descripción" }),
  },
  {
    operation: "PUT /api/providers/me/posts/{postId}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/posts/${f.posts.edit}`,
    body: () => ({ ...POST, title: "Título cambiado del borrador" }),
  },
  {
    operation: "POST /api/providers/me/posts/{postId}/submit",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/posts/${f.posts.edit}/submit`,
  },
  {
    operation: "DELETE /api/providers/me/posts/{postId}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/posts/${f.posts.remove}`,
  },

  // The doctor's agenda (the owner's listing is approved, its cédula not verified).
  {
    operation: "GET /api/providers/me/agenda",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/agenda",
  },
  {
    operation: "GET /api/providers/me/agenda",
    as: "patient",
    status: 403,
    path: () => "/api/providers/me/agenda",
  },
  {
    operation: "PUT /api/providers/me/agenda/settings",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/agenda/settings",
    body: () => ({
      gapMinutes: 5,
      minNoticeMinutes: 180,
      horizonDays: 30,
      cancellationWindowHours: 12,
      timeZone: "America/Mexico_City",
    }),
  },
  {
    operation: "POST /api/providers/me/agenda/publish",
    as: "owner",
    status: 403,
    path: () => "/api/providers/me/agenda/publish",
  },
  {
    operation: "POST /api/providers/me/agenda/unpublish",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/agenda/unpublish",
  },
  {
    operation: "POST /api/providers/me/agenda/offices",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/agenda/offices",
    body: () => ({
      name: "Consultorio Roma",
      address: "Orizaba 10, Roma Norte",
      modality: "in_person",
      timeZone: "America/Mexico_City",
    }),
  },
  {
    operation: "POST /api/providers/me/agenda/offices/import",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/agenda/offices/import",
  },
  {
    operation: "PUT /api/providers/me/agenda/offices/{officeId}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/agenda/offices/${f.agenda.office}`,
    body: () => ({
      name: "Consultorio Condesa",
      address: "Ámsterdam 20, Condesa",
      modality: "in_person",
      timeZone: "America/Mexico_City",
    }),
  },
  {
    operation: "PUT /api/providers/me/agenda/offices/{officeId}/hours",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/agenda/offices/${f.agenda.office}/hours`,
    body: () => ({ hours: [{ weekday: 2, startMinute: 600, endMinute: 900 }] }),
  },
  {
    operation: "PUT /api/providers/me/agenda/offices/{officeId}/hours",
    as: "owner",
    status: 400,
    path: (f) => `/api/providers/me/agenda/offices/${f.agenda.office}/hours`,
    body: () => ({
      hours: [
        { weekday: 2, startMinute: 600, endMinute: 900 },
        { weekday: 2, startMinute: 800, endMinute: 960 },
      ],
    }),
  },
  {
    operation: "POST /api/providers/me/agenda/visit-types",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/agenda/visit-types",
    body: () => ({
      name: "Seguimiento",
      durationMinutes: 20,
      price: 500,
      kind: "follow_up",
      modality: "in_person",
    }),
  },
  {
    operation: "PUT /api/providers/me/agenda/visit-types/{id}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/agenda/visit-types/${f.agenda.visitType}`,
    body: () => ({
      name: "Primera vez",
      durationMinutes: 45,
      price: 950,
      kind: "first",
      modality: "in_person",
      active: true,
    }),
  },
  {
    operation: "POST /api/providers/me/agenda/exceptions",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/agenda/exceptions",
    body: () => ({ startDate: "2030-12-24", endDate: "2030-12-26", label: "Navidad" }),
  },
  {
    operation: "DELETE /api/providers/me/agenda/exceptions/{id}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/agenda/exceptions/${f.agenda.exception}`,
  },
  {
    operation: "GET /api/providers/me/appointments",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/appointments?from=2030-06-03&days=7",
  },
  {
    operation: "POST /api/providers/me/agenda/blocks",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/agenda/blocks",
    body: () => ({
      start: "2030-06-04T16:00:00.000Z",
      end: "2030-06-04T17:00:00.000Z",
      note: "Junta",
    }),
  },
  {
    operation: "DELETE /api/providers/me/agenda/blocks/{id}",
    as: "owner",
    status: 200,
    path: (f) => `/api/providers/me/agenda/blocks/${f.agenda.block}`,
  },
  {
    operation: "GET /api/calendar/{token}.ics",
    status: 200,
    path: (f) => f.agenda.feedPath(),
  },
  {
    operation: "GET /api/calendar/{token}.ics",
    status: 404,
    path: () => `/api/calendar/${"x".repeat(43)}.ics`,
  },
  {
    operation: "POST /api/providers/me/agenda/feed",
    as: "owner",
    status: 201,
    path: () => "/api/providers/me/agenda/feed",
  },
  {
    operation: "DELETE /api/providers/me/agenda/feed",
    as: "owner",
    status: 200,
    path: () => "/api/providers/me/agenda/feed",
  },

  // Appointments (the patient books on the second bookable listing; the owner acts on visits
  // of their own listing written straight into the table).
  ...((): Sample[] => {
    const slotAt = (f: Fixture, days: number) => ({
      providerId: f.booking.listing.providerId,
      visitTypeId: f.booking.listing.visitTypeId,
      officeId: f.booking.listing.officeId,
      start: mexicoCityTime(days, 10).toISOString(),
      reason: "Revisión general",
    });
    const key = { "Idempotency-Key": "clave-de-la-descripcion-0001" };
    return [
      {
        operation: "POST /api/appointments",
        as: "patient",
        status: 201,
        path: () => "/api/appointments",
        headers: () => key,
        body: (f) => slotAt(f, 3),
      },
      {
        operation: "POST /api/appointments",
        as: "patient",
        status: 200,
        path: () => "/api/appointments",
        headers: () => key,
        body: (f) => slotAt(f, 3),
      },
      {
        operation: "POST /api/appointments",
        as: "patient",
        status: 409,
        path: () => "/api/appointments",
        body: (f) => slotAt(f, 3),
      },
      {
        operation: "POST /api/appointments",
        as: "patient",
        status: 400,
        path: () => "/api/appointments",
        body: (f) => slotAt(f, 200),
      },
      { operation: "POST /api/appointments", status: 401, path: () => "/api/appointments" },
      {
        operation: "GET /api/appointments",
        as: "patient",
        status: 200,
        path: () => "/api/appointments",
      },
      {
        operation: "POST /api/appointments/{id}/reschedule",
        as: "patient",
        status: 200,
        path: async (f) => `/api/appointments/${await f.booking.patientVisit()}/reschedule`,
        body: () => ({ start: mexicoCityTime(4, 10).toISOString() }),
      },
      {
        operation: "POST /api/appointments/{id}/reschedule",
        as: "patient",
        status: 409,
        path: async (f) => `/api/appointments/${await f.booking.patientVisit()}/reschedule`,
        // Onto a time another patient's visit holds.
        body: async (f) => ({ start: (await f.booking.takeSlot(5)).toISOString() }),
      },
      {
        operation: "POST /api/appointments/{id}/cancel",
        as: "patient",
        status: 200,
        path: async (f) => `/api/appointments/${await f.booking.patientVisit()}/cancel`,
      },
      {
        operation: "POST /api/appointments/{id}/cancel",
        as: "owner",
        status: 200,
        path: async (f) => `/api/appointments/${await f.booking.ownerVisit(6)}/cancel`,
        body: () => ({ message: "Surgió un imprevisto; por favor agenda otro día." }),
      },
      {
        operation: "POST /api/appointments/{id}/cancel",
        as: "patient",
        status: 404,
        path: async (f) => `/api/appointments/${await f.booking.ownerVisit(7)}/cancel`,
      },
      {
        operation: "POST /api/providers/me/appointments/{id}/attendance",
        as: "owner",
        status: 200,
        path: async (f) =>
          `/api/providers/me/appointments/${await f.booking.ownerVisit(-1)}/attendance`,
        body: () => ({ status: "no_show" }),
      },
    ];
  })(),

  // Favourites and messages.
  {
    operation: "POST /api/favourites/{providerId}",
    as: "patient",
    status: 201,
    path: (f) => `/api/favourites/${f.target}`,
  },
  { operation: "GET /api/favourites", as: "patient", status: 200, path: () => "/api/favourites" },
  {
    operation: "DELETE /api/favourites/{providerId}",
    as: "patient",
    status: 200,
    path: (f) => `/api/favourites/${f.target}`,
  },
  {
    operation: "POST /api/conversations",
    as: "patient",
    status: 201,
    path: () => "/api/conversations",
    body: (f) => ({ providerId: f.target, body: "Hola, ¿atiende los sábados?" }),
  },
  {
    operation: "GET /api/conversations",
    as: "owner",
    status: 200,
    path: () => "/api/conversations",
  },
  {
    operation: "GET /api/conversations/{id}",
    as: "patient",
    status: 200,
    path: (f) => `/api/conversations/${f.conversation}?limit=10`,
  },
  {
    operation: "POST /api/conversations/{id}/messages",
    as: "owner",
    status: 201,
    path: (f) => `/api/conversations/${f.conversation}/messages`,
    body: () => ({ body: "Sí, de 9 a 14 h." }),
  },

  // Administrators.
  {
    operation: "POST /api/admin/login",
    status: 200,
    path: () => "/api/admin/login",
    body: (f) => f.admin,
  },
  {
    operation: "POST /api/admin/login",
    status: 401,
    path: () => "/api/admin/login",
    body: (f) => ({ username: f.admin.username, password: "no-es-la-clave" }),
  },
  {
    operation: "GET /api/admin/session",
    as: "admin",
    status: 200,
    path: () => "/api/admin/session",
  },
  { operation: "GET /api/admin/session", status: 401, path: () => "/api/admin/session" },
  {
    operation: "GET /api/admin/providers",
    as: "admin",
    status: 200,
    path: () => "/api/admin/providers?limit=5",
  },
  {
    operation: "GET /api/admin/providers/stats",
    as: "admin",
    status: 200,
    path: () => "/api/admin/providers/stats",
  },
  {
    operation: "GET /api/admin/providers/filter-options",
    as: "admin",
    status: 200,
    path: () => "/api/admin/providers/filter-options",
  },
  {
    operation: "GET /api/admin/providers/chart",
    as: "admin",
    status: 200,
    path: () => "/api/admin/providers/chart?months=6",
  },
  {
    operation: "GET /api/admin/providers/{id}",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}`,
  },
  {
    operation: "PUT /api/admin/providers/{id}/status",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}/status`,
    body: () => ({ status: "approved", adminNotes: "Datos completos" }),
  },
  {
    operation: "PUT /api/admin/providers/{id}",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}`,
    body: () => ({ price: 1500 }),
  },
  {
    operation: "POST /api/admin/providers/{id}/validate-license",
    as: "admin",
    status: 409,
    path: (f) => `/api/admin/providers/${f.target}/validate-license`,
    body: () => ({ licenseNumber: CEDULA }),
  },
  {
    operation: "POST /api/admin/providers/{id}/validate-license",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}/validate-license`,
    body: () => ({ licenseNumber: CEDULA, override: true, note: NOTE }),
  },
  {
    operation: "POST /api/admin/providers/{id}/confirm-license",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}/confirm-license`,
    body: () => ({
      licenseNumber: "1234567",
      name: "Nombre Cambiado",
      degree: "Médico Cirujano",
      institution: "Universidad Nacional Autónoma de México",
      registrationYear: 2010,
      override: true,
      note: NOTE,
    }),
  },
  {
    operation: "DELETE /api/admin/providers/{id}/photo",
    as: "admin",
    status: 200,
    path: async (f) => {
      await f.setPictures("/images/retratos/medica-1.svg");
      return `/api/admin/providers/${f.target}/photo`;
    },
  },
  {
    operation: "DELETE /api/admin/providers/{id}/banner",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/providers/${f.target}/banner`,
  },
  {
    operation: "GET /api/admin/pending-changes",
    as: "admin",
    status: 200,
    path: () => "/api/admin/pending-changes?status=pending",
  },
  {
    operation: "POST /api/admin/pending-changes/{id}/approve",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/pending-changes/${f.pendingChanges.approve}/approve`,
    body: () => ({}),
  },
  {
    operation: "POST /api/admin/pending-changes/{id}/reject",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/pending-changes/${f.pendingChanges.reject}/reject`,
    body: () => ({ note: "El nombre no coincide con la cédula." }),
  },
  {
    operation: "GET /api/admin/reviews",
    as: "admin",
    status: 200,
    path: () => "/api/admin/reviews",
  },
  {
    operation: "PUT /api/admin/reviews/{id}/restore",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/reviews/${f.hiddenReview}/restore`,
    body: () => ({ notes: "La crítica es legítima." }),
  },
  {
    operation: "GET /api/admin/review-reports",
    as: "admin",
    status: 200,
    path: () => "/api/admin/review-reports?status=open",
  },
  {
    operation: "PUT /api/admin/review-reports/{id}/decision",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/review-reports/${f.report}/decision`,
    body: () => ({ decision: "dismissed", adminNote: "Es una crítica legítima." }),
  },
  {
    operation: "GET /api/admin/audit",
    as: "admin",
    status: 200,
    path: () => "/api/admin/audit?limit=5",
  },
  { operation: "GET /api/admin/claims", as: "admin", status: 200, path: () => "/api/admin/claims" },
  {
    operation: "GET /api/admin/claims/{claimId}/evidence/{index}",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/claims/${f.reviewClaims.reject}/evidence/0`,
  },
  {
    operation: "POST /api/admin/claims/{claimId}/approve",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/claims/${f.reviewClaims.approve}/approve`,
    body: () => ({ note: "Documentos en orden." }),
  },
  {
    operation: "POST /api/admin/claims/{claimId}/reject",
    as: "admin",
    status: 200,
    path: (f) => `/api/admin/claims/${f.reviewClaims.reject}/reject`,
    body: () => ({ note: "La identificación no coincide con el perfil." }),
  },
  {
    operation: "GET /api/doctor-blog-posts",
    as: "admin",
    status: 200,
    path: () => "/api/doctor-blog-posts?status=pending",
  },
  {
    operation: "PUT /api/doctor-blog-posts/{id}/approve",
    as: "admin",
    status: 200,
    path: (f) => `/api/doctor-blog-posts/${f.posts.approve}/approve`,
    body: () => ({ notes: "" }),
  },
  {
    operation: "PUT /api/doctor-blog-posts/{id}/reject",
    as: "admin",
    status: 200,
    path: (f) => `/api/doctor-blog-posts/${f.posts.reject}/reject`,
    body: () => ({ notes: "Faltan fuentes." }),
  },
  {
    operation: "DELETE /api/doctor-blog-posts/{id}",
    as: "admin",
    status: 200,
    path: (f) => `/api/doctor-blog-posts/${f.posts.adminRemove}`,
  },
  {
    operation: "POST /api/admin/providers/import-csv",
    as: "admin",
    status: 200,
    path: () => "/api/admin/providers/import-csv",
    multipart: async () => ({
      fields: { dataSource: "csv_import", dataSourceName: "Descripción" },
      files: {
        "file:importar.csv": Buffer.from(
          "name,specialty,city,state,location,phone,email,price,experience,url\n" +
            'Dr. Importado Descripción,Cardiología,Guadalajara,Jalisco,"Av. Prueba 1",33 0000 0009,importado.doc@example.com,800,10,https://fuente.example.org/9\n',
        ),
      },
    }),
  },
  {
    operation: "POST /api/admin/providers/import-google-sheets",
    as: "admin",
    status: 503,
    path: () => "/api/admin/providers/import-google-sheets",
    body: () => ({
      spreadsheetId:
        "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEf/edit",
      dataSource: "google-sheets",
      dataSourceName: "Hoja",
    }),
  },
  {
    operation: "POST /api/admin/providers/test-airtable",
    as: "admin",
    status: 400,
    path: () => "/api/admin/providers/test-airtable",
    body: () => ({ baseId: "no-es-base", tableName: "Médicos" }),
  },
  {
    operation: "POST /api/admin/providers/import-airtable",
    as: "admin",
    status: 400,
    path: () => "/api/admin/providers/import-airtable",
    body: () => ({ baseId: "appAbCdEfGhIjKlMn", tableName: "Médicos", fieldMapping: {} }),
  },
  {
    operation: "GET /api/admin/imports/progress/{progressId}",
    as: "admin",
    status: 404,
    path: () => "/api/admin/imports/progress/progreso-que-no-existe",
  },
  {
    operation: "GET /api/admin/imports/runs",
    as: "admin",
    status: 200,
    path: () => "/api/admin/imports/runs",
  },
  {
    operation: "GET /api/admin/imports/runs/{runId}/messages",
    as: "admin",
    status: 200,
    path: async (f) => `/api/admin/imports/runs/${await f.latestImportRun()}/messages?limit=10`,
  },
  {
    operation: "GET /api/admin/imports/runs/{runId}/messages.csv",
    as: "admin",
    status: 200,
    path: async (f) => `/api/admin/imports/runs/${await f.latestImportRun()}/messages.csv`,
  },
  { operation: "GET /api/openapi.json", status: 200, path: () => "/api/openapi.json" },
  { operation: "GET /api/docs", status: 200, path: () => "/api/docs" },

  // Ends sessions: last.
  {
    operation: "POST /api/admin/logout",
    as: "admin",
    status: 200,
    path: () => "/api/admin/logout",
  },
  {
    operation: "POST /api/auth/logout",
    as: "patient",
    status: 200,
    path: () => "/api/auth/logout",
  },
];

/** Operations whose success cannot be reached here without an outside service or a secret sent by email. */
const NO_SUCCESS_SAMPLE = new Set([
  "POST /api/voice/transcribe",
  "POST /api/auth/set-password",
  "POST /api/auth/password-reset",
  "POST /api/admin/providers/import-google-sheets",
  "POST /api/admin/providers/test-airtable",
  "POST /api/admin/providers/import-airtable",
  "GET /api/admin/imports/progress/{progressId}",
  // Answers 403 to everyone since owners report reviews instead of hiding them.
  "PUT /api/reviews/{reviewId}/status",
  // The sample owner's cédula is not verified; booking/agenda.int.test.ts publishes (same DTO).
  "POST /api/providers/me/agenda/publish",
  // The sample owner registered with a confirmed cédula: nothing waits for documents
  // (license-review.int.test.ts sends them for a listing that does).
  "POST /api/providers/me/license-review/evidence",
]);

const expressForm = (operation: string) => operation.replace(/\{([^}]+)\}/g, ":$1");

describe("the OpenAPI description of /api", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let filesDir: string;
  const sessions = {} as Record<Who, RoleSession>;
  const f = {} as Fixture;
  const document = buildOpenApiDocument();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    filesDir = mkdtempSync(path.join(tmpdir(), "openapi-"));
    ({ app, services } = createTestApp(database, {
      TRUST_PROXY: "true",
      EVIDENCE_DIR: filesDir,
      PHOTOS_DIR: filesDir,
    }));

    const target = await insertProvider(database.db, {
      name: "Dra. Objetivo Descripción",
      phone: CLAIM_PHONE,
    });
    f.target = target.id;
    f.targetSlug = target.slug;
    f.bookable = (
      await insertBookableListing(database.db, { name: "Dra. Agenda Descripción" })
    ).providerId;
    const bookingListing = await insertBookableListing(database.db, {
      name: "Dra. Citas Descripción",
    });
    f.booking = {
      listing: bookingListing,
      patientVisit: async () => {
        const [latest] = await database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.patientId, sessions.patient.userId!))
          .orderBy(desc(appointments.id))
          .limit(1);
        return latest!.id;
      },
      ownerVisit: (daysFromNow) =>
        insertVisit(database.db, {
          providerId: f.target,
          patientId: "paciente-del-dueno-descripcion",
          start: mexicoCityTime(daysFromNow, 9),
        }),
      takeSlot: async (daysFromNow) => {
        const start = mexicoCityTime(daysFromNow, 10);
        await insertVisit(database.db, {
          ...bookingListing,
          patientId: "otro-paciente-descripcion",
          start,
        });
        return start;
      },
    };
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

    const unclaimed = await insertProvider(database.db, {
      name: "Dr. Sin Dueño Descripción",
      phone: CLAIM_PHONE,
      licenseNumber: null,
      licenseVerified: false,
    });
    f.claimTarget = unclaimed.id;
    f.setPictures = async (picture) => {
      await database.db
        .update(providers)
        .set({ avatar: picture, bannerImage: picture })
        .where(eq(providers.id, f.target));
    };

    f.latestImportRun = async () => {
      const [run] = await database.db
        .select({ id: importRuns.id })
        .from(importRuns)
        .orderBy(desc(importRuns.id))
        .limit(1);
      return run?.id ?? 1;
    };

    sessions.anonymous = { cookie: "", userId: null };
    sessions.unverified = await accountSession(app, database, { verified: false });
    sessions.patient = await accountSession(app, database, { verified: true });
    sessions.owner = await accountSession(app, database, { verified: true });
    await giveListingTo(database, sessions.owner.userId!, f.target);
    const admin = await adminSession(app, services, "admin.descripcion");
    sessions.admin = admin;
    f.admin = { username: admin.username, password: admin.password };
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
        providerId: f.target,
        userId: sessions.unverified.userId!,
        rating: 1,
        comment: "Una crítica que quedó oculta.",
        approvalStatus: "rejected",
      })
      .returning();
    f.hiddenReview = hidden!.id;
    const [report] = await database.db
      .insert(reviewReports)
      .values({
        reviewId: hidden!.id,
        providerId: f.target,
        reportedBy: sessions.owner.userId!,
        reason: "spam",
      })
      .returning();
    f.report = report!.id;

    const as = (who: Who, call: request.Test) =>
      call.set("Cookie", sessions[who].cookie).set("X-Forwarded-For", nextClientAddress());
    const started = await as("patient", request(app).post("/api/conversations")).send({
      providerId: f.target,
      body: "Hola doctora, ¿tiene consulta el lunes?",
    });
    f.conversation = started.body.conversationId;
    const newPost = async (title: string, submit: boolean) => {
      const created = await as("owner", request(app).post("/api/providers/me/posts")).send({
        ...POST,
        title,
      });
      if (submit) {
        await as("owner", request(app).post(`/api/providers/me/posts/${created.body.id}/submit`));
      }
      return created.body.id as number;
    };
    f.posts = {
      edit: await newPost("Borrador para editar y enviar", false),
      remove: await newPost("Borrador para borrar", false),
      approve: await newPost("Pendiente para aprobar", true),
      reject: await newPost("Pendiente para rechazar", true),
      adminRemove: await newPost("Pendiente para eliminar", true),
    };

    let phones = 0;
    const openClaim = async (method: "sms" | "evidence") => {
      const phone = `55 8${String(100 + (phones += 1)).slice(-3)} ${String(4000 + phones)}`;
      const listing = await insertProvider(database.db, {
        name: `Dr. Reclamado Descripción ${phones}`,
        phone,
        licenseNumber: null,
        licenseVerified: false,
      });
      const claim = await services.claims.start(
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
      return { id: claim.claimId, token: claim.claimToken, code: sms?.code ?? "" };
    };
    f.claim = await openClaim("sms");
    f.resendClaim = await openClaim("sms");
    f.evidenceClaim = await openClaim("evidence");
    const withDocuments = async () => {
      const claim = await openClaim("evidence");
      await services.claims.submitEvidence(claim.id, claim.token, {
        cedula: minimalPng(),
        identificacion: minimalPng(),
      });
      return claim.id;
    };
    f.reviewClaims = { approve: await withDocuments(), reject: await withDocuments() };
    // A resend waits a minute after the last code.
    await database.db.update(claimRequests).set({ updatedAt: new Date(Date.now() - 5 * 60_000) });
    // The wait is counted from the last code sent (claim_codes), not from the request's change.
    await database.db.update(claimCodes).set({ sentAt: new Date(Date.now() - 5 * 60_000) });

    const askRename = async (name: string) => {
      const [row] = await database.db
        .insert(providerPendingChanges)
        .values({ providerId: f.target, before: { name: target.name }, after: { name } })
        .returning({ id: providerPendingChanges.id });
      return row!.id;
    };
    f.pendingChanges = { approve: await askRename("Dra. Objetivo Renombrada"), reject: 0 };
    const other = await insertProvider(database.db, { name: "Dr. Otro Renombre" });
    const [rejectRow] = await database.db
      .insert(providerPendingChanges)
      .values({ providerId: other.id, before: { name: other.name }, after: { name: "Dr. Otro" } })
      .returning({ id: providerPendingChanges.id });
    f.pendingChanges.reject = rejectRow!.id;
    const email = uniqueEmail("verificar");
    await request(app)
      .post("/api/auth/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email, password: PASSWORD, firstName: "Vera", lastName: "Prueba" });
    const mail = await createMailRepository(database.db).latestTo(email);
    f.verifyToken = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
  });

  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    const owner = <T extends request.Test>(call: T) =>
      call.set("Cookie", sessions.owner.cookie).set("X-Forwarded-For", nextClientAddress());
    const office = await owner(request(app).post("/api/providers/me/agenda/offices")).send({
      name: "Consultorio Centro",
      modality: "in_person",
      timeZone: "America/Mexico_City",
    });
    const type = await owner(request(app).post("/api/providers/me/agenda/visit-types")).send({
      name: "Primera vez",
      durationMinutes: 40,
      price: 900,
      kind: "first",
      modality: "in_person",
    });
    const exception = await owner(request(app).post("/api/providers/me/agenda/exceptions")).send({
      startDate: "2030-01-01",
      endDate: "2030-01-01",
      label: "Año nuevo",
    });
    const block = await owner(request(app).post("/api/providers/me/agenda/blocks")).send({
      start: "2030-06-05T16:00:00.000Z",
      end: "2030-06-05T17:00:00.000Z",
    });
    f.agenda = {
      office: office.body.offices[0].id,
      visitType: type.body.visitTypes[0].id,
      exception: exception.body.exceptions[0].id,
      block: block.body.id,
      feedPath: async () => {
        const feed = await owner(request(app).post("/api/providers/me/agenda/feed"));
        return new URL(feed.body.url).pathname;
      },
    };
  });

  it("describes every route of the API, and no route that does not exist", () => {
    const routes = apiRoutesOf(app);
    const described = API_OPERATIONS.map(
      ({ method, path }) => `${method.toUpperCase()} ${expressForm(path)}`,
    ).sort();
    expect(new Set(described).size).toBe(described.length);
    expect(
      routes.filter((route) => !described.includes(route)),
      "rutas sin descripción",
    ).toEqual([]);
    expect(
      described.filter((route) => !routes.includes(route)),
      "descripciones sin ruta",
    ).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(document.openapi).toBe("3.1.0");
  });

  it("serves the document at /api/openapi.json", async () => {
    const response = await request(app).get("/api/openapi.json").expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("has a sample request for every operation that reads, and a success for every other one it can reach", () => {
    const sampled = new Set(SAMPLES.filter((s) => s.status < 400).map((s) => s.operation));
    const missing = API_OPERATIONS.map(
      ({ method, path }) => `${method.toUpperCase()} ${path}`,
    ).filter((operation) => !sampled.has(operation) && !NO_SUCCESS_SAMPLE.has(operation));
    expect(missing).toEqual([]);
  });

  it("gets, for every sample request, an answer that matches the schema described for its status", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
    const validators = new Map<string, ValidateFunction>();
    const validatorFor = (key: string, schema: unknown) => {
      let validator = validators.get(key);
      if (!validator) {
        const rewritten = JSON.parse(
          JSON.stringify(schema).replaceAll("#/components/schemas/", "#/$defs/"),
        ) as Record<string, unknown>;
        const defs = JSON.parse(
          JSON.stringify(schemas).replaceAll("#/components/schemas/", "#/$defs/"),
        ) as Record<string, unknown>;
        validator = ajv.compile({ ...rewritten, $defs: defs });
        validators.set(key, validator);
      }
      return validator;
    };

    const failures: string[] = [];
    for (const sample of SAMPLES) {
      const [methodName, documentPath] = sample.operation.split(" ") as [string, string];
      const method = methodName.toLowerCase() as Method;
      const described = document.paths?.[documentPath]?.[method];
      if (!described) {
        failures.push(`${sample.operation}: no está descrita`);
        continue;
      }
      const url = await sample.path(f);
      const where = `${sample.operation} (${url})`;
      const agent = request(app);
      let call = agent[method](url).set("X-Forwarded-For", nextClientAddress());
      const who = sample.as ?? "anonymous";
      if (sessions[who].cookie) call = call.set("Cookie", sessions[who].cookie);
      for (const [name, value] of Object.entries(sample.headers?.(f) ?? {}))
        call = call.set(name, value);
      if (sample.multipart) {
        const { fields, files } = await sample.multipart(f);
        for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
        for (const [spec, bytes] of Object.entries(files)) {
          const [name, filename] = spec.split(":") as [string, string | undefined];
          call = call.attach(name, bytes, filename ?? `${name}.png`);
        }
      } else if (sample.body) {
        call = call.send((await sample.body(f)) as object);
      }
      const response = await call;
      if (response.status !== sample.status) {
        failures.push(
          `${where}: ${response.status} en vez de ${sample.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        );
        continue;
      }
      const answer = described.responses?.[String(response.status)] as
        { content?: Record<string, { schema?: unknown }> } | undefined;
      if (!answer) {
        failures.push(`${where}: el estado ${response.status} no está descrito`);
        continue;
      }
      const contentType = String(response.headers["content-type"] ?? "").split(";")[0]!;
      if (!answer.content) {
        if (response.text) failures.push(`${where}: cuerpo no descrito (${contentType})`);
        continue;
      }
      const media = answer.content[contentType];
      if (!media) {
        failures.push(`${where}: ${contentType} no está descrito para ${response.status}`);
        continue;
      }
      if (contentType !== "application/json") continue;
      const validate = validatorFor(`${sample.operation} ${response.status}`, media.schema);
      if (!validate(response.body)) {
        failures.push(
          `${where} ${response.status}: ${ajv.errorsText(validate.errors, { separator: "; " })} ${JSON.stringify(response.body).slice(0, 300)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
