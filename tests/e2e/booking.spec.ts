import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { SHARED_BASE as BASE } from "../support/shared-server.ts";
import { bookableTime } from "../support/booking-times.ts";

// Online booking on a 375 px phone (issue #34), on the shared server, whose fixtures hold a
// doctor in Tijuana with a published agenda open every day and a visit of the fixture patient
// yesterday still to be marked. The browser runs in UTC, so the pages name Tijuana's clock.
// The confirmation mail with its invitation is the integration test's (a real SMTP server).
const PATIENT = FIXTURES.patient;
const DOCTOR = FIXTURES.agendaDoctor;
const PHONE = { width: 375, height: 812 };

test.describe.configure({ mode: "serial" });
test.use({ viewport: PHONE, timezoneId: "UTC" });

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: "UTC" });
  await signInContext(context, BASE, account);
  return context.newPage();
}

/** Today and yesterday on the office's clock, as the doctor's views name days. */
function officeDay(offsetDays: number): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: DOCTOR.listing.timeZone }).format(at);
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("a patient finds a bookable doctor in the results, books from the profile, sees it in 'Mis citas' and cancels", async ({
  page,
}) => {
  await signInContext(page.context(), BASE, PATIENT);
  // 'Con cita en línea' among the results of a search for the doctor's name.
  await page.goto(`${BASE}/?q=${encodeURIComponent("Andrés Agenda Prueba")}&booking=online`);
  const results = page.getByRole("region", { name: "Lista de médicos" });
  await results.getByRole("link", { name: DOCTOR.listing.name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DOCTOR.listing.name);

  const strip = page.getByRole("region", { name: "Próximos horarios" });
  await expect(strip).toContainText(DOCTOR.visitType);
  // Kept: before the scripts run the server names the office's clock; after, only because it
  // differs from the browser's, which is what this checks.
  await hydrated(page);
  await expect(strip).toContainText("hora de Tijuana");
  const firstTime = await bookableTime(strip.getByRole("list"));
  const time = (await firstTime.innerText()).split("\n").pop()!.trim();
  await firstTime.click();

  await expect(page).toHaveURL(/\/agendar\/dr-andres-agenda-prueba\?.*horario=/);
  await expect(page.getByRole("heading", { name: "Confirma tu cita" })).toBeVisible();
  await expect(page.getByText(`${time}, hora de Tijuana`)).toBeVisible();
  await page.getByLabel("Motivo de la consulta").fill("Dolor de espalda desde hace una semana");
  await page.getByRole("button", { name: "Confirmar cita" }).click();

  await expect(page).toHaveURL(/\/dashboard\/paciente\?agendada=\d+#mis-citas/);
  await expect(page.getByRole("status")).toContainText("¡Listo! Tu cita quedó agendada.");
  const myAppointments = page.getByRole("region", { name: "Mis citas" });
  const card = myAppointments.getByRole("article", { name: new RegExp(DOCTOR.listing.name) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(time);
  await expect(card).toContainText("Dolor de espalda desde hace una semana");

  await card.getByText("Cancelar cita", { exact: true }).click();
  await card.getByRole("button", { name: "Sí, cancelar cita" }).click();
  await expect(page.getByRole("status")).toContainText("Tu cita quedó cancelada.");
  await expect(myAppointments.getByText("No tienes citas próximas.")).toBeVisible();
  await myAppointments.getByText(/^Citas anteriores/).click();
  await expect(
    myAppointments
      .getByRole("article")
      .filter({ hasText: "Dolor de espalda desde hace una semana" }),
  ).toContainText("Cancelaste esta cita.");
});

test("without the page's scripts a patient picks a time, is told what is missing, books and cancels", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    timezoneId: "UTC",
    javaScriptEnabled: false,
  });
  await signInContext(context, BASE, PATIENT);
  const page = await context.newPage();
  await page.goto(`${BASE}/agendar/${DOCTOR.listing.slug}`);
  await (await bookableTime(page.getByRole("region", { name: "Elige un horario" }))).click();
  await page.getByRole("button", { name: "Confirmar cita" }).click();
  // The form comes back with the Spanish message beside the reason.
  await expect(page.getByLabel("Motivo de la consulta")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Cuéntale al médico el motivo de tu consulta")).toBeVisible();
  await page.getByLabel("Motivo de la consulta").fill("Revisión de lunares");
  await page.getByRole("button", { name: "Confirmar cita" }).click();
  await expect(page.getByRole("status")).toContainText("¡Listo! Tu cita quedó agendada.");
  const card = page.getByRole("article").filter({ hasText: "Revisión de lunares" });
  await card.getByText("Cancelar cita", { exact: true }).click();
  await card.getByRole("button", { name: "Sí, cancelar cita" }).click();
  await expect(page.getByRole("status")).toContainText("Tu cita quedó cancelada.");
  await context.close();
});

test("a doctor sets hours, sees a booking in the week view and marks a visit attended; the patient's review shows 'Cita verificada'", async ({
  browser,
}) => {
  const patient = await signedInPage(browser, PATIENT);
  const doctor = await signedInPage(browser, DOCTOR);

  // The patient books the first free time (through the API: the page was the first test's).
  const me = await (await doctor.request.get(`${BASE}/api/providers/me`)).json();
  const availability = await (
    await patient.request.get(`${BASE}/api/providers/${me.id}/availability?days=14`)
  ).json();
  const slot = availability.days.flatMap((day: { slots: unknown[] }) => day.slots)[0] as {
    start: string;
    visitTypeId: number;
    officeId: number;
  };
  const booked = await patient.request.post(`${BASE}/api/appointments`, {
    data: { providerId: me.id, ...slot, reason: "Control de glucosa" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookedDay = new Intl.DateTimeFormat("en-CA", { timeZone: DOCTOR.listing.timeZone }).format(
    new Date(slot.start),
  );

  // Hours: Saturdays from 9 to 14 only.
  await doctor.goto(`${BASE}/dashboard?tab=agenda`);
  await doctor.getByText("Horario semanal", { exact: true }).click();
  const saturday = doctor.getByRole("group", { name: "Sábado" });
  await saturday.getByLabel("Sábado, horario 1: desde").fill("09:00");
  await saturday.getByLabel("Sábado, horario 1: hasta").fill("14:00");
  await doctor.getByRole("button", { name: `Guardar horario de ${DOCTOR.office}` }).click();
  await expect(doctor.getByRole("status").filter({ hasText: "Horario guardado." })).toBeVisible();
  await expect(saturday.getByLabel("Sábado, horario 1: hasta")).toHaveValue("14:00");

  // The week of the booking: the patient, the visit type and the reason.
  await doctor.goto(`${BASE}/dashboard?tab=agenda&vista=semana&fecha=${bookedDay}`);
  const calendar = doctor.getByRole("region", { name: "Citas" });
  const visit = calendar.getByRole("listitem").filter({ hasText: "Control de glucosa" });
  await expect(visit).toContainText(`${PATIENT.firstName} ${PATIENT.lastName}`);
  await expect(visit).toContainText(DOCTOR.visitType);

  // Yesterday's visit, in the day view: 'Asistió'. The fixtures made it at the server's start,
  // on the office's yesterday then: two days back when the run crosses midnight in Tijuana, so
  // its day is read from the doctor's own calendar, not from the clock.
  const recent = await (
    await doctor.request.get(`${BASE}/api/providers/me/appointments?from=${officeDay(-3)}&days=4`)
  ).json();
  const fixtureVisit = (recent.appointments as { start: string; reason: string }[]).find(
    (item) => item.reason === "Revisión de presión arterial",
  );
  expect(fixtureVisit, JSON.stringify(recent)).toBeDefined();
  const pastDay = new Intl.DateTimeFormat("en-CA", { timeZone: DOCTOR.listing.timeZone }).format(
    new Date(fixtureVisit!.start),
  );
  const dayAfter = new Date(Date.parse(`${pastDay}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await doctor.goto(`${BASE}/dashboard?tab=agenda&vista=dia&fecha=${dayAfter}`);
  await calendar.getByRole("link", { name: "Día anterior" }).click();
  await expect(doctor).toHaveURL(new RegExp(`fecha=${pastDay}`));
  const past = calendar.getByRole("listitem").filter({ hasText: "Revisión de presión arterial" });
  await past.getByRole("button", { name: /^Asistió/ }).click();
  await expect(past.getByText("Asistió", { exact: true })).toBeVisible();

  // The patient is invited to review that visit; the review carries the mark.
  await patient.goto(`${BASE}/dashboard/paciente`);
  const pastVisit = patient
    .getByRole("region", { name: "Mis citas" })
    .getByRole("article")
    .filter({ hasText: "Revisión de presión arterial" });
  await pastVisit.getByRole("link", { name: "Escribir reseña" }).click();
  await hydrated(patient);
  const reviews = patient.getByRole("region", { name: "Reseñas y Calificaciones" });
  // The fifth star (its radio is visually hidden inside the star's label).
  await reviews
    .locator("label", { has: patient.getByRole("radio", { name: "5 estrellas" }) })
    .click();
  await reviews.getByLabel("Comentario").fill("Muy puntual y me explicó todo con calma.");
  await reviews.getByRole("button", { name: "Publicar reseña" }).click();
  const review = reviews.getByRole("listitem").filter({ hasText: "Muy puntual y me explicó" });
  await expect(review.getByText("Cita verificada")).toBeVisible();

  await patient.context().close();
  await doctor.context().close();
});
