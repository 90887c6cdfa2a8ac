import { expect, test } from "@playwright/test";
import { signInContext } from "../support/browser-login.ts";
import { FIXTURES } from "../support/fixtures.ts";
import { calendarPartOf, icalValue } from "../support/ical.ts";
import { serverWithMail } from "../support/server-with-mail.ts";
import { bookableTime } from "../support/booking-times.ts";

// A booking on a 375 px phone whose confirmation, with its calendar invitation, arrives at a
// real SMTP server the spec runs; cancelling sends the cancellation of the same event
// (issue #34: stable UID, SEQUENCE that grows, METHOD:CANCEL).
const site = serverWithMail({ port: 4233, dataDir: ".tmp/e2e-booking-mail-db" });
const BASE = site.base;
const PATIENT = FIXTURES.patient;
const DOCTOR = FIXTURES.agendaDoctor;
const PHONE = { width: 375, height: 812 };

test.describe.configure({ mode: "serial" });
test.use({ viewport: PHONE, timezoneId: "UTC" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await site.start(request);
});

test.afterAll(() => site.stop());

const invitation = (method: string) => (raw: string) => calendarPartOf(raw)?.method === method;

test("the patient books, receives the invitation by email, cancels and receives its cancellation", async ({
  page,
}) => {
  // Two notices: the job worker looks as each commits, though a busy machine may be slow.
  test.setTimeout(120_000);
  await signInContext(page.context(), BASE, PATIENT);
  // The slots are links and the booking form posts to its action: no scripts needed.
  await page.goto(`${BASE}/agendar/${DOCTOR.listing.slug}`);
  await (await bookableTime(page.getByRole("region", { name: "Elige un horario" }))).click();
  await expect(page.getByRole("heading", { name: "Confirma tu cita" })).toBeVisible();
  const before = site.mailCount();
  await page.getByLabel("Motivo de la consulta").fill("Revisión de la presión arterial");
  await page.getByRole("button", { name: "Confirmar cita" }).click();
  await expect(page.getByRole("status")).toContainText("¡Listo! Tu cita quedó agendada.");

  // The patient's confirmation carries the invitation; the doctor is told too.
  const booked = calendarPartOf(await site.mailTo(PATIENT.email, invitation("REQUEST"), before))!;
  expect(icalValue(booked.text, "METHOD")).toBe("REQUEST");
  expect(icalValue(booked.text, "SEQUENCE")).toBe("0");
  const uid = icalValue(booked.text, "UID");
  expect(uid).toBeTruthy();
  expect(icalValue(booked.text, "SUMMARY")).toContain(DOCTOR.listing.name);
  // The visit reason is health data: never in a calendar any app may sync.
  expect(booked.text).not.toContain("presión arterial");
  await site.mailTo(DOCTOR.email, invitation("REQUEST"), before);

  const myAppointments = page.getByRole("region", { name: "Mis citas" });
  const card = myAppointments.getByRole("article", { name: new RegExp(DOCTOR.listing.name) });
  const beforeCancel = site.mailCount();
  await card.getByText("Cancelar cita", { exact: true }).click();
  await card.getByRole("button", { name: "Sí, cancelar cita" }).click();
  await expect(page.getByRole("status")).toContainText("Tu cita quedó cancelada.");

  const cancelled = calendarPartOf(
    await site.mailTo(PATIENT.email, invitation("CANCEL"), beforeCancel),
  )!;
  expect(icalValue(cancelled.text, "UID")).toBe(uid);
  expect(Number(icalValue(cancelled.text, "SEQUENCE"))).toBeGreaterThan(0);
  expect(icalValue(cancelled.text, "STATUS")).toBe("CANCELLED");
});
