import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../common/admin/providers.ts";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { SEARCH_MESSAGES } from "../../common/search/filters.ts";
import { MAX_SEARCH_OFFSET } from "../../common/search/values.ts";
import { bulkInsert } from "../../server/db/bulk-insert.ts";
import { providers } from "../../server/db/schema/index.ts";
import { REVIEW_ERRORS } from "../../server/reviews/service.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import * as adminLogin from "./admin-login.tsx";
import * as claimProfile from "./claim-profile.tsx";
import * as conversation from "./conversation.tsx";
import * as dashboard from "./dashboard.tsx";
import * as login from "./login.tsx";
import * as patientDashboard from "./patient-dashboard.tsx";
import * as profile from "./profile.tsx";
import * as results from "./results.tsx";
import * as setPassword from "./set-password.tsx";
import * as signOut from "./sign-out.ts";
import { bioForCard } from "../../common/providers/bio-excerpt.ts";

/*
 * The rules of each page, run through the route module's own loader and action with the real
 * services on a migrated database: no server, no browser. docs/testing.md lists the bugs
 * planted in these rules and the test here that caught each.
 */
let h: RouteHarness;

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(async () => {
  await h?.close();
});

type Card = { id: number; rating: { average: number | null; count: number } };
const idsOf = (data: unknown) => (data as { providers: Card[] }).providers.map((p) => p.id);

describe("results page (/{specialty}/{city})", () => {
  // 23 listings with distinct prices: three pages of 10, 10 and 3 when sorted by price.
  let expected: number[];
  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < 23; i++) {
      rows.push(
        await insertProvider(h.database.db, {
          name: `Dr. Paginado ${String.fromCharCode(65 + i)} Prueba`,
          specialtySlug: "neumologia",
          citySlug: "merida",
          price: 500 + i * 10,
          telemedicine: i % 2 === 0,
        }),
      );
    }
    expected = rows.map((row) => row.id);
  });

  const page = (query: string) =>
    outcomeOf(() =>
      results.loader(
        routeArgs(`/neumologia/merida?sort=price${query}`, h.context(), {
          params: { specialty: "neumologia", city: "merida" },
        }),
      ),
    );

  it("shows every listing once across the pages, in order, none skipped or repeated", async () => {
    const pages = [await page(""), await page("&page=2"), await page("&page=3")];
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(pages.map((p) => idsOf(p.data))).toEqual([
      expected.slice(0, 10),
      expected.slice(10, 20),
      expected.slice(20),
    ]);
    expect(pages.map((p) => (p.data as { totalPages: number }).totalPages)).toEqual([3, 3, 3]);
    expect((pages[0]!.data as { total: number }).total).toBe(23);
  });

  it("answers 404 past the last page and for an unknown specialty or city", async () => {
    expect((await page("&page=4")).status).toBe(404);
    for (const params of [
      { specialty: "no-existe", city: "merida" },
      { specialty: "neumologia", city: "atlantida" },
    ]) {
      const outcome = await outcomeOf(() =>
        results.loader(routeArgs(`/${params.specialty}/${params.city}`, h.context(), { params })),
      );
      expect([outcome.status, outcome.thrown]).toEqual([404, true]);
    }
  });

  it("applies the price ceiling and the teleconsultation filter on the server", async () => {
    const cheap = await page("&priceMax=540");
    expect(idsOf(cheap.data)).toEqual(expected.slice(0, 5));
    const online = await outcomeOf(() =>
      results.loader(
        routeArgs("/neumologia?city=online&sort=price", h.context(), {
          params: { specialty: "neumologia" },
        }),
      ),
    );
    expect(idsOf(online.data)).toEqual(expected.filter((_, i) => i % 2 === 0).slice(0, 10));
  });

  it("shows a new review's rating on the cards at once (no stale cached page)", async () => {
    const first = await page("");
    const target = (first.data as { providers: Card[] }).providers[0]!;
    expect(target.rating.count).toBe(0);
    const patient = await h.account();
    await h.services.reviews.write(
      target.id,
      { rating: 2, comment: "Me atendió tarde y con prisa." },
      patient,
    );
    const after = (await page("")).data as { providers: Card[] };
    const card = after.providers.find((p) => p.id === target.id)!;
    expect(card.rating).toEqual({ average: 2, count: 1 });
  });
});

describe("results page data", () => {
  it("sends only the start of each bio a card quotes, not the whole bio", async () => {
    const bio = `Neumóloga con ${"experiencia amplia en asma y EPOC. ".repeat(40)}`;
    await insertProvider(h.database.db, {
      name: "Dra. Biografía Larga Prueba",
      specialtySlug: "neumologia",
      citySlug: "tijuana",
      bio,
    });
    const outcome = await outcomeOf(() =>
      results.loader(
        routeArgs("/neumologia/tijuana", h.context(), {
          params: { specialty: "neumologia", city: "tijuana" },
        }),
      ),
    );
    const [card] = (outcome.data as { providers: { bio: string | null }[] }).providers;
    expect(card!.bio).toBe(bioForCard(bio));
    expect(Array.from(card!.bio!)).toHaveLength(102);
  });
});

describe("deep results pages (/{specialty}/{city}?page=, GET /api/providers?offset=)", () => {
  // More listings than the deepest page reaches: a page past the first 1,000 results would
  // read every listing before it, so neither the pages nor the API go there.
  const LISTINGS = MAX_SEARCH_OFFSET + 5;
  beforeAll(async () => {
    const city = findCityBySlug("tijuana")!;
    await bulkInsert(
      h.database.db,
      providers,
      Array.from({ length: LISTINGS }, (_, i) => ({
        name: `Dr. Profundo ${i}`,
        slug: `dr-profundo-${i}`,
        specialty: "Alergología",
        specialtySlug: "alergologia",
        city: city.name,
        citySlug: city.slug,
        state: city.state,
        approvalStatus: "approved" as const,
        experience: i % 30,
      })),
    );
  });

  const page = (query: string) =>
    outcomeOf(() =>
      results.loader(
        routeArgs(`/alergologia/tijuana${query}`, h.context(), {
          params: { specialty: "alergologia", city: "tijuana" },
        }),
      ),
    );

  it("counts every listing but offers pages only as deep as the first 1,000", async () => {
    const first = await page("");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ total: LISTINGS, totalCapped: false, totalPages: 100 });
    const deepest = await page("?page=100");
    expect(deepest.status).toBe(200);
    expect(idsOf(deepest.data)).toHaveLength(10);
    for (const beyond of ["?page=101", "?page=100000"]) {
      const outcome = await page(beyond);
      expect([outcome.status, outcome.thrown]).toEqual([404, true]);
    }
  });

  it("answers the API up to offset 1,000 and a Spanish 400 past it", async () => {
    const api = (offset: number) =>
      request(h.app).get(`/api/providers?specialty=alergologia&city=tijuana&offset=${offset}`);
    const last = await api(MAX_SEARCH_OFFSET).expect(200);
    expect(last.body).toHaveLength(LISTINGS - MAX_SEARCH_OFFSET);
    for (const offset of [MAX_SEARCH_OFFSET + 1, 100_000]) {
      const refused = await api(offset).expect(400);
      expect(refused.body).toEqual({ error: SEARCH_MESSAGES.offset });
    }
  });
});

describe("login page (/login)", () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await signedInAgent(h.app, h.database);
  });

  const signIn = (query: string, password = account.password, clientIp?: string) =>
    outcomeOf(() =>
      login.action(
        routeArgs(`/login${query}`, h.context(null, clientIp ? { clientIp } : {}), {
          form: { intent: "login", email: account.email, password },
        }),
      ),
    );

  it("signs in and goes back to the same-site page the returnUrl names", async () => {
    const outcome = await signIn("?returnUrl=%2Fmensajes%2F3%3Ftab%3D2");
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/mensajes/3?tab=2&login=success");
    expect(outcome.headers.get("Set-Cookie")).toMatch(/session_token=/);
  });

  it("never follows a returnUrl to another site", async () => {
    for (const evil of [
      "https://otro.example/robar",
      "//otro.example",
      "/\\otro.example",
      "/\t/otro.example",
      "javascript:alert(1)",
    ]) {
      const outcome = await signIn(`?returnUrl=${encodeURIComponent(evil)}`);
      expect([evil, outcome.location]).toEqual([evil, "/?login=success"]);
    }
  });

  it("refuses a wrong password with the form's error, and no session", async () => {
    const outcome = await signIn("", "contraseña-equivocada");
    expect(outcome.status).toBe(401);
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
    expect(outcome.data).toMatchObject({ intent: "login", ok: false });
  });

  it("locks an account after the documented 10 wrong passwords (docs/security.md: rate limits)", async () => {
    const victim = await signedInAgent(h.app, h.database);
    const attempt = (password: string) =>
      outcomeOf(() =>
        login.action(
          routeArgs("/login", h.context(), {
            form: { intent: "login", email: victim.email, password },
          }),
        ),
      );
    for (let i = 0; i < 10; i++) expect((await attempt("contraseña-equivocada")).status).toBe(401);
    const locked = await attempt(victim.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
  });

  it("sends a signed-in visitor on, through the same returnUrl check", async () => {
    const patient = await h.account();
    const ask = (query: string) =>
      outcomeOf(() => login.loader(routeArgs(`/login${query}`, h.context(patient))));
    expect((await ask("?returnUrl=%2Ffavoritos")).location).toBe("/favoritos");
    expect((await ask("?returnUrl=%2F%2Fotro.example")).location).toBe("/");
  });
});

describe("profile page (/profesional/{slug})", () => {
  const open = (slug: string, viewer: Parameters<RouteHarness["context"]>[0] = null) =>
    outcomeOf(() =>
      profile.loader(routeArgs(`/profesional/${slug}`, h.context(viewer), { params: { slug } })),
    );

  it("tells who may write a review: verified patients, not the owner nor other doctors", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const patient = await h.account();
    const unverified = await h.account({ verified: false });
    const otherDoctor = await h.account({ doctor: true });
    const reviewerOf = async (viewer: Parameters<RouteHarness["context"]>[0]) =>
      ((await open(listing.slug, viewer)).data as { reviewer: unknown }).reviewer;
    expect(await reviewerOf(patient)).toEqual({ canWrite: true });
    expect(await reviewerOf(null)).toEqual({ canWrite: false });
    expect(await reviewerOf(doctor)).toEqual({
      canWrite: false,
      reason: REVIEW_ERRORS.patientsOnly,
    });
    expect(await reviewerOf(otherDoctor)).toEqual({
      canWrite: false,
      reason: REVIEW_ERRORS.patientsOnly,
    });
    expect(await reviewerOf(unverified)).toMatchObject({ canWrite: false });
  });

  it("answers 404 for a listing that is not public", async () => {
    const pending = await insertProvider(h.database.db, {
      name: "Dr. Pendiente Prueba",
      approvalStatus: "pending",
    });
    expect((await open(pending.slug)).status).toBe(404);
    expect((await open("nadie-con-este-nombre")).status).toBe(404);
  });

  it("puts no '<' of the doctor's own text into the JSON-LD script", async () => {
    const listing = await insertProvider(h.database.db, {
      name: "Dr. Script Prueba",
      bio: "Cardiólogo </script><script>alert(1)</script> con <b>experiencia</b>.",
    });
    const { jsonLd } = (await open(listing.slug)).data as { jsonLd: string };
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd)).toMatchObject({ description: expect.stringContaining("</script>") });
  });
});

describe("claim page (/reclamar-perfil/{id})", () => {
  const open = (id: string) =>
    outcomeOf(() =>
      claimProfile.loader(
        routeArgs(`/reclamar-perfil/${id}`, h.context(), { params: { providerId: id } }),
      ),
    );

  it("opens for a public listing and says when it is claimed already", async () => {
    const free = await insertProvider(h.database.db, { name: "Dra. Libre Prueba" });
    const { listing: owned } = await h.doctorWithListing();
    const freeOutcome = await open(String(free.id));
    expect(freeOutcome.status).toBe(200);
    expect(freeOutcome.data).toMatchObject({ target: { id: free.id, claimed: false } });
    expect((await open(String(owned.id))).data).toMatchObject({ target: { claimed: true } });
  });

  it("answers 404 for unknown, malformed and non-public ids", async () => {
    const pending = await insertProvider(h.database.db, {
      name: "Dr. Oculto Prueba",
      approvalStatus: "pending",
    });
    for (const id of [String(pending.id), "0", "abc", "99999999", "2147483648", "1e3"]) {
      expect([id, (await open(id)).status]).toEqual([id, 404]);
    }
  });
});

describe("doctor's dashboard (/dashboard)", () => {
  const open = (viewer: Parameters<RouteHarness["context"]>[0]) =>
    outcomeOf(() => dashboard.loader(routeArgs("/dashboard", h.context(viewer))));

  it("shows each owner their own listing, and nobody else any", async () => {
    const a = await h.doctorWithListing({ name: "Dra. Alfa Prueba" });
    const b = await h.doctorWithListing({ name: "Dr. Beta Prueba" });
    const ownerA = await open(a.doctor);
    expect(ownerA.status).toBe(200);
    expect(ownerA.data).toMatchObject({ access: "owner", provider: { id: a.listing.id } });
    expect((await open(b.doctor)).data).toMatchObject({ provider: { id: b.listing.id } });

    const signedOut = await open(null);
    expect([signedOut.status, signedOut.data]).toEqual([401, { access: "signed-out" }]);
    const patient = await h.account();
    const noListing = await open(patient);
    expect(noListing.status).toBe(403);
    expect(noListing.data).toEqual({ access: "no-listing", email: patient.email });
    const doctorWithout = await open(await h.account({ doctor: true }));
    expect(doctorWithout.status).toBe(403);
  });

  it("lists only the threads where the owner is the doctor", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const patient = await h.account();
    await h.services.messages.start(patient, listing.id, "Hola, ¿atiende los sábados?");
    const other = await h.doctorWithListing();
    // The owner writing to another doctor is a patient there: not in this dashboard.
    await h.services.messages.start(doctor, other.listing.id, "Consulta entre colegas.");
    const { conversations } = (await open(doctor)).data as {
      conversations: { counterpart: string }[];
    };
    expect(conversations.map((c) => c.counterpart)).toEqual([
      `${patient.firstName} ${patient.lastName}`,
    ]);
  });

  it("sends a verification link only for the signed-in account's own email", async () => {
    const signedOut = await outcomeOf(() =>
      dashboard.action(routeArgs("/dashboard", h.context(null), { form: {} })),
    );
    expect([signedOut.status, signedOut.thrown]).toEqual([401, true]);
  });
});

describe("patient's dashboard (/dashboard/paciente)", () => {
  it("sends a signed-out visitor to /login with the way back", async () => {
    const outcome = await outcomeOf(() =>
      patientDashboard.loader(routeArgs("/dashboard/paciente", h.context())),
    );
    expect([outcome.status, outcome.location]).toEqual([
      302,
      "/login?returnUrl=%2Fdashboard%2Fpaciente",
    ]);
  });

  it("shows the account's own reviews and favourites only", async () => {
    const { listing } = await h.doctorWithListing();
    const me = await h.account();
    const someoneElse = await h.account();
    await h.services.reviews.write(listing.id, { rating: 5, comment: "Excelente atención." }, me);
    await h.services.reviews.write(
      listing.id,
      { rating: 1, comment: "No me gustó la consulta." },
      someoneElse,
    );
    await h.services.favourites.add(someoneElse, listing.id);
    const outcome = await outcomeOf(() =>
      patientDashboard.loader(routeArgs("/dashboard/paciente", h.context(me))),
    );
    const data = outcome.data as {
      reviews: { comment: string }[];
      favourites: unknown[];
      user: { email: string };
    };
    expect(data.reviews.map((r) => r.comment)).toEqual(["Excelente atención."]);
    expect(data.favourites).toEqual([]);
    expect(data.user.email).toBe(me.email);
  });
});

describe("conversation page (/mensajes/{id})", () => {
  it("opens a thread to its two sides only; anyone else finds nothing there", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const patient = await h.account();
    const { conversationId } = await h.services.messages.start(
      patient,
      listing.id,
      "Buenas tardes, doctora.",
    );
    const id = String(conversationId);
    const open = (viewer: Parameters<RouteHarness["context"]>[0]) =>
      outcomeOf(() =>
        conversation.loader(routeArgs(`/mensajes/${id}`, h.context(viewer), { params: { id } })),
      );
    expect((await open(patient)).data).toMatchObject({ id: conversationId, role: "patient" });
    expect((await open(doctor)).data).toMatchObject({ id: conversationId, role: "doctor" });
    expect((await open(await h.account())).status).toBe(404);
    expect((await open(null)).location).toBe(`/login?returnUrl=%2Fmensajes%2F${id}`);

    const reply = (viewer: Parameters<RouteHarness["context"]>[0]) =>
      outcomeOf(() =>
        conversation.action(
          routeArgs(`/mensajes/${id}`, h.context(viewer), {
            params: { id },
            form: { body: "Un mensaje que no debe entrar." },
          }),
        ),
      );
    const intruder = await reply(await h.account());
    expect(intruder.status).toBe(403);
    expect(intruder.location).toBeNull();
    const answered = await reply(doctor);
    expect([answered.status, answered.location]).toEqual([302, `/mensajes/${id}`]);
    const thread = await h.services.messages.thread(patient, conversationId);
    expect(thread.messages.map((m) => m.body)).toEqual([
      "Buenas tardes, doctora.",
      "Un mensaje que no debe entrar.",
    ]);
  });
});

describe("set-password page (/crear-contrasena)", () => {
  it("tells a missing link from an invalid one, and refuses an invalid one on submit", async () => {
    const open = (query: string) =>
      outcomeOf(() => setPassword.loader(routeArgs(`/crear-contrasena${query}`, h.context())));
    expect((await open("")).data).toMatchObject({ state: "missing" });
    expect((await open("?token=no-es-un-enlace-valido-0123456789abcdef")).data).toMatchObject({
      state: "invalid",
    });
    const submitted = await outcomeOf(() =>
      setPassword.action(
        routeArgs("/crear-contrasena", h.context(), {
          form: {
            token: "A".repeat(43),
            password: "Contraseña-Segura-2026",
            confirmPassword: "Contraseña-Segura-2026",
          },
        }),
      ),
    );
    expect(submitted.status).toBe(400);
    expect(submitted.data).toMatchObject({ intent: "set", ok: false, expired: true });
  });

  it("answers a new-link request the same for any email, and checks the address", async () => {
    const ask = (email: string) =>
      outcomeOf(() =>
        setPassword.action(
          routeArgs("/crear-contrasena", h.context(), { form: { intent: "request", email } }),
        ),
      );
    const bad = await ask("no-es-correo");
    expect(bad.status).toBe(400);
    const unknown = await ask("nadie@example.com");
    expect(unknown.status).toBe(200);
    expect(unknown.data).toMatchObject({ intent: "request", ok: true });
  });
});

describe("administrator sign-in page (/admin/login)", () => {
  beforeAll(async () => {
    await h.services.adminAccounts.createAdmin("admin.rutas", "Admin-Rutas-2026!");
  });
  const submit = (username: string, password: string, clientIp?: string) =>
    outcomeOf(() =>
      adminLogin.action(
        routeArgs("/admin/login", h.context(null, clientIp ? { clientIp } : {}), {
          form: { username, password },
        }),
      ),
    );

  it("signs an administrator in with a cookie, and a signed-in one goes straight on", async () => {
    const outcome = await submit("admin.rutas", "Admin-Rutas-2026!");
    expect([outcome.status, outcome.location]).toEqual([302, "/admin?sesion=iniciada"]);
    const cookie = outcome.headers.get("Set-Cookie")!.split(";")[0]!;
    const again = await outcomeOf(() =>
      adminLogin.loader(routeArgs("/admin/login", h.context(), { cookie })),
    );
    expect(again.location).toBe("/admin");
    const anonymous = await outcomeOf(() =>
      adminLogin.loader(routeArgs("/admin/login", h.context())),
    );
    expect([anonymous.status, anonymous.data]).toEqual([200, null]);
  });

  it("refuses wrong or missing credentials in Spanish, without a cookie", async () => {
    const wrong = await submit("admin.rutas", "otra-cosa");
    expect([wrong.status, wrong.data]).toEqual([401, { error: ADMIN_MESSAGES.invalidCredentials }]);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    const empty = await submit("", "");
    expect([empty.status, empty.data]).toEqual([
      400,
      { error: ADMIN_MESSAGES.credentialsRequired },
    ]);
    // A patient's session is no administrator's.
    const patient = await h.account();
    const asPatient = await outcomeOf(() =>
      adminLogin.loader(routeArgs("/admin/login", h.context(patient))),
    );
    expect(asPatient.location).toBeNull();
  });

  it("blocks an address after the documented 10 failures (docs/security.md: rate limits)", async () => {
    const address = "10.250.0.1";
    for (let i = 0; i < 10; i++) {
      expect((await submit("admin.rutas", "otra-cosa", address)).status).toBe(401);
    }
    const blocked = await submit("admin.rutas", "Admin-Rutas-2026!", address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("sign-out page (/cerrar-sesion), the header's form without JavaScript", () => {
  it("ends the session the cookie names, clears the cookie and goes home", async () => {
    const account = await signedInAgent(h.app, h.database);
    const cookie = account.sessionCookie;
    const sessionOf = (c: string) => h.services.accounts.currentUser(new Headers({ cookie: c }));
    expect((await sessionOf(cookie))?.email).toBe(account.email);

    const outcome = await outcomeOf(() =>
      signOut.action(routeArgs("/cerrar-sesion", h.context(), { form: {}, cookie })),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(outcome.headers.get("Set-Cookie")).toMatch(/session_token=;/);
    expect(await sessionOf(cookie)).toBeNull();
    // A second press (a stale page) signs out nothing and still goes home.
    const again = await outcomeOf(() =>
      signOut.action(routeArgs("/cerrar-sesion", h.context(), { form: {}, cookie })),
    );
    expect(again.location).toBe("/");
  });

  it("is let through by the cross-site check when the site's own page posts it", async () => {
    // The browser's headers for a form on the site itself; the route is not in this app
    // (no page build), so passing the check means reaching the 404 beyond it.
    const own = await request(h.app)
      .post("/cerrar-sesion")
      .set("Host", "sitio.test")
      .set("Origin", "http://sitio.test")
      .set("Sec-Fetch-Site", "same-origin")
      .type("form")
      .send("");
    expect(own.status).not.toBe(403);
    const other = await request(h.app)
      .post("/cerrar-sesion")
      .set("Host", "sitio.test")
      .set("Origin", "https://otro.example")
      .type("form")
      .send("");
    expect(other.status).toBe(403);
  });
});
