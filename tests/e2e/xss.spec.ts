import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { decodeQuotedPrintable, startFakeSmtp } from "../fakes/smtp.ts";
import { payload, XSS_PAYLOADS, XSS_URLS } from "../fixtures/xss-payloads.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server and database: every text field people write gets the payload corpus
// through the real API, then the pages that show that text are opened in the browser.
const PORT = 4203;
const DATA_DIR = ".tmp/e2e-xss-db";
const ADMIN = FIXTURES.admin;
const DOCTOR = { email: "doctor.demo01@example.com", password: "Doctor-Demo-2026" };
const PATIENT = { email: "paciente.demo@example.com", password: "Paciente-Demo-2026" };
const NAMED = { email: "nombre.xss@example.com", password: "Paciente-Xss-2026" };

const all = (separator: string, texts: readonly string[] = XSS_PAYLOADS.map((p) => p.text)) =>
  texts.join(separator);
/** Payloads without the markup's asterisks, so the blog shows them character for character. */
const plain = XSS_PAYLOADS.filter((p) => !p.text.includes("*")).map((p) => p.text);

// Who writes what (every payload lands in at least one field; most in several).
const TEXT = {
  doctorName: `Dra. ${payload("attribute-breakout")} Ruiz`,
  bio: all(" ", [
    payload("script-tag"),
    payload("img-onerror"),
    payload("svg-onload"),
    payload("script-breakout"),
    payload("template"),
    payload("details-ontoggle"),
  ]),
  location: `${payload("single-quote-breakout")} ${payload("iframe-srcdoc")}`,
  schedule: `${payload("style")} ${payload("percent-encoded")}`,
  serviceName: payload("entity-encoded"),
  serviceDescription: `${payload("anchor-javascript")} ${payload("unicode-escaped")}`,
  officeName: payload("javascript-url"),
  officeAddress: `${payload("markup-link")} ${payload("img-onerror")}`,
  officeHours: payload("markup-bold-html"),
  review: all("\n"),
  reply: all(" ", [
    payload("iframe-srcdoc"),
    payload("style"),
    payload("details-ontoggle"),
    payload("template"),
  ]),
  firstName: payload("img-onerror"),
  lastName: payload("single-quote-breakout"),
  namedReview: `${payload("svg-onload")} ${payload("anchor-javascript")}`,
  message: all("\n"),
  messageReply: all(" ", [...plain].reverse()),
  postTitle: `Calor ${payload("script-breakout")}`,
  postExcerpt: `${payload("template")} ${payload("svg-onload")}`,
  postContent: all("\n\n", plain),
  postBold: '<b data-xss onmouseover="window.__xss=true">negrita</b>',
  rejectedTitle: `Notas ${payload("single-quote-breakout")}`,
  rejectNotes: all("\n"),
  importedName: `Dr. ${payload("attribute-breakout")} Importado`,
  importedLocation: `${payload("script-breakout")} ${payload("svg-onload")}`,
  importedDescription: all(" ", plain.slice(0, 8)),
  importSourceName: payload("template"),
  otherImportedName: `Dra. ${payload("single-quote-breakout")} Importada`,
};

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

test.beforeAll(async () => {
  smtp = await startFakeSmtp();
});

const BASE = specServer({
  port: PORT,
  dataDir: DATA_DIR,
  startTimeoutMs: 150_000,
  env: () => ({
    SEED_PROVIDERS: "40",
    SMTP_URL: smtp.url,
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  }),
});

const apis: APIRequestContext[] = [];
const state = {
  doctor: {} as ApiState,
  named: {} as ApiState,
  admin: {} as ApiState,
  profilePath: "",
  resultsPath: "",
  conversationId: 0,
  postPath: "",
  importedPath: "",
};
type ApiState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

async function api(): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL: BASE });
  apis.push(context);
  return context;
}

/** The answer's JSON, once its status is the expected one. */
async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  status = 200,
): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function signedIn(account: { email: string; password: string }) {
  const context = await api();
  await ok(await context.post("/api/auth/login", { data: account }));
  return context;
}

async function verificationToken(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const message = smtp.messages.find((m) => m.to.includes(email));
    const token = message
      ? /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(message.raw))
      : null;
    if (token) return decodeURIComponent(token[1]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification email for ${email}`);
}

/** Every text field, written through the same API the pages use. */
async function writeEverything() {
  const doctor = await signedIn(DOCTOR);
  const own = await ok<{ id: number }>(await doctor.get("/api/providers/me"));
  const self = `/api/providers/${own.id}/self`;
  // Links that are not web addresses are refused, whatever their case.
  for (const url of XSS_URLS.refused) {
    const refused = await doctor.put(self, { data: { socialLinks: { website: url } } });
    expect(refused.status(), url).toBe(400);
  }
  const saved = await ok<{ bio: string; profilePath: string }>(
    await doctor.put(self, {
      data: {
        name: TEXT.doctorName,
        bio: TEXT.bio,
        location: TEXT.location,
        schedule: TEXT.schedule,
        servicesWithPricing: [
          { name: TEXT.serviceName, price: 900, description: TEXT.serviceDescription },
        ],
        locations: [
          { name: TEXT.officeName, address: TEXT.officeAddress, hours: TEXT.officeHours },
        ],
        socialLinks: { facebook: XSS_URLS.breakout, website: XSS_URLS.breakout },
      },
    }),
  );
  expect(saved.bio).toBe(TEXT.bio);
  state.profilePath = saved.profilePath;
  const [, , specialtySlug, citySlug] = saved.profilePath.split("/");
  state.resultsPath = `/${specialtySlug}/${citySlug}`;

  // A review by the demo patient, and the doctor's public reply.
  const patient = await signedIn(PATIENT);
  const review = await ok<{ id: number; approvalStatus: string }>(
    await patient.post(`/api/providers/${own.id}/reviews`, {
      data: { rating: 4, comment: TEXT.review },
    }),
    201,
  );
  expect(review.approvalStatus).toBe("approved");
  await ok(await doctor.put(`/api/reviews/${review.id}/reply`, { data: { reply: TEXT.reply } }));

  // A patient whose names are payloads: signs up, verifies, reviews and writes to the doctor.
  const named = await api();
  await ok(
    await named.post("/api/auth/register-patient", {
      data: {
        firstName: TEXT.firstName,
        lastName: TEXT.lastName,
        email: NAMED.email,
        password: NAMED.password,
        initialQuery: "Necesito revisar mi presión arterial",
      },
    }),
    201,
  );
  await ok(
    await named.post("/api/auth/verify-email", {
      data: { token: await verificationToken(NAMED.email) },
    }),
  );
  await ok(await named.post("/api/auth/login", { data: NAMED }));
  await ok(
    await named.post(`/api/providers/${own.id}/reviews`, {
      data: { rating: 5, comment: TEXT.namedReview },
    }),
    201,
  );
  const conversation = await ok<{ conversationId: number }>(
    await named.post("/api/conversations", { data: { providerId: own.id, body: TEXT.message } }),
    201,
  );
  state.conversationId = conversation.conversationId;
  await ok(
    await doctor.post(`/api/conversations/${state.conversationId}/messages`, {
      data: { body: TEXT.messageReply },
    }),
    201,
  );

  // Two posts: one an administrator approves, one rejected with notes.
  const post = async (title: string) => {
    const created = await ok<{ id: number }>(
      await doctor.post("/api/providers/me/posts", {
        data: {
          title,
          category: "Salud Mental",
          excerpt: TEXT.postExcerpt,
          content: `${TEXT.postContent}\n\n**${TEXT.postBold}**`,
          seoDescription: payload("img-onerror"),
          seoKeywords: ["<svg data-xss onload=alert(1)>", "</script><b data-xss>"],
        },
      }),
      201,
    );
    await ok(await doctor.post(`/api/providers/me/posts/${created.id}/submit`));
    return created.id;
  };
  const approvedId = await post(TEXT.postTitle);
  const rejectedId = await post(TEXT.rejectedTitle);

  const admin = await api();
  await ok(await admin.post("/api/admin/login", { data: ADMIN }));
  // The listing is verified, so its new name waits for an administrator: approve it, so the
  // public pages show the payload name.
  const pending = await ok<{ changes: { id: number; providerId: number }[] }>(
    await admin.get("/api/admin/pending-changes"),
  );
  const change = pending.changes.find((entry) => entry.providerId === own.id)!;
  await ok(await admin.post(`/api/admin/pending-changes/${change.id}/approve`, { data: {} }));
  await ok(await admin.put(`/api/doctor-blog-posts/${approvedId}/approve`));
  await ok(
    await admin.put(`/api/doctor-blog-posts/${rejectedId}/reject`, {
      data: { notes: TEXT.rejectNotes },
    }),
  );
  const posts = await ok<{ id: number; publicPath: string | null }[]>(
    await doctor.get("/api/providers/me/posts"),
  );
  state.postPath = posts.find((p) => p.id === approvedId)!.publicPath!;

  // CSV cells: names, addresses, descriptions and source links.
  const csv = [
    "name,specialty,city,state,location,phone,price,description,url",
    [
      TEXT.importedName,
      "Cardiología",
      "Guadalajara",
      "Jalisco",
      TEXT.importedLocation,
      "33 0000 1111",
      "900",
      TEXT.importedDescription,
      XSS_URLS.refused[0],
    ],
    [
      TEXT.otherImportedName,
      "Pediatría",
      "Monterrey",
      "Nuevo León",
      payload("iframe-srcdoc"),
      "81 0000 2222",
      "800",
      payload("style"),
      XSS_URLS.breakout,
    ],
  ]
    .map((row) =>
      typeof row === "string" ? row : row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(","),
    )
    .join("\n");
  const imported = await ok<{ imported: number; skipped: number }>(
    await admin.post("/api/admin/providers/import-csv", {
      multipart: {
        file: { name: "medicos-xss.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
        dataSource: "csv_import",
        dataSourceName: TEXT.importSourceName,
        importNotes: payload("style"),
      },
    }),
  );
  expect(imported).toMatchObject({ imported: 2, skipped: 0 });
  const listed = await ok<{ providers: { id: number; name: string }[] }>(
    await admin.get(`/api/admin/providers?search=${encodeURIComponent("Importado")}`),
  );
  const importedRow = listed.providers.find((p) => p.name === TEXT.importedName)!;
  expect(importedRow).toBeTruthy();
  await ok(
    await admin.put(`/api/admin/providers/${importedRow.id}/status`, {
      data: { status: "approved", adminNotes: payload("template") },
    }),
  );
  const publicListing = await ok<{ profilePath: string }>(
    await admin.get(`/api/providers/${importedRow.id}`),
  );
  state.importedPath = publicListing.profilePath;
  expect(state.importedPath).toBeTruthy();

  state.doctor = await doctor.storageState();
  state.named = await named.storageState();
  state.admin = await admin.storageState();
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await writeEverything();
});

test.afterAll(async () => {
  for (const context of apis) await context.dispose();
  await smtp?.close();
});

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** A page of the given user (or a visitor); any dialog fails the test. */
async function pageAs(browser: Browser, storageState?: ApiState) {
  const context = await browser.newContext({ storageState, baseURL: BASE });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, context, dialogs };
}

/**
 * The page ran none of it: no dialog, no flag, no injected element, handler, link or
 * script; structured data still parses; and each text shows character for character.
 */
async function expectInert(
  view: { page: Page; dialogs: string[] },
  shown: string[],
  where = "body",
) {
  const { page } = view;
  // Kept: what the scripts render (and hydrate) from the stored text must stay inert too.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Parts of a page load their data after hydration: wait for each text to show up.
  const text = async () => collapse(await page.locator(where).first().innerText());
  for (const literal of shown) await expect.poll(text).toContain(collapse(literal));
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push("__xss set");
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        if (attribute === "data-xss" || /^on/i.test(attribute))
          problems.push(`<${element.localName} ${attribute}>`);
      }
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href], area[href]")) {
      if (!/^(https?|mailto|tel):$/.test(new URL(link.href, location.href).protocol))
        problems.push(`link to ${link.getAttribute("href")}`);
    }
    for (const frame of document.querySelectorAll("iframe, object, embed")) {
      problems.push(`<${frame.localName}>`);
    }
    const jsonLd: unknown[] = [];
    for (const script of document.scripts) {
      if (script.type === "application/ld+json") {
        try {
          jsonLd.push(JSON.parse(script.textContent ?? ""));
        } catch {
          problems.push(`JSON-LD does not parse: ${script.textContent?.slice(0, 80)}`);
        }
      } else if (
        !script.src &&
        // The page's CSP allows its inline scripts by hash (ADR 010), so any inline script is
        // allowed: only React Router's own (scroll restoration, context, stream, module entry,
        // the latter started after load by app/lib/scripts-after-load.ts) and React's Suspense
        // runtime ($RB, $RC, $RT...) may be there.
        !/^\s*(?:\(\(storageKey|window\.__reactRouterContext|;?\s*import |const preloads = \[|\$R[A-Z]+\s*=|requestAnimationFrame\(function\(\)\{\$RT)/.test(
          script.text,
        )
      ) {
        problems.push(`inline script not from the framework: ${script.outerHTML.slice(0, 80)}`);
      } else if (script.src && new URL(script.src).origin !== location.origin) {
        problems.push(`script from ${script.src}`);
      }
    }
    return { problems, jsonLd: JSON.stringify(jsonLd) };
  });
  expect(found.problems).toEqual([]);
  expect(view.dialogs).toEqual([]);
  return found.jsonLd;
}

test("a visitor sees the doctor's profile, reviews and reply as text", async ({ browser }) => {
  const view = await pageAs(browser);
  await view.page.goto(state.profilePath);
  const jsonLd = await expectInert(view, [
    TEXT.doctorName,
    TEXT.bio,
    TEXT.serviceName,
    TEXT.officeName,
    TEXT.officeAddress,
    TEXT.officeHours,
    TEXT.review,
    TEXT.reply,
    TEXT.namedReview,
    // Reviewers show with their first name and an initial.
    TEXT.firstName,
  ]);
  // The structured data carries the name as data, whatever characters it has.
  expect(jsonLd).toContain(JSON.stringify(TEXT.doctorName));
  // The web address is kept as a link, its quote and brackets inside the address.
  const facebook = view.page.locator('a[href^="https://ejemplo.invalid/"]').first();
  await expect(facebook).toHaveAttribute("href", new URL(XSS_URLS.breakout).href);
  await view.context.close();
});

test("a visitor sees the doctor's result card and the imported listing as text", async ({
  browser,
}) => {
  const view = await pageAs(browser);
  await view.page.goto(state.resultsPath);
  await expectInert(view, [TEXT.doctorName]);
  await view.page.goto(state.importedPath);
  const jsonLd = await expectInert(view, [TEXT.importedName, TEXT.importedLocation]);
  expect(jsonLd).toContain(JSON.stringify(TEXT.importedName));
  await view.context.close();
});

test("the doctor's dashboard shows reviews, messages and rejection notes as text", async ({
  browser,
}) => {
  const view = await pageAs(browser, state.doctor);
  const { page } = view;
  await page.goto("/dashboard");
  await expect(page.getByLabel("Biografía")).toHaveValue(TEXT.bio);
  await expectInert(view, []);
  for (const [tab, shown] of [
    ["resenas", [TEXT.review, TEXT.reply, TEXT.namedReview, TEXT.firstName]],
    ["mensajes", [TEXT.firstName]],
    ["articulos", [TEXT.postTitle, TEXT.rejectedTitle, TEXT.rejectNotes]],
    ["servicios", []],
    ["ubicaciones", []],
  ] as const) {
    await page.goto(`/dashboard?tab=${tab}`);
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expectInert(view, [...shown]);
  }
  await page.goto(`/mensajes/${state.conversationId}`);
  await expectInert(view, [TEXT.message, TEXT.messageReply]);
  await view.context.close();
});

test("the patient whose names are payloads sees them as text in the header and messages", async ({
  browser,
}) => {
  const view = await pageAs(browser, state.named);
  const { page } = view;
  await page.goto("/");
  await expectInert(view, [TEXT.firstName], "header");
  await page.goto("/dashboard/paciente");
  await expectInert(view, [TEXT.firstName]);
  await page.goto(`/mensajes/${state.conversationId}`);
  await expectInert(view, [TEXT.message, TEXT.messageReply]);
  await view.context.close();
});

test("the blog shows an approved post's title and body as text", async ({ browser }) => {
  const view = await pageAs(browser);
  const { page } = view;
  await page.goto("/blog");
  await expectInert(view, [TEXT.postTitle]);
  await page.goto(state.postPath);
  const jsonLd = await expectInert(view, [TEXT.postTitle, TEXT.postContent, TEXT.postBold]);
  expect(jsonLd).toContain(JSON.stringify(TEXT.postTitle));
  // The markup made the tag's text bold, and nothing else.
  await expect(page.locator("article strong", { hasText: TEXT.postBold })).toHaveCount(1);
  await view.context.close();
});

test("the admin panel lists imports, posts and notes as text", async ({ browser }) => {
  const view = await pageAs(browser, state.admin);
  const { page } = view;
  await page.goto("/admin");
  await expect(page.getByText(TEXT.otherImportedName).first()).toBeVisible();
  await expectInert(view, [TEXT.importedName, TEXT.otherImportedName, TEXT.doctorName]);

  // The source link as imported: shown, and a link only when it is a web address.
  for (const [name, url, description] of [
    [TEXT.importedName, XSS_URLS.refused[0], TEXT.importedDescription],
    [TEXT.otherImportedName, XSS_URLS.breakout, payload("style")],
  ]) {
    await page.getByRole("button", { name: `Ver detalles de ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expectInert(view, [name!, url!, description!, TEXT.importSourceName], '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }

  await page.goto("/admin?tab=blog");
  // Both posts were decided: nothing waits for review. Then the decided ones, by state.
  await expect(page.getByText("No hay artículos en este estado.")).toBeVisible();
  // Kept: the state filter is a select of the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Estado de los artículos").selectOption("rejected");
  await expectInert(view, [TEXT.rejectedTitle, TEXT.rejectNotes]);
  await page.getByLabel("Estado de los artículos").selectOption("approved");
  await expect(page.getByRole("article", { name: TEXT.postTitle })).toBeVisible();
  await expectInert(view, [TEXT.postTitle]);
  await view.context.close();
});
