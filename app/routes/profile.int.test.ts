import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeReturnUrl } from "../../common/accounts/schemas.ts";
import { MESSAGE_ERRORS } from "../../common/messages/schemas.ts";
import { heldReviewMessage } from "../../common/reviews/content-filter.ts";
import { REVIEW_MESSAGES } from "../../common/reviews/messages.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import { favourites, messages, reviews } from "../../server/db/schema/index.ts";
import { MESSAGE_SERVICE_ERRORS } from "../../server/messages/service.ts";
import { LIMIT_RULES } from "../../server/rate-limits/service.ts";
import { REVIEW_ERRORS, REVIEW_PUBLISHED } from "../../server/reviews/service.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import type { ProfilePageOutcome } from "../lib/profile-page-form.ts";
import * as page from "./profile.tsx";

/*
 * A doctor's profile's forms posted to its own action, as a browser does before the page's
 * scripts run (or without them): the message, the review and the heart. Each is the API's
 * route by another door: the same people may use it (anonymous visitors go to the login page),
 * the same schema refuses the same input (and the form keeps what was typed), and the same
 * per-user limit counts both doors on one counter.
 */

let h: RouteHarness;
type Viewer = SessionUser | null;
let target: { id: number; slug: string };
let viewers: Record<"anonymous" | "unverified" | "patient" | "doctor" | "owner" | "admin", Viewer>;

const profilePath = () => `/profesional/${target.slug}`;

const post = (viewer: Viewer, form: Record<string, string>, url = profilePath()) =>
  outcomeOf(() =>
    page.action(routeArgs(url, h.context(viewer), { params: { slug: target.slug }, form })),
  );
const outcome = (data: unknown) => (data as { profile: ProfilePageOutcome }).profile;

const rows = async (table: typeof messages | typeof reviews | typeof favourites) =>
  (await h.database.db.select({ n: count() }).from(table))[0]!.n;

type Role = keyof typeof viewers;

/** Each role posts the form; a refused one (anything but 200) writes no row of `table`. */
async function expectRoles(
  expected: Record<Role, number>,
  table: typeof messages | typeof reviews,
  form: (role: string) => Record<string, string>,
) {
  for (const [role, viewer] of Object.entries(viewers)) {
    const before = await rows(table);
    const answer = await post(viewer, form(role));
    expect([role, answer.status]).toEqual([role, expected[role as Role]]);
    expect(await rows(table)).toBe(answer.status === 200 ? before + 1 : before);
  }
}

/** An account with a real session for the API, and the same account as a page sees it. */
async function apiAccount() {
  const { agent, user } = await signedInAgent(h.app, h.database);
  const viewer: SessionUser = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: true,
    isProvider: false,
    userType: "patient",
  };
  return { agent, viewer };
}

beforeAll(async () => {
  h = await createRouteHarness();
  const owned = await h.doctorWithListing({ name: "Dra. Perfil Sin Scripts" });
  target = { id: owned.listing.id, slug: owned.listing.slug };
  viewers = {
    anonymous: null,
    unverified: await h.account({ verified: false }),
    patient: await h.account(),
    // A doctor who owns another listing.
    doctor: (await h.doctorWithListing()).doctor,
    owner: owned.doctor,
    // An administrator's session is not an account's: the page sees nobody signed in.
    admin: null,
  };
});
afterAll(async () => {
  await h?.close();
});

describe("the profile's action: who may use each form", () => {
  const login = () => `/login?returnUrl=${encodeURIComponent(profilePath())}`;

  it("sends anonymous visitors of every form to the login page, which brings them back", async () => {
    for (const intent of ["message", "review", "favourite"]) {
      const before = [await rows(messages), await rows(reviews), await rows(favourites)];
      const answer = await post(null, {
        intent,
        body: "Hola, ¿atiende los sábados?",
        rating: "5",
        comment: "Muy buena atención, lo recomiendo.",
      });
      expect([answer.status, answer.location]).toEqual([302, login()]);
      expect([await rows(messages), await rows(reviews), await rows(favourites)]).toEqual(before);
    }
    // The login page honours that returnUrl: a same-site path, query included.
    const withQuery = await post(null, { intent: "favourite" }, `${profilePath()}?cita=7`);
    const returnUrl = new URL(withQuery.location!, "http://sitio.test").searchParams.get(
      "returnUrl",
    );
    expect(returnUrl).toBe(`${profilePath()}?cita=7`);
    expect(safeReturnUrl(returnUrl)).toBe(returnUrl);
  });

  it("lets the message form write as POST /api/conversations does", async () => {
    const expected = {
      anonymous: 302,
      unverified: 403,
      patient: 200,
      doctor: 200,
      owner: 403,
      admin: 302,
    } as const;
    await expectRoles(expected, messages, (role) => ({
      intent: "message",
      body: `Hola, soy ${role}.`,
    }));
    const owner = await post(viewers.owner, { intent: "message", body: "A mí mismo." });
    expect(outcome(owner.data)).toEqual({
      intent: "message",
      error: MESSAGE_SERVICE_ERRORS.ownListing,
      values: { body: "A mí mismo." },
    });
  });

  it("shows the patient's sent message with its confirmation and its conversation", async () => {
    const patient = await h.account();
    const answer = await post(patient, { intent: "message", body: "¿Atiende por la tarde?" });
    expect(answer.status).toBe(200);
    const sent = outcome(answer.data);
    expect(sent).toMatchObject({
      intent: "message",
      done: "Mensaje enviado. Te avisaremos por correo cuando Dra. Perfil Sin Scripts responda.",
    });
    const thread = await h.services.messages.thread(patient, sent.conversationId!);
    expect(thread.messages.map((m) => m.body)).toEqual(["¿Atiende por la tarde?"]);
  });

  it("lets the review form write as POST /api/providers/{id}/reviews does", async () => {
    const expected = {
      anonymous: 302,
      unverified: 403,
      patient: 200,
      doctor: 403,
      owner: 403,
      admin: 302,
    } as const;
    await expectRoles(expected, reviews, () => ({
      intent: "review",
      rating: "4",
      comment: "Puntual y muy clara al explicar.",
    }));
    const doctor = await post(viewers.doctor, {
      intent: "review",
      rating: "1",
      comment: "Una reseña de la competencia.",
    });
    expect(outcome(doctor.data)).toEqual({
      intent: "review",
      error: REVIEW_ERRORS.patientsOnly,
      values: { rating: "1", comment: "Una reseña de la competencia." },
    });
  });

  it("publishes a patient's review, or says why the content filter holds it", async () => {
    const published = await post(await h.account(), {
      intent: "review",
      rating: "5",
      comment: "Excelente trato y diagnóstico certero.",
    });
    expect(outcome(published.data)).toEqual({ intent: "review", done: REVIEW_PUBLISHED });

    const heldBy = await h.account();
    const held = await post(heldBy, {
      intent: "review",
      rating: "5",
      comment: "Excelente, llamen al 55 1234 5678 para citas.",
    });
    expect(outcome(held.data)).toEqual({ intent: "review", done: heldReviewMessage("phone") });
    const [row] = await h.database.db
      .select({ status: reviews.approvalStatus })
      .from(reviews)
      .where(eq(reviews.userId, heldBy.id));
    expect(row?.status).toBe("pending");
  });

  it("lets the heart save and remove as /api/favourites/{id} does, for every account", async () => {
    const saved = async (viewer: Viewer) =>
      viewer ? (await h.services.favourites.ids(viewer)).includes(target.id) : false;
    for (const [role, viewer] of Object.entries(viewers)) {
      const add = await post(viewer, { intent: "favourite", favourite: "add" });
      const back = viewer ? profilePath() : `/login?returnUrl=${encodeURIComponent(profilePath())}`;
      expect([role, add.status, add.location]).toEqual([role, 302, back]);
      expect([role, await saved(viewer)]).toEqual([role, viewer !== null]);
      // Twice is still saved once (a second tap of a slow page).
      await post(viewer, { intent: "favourite", favourite: "add" });
      const remove = await post(viewer, { intent: "favourite", favourite: "remove" });
      expect([role, remove.location]).toEqual([role, back]);
      expect([role, await saved(viewer)]).toEqual([role, false]);
    }
  });

  it("answers 400 to a form it does not know", async () => {
    const answer = await post(viewers.patient, { intent: "borrar-todo" });
    expect(answer.status).toBe(400);
  });
});

describe("the profile's action: input refused as the API refuses it", () => {
  it("keeps what was typed in a refused message", async () => {
    const empty = await post(viewers.patient, { intent: "message", body: "   " });
    expect(empty.status).toBe(400);
    expect(outcome(empty.data)).toEqual({
      intent: "message",
      error: MESSAGE_ERRORS.empty,
      values: { body: "   " },
    });
    const long = "a".repeat(2001);
    const tooLong = await post(viewers.patient, { intent: "message", body: long });
    expect(tooLong.status).toBe(400);
    expect(outcome(tooLong.data)).toMatchObject({
      error: MESSAGE_ERRORS.tooLong,
      values: { body: long },
    });
  });

  it("keeps the rating and comment of a refused review", async () => {
    const before = await rows(reviews);
    const short = await post(viewers.patient, { intent: "review", rating: "4", comment: "Bien" });
    expect(short.status).toBe(400);
    expect(outcome(short.data)).toEqual({
      intent: "review",
      error: REVIEW_MESSAGES.comment,
      values: { rating: "4", comment: "Bien" },
    });
    const noRating = await post(viewers.patient, {
      intent: "review",
      comment: "Sin estrellas pero con comentario.",
    });
    expect(noRating.status).toBe(400);
    expect(outcome(noRating.data)).toMatchObject({ error: REVIEW_MESSAGES.rating });
    expect(await rows(reviews)).toBe(before);
  });
});

describe("the profile's action: one limit for both doors", () => {
  it("refuses a review on the page once the API spent the hour's reviews", async () => {
    const { agent, viewer } = await apiAccount();
    for (let i = 0; i < LIMIT_RULES.review.max; i++) {
      await agent
        .post(`/api/providers/${target.id}/reviews`)
        .send({ rating: 4, comment: `Reseña número ${i} por la API.` })
        .expect((res) => expect(res.status).toBeLessThan(300));
    }
    const answer = await post(viewer, {
      intent: "review",
      rating: "5",
      comment: "La que ya no cabe en la hora.",
    });
    expect(answer.status).toBe(429);
    expect(outcome(answer.data)).toEqual({
      intent: "review",
      error: LIMIT_RULES.review.message,
      values: { rating: "5", comment: "La que ya no cabe en la hora." },
    });
  });

  it("refuses the API's favourites once the page's heart spent them", async () => {
    const { agent, viewer } = await apiAccount();
    for (let i = 0; i < LIMIT_RULES.favourite.max; i++) {
      const answer = await post(viewer, {
        intent: "favourite",
        favourite: i % 2 ? "remove" : "add",
      });
      expect(answer.status).toBe(302);
    }
    const api = await agent.post(`/api/favourites/${target.id}`);
    expect(api.status).toBe(429);
    expect(api.body).toMatchObject({ error: LIMIT_RULES.favourite.message });
    const refused = await post(viewer, { intent: "favourite", favourite: "add" });
    expect(refused.status).toBe(429);
    expect(outcome(refused.data)).toMatchObject({ error: LIMIT_RULES.favourite.message });
  });

  it("refuses a message on the page once the API opened the hour's conversations", async () => {
    const { agent, viewer } = await apiAccount();
    for (let i = 0; i < LIMIT_RULES.conversation.max; i++) {
      await agent
        .post("/api/conversations")
        .send({ providerId: target.id, body: `Mensaje ${i} por la API.` })
        .expect(201);
    }
    const answer = await post(viewer, { intent: "message", body: "El que ya no cabe." });
    expect(answer.status).toBe(429);
    expect(outcome(answer.data)).toEqual({
      intent: "message",
      error: LIMIT_RULES.conversation.message,
      values: { body: "El que ya no cabe." },
    });
  });
});
