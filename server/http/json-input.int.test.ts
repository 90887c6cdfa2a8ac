import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_TEXT } from "../../common/validation.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { insertReview } from "../../tests/factories/reviews.ts";
import {
  accountSession,
  adminSession,
  apiRoutesOf,
  type Role,
  type RoleSession,
} from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";

/*
 * Every /api route, with a valid request as a role that reaches its rules, then the same
 * request with each number and text field (body, query and path ids) replaced in turn by a
 * number no column holds or a string UTF-8 cannot carry. Whatever the route, the answer is
 * a success or a refusal in Spanish: never a 500. A route without a row fails the test.
 */

/** Out-of-range integers: past PostgreSQL's integer, negative, float-only, past any number. */
const BAD_NUMBERS = [2_147_483_648, -1, 1e20, "9".repeat(30)] as const;
/** A lone surrogate, alone and inside text: valid JSON, not valid UTF-8. */
const BAD_TEXT = ["\ud800", "Texto \udfff roto"] as const;

/** zod's own English messages, which must never reach a person. */
const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Required|Unrecognized)\b/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Fixture {
  target: number;
  targetSlug: string;
  review: number;
  hiddenReview: number;
  conversation: number;
  draftPost: number;
  pendingPost: number;
}

interface Row {
  route: string;
  /** The roles that get past authorization to the route's input rules. */
  roles: Role[];
  path: (f: Fixture) => string;
  query?: Record<string, string>;
  body?: (f: Fixture) => Record<string, Json>;
  /** Not a JSON body (a CSV or multipart upload): the parsers of those have their own tests. */
  notJson?: string;
  /** Answers 503 when the outside service it needs is not configured (tests configure none). */
  unconfigured?: boolean;
  last?: boolean;
}

const PASSWORD = "contraseña-de-prueba";
const POST = {
  title: "Cómo cuidar tu piel en temporada de calor",
  category: "Dermatología",
  excerpt: "Protector solar, hidratación y cuándo consultar.",
  content: "El sol de mayo es intenso.\n\nUsa protector solar cada tres horas.",
  seoDescription: "Consejos para proteger la piel del sol.",
  seoKeywords: ["protector solar", "piel"],
};
const OVERRIDE_NOTE = "Verificado por teléfono con el médico y su título original.";

const ROWS: Row[] = [
  { route: "GET /api/specialties", roles: ["anonymous"], path: () => "/api/specialties" },
  { route: "GET /api/cities", roles: ["anonymous"], path: () => "/api/cities" },
  { route: "GET /api/openapi.json", roles: ["anonymous"], path: () => "/api/openapi.json" },
  { route: "GET /api/docs", roles: ["anonymous"], path: () => "/api/docs" },
  {
    route: "GET /api/providers",
    roles: ["anonymous"],
    path: () => "/api/providers",
    query: { q: "cardiólogo", city: "guadalajara", limit: "5", offset: "0" },
  },
  {
    route: "GET /api/providers/specialty-counts",
    roles: ["anonymous"],
    path: () => "/api/providers/specialty-counts",
  },
  {
    route: "GET /api/provider/:slugOrName",
    roles: ["anonymous"],
    path: (f) => `/api/provider/${f.targetSlug}`,
  },
  {
    route: "GET /api/providers/:id",
    roles: ["anonymous"],
    path: (f) => `/api/providers/${f.target}`,
  },
  {
    route: "GET /api/providers/:id/reviews",
    roles: ["anonymous"],
    path: (f) => `/api/providers/${f.target}/reviews`,
  },
  {
    route: "POST /api/providers/:id/events",
    roles: ["anonymous"],
    path: (f) => `/api/providers/${f.target}/events`,
    body: () => ({ kind: "view" }),
  },
  {
    route: "GET /api/public/validate-license",
    roles: ["anonymous"],
    path: () => "/api/public/validate-license",
    query: { license: "24681357" },
  },
  {
    route: "POST /api/public/validate-license",
    roles: ["anonymous"],
    path: () => "/api/public/validate-license",
    body: () => ({ licenseNumber: "24681357" }),
  },
  {
    route: "POST /api/voice/intent",
    roles: ["anonymous"],
    path: () => "/api/voice/intent",
    body: () => ({ transcript: "cardiólogo en Puebla" }),
  },
  {
    route: "POST /api/voice/transcribe",
    roles: ["anonymous"],
    path: () => "/api/voice/transcribe",
    body: () => ({
      audio: Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt "), Buffer.alloc(400)]).toString(
        "base64",
      ),
      keywords: ["cardiólogo"],
    }),
    unconfigured: true,
  },
  {
    route: "POST /api/ai/analyze-symptoms",
    roles: ["anonymous"],
    path: () => "/api/ai/analyze-symptoms",
    body: () => ({ query: "Me duele el pecho cuando subo escaleras" }),
  },
  {
    route: "POST /api/auth/login",
    roles: ["anonymous"],
    path: () => "/api/auth/login",
    body: () => ({ email: "nadie@example.com", password: PASSWORD }),
  },
  {
    route: "POST /api/auth/register",
    roles: ["anonymous"],
    path: () => "/api/auth/register",
    body: () => ({
      email: "registro.json@example.com",
      password: PASSWORD,
      firstName: "Ana",
      lastName: "Pérez",
    }),
  },
  {
    route: "POST /api/auth/register-patient",
    roles: ["anonymous"],
    path: () => "/api/auth/register-patient",
    body: () => ({
      firstName: "Mario",
      lastName: "Díaz",
      email: "paciente.json@example.com",
      password: PASSWORD,
      initialQuery: "Me duele la rodilla al correr",
      healthDataConsent: true,
      userType: "patient",
    }),
  },
  { route: "GET /api/auth/user", roles: ["patient"], path: () => "/api/auth/user" },
  {
    route: "POST /api/auth/verify-email",
    roles: ["anonymous"],
    path: () => "/api/auth/verify-email",
    body: () => ({ token: "token-de-verificacion-inexistente" }),
  },
  {
    route: "POST /api/auth/resend-verification",
    roles: ["anonymous"],
    path: () => "/api/auth/resend-verification",
    body: () => ({ email: "nadie@example.com" }),
  },
  {
    route: "GET /api/auth/google",
    roles: ["anonymous"],
    path: () => "/api/auth/google",
    query: { returnUrl: "/buscar" },
  },
  {
    route: "GET /api/auth/google/callback",
    roles: ["anonymous"],
    path: () => "/api/auth/google/callback",
    query: { code: "abc", state: "xyz" },
  },
  {
    route: "POST /api/auth/set-password",
    roles: ["anonymous"],
    path: () => "/api/auth/set-password",
    body: () => ({
      token: "token-que-no-existe-0000",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  {
    route: "POST /api/auth/set-password/request",
    roles: ["anonymous"],
    path: () => "/api/auth/set-password/request",
    body: () => ({ email: "nadie@example.com" }),
  },
  {
    route: "POST /api/auth/password-reset",
    roles: ["anonymous"],
    path: () => "/api/auth/password-reset",
    body: () => ({
      token: "token-que-no-existe-0000",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  {
    route: "POST /api/auth/password-reset/request",
    roles: ["anonymous"],
    path: () => "/api/auth/password-reset/request",
    body: () => ({ email: "nadie@example.com", audience: "account" }),
  },
  {
    route: "POST /api/providers/register",
    roles: ["anonymous"],
    path: () => "/api/providers/register",
    body: () => ({
      firstName: "Ana Sofía",
      lastName: "Ramírez Luna",
      email: "medica.json@example.com",
      phone: "55 1234 5678",
      specialty: "Cardiología",
      city: "Guadalajara",
      consultationLocation: "presencial",
      licenseNumber: "87654321",
      password: "aleatoria-del-navegador-123",
    }),
  },
  {
    route: "POST /api/providers/claim/verify-phone",
    roles: ["anonymous"],
    path: () => "/api/providers/claim/verify-phone",
    body: (f) => ({ providerId: f.target, phone: "55 0123 4567" }),
  },
  {
    route: "POST /api/providers/claim",
    roles: ["anonymous"],
    path: () => "/api/providers/claim",
    body: (f) => ({
      providerId: f.target,
      firstName: "Laura",
      lastName: "Méndez",
      email: "reclamo.json@example.com",
      phone: "55 0123 4567",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  },
  {
    route: "GET /api/providers/claim/:claimId",
    roles: ["anonymous"],
    path: () => "/api/providers/claim/1",
  },
  {
    route: "POST /api/providers/claim/:claimId/code",
    roles: ["anonymous"],
    path: () => "/api/providers/claim/1/code",
    body: () => ({ claimToken: "x".repeat(43), code: "123456" }),
  },
  {
    route: "POST /api/providers/claim/:claimId/resend",
    roles: ["anonymous"],
    path: () => "/api/providers/claim/1/resend",
    body: () => ({ claimToken: "x".repeat(43) }),
  },
  {
    route: "POST /api/providers/claim/:claimId/evidence",
    roles: ["anonymous"],
    path: () => "/api/providers/claim/1/evidence",
    notJson: "multipart upload of documents",
  },
  {
    route: "POST /api/providers/:id/reviews",
    roles: ["patient"],
    path: (f) => `/api/providers/${f.target}/reviews`,
    body: () => ({ rating: 4, comment: "Muy amable y puntual en la consulta." }),
  },
  {
    route: "GET /api/providers/:id/reviews/all",
    roles: ["owner"],
    path: (f) => `/api/providers/${f.target}/reviews/all`,
  },
  {
    route: "PUT /api/reviews/:reviewId/status",
    roles: ["owner"],
    path: (f) => `/api/reviews/${f.review}/status`,
    body: () => ({ status: "rejected" }),
  },
  {
    route: "POST /api/reviews/:reviewId/report",
    roles: ["owner"],
    path: (f) => `/api/reviews/${f.review}/report`,
    body: () => ({ reason: "datos_personales", details: "Menciona a otro paciente." }),
  },
  {
    route: "PUT /api/reviews/:reviewId/reply",
    roles: ["owner"],
    path: (f) => `/api/reviews/${f.review}/reply`,
    body: () => ({ reply: "Gracias por tu comentario." }),
  },
  {
    route: "DELETE /api/reviews/:reviewId/reply",
    roles: ["owner"],
    path: (f) => `/api/reviews/${f.review}/reply`,
  },
  { route: "GET /api/providers/me", roles: ["owner"], path: () => "/api/providers/me" },
  {
    route: "PUT /api/providers/:id/self",
    roles: ["owner"],
    path: (f) => `/api/providers/${f.target}/self`,
    body: () => ({
      bio: "Cardióloga con 12 años de experiencia.",
      phone: "33 0123 4567",
      experience: 12,
      price: 900,
      location: "Av. Vallarta 100",
      schedule: "Lunes a viernes",
      servicesWithPricing: [{ name: "Consulta", price: 900, description: "Primera vez" }],
      locations: [{ name: "Consultorio", address: "Av. Vallarta 100", phone: "33 0123 4567" }],
      socialLinks: { website: "https://ejemplo.mx" },
    }),
  },
  {
    route: "GET /api/providers/me/analytics",
    roles: ["owner"],
    path: () => "/api/providers/me/analytics",
    query: { weeks: "4" },
  },
  { route: "GET /api/providers/me/posts", roles: ["owner"], path: () => "/api/providers/me/posts" },
  {
    route: "POST /api/providers/me/posts",
    roles: ["owner"],
    path: () => "/api/providers/me/posts",
    body: () => POST,
  },
  {
    route: "PUT /api/providers/me/posts/:postId",
    roles: ["owner"],
    path: (f) => `/api/providers/me/posts/${f.draftPost}`,
    body: () => POST,
  },
  {
    route: "POST /api/providers/me/posts/:postId/submit",
    roles: ["owner"],
    path: (f) => `/api/providers/me/posts/${f.draftPost}/submit`,
  },
  {
    route: "DELETE /api/providers/me/posts/:postId",
    roles: ["owner"],
    path: () => "/api/providers/me/posts/999999",
  },
  {
    route: "GET /api/providers/me/photos",
    roles: ["owner"],
    path: () => "/api/providers/me/photos",
  },
  {
    route: "POST /api/providers/me/photo",
    roles: ["owner"],
    path: () => "/api/providers/me/photo",
    notJson: "multipart upload of an image",
  },
  {
    route: "POST /api/providers/me/banner",
    roles: ["owner"],
    path: () => "/api/providers/me/banner",
    notJson: "multipart upload of an image",
  },
  {
    route: "DELETE /api/providers/me/photo",
    roles: ["owner"],
    path: () => "/api/providers/me/photo",
  },
  {
    route: "DELETE /api/providers/me/banner",
    roles: ["owner"],
    path: () => "/api/providers/me/banner",
  },
  {
    route: "DELETE /api/admin/providers/:id/photo",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}/photo`,
  },
  {
    route: "DELETE /api/admin/providers/:id/banner",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}/banner`,
  },
  { route: "GET /api/favourites", roles: ["patient"], path: () => "/api/favourites" },
  {
    route: "POST /api/favourites/:providerId",
    roles: ["patient"],
    path: (f) => `/api/favourites/${f.target}`,
  },
  {
    route: "DELETE /api/favourites/:providerId",
    roles: ["patient"],
    path: (f) => `/api/favourites/${f.target}`,
  },
  { route: "GET /api/conversations", roles: ["patient"], path: () => "/api/conversations" },
  {
    route: "POST /api/conversations",
    roles: ["patient"],
    path: () => "/api/conversations",
    body: (f) => ({ providerId: f.target, body: "Hola, ¿atiende los sábados?" }),
  },
  {
    route: "GET /api/conversations/:id",
    roles: ["patient", "owner"],
    path: (f) => `/api/conversations/${f.conversation}`,
    query: { before: "100", limit: "20" },
  },
  {
    route: "POST /api/conversations/:id/messages",
    roles: ["patient", "owner"],
    path: (f) => `/api/conversations/${f.conversation}/messages`,
    body: () => ({ body: "Un mensaje más." }),
  },
  {
    route: "POST /api/admin/login",
    roles: ["anonymous"],
    path: () => "/api/admin/login",
    body: () => ({ username: "nadie", password: PASSWORD }),
  },
  { route: "GET /api/admin/session", roles: ["admin"], path: () => "/api/admin/session" },
  {
    route: "GET /api/admin/providers",
    roles: ["admin"],
    path: () => "/api/admin/providers",
    query: { limit: "5", offset: "0", search: "Objetivo", city: "Guadalajara" },
  },
  {
    route: "GET /api/admin/providers/stats",
    roles: ["admin"],
    path: () => "/api/admin/providers/stats",
  },
  {
    route: "GET /api/admin/providers/filter-options",
    roles: ["admin"],
    path: () => "/api/admin/providers/filter-options",
  },
  {
    route: "GET /api/admin/providers/chart",
    roles: ["admin"],
    path: () => "/api/admin/providers/chart",
    query: { months: "6" },
  },
  {
    route: "GET /api/admin/providers/:id",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}`,
  },
  {
    route: "PUT /api/admin/providers/:id/status",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}/status`,
    body: () => ({ status: "approved", adminNotes: "Datos completos" }),
  },
  {
    route: "PUT /api/admin/providers/:id",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}`,
    body: () => ({
      name: "Dra. Objetivo Validación",
      price: 1500,
      experience: 10,
      city: "Guadalajara",
      insuranceNetworks: ["GNP"],
      socialLinks: { website: "https://ejemplo.mx" },
    }),
  },
  {
    route: "POST /api/admin/providers/:id/validate-license",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}/validate-license`,
    body: () => ({ licenseNumber: "24681357", override: true, note: OVERRIDE_NOTE }),
  },
  {
    route: "POST /api/admin/providers/:id/confirm-license",
    roles: ["admin"],
    path: (f) => `/api/admin/providers/${f.target}/confirm-license`,
    body: () => ({
      licenseNumber: "1234567",
      name: "Dra. Objetivo Validación",
      degree: "Médico Cirujano",
      institution: "Universidad de Guadalajara",
      registrationYear: 2010,
      override: true,
      note: OVERRIDE_NOTE,
    }),
  },
  {
    route: "GET /api/admin/pending-changes",
    roles: ["admin"],
    path: () => "/api/admin/pending-changes",
    query: { status: "pending" },
  },
  {
    route: "POST /api/admin/pending-changes/:id/approve",
    roles: ["admin"],
    path: () => "/api/admin/pending-changes/1/approve",
    body: () => ({ note: "De acuerdo con la cédula." }),
  },
  {
    route: "POST /api/admin/pending-changes/:id/reject",
    roles: ["admin"],
    path: () => "/api/admin/pending-changes/1/reject",
    body: () => ({ note: "El nombre no coincide con la cédula." }),
  },
  {
    route: "GET /api/admin/reviews",
    roles: ["admin"],
    path: () => "/api/admin/reviews",
    query: { status: "rejected" },
  },
  {
    route: "PUT /api/admin/reviews/:id/restore",
    roles: ["admin"],
    path: (f) => `/api/admin/reviews/${f.hiddenReview}/restore`,
    body: () => ({ notes: "La crítica es legítima." }),
  },
  { route: "GET /api/admin/claims", roles: ["admin"], path: () => "/api/admin/claims" },
  {
    route: "GET /api/admin/claims/:claimId/evidence/:index",
    roles: ["admin"],
    path: () => "/api/admin/claims/1/evidence/0",
  },
  {
    route: "POST /api/admin/claims/:claimId/approve",
    roles: ["admin"],
    path: () => "/api/admin/claims/1/approve",
    body: () => ({ note: "Documentos en orden." }),
  },
  {
    route: "POST /api/admin/claims/:claimId/reject",
    roles: ["admin"],
    path: () => "/api/admin/claims/1/reject",
    body: () => ({ note: "La identificación no coincide." }),
  },
  {
    route: "GET /api/admin/review-reports",
    roles: ["admin"],
    path: () => "/api/admin/review-reports",
    query: { status: "open" },
  },
  {
    route: "PUT /api/admin/review-reports/:id/decision",
    roles: ["admin"],
    path: () => "/api/admin/review-reports/1/decision",
    body: () => ({ decision: "dismissed", adminNote: "Es una crítica legítima." }),
  },
  {
    route: "GET /api/admin/audit",
    roles: ["admin"],
    path: () => "/api/admin/audit",
    query: { limit: "5", offset: "0" },
  },
  {
    route: "POST /api/admin/providers/import-csv",
    roles: ["admin"],
    path: () => "/api/admin/providers/import-csv",
    notJson: "CSV upload",
  },
  {
    route: "POST /api/admin/providers/import-google-sheets",
    roles: ["admin"],
    path: () => "/api/admin/providers/import-google-sheets",
    body: () => ({
      spreadsheetId: "1AbCdEfGhIjKlMnOp",
      dataSource: "google-sheets",
      dataSourceName: "Hoja",
    }),
    unconfigured: true,
  },
  {
    route: "POST /api/admin/providers/test-airtable",
    roles: ["admin"],
    path: () => "/api/admin/providers/test-airtable",
    body: () => ({ baseId: "appAbCdEfGhIjKlMn", tableName: "Médicos" }),
    unconfigured: true,
  },
  {
    route: "POST /api/admin/providers/import-airtable",
    roles: ["admin"],
    path: () => "/api/admin/providers/import-airtable",
    body: () => ({
      baseId: "appAbCdEfGhIjKlMn",
      tableName: "Médicos",
      fieldMapping: { name: "Nombre" },
    }),
    unconfigured: true,
  },
  {
    route: "GET /api/admin/imports/progress/:progressId",
    roles: ["admin"],
    path: () => "/api/admin/imports/progress/progreso-json-1",
  },
  { route: "GET /api/admin/imports/runs", roles: ["admin"], path: () => "/api/admin/imports/runs" },
  {
    route: "GET /api/admin/imports/runs/:runId/messages",
    roles: ["admin"],
    path: () => "/api/admin/imports/runs/1/messages",
    query: { limit: "10", offset: "0" },
  },
  {
    route: "GET /api/admin/imports/runs/:runId/messages.csv",
    roles: ["admin"],
    path: () => "/api/admin/imports/runs/1/messages.csv",
  },
  {
    route: "GET /api/doctor-blog-posts",
    roles: ["admin"],
    path: () => "/api/doctor-blog-posts",
    query: { status: "pending" },
  },
  {
    route: "PUT /api/doctor-blog-posts/:id/approve",
    roles: ["admin"],
    path: (f) => `/api/doctor-blog-posts/${f.pendingPost}/approve`,
    body: () => ({ notes: "Bien documentado." }),
  },
  {
    route: "PUT /api/doctor-blog-posts/:id/reject",
    roles: ["admin"],
    path: (f) => `/api/doctor-blog-posts/${f.pendingPost}/reject`,
    body: () => ({ notes: "Faltan fuentes." }),
  },
  {
    route: "DELETE /api/doctor-blog-posts/:id",
    roles: ["admin"],
    path: () => "/api/doctor-blog-posts/999999",
  },
  {
    route: "POST /api/admin/logout",
    roles: ["admin"],
    path: () => "/api/admin/logout",
    last: true,
  },
  {
    route: "POST /api/auth/logout",
    roles: ["patient"],
    path: () => "/api/auth/logout",
    last: true,
  },
  // Booking (docs/booking.md). Ids that name nothing of the caller's answer a Spanish 404.
  {
    route: "GET /api/providers/:id/availability",
    roles: ["anonymous"],
    path: (f) => `/api/providers/${f.target}/availability`,
    query: { from: "2027-03-01", days: "7" },
  },
  {
    route: "GET /api/calendar/:token.ics",
    roles: ["anonymous"],
    path: () => "/api/calendar/token-que-no-existe.ics",
  },
  { route: "GET /api/appointments", roles: ["patient"], path: () => "/api/appointments" },
  {
    route: "POST /api/appointments",
    roles: ["patient"],
    path: () => "/api/appointments",
    body: (f) => ({
      providerId: f.target,
      visitTypeId: 1,
      officeId: 1,
      start: "2027-03-01T16:00:00.000Z",
      reason: "Dolor de rodilla al subir escaleras",
    }),
  },
  {
    route: "POST /api/appointments/:id/cancel",
    roles: ["patient", "owner"],
    path: () => "/api/appointments/1/cancel",
    body: () => ({ message: "Tuve una emergencia en el hospital." }),
  },
  {
    route: "POST /api/appointments/:id/reschedule",
    roles: ["patient"],
    path: () => "/api/appointments/1/reschedule",
    body: () => ({ start: "2027-03-02T16:00:00.000Z", officeId: 1 }),
  },
  {
    route: "POST /api/providers/me/appointments/:id/attendance",
    roles: ["owner"],
    path: () => "/api/providers/me/appointments/1/attendance",
    body: () => ({ status: "attended" }),
  },
  {
    route: "GET /api/providers/me/appointments",
    roles: ["owner"],
    path: () => "/api/providers/me/appointments",
    query: { from: "2027-03-01", days: "7" },
  },
  {
    route: "GET /api/providers/me/agenda",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda",
  },
  {
    route: "PUT /api/providers/me/agenda/settings",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/settings",
    body: () => ({
      gapMinutes: 10,
      minNoticeMinutes: 120,
      horizonDays: 60,
      cancellationWindowHours: 24,
      timeZone: "America/Mexico_City",
    }),
  },
  {
    route: "POST /api/providers/me/agenda/offices",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/offices",
    body: () => ({
      name: "Consultorio Centro",
      address: "Av. Juárez 10, Centro",
      modality: "in_person",
      timeZone: "America/Mexico_City",
    }),
  },
  {
    route: "POST /api/providers/me/agenda/offices/import",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/offices/import",
  },
  {
    route: "PUT /api/providers/me/agenda/offices/:officeId",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/offices/1",
    body: () => ({
      name: "Consultorio Norte",
      address: "Calle 5 de Mayo 20",
      modality: "in_person",
      timeZone: "America/Mexico_City",
    }),
  },
  {
    route: "PUT /api/providers/me/agenda/offices/:officeId/hours",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/offices/1/hours",
    body: () => ({ hours: [{ weekday: 1, startMinute: 540, endMinute: 840 }] }),
  },
  {
    route: "POST /api/providers/me/agenda/visit-types",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/visit-types",
    body: () => ({
      name: "Consulta de primera vez",
      durationMinutes: 30,
      price: 800,
      kind: "first",
      modality: "in_person",
    }),
  },
  {
    route: "PUT /api/providers/me/agenda/visit-types/:id",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/visit-types/1",
    body: () => ({
      name: "Consulta de seguimiento",
      durationMinutes: 20,
      price: 600,
      kind: "follow_up",
      modality: "in_person",
    }),
  },
  {
    route: "POST /api/providers/me/agenda/exceptions",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/exceptions",
    body: () => ({ startDate: "2027-01-04", endDate: "2027-01-08", label: "Vacaciones" }),
  },
  {
    route: "DELETE /api/providers/me/agenda/exceptions/:id",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/exceptions/1",
  },
  {
    route: "POST /api/providers/me/agenda/blocks",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/blocks",
    body: () => ({
      start: "2027-03-01T16:00:00.000Z",
      end: "2027-03-01T17:00:00.000Z",
      note: "Junta del hospital",
    }),
  },
  {
    route: "DELETE /api/providers/me/agenda/blocks/:id",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/blocks/1",
  },
  {
    route: "POST /api/providers/me/agenda/publish",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/publish",
  },
  {
    route: "POST /api/providers/me/agenda/unpublish",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/unpublish",
  },
  {
    route: "POST /api/providers/me/agenda/feed",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/feed",
  },
  {
    route: "DELETE /api/providers/me/agenda/feed",
    roles: ["owner"],
    path: () => "/api/providers/me/agenda/feed",
  },
  // A doctor whose cédula the registry did not confirm (docs/security.md).
  {
    route: "GET /api/providers/me/license-review",
    roles: ["owner"],
    path: () => "/api/providers/me/license-review",
  },
  {
    route: "POST /api/providers/me/license-review/evidence",
    roles: ["owner"],
    path: () => "/api/providers/me/license-review/evidence",
    notJson: "multipart upload of the documents (license-review.int.test.ts)",
  },
];

type Leaf = { where: string; replace: (value: Json) => Record<string, Json> };

/** Every string and number in a body, each with a way to swap it for another value. */
function leavesOf(body: Record<string, Json>): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (value: Json, path: (string | number)[]) => {
    if (typeof value === "string" || typeof value === "number") {
      leaves.push({
        where: path.join("."),
        replace: (replacement) => {
          const copy = structuredClone(body);
          let node = copy as Record<string | number, Json>;
          for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
          node[path.at(-1)!] = replacement;
          return copy;
        },
      });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(body, []);
  return leaves;
}

/** The concrete path with one of its route parameters replaced. */
function pathsWithBadParams(route: string, path: string): { where: string; path: string }[] {
  const pattern = route.split(" ")[1]!.split("/");
  const segments = path.split("/");
  return pattern.flatMap((segment, index) =>
    segment.startsWith(":")
      ? BAD_NUMBERS.map((bad) => {
          const copy = [...segments];
          copy[index] = encodeURIComponent(String(bad));
          return { where: `${segment}=${bad}`, path: copy.join("/") };
        })
      : [],
  );
}

describe("out-of-range numbers and malformed text in every JSON route", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  const sessions = {} as Record<Role, RoleSession>;
  const f = {} as Fixture;
  const failures: string[] = [];

  async function send(row: Row, role: Role, call: { path: string; body?: unknown }, what: string) {
    const method = row.route.split(" ")[0]!.toLowerCase() as "get" | "post" | "put" | "delete";
    let test = request(app)[method](call.path).set("X-Forwarded-For", nextClientAddress());
    if (sessions[role].cookie) test = test.set("Cookie", sessions[role].cookie);
    const response = call.body === undefined ? await test : await test.send(call.body as object);
    const where = `${row.route} as ${role}, ${what}`;
    const allowed5xx = row.unconfigured && response.status === 503;
    if (response.status >= 500 && !allowed5xx) {
      failures.push(`${where}: ${response.status} ${response.text.slice(0, 160)}`);
      return;
    }
    if (response.status < 400 || response.status === 503) return;
    const error = response.body?.error;
    if (typeof error !== "string" || error.length === 0)
      failures.push(
        `${where}: ${response.status} without a Spanish error: ${response.text.slice(0, 160)}`,
      );
    else if (ENGLISH.test(error))
      failures.push(`${where}: ${response.status} in English: ${error}`);
  }

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database, { TRUST_PROXY: "true" }));
    const target = await insertProvider(database.db, {
      name: "Dra. Objetivo Validación",
      phone: "55 0123 4567",
    });
    f.target = target.id;
    f.targetSlug = target.slug;
    sessions.anonymous = { cookie: "", userId: null };
    sessions.unverified = await accountSession(app, database, { verified: false });
    sessions.patient = await accountSession(app, database, { verified: true });
    sessions.doctor = await accountSession(app, database, { verified: true });
    sessions.owner = await accountSession(app, database, { verified: true });
    sessions.admin = await adminSession(app, services, "admin.validacion");
    await giveListingTo(database, sessions.owner.userId!, f.target);
    f.review = await insertReview(database, {
      providerId: f.target,
      userId: sessions.patient.userId!,
    });
    f.hiddenReview = await insertReview(database, {
      providerId: f.target,
      userId: sessions.unverified.userId!,
      rating: 1,
      comment: "Una crítica oculta.",
      approvalStatus: "rejected",
    });
    const as = (role: Role) =>
      ({ "X-Forwarded-For": nextClientAddress(), Cookie: sessions[role].cookie }) as const;
    const started = await request(app)
      .post("/api/conversations")
      .set(as("patient"))
      .send({ providerId: f.target, body: "Hola doctora." })
      .expect(201);
    f.conversation = started.body.conversationId;
    const post = async (title: string) =>
      (
        await request(app)
          .post("/api/providers/me/posts")
          .set(as("owner"))
          .send({ ...POST, title })
          .expect(201)
      ).body.id as number;
    f.draftPost = await post("Borrador para validar");
    f.pendingPost = await post("Pendiente para validar");
    await request(app)
      .post(`/api/providers/me/posts/${f.pendingPost}/submit`)
      .set(as("owner"))
      .expect(200);
  });
  afterAll(() => database.close());

  it("refuses the two reported cases in Spanish: a listing id past integer, a lone surrogate in services", async () => {
    const as = (role: Role) => ({
      "X-Forwarded-For": nextClientAddress(),
      Cookie: sessions[role].cookie,
    });
    await request(app)
      .post("/api/conversations")
      .set(as("patient"))
      .send({ providerId: 2_147_483_648, body: "Hola" })
      .expect(400, { error: "Identificador de médico no válido." });
    await request(app)
      .put(`/api/providers/${f.target}/self`)
      .set(as("owner"))
      .send({ servicesWithPricing: [{ name: "Consulta \ud800", price: 100 }] })
      .expect(400, { error: MALFORMED_TEXT });
  });

  it("has a row for every /api route", () => {
    const routes = apiRoutesOf(app);
    expect(ROWS.map((row) => row.route).sort()).toEqual(routes);
  });

  it("answers every valid request and every spoiled one with a success or a Spanish refusal", async () => {
    const ordered = [...ROWS.filter((row) => !row.last), ...ROWS.filter((row) => row.last)];
    let sent = 0;
    for (const row of ordered) {
      if (row.notJson) continue;
      for (const role of row.roles) {
        const path = row.path(f);
        const withQuery = (query: Record<string, string> | undefined) =>
          query ? `${path}?${new URLSearchParams(query)}` : path;
        const body = row.body?.(f);
        // Spoiled first: the valid request may end a session or spend what the others need.
        for (const bad of pathsWithBadParams(row.route, path)) {
          const query = row.query ? `?${new URLSearchParams(row.query)}` : "";
          await send(row, role, { path: `${bad.path}${query}`, body }, bad.where);
          sent += 1;
        }
        for (const key of Object.keys(row.query ?? {}))
          for (const bad of BAD_NUMBERS) {
            await send(
              row,
              role,
              { path: withQuery({ ...row.query, [key]: String(bad) }), body },
              `?${key}=${bad}`,
            );
            sent += 1;
          }
        for (const leaf of body ? leavesOf(body) : [])
          for (const bad of [...BAD_NUMBERS, ...BAD_TEXT]) {
            await send(
              row,
              role,
              { path: withQuery(row.query), body: leaf.replace(bad) },
              `${leaf.where}=${JSON.stringify(bad)}`,
            );
            sent += 1;
          }
        await send(row, role, { path: withQuery(row.query), body }, "valid request");
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  });
});
